import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import { ZErrorResponse, ZIdParams, successOf } from '@galim/shared/common/api';
import { ZListingPage } from '@galim/shared/listings/form';
import {
  ZLikeStatus,
  ZSurfboardPage,
  ZBoardLikeResult,
  ZSurfboardPageQuery,
} from '@galim/shared/surfboards/schemas';
import { currentUser } from '../../plugins/auth';
import { rateLimit } from '../../lib/limits';
import { security, tags as boardTags } from './route-kit';
import { WRITES } from '../../lib/write-scopes';
import { requestLanguage } from '../../lib/language';
import type { LikesService } from './likes-service';

/** What differs between the boards' likes and the listings' (issue 53): the page, tags, words. */
const SCOPES = {
  '/surfboards': { page: ZSurfboardPage, tags: boardTags, noun: 'board', nouns: 'boards' },
  '/listings': { page: ZListingPage, tags: ['listings'], noun: 'listing', nouns: 'listings' },
} as const;

/**
 * Likes under `base` (/surfboards for boards, /listings for every kind): the signed-in user's
 * favourites, liking and unliking one, whether they like it. `service` is of the same scope.
 */
export function scopedLikeRoutes(
  fastify: FastifyInstance,
  base: keyof typeof SCOPES,
  service: LikesService,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { page, noun, nouns } = SCOPES[base];
  const tags = [...SCOPES[base].tags];

  // A static path: find-my-way takes it before `${base}/:id`, whatever the order.
  app.get(
    `${base}/favorites`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: `The signed-in user's liked ${nouns}, newest like first (sold and expired ones marked so)`,
        querystring: ZSurfboardPageQuery,
        response: { 200: successOf(page), 401: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.favorites(currentUser(request), request.query, requestLanguage(request)),
    }),
  );

  for (const action of ['like', 'unlike'] as const) {
    app.patch(
      `${base}/:id/${action}`,
      {
        onRequest: app.requireUser,
        config: { writes: WRITES.boards, rateLimit: rateLimit('like') },
        schema: {
          tags,
          security,
          summary: `${action === 'like' ? 'Like' : 'Unlike'} a ${noun} (idempotent)`,
          params: ZIdParams,
          response: { 200: successOf(ZBoardLikeResult), 401: ZErrorResponse, 404: ZErrorResponse },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const data =
          action === 'like'
            ? await service.like(request.params.id, user)
            : await service.unlike(request.params.id, user);
        return { success: true as const, data };
      },
    );
  }

  app.get(
    `${base}/:id/liked`,
    {
      schema: {
        tags,
        summary: `Whether the signed-in user likes the ${noun} (false for visitors)`,
        params: ZIdParams,
        response: { 200: successOf(ZLikeStatus), 404: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.likeStatus(request.params.id, request.user),
    }),
  );
}

/** Likes of boards: the user's favourites, liking and unliking a board, whether they like it. */
export const likesRoutes: FastifyPluginAsyncZod = async (app) => {
  scopedLikeRoutes(app, '/surfboards', app.surfboards.likes);
};
