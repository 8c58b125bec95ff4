import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successOf } from '@galim/shared/common/api';
import {
  ZLikeResult,
  ZServiceParams,
  ZServicePageQuery,
  ZServiceListResponse,
} from '@galim/shared/services/schemas';
import { rateLimit } from '../../lib/limits';
import { currentUser } from '../../plugins/auth';
import { errors, listBody, security, tags } from './route-kit';
import { WRITES } from '../../lib/write-scopes';

/** Likes: the signed-in user's liked services, liking and unliking one. */
export const likesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.directory;
  const user = { onRequest: app.requireUser };

  app.get(
    '/services/liked',
    {
      ...user,
      schema: {
        tags,
        security,
        summary: "The signed-in user's liked services",
        querystring: ZServicePageQuery,
        response: { 200: ZServiceListResponse, ...errors },
      },
    },
    async (request) => listBody(await service.liked(currentUser(request), request.query)),
  );

  for (const action of ['like', 'unlike'] as const) {
    app.patch(
      `/services/:serviceType/:id/${action}`,
      {
        ...user,
        config: { writes: WRITES.services, rateLimit: rateLimit('like') },
        schema: {
          tags,
          summary: `${action === 'like' ? 'Like' : 'Unlike'} a service (kept in my favourites)`,
          security,
          params: ZServiceParams,
          response: { 200: successOf(ZLikeResult), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.setLike(
          request.params.serviceType,
          request.params.id,
          currentUser(request),
          action === 'like',
        ),
      }),
    );
  }
};
