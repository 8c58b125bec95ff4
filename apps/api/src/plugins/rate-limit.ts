import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { rateLimitKey } from '../lib/limits';
import { errorBody } from './errors';

/**
 * Rate limits are set per route (`config.rateLimit`, from the table in lib/limits.ts) and counted
 * per signed-in user, else per address. With REDIS_URL the counters live in
 * Redis, so a limit holds across several API processes; otherwise they are in memory.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  let redis: Redis | undefined;
  if (app.config.redisUrl) {
    const { Redis: RedisClient } = await import('ioredis');
    redis = new RedisClient(app.config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 });
    app.addHook('onClose', async () => {
      await redis?.quit();
    });
  }
  await app.register(rateLimit, {
    global: false,
    keyGenerator: rateLimitKey,
    ...(redis ? { redis, nameSpace: 'galim-rl:' } : {}),
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
