import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { rateLimitKey } from '../lib/limits';
import { errorBody } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** 'off' without REDIS_URL; 'degraded' while Redis does not answer (limits count in memory). */
    redisStatus(): Promise<'ok' | 'degraded' | 'off'>;
  }
}

type Counted = { current: number; ttl: number };
/** @fastify/rate-limit always passes the route's window and max (its typings omit them). */
type Incr = (
  key: string,
  cb: (err: Error | null, res?: Counted) => void,
  timeWindow?: number,
  max?: number,
) => void;

/** What @fastify/rate-limit hands to a store's child(): the route's merged limit options. */
interface RouteLimitOptions {
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Fixed-window counters in memory (one Map per route or group), old windows dropped. */
function memoryCounter(): Incr {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return (key, cb, timeWindow = 60_000) => {
    const now = Date.now();
    let entry = windows.get(key);
    if (!entry || entry.resetAt <= now) {
      if (windows.size > 10_000) {
        for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
      }
      entry = { count: 0, resetAt: now + timeWindow };
      windows.set(key, entry);
    }
    entry.count += 1;
    cb(null, { current: entry.count, ttl: entry.resetAt - now });
  };
}

const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {current, ttl}`;

type RedisWithLimit = Redis & {
  galimLimit(key: string, windowMs: number): Promise<[number, number]>;
};

/**
 * A store that counts in Redis while Redis answers and in memory otherwise, so an unreachable
 * or hung Redis never turns a limited route into a 500 or a wait. Routes that share a
 * `groupId` share one counter (the per-user upload limit spans several routes).
 */
function resilientStore(redis: RedisWithLimit | undefined, log: FastifyBaseLogger) {
  let fallingBack = false;
  const noteFallback = (err?: Error) => {
    if (fallingBack) return;
    fallingBack = true;
    log.warn(
      { reason: err?.message ?? `redis ${redis?.status}` },
      'Redis unavailable: rate limits count in memory on this process',
    );
  };
  const noteRecovered = () => {
    if (!fallingBack) return;
    fallingBack = false;
    log.info('Redis answers again: rate limits count in Redis');
  };

  const groups = new Map<string, Incr>();
  function counterFor(scope: string): Incr {
    let local = groups.get(scope);
    if (!local) {
      local = memoryCounter();
      groups.set(scope, local);
    }
    const memory = local;
    if (!redis) return memory;
    return (key, cb, timeWindow, max) => {
      if (redis.status !== 'ready') {
        noteFallback();
        memory(key, cb, timeWindow, max);
        return;
      }
      redis.galimLimit(`galim-rl:${scope}:${key}`, timeWindow ?? 60_000).then(
        ([current, ttl]) => {
          noteRecovered();
          cb(null, { current, ttl });
        },
        (err: Error) => {
          noteFallback(err);
          memory(key, cb, timeWindow, max);
        },
      );
    };
  }

  return class ResilientStore {
    incr: Incr;
    constructor(_globalParams?: unknown, scope = 'global') {
      this.incr = counterFor(scope);
    }
    // Called with the route's merged limit options (the typings say route options).
    child(routeOptions: object) {
      const options = routeOptions as RouteLimitOptions;
      const route = options.routeInfo;
      const scope = options.groupId
        ? `group:${options.groupId}`
        : `${[route?.method ?? ''].flat().join(',')}${route?.url ?? ''}`;
      return new ResilientStore(undefined, scope);
    }
  };
}

/**
 * Rate limits are set per route (`config.rateLimit`, from the table in lib/limits.ts) and counted
 * per signed-in user, else per address. With REDIS_URL the counters live in Redis, so a limit
 * holds across several API processes; otherwise, or while Redis is unreachable, in memory.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  let redis: RedisWithLimit | undefined;
  if (app.config.redisUrl) {
    const { Redis: RedisClient } = await import('ioredis');
    const client = new RedisClient(app.config.redisUrl, {
      connectTimeout: 1_000,
      // Fail at once while disconnected (no queue to wait in), and give up on a hung server.
      enableOfflineQueue: false,
      commandTimeout: 500,
      maxRetriesPerRequest: 0,
      // Keep reconnecting in the background, at most every 2 s.
      retryStrategy: (times) => Math.min(times * 200, 2_000),
    });
    client.defineCommand('galimLimit', { numberOfKeys: 1, lua: INCR_SCRIPT });
    // Connection errors are reported through the fallback; unheard they would print a warning.
    client.on('error', () => {});
    redis = client as RedisWithLimit;
    app.addHook('onClose', async () => {
      client.disconnect();
    });
  }

  app.decorate('redisStatus', async () => {
    if (!redis) return 'off' as const;
    if (redis.status !== 'ready') return 'degraded' as const;
    try {
      await redis.ping();
      return 'ok' as const;
    } catch {
      return 'degraded' as const;
    }
  });

  await app.register(rateLimit, {
    global: false,
    keyGenerator: rateLimitKey,
    store: resilientStore(redis, app.log),
    errorResponseBuilder: (_request, context) => {
      const body = errorBody(429, 'Too many requests, please try again later', 'RATE_LIMITED');
      // @fastify/rate-limit throws what this returns; the error handler reads statusCode.
      return Object.assign(new Error(body.error), {
        statusCode: context.statusCode,
        retryAfter: context.after,
      });
    },
  });
});
