import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { checkedReports, leansAt } from './accuracy';
import { MODELS_REFRESH_HOURS } from './kept';
import type { MergedForecast } from './merge';
import type { KeptStore, SpotModels } from './models';
import { createRedisStore } from './redis-store';
import * as repo from './repo';
import { createForecastService, forecastOptionsFromConfig, type ForecastService } from './service';

/** The models refresh (decision 056): every 3 hours, and by hand from the admin's jobs page. */
export const FORECAST_MODELS_EVERY_SECONDS = MODELS_REFRESH_HOURS * 60 * 60;

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
    let sharedModels;
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
      sharedModels = createRedisStore<SpotModels>(
        redis,
        `${options.marineUrl} ${options.weatherUrl}`,
        'forecast-models:v1',
      );
    }
    const db = app.db;
    const kept: KeptStore = {
      keep: (rows, issuedAt) => repo.keep(db, rows, issuedAt),
      prune: (before) => repo.prune(db, before),
      leans: (spotIds, nowMs) => leansAt(db, spotIds, nowMs),
      checked: (spotIds, nowMs) => checkedReports(db, spotIds, nowMs),
    };
    app.decorate(
      'forecast',
      createForecastService({
        ...options,
        shared,
        sharedModels,
        kept,
        onUpstream: (api, result) => app.metrics.forecastUpstream.inc({ api, result }),
        onCache: (result) => app.metrics.forecastCache.inc({ result }),
        // Surf alerts listen (the alerts plugin); publishing never throws.
        onRefresh: () => void app.events.publish('forecast.refreshed', {}),
      }),
    );
    // Every model for every spot: the cache renewed, the wave models' hours kept, old ones pruned.
    app.jobs.define('forecast-models', () => app.forecast.refreshModels(), {
      runnable: true,
      retryLimit: 2,
      every: FORECAST_MODELS_EVERY_SECONDS,
    });
  },
  { name: 'forecast' },
);
