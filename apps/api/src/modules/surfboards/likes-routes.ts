import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZIdParams, successOf } from '@galim/shared/common/api';
import {
  ZLikeStatus,
  ZSurfboardPage,
  ZBoardLikeResult,
  ZSurfboardPageQuery,
} from '@galim/shared/surfboards/schemas';
import { currentUser } from '../../plugins/auth';
import { rateLimit } from '../../lib/limits';
import { security, tags } from './route-kit';
import { WRITES } from '../../lib/write-scopes';
import { requestLanguage } from '../../lib/language';

/** Likes: the signed-in user's favourites, liking and unliking a board, whether they like it. */
export const likesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.surfboards.likes;

  app.get(
    '/surfboards/favorites',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The signed-in user's liked boards, newest like first",
        querystring: ZSurfboardPageQuery,
        response: { 200: successOf(ZSurfboardPage), 401: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.favorites(currentUser(request), request.query, requestLanguage(request)),
    }),
  );

  for (const action of ['like', 'unlike'] as const) {
    app.patch(
      `/surfboards/:id/${action}`,
      {
        onRequest: app.requireUser,
        config: { writes: WRITES.boards, rateLimit: rateLimit('like') },
        schema: {
          tags,
          security,
          summary: action === 'like' ? 'Like a board (idempotent)' : 'Unlike a board (idempotent)',
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
    '/surfboards/:id/liked',
    {
      schema: {
        tags,
        summary: 'Whether the signed-in user likes the board (false for visitors)',
        params: ZIdParams,
        response: { 200: successOf(ZLikeStatus), 404: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.likeStatus(request.params.id, request.user),
    }),
  );
};
