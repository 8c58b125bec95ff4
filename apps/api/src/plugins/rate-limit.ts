import fp from 'fastify-plugin';
import rateLimit, { type CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { rateLimit as limitRow, rateLimitKey, type RateLimitName } from '../lib/limits';
import { listedError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * More rows of lib/limits.ts the route counts against, besides its `rateLimit`: each on its
     * own counter, checked once the route's body is read (preHandler).
     */
    moreRateLimits?: RateLimitName[];
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
 * The refusal @fastify/rate-limit throws (the error handler reads statusCode, and words it in
 * the request's language).
 */
function tooManyRequestsError(statusCode: number, retryAfter: string | number) {
  const body = listedError('RATE_LIMITED', 'en');
  return Object.assign(new Error(body.error), { statusCode, retryAfter });
}

/**
 * Rate limits are set per route (`config.rateLimit`, from the table in lib/limits.ts) and counted
 * per signed-in user, else per address. With REDIS_URL the counters live in Redis, so a limit
 * holds across several API processes; otherwise, or while Redis is unreachable, in memory.
 * Uses the app's shared client (plugins/redis.ts).
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  let redis: RedisWithLimit | undefined;
  if (app.redis) {
    app.redis.defineCommand('galimLimit', { numberOfKeys: 1, lua: INCR_SCRIPT });
    redis = app.redis as RedisWithLimit;
  }

  await app.register(rateLimit, {
    global: false,
    keyGenerator: rateLimitKey,
    store: resilientStore(redis, app.log),
    errorResponseBuilder: (_request, context) =>
      tooManyRequestsError(context.statusCode, context.after),
  });

  // A route's further rows. @fastify/rate-limit runs one limit per request (a second
  // `app.rateLimit` hook is skipped once the first ran), so these count through createRateLimit.
  app.addHook('onRoute', (route) => {
    const names = route.config?.moreRateLimits;
    if (!names?.length) return;
    const checks = names.map((name) => {
      // groupId: its own counter (the store's scope), apart from the route's `rateLimit`.
      const options: CreateRateLimitOptions = Object.assign(limitRow(name), {
        groupId: `row:${name}`,
      });
      const count = app.createRateLimit(options);
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const counted = await count(request);
        if (counted.isAllowed || !counted.isExceeded) return;
        void reply.header('retry-after', counted.ttlInSeconds);
        throw tooManyRequestsError(429, counted.ttlInSeconds);
      };
    });
    const existing = route.preHandler;
    route.preHandler = [
      ...(Array.isArray(existing) ? existing : existing ? [existing] : []),
      ...checks,
    ];
  });
});
