import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, successOf } from '@galim/shared/common/api';
import {
  estimatePrice,
  learnConditionFactors,
  ZPriceEstimate,
  ZPriceEstimateQuery,
} from '@galim/shared/surfboards/price-estimate';
import { priceCandidates } from './price-repo';

/**
 * What a board is worth. A static path: Fastify's router prefers it to /surfboards/:id whatever
 * the registration order (a test holds that).
 */
export const surfboardPriceRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => {
      const { exclude: _exclude, ...target } = request.query;
      const candidates = await priceCandidates(app.db, request.query);
      // Condition factors come from the same boards: prices relative to their category median.
      const factors = learnConditionFactors(candidates);
      return { success: true as const, data: estimatePrice(target, candidates, factors) };
    },
  );
};
