import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, successOf } from '@galim/shared/common/api';
import { ZMyListings, ZMyListingsQuery } from '@galim/shared/listings/mine';
import { currentUser } from '../../plugins/auth';
import { markLanguage, requestLanguage } from '../../lib/language';
import { security } from '../surfboards/route-kit';
import { createMyListings } from './mine-service';

/** The seller's own listings of every kind: "my listings", where gear is managed as boards are. */
export const myListingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMyListings(app.db);

  app.get(
    '/listings/mine',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['listings'],
        security,
        summary:
          "The signed-in seller's listings of every kind, or of one (`kind`), in every review state (pending, approved, rejected, expired): for sale, archived, sold or all (`status`)",
        querystring: ZMyListingsQuery,
        response: { 200: successOf(ZMyListings), 400: ZErrorResponse, 401: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      markLanguage(reply, language);
      return {
        success: true as const,
        data: await service.mine(currentUser(request), request.query, language),
      };
    },
  );
};
