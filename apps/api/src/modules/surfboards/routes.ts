import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZId, ZIdParams, successOf } from '@galim/shared/common/api';
import {
  ZInquiryRequest,
  ZLikeStatus,
  ZSurfboard,
  ZSurfboardPage,
  ZSurfboardSearchQuery,
} from '@galim/shared/surfboards/schemas';
import { currentUser } from '../../plugins/auth';
import { createSurfboardsService } from './service';
import { rateLimit } from '../../lib/limits';

const tags = ['surfboards'];
const security = [{ bearer: [] }];
const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(48),
});
const ZLikeResult = ZLikeStatus.extend({ favoriteCount: z.number() });
const BOARD_PATH = /^\/surfboards\/([0-9a-f]{24})$/;

/** Public side of the marketplace: search, board page, likes, favourites, contact clicks. */
export const surfboardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSurfboardsService(app.db, app.database.readDb);

  // The web app plugin (and its registerPageMeta) is registered after this one.
  app.addHook('onReady', async () => {
    app.registerPageMeta?.(BOARD_PATH, (match) =>
      service.pageMeta(match[1]!, app.config.publicUrl),
    );
  });

  const searchSchema = {
    tags,
    querystring: ZSurfboardSearchQuery,
    response: { 200: successOf(ZSurfboardPage), 400: ZErrorResponse },
  };

  app.get(
    '/surfboards',
    {
      schema: {
        ...searchSchema,
        summary: 'Public boards: filters, free-text search, sort and pages of 12 with the total',
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.search(request.query, request.user),
    }),
  );

  app.get(
    '/surfboards/search',
    { schema: { ...searchSchema, summary: 'Free-text search (same filters as GET /surfboards)' } },
    async (request) => ({
      success: true as const,
      data: await service.search(request.query, request.user),
    }),
  );

  app.get(
    '/surfboards/favorites',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The signed-in user's liked boards, newest like first",
        querystring: ZPageQuery,
        response: { 200: successOf(ZSurfboardPage), 401: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.favorites(currentUser(request), request.query),
    }),
  );

  app.get(
    '/surfboards/user/:userId',
    {
      schema: {
        tags,
        summary: "A seller's public boards (all of them for the seller and admins)",
        params: z.object({ userId: ZId }),
        querystring: ZPageQuery,
        response: { 200: successOf(ZSurfboardPage), 400: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.sellerBoards(request.params.userId, request.query, request.user),
    }),
  );

  app.get(
    '/surfboards/:id',
    {
      schema: {
        tags,
        summary: 'A board: public ones for everyone, non-public ones for the owner and admins',
        params: ZIdParams,
        response: { 200: successOf(ZSurfboard), 404: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.view(request.params.id, {
        user: request.user,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      }),
    }),
  );

  for (const action of ['like', 'unlike'] as const) {
    app.patch(
      `/surfboards/:id/${action}`,
      {
        onRequest: app.requireUser,
        config: { rateLimit: rateLimit('like') },
        schema: {
          tags,
          security,
          summary: action === 'like' ? 'Like a board (idempotent)' : 'Unlike a board (idempotent)',
          params: ZIdParams,
          response: { 200: successOf(ZLikeResult), 401: ZErrorResponse, 404: ZErrorResponse },
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

  app.post(
    '/surfboards/:id/inquiries',
    {
      config: { rateLimit: rateLimit('inquiry') },
      schema: {
        tags,
        summary: 'Records a WhatsApp or e-mail contact click on a board page',
        params: ZIdParams,
        body: ZInquiryRequest,
        response: {
          201: successOf(z.object({ recorded: z.boolean() })),
          400: ZErrorResponse,
          404: ZErrorResponse,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await service.recordInquiry(request.params.id, request.body.channel, request.user),
      }),
  );
};
