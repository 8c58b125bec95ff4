import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, successOf } from '@galim/shared/common/api';
import { ZForecast, ZRanking, ZSpotParams, ZSpotSummary } from '@galim/shared/forecast/schemas';
import type { MergedForecast } from './merge';
import { createRedisStore } from './redis-store';
import { createForecastService, forecastOptionsFromConfig } from './service';

/** Wave forecast: spots, per-spot 7-day forecast, best spot now. */
export const forecastRoutes: FastifyPluginAsyncZod = async (app) => {
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
  const service = createForecastService({
    ...options,
    shared,
    onUpstream: (api, result) => app.metrics.forecastUpstream.inc({ api, result }),
    onCache: (result) => app.metrics.forecastCache.inc({ result }),
    onRefresh: () => void app.alerts.forecastRefreshed(),
  });
  const tags = ['forecast'];

  app.get(
    '/forecast/spots',
    {
      schema: {
        tags,
        summary: 'The ten built-in surf spots with their tuning profiles',
        response: {
          200: successOf(z.object({ spots: z.array(ZSpotSummary), fallbackSpotId: z.string() })),
        },
      },
    },
    async () => ({
      success: true as const,
      data: { spots: service.spots(), fallbackSpotId: service.fallbackSpotId },
    }),
  );

  app.get(
    '/forecast/ranking',
    {
      schema: {
        tags,
        summary: "The spots ranked by today's best score, with each one's best time window",
        response: { 200: successOf(ZRanking) },
      },
    },
    async () => ({ success: true as const, data: await service.ranking() }),
  );

  app.get(
    '/forecast/:spotId',
    {
      schema: {
        tags,
        summary: '7-day hourly forecast for a spot with score (0..100) and stars (1..5)',
        params: ZSpotParams,
        response: {
          200: successOf(ZForecast),
          400: ZErrorResponse,
          404: ZErrorResponse,
          502: ZErrorResponse,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.forecast(request.params.spotId),
    }),
  );
};
