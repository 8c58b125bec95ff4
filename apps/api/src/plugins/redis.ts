import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's one Redis client when REDIS_URL is set (rate limits, forecast cache). */
    redis: Redis | null;
    /** 'off' without REDIS_URL; 'degraded' while Redis does not answer (limits count in memory). */
    redisStatus(): Promise<'ok' | 'degraded' | 'off'>;
  }
}

/**
 * One Redis connection per process, shared by whoever needs it, closed with the app. Redis is
 * never needed to answer: commands fail at once while it is away (no offline queue, no
 * retries) or hung (a short command timeout), and each user falls back to its local copy.
 */
export const redisPlugin = fp(async (app: FastifyInstance) => {
  let client: Redis | null = null;
  if (app.config.redisUrl) {
    const { Redis: RedisClient } = await import('ioredis');
    client = new RedisClient(app.config.redisUrl, {
      connectTimeout: 1_000,
      enableOfflineQueue: false,
      commandTimeout: 500,
      maxRetriesPerRequest: 0,
      // Keep reconnecting in the background, at most every 2 s.
      retryStrategy: (times) => Math.min(times * 200, 2_000),
      lazyConnect: true,
    });
    // Connection errors are reported by the users' fallbacks; unheard they would print a warning.
    client.on('error', () => {});
    const connected = client;
    app.addHook('onClose', async () => {
      connected.disconnect();
    });
    // Wait for the first connection so the first requests share too; a failure is only noted
    // by the users (the client keeps retrying in the background).
    await client.connect().catch(() => {});
  }
  const redis = client;
  app.decorate('redis', redis);
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
});
