import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { MergedForecast } from './merge';
import { createRedisStore } from './redis-store';
import { createForecastService, forecastOptionsFromConfig, type ForecastService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The process's one forecast service: the forecast routes and the surf-alerts job read
     * through the same cache (shared with other processes over Redis) and count on /metrics.
     */
    forecast: ForecastService;
  }
}

export const forecastPlugin = fp(
  async (app: FastifyInstance) => {
    const options = forecastOptionsFromConfig(app.config);
    let shared;
    const redis = app.redis;
    if (redis && !options.demo) {
      // Commands fail at once while Redis is away (plugins/redis.ts): the cache goes local.
      let down = redis.status !== 'ready';
      if (down) app.log.warn('Redis unreachable: forecast cache is local');
      redis.on('error', (err) => {
        if (!down) app.log.warn({ err: err.message }, 'Redis unreachable: forecast cache is local');
        down = true;
      });
      redis.on('ready', () => {
        down = false;
      });
      shared = createRedisStore<MergedForecast | 'no-marine-data'>(
        redis,
        `${options.marineUrl} ${options.weatherUrl}`,
      );
    }
    app.decorate(
      'forecast',
      createForecastService({
        ...options,
        shared,
        onUpstream: (api, result) => app.metrics.forecastUpstream.inc({ api, result }),
        onCache: (result) => app.metrics.forecastCache.inc({ result }),
        // Surf alerts listen (the alerts plugin); publishing never throws.
        onRefresh: () => void app.events.publish('forecast.refreshed', {}),
      }),
    );
  },
  { name: 'forecast' },
);
