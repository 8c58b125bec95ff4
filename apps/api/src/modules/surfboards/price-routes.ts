import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, successOf } from '@galim/shared/common/api';
import { ZPriceEstimate, ZPriceEstimateQuery } from '@galim/shared/surfboards/price-estimate';

/**
 * What a board is worth. A static path: Fastify's router prefers it to /surfboards/:id whatever
 * the registration order (a test holds that).
 */
export const priceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/surfboards/price-estimate',
    {
      schema: {
        tags: ['surfboards'],
        summary:
          'Price range of comparable boards (25th/50th/75th percentile); null figures below 5 comparables',
        querystring: ZPriceEstimateQuery,
        response: { 200: successOf(ZPriceEstimate), 400: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.surfboards.price.estimate(request.query),
    }),
  );
};
