import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, successOf } from '@galim/shared/common/api';
import {
  ZAccuracyQuery,
  ZForecast,
  ZForecastAccuracy,
  ZRanking,
  ZSpotParams,
  ZSpotList,
} from '@galim/shared/forecast/schemas';
import { markLanguage, requestLanguage } from '../../lib/language';
import { registerForecastPageMeta } from './page-meta';

/** Wave forecast: spots, per-spot 7-day forecast, best spot now. */
export const forecastRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.forecast;
  const tags = ['forecast'];
  registerForecastPageMeta(app);

  app.get(
    '/forecast/spots',
    {
      schema: {
        tags,
        summary: 'The ten built-in surf spots with their tuning profiles',
        response: {
          200: successOf(ZSpotList),
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
        summary:
          "7-day hourly forecast for a spot with score (0..100) and stars (1..5), every model's 16-day series and each hour's confidence",
        params: ZSpotParams,
        response: {
          200: successOf(ZForecast),
          400: ZErrorResponse,
          404: ZErrorResponse,
          502: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      // The models' names are in the request's language.
      const language = requestLanguage(request);
      markLanguage(reply, language);
      return {
        success: true as const,
        data: await service.forecast(request.params.spotId, { language }),
      };
    },
  );

  app.get(
    '/forecast/:spotId/accuracy',
    {
      schema: {
        tags,
        summary:
          "How each model (and Galim's own line) did against the spot's beach reports over the last 30 and 90 days",
        params: ZSpotParams,
        querystring: ZAccuracyQuery,
        response: {
          200: successOf(ZForecastAccuracy),
          400: ZErrorResponse,
          404: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      markLanguage(reply, language);
      return {
        success: true as const,
        data: await service.accuracy(request.params.spotId, {
          model: request.query.model,
          language,
        }),
      };
    },
  );
};
