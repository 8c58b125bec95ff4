import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCreatedId, ZErrorResponse, ZIdParams, successOf } from '@galim/shared/common/api';
import {
  ZPendingSellerReviews,
  ZSellerReviewInput,
  ZSellerReviewPage,
  ZSellerReviewReplied,
  ZSellerReviewReplyInput,
  ZSellerReviewsQuery,
} from '@galim/shared/seller-reviews/schemas';
import { rateLimit } from '../../lib/limits';
import { security, userWriteErrors } from '../../lib/route-schemas';
import { WRITES } from '../../lib/write-scopes';
import { currentUser } from '../../plugins/auth';

const tags = ['seller-reviews'];
const errors = userWriteErrors;

/**
 * Reviews of sellers (issue 43): the buyer of a sold board writes, the seller replies, anyone
 * reads, a moderator removes. The board page's seller facts and the public profile show their
 * count and mean, so every write ends the cached board reads.
 */
export const sellerReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.sellerReviews;

  app.post(
    '/seller-reviews',
    {
      onRequest: app.requireUser,
      config: { writes: WRITES.boards, rateLimit: rateLimit('review') },
      schema: {
        tags,
        security,
        summary:
          'Review the seller of a board sold to you (once, within 60 days of the sale recorded in Galim)',
        body: ZSellerReviewInput,
        response: { 201: successOf(ZCreatedId), ...errors, 409: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const posted = await service.create(currentUser(request), request.body);
      return reply.status(201).send({ success: true as const, data: { _id: posted.reviewId } });
    },
  );

  app.get(
    '/seller-reviews/pending',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'The boards sold to me whose sellers I can still review',
        response: { 200: successOf(ZPendingSellerReviews), 401: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: { pending: await service.pending(currentUser(request)) },
    }),
  );

  app.post(
    '/seller-reviews/:id/reply',
    {
      onRequest: app.requireUser,
      config: { writes: WRITES.boards, rateLimit: rateLimit('reviewChange') },
      schema: {
        tags,
        security,
        summary: 'Reply to a review of me as a seller (once)',
        params: ZIdParams,
        body: ZSellerReviewReplyInput,
        response: {
          200: successOf(ZSellerReviewReplied),
          ...errors,
          409: ZErrorResponse,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.reply(currentUser(request), request.params.id, request.body.body),
    }),
  );

  app.delete(
    '/seller-reviews/:id',
    {
      onRequest: app.requireAdmin,
      config: { writes: WRITES.boards, rateLimit: rateLimit('reviewChange') },
      schema: {
        tags,
        security,
        summary: 'Remove a review from view (moderators); its open reports are resolved',
        params: ZIdParams,
        response: { 200: successOf(ZCreatedId), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.remove(currentUser(request), request.params.id),
    }),
  );

  app.get(
    '/users/:id/reviews',
    {
      config: { rateLimit: rateLimit('profileLookup') },
      schema: {
        tags,
        summary:
          'Reviews of a user as a seller, newest first, with their count and mean (public: they are about deals made through Galim)',
        params: ZIdParams,
        querystring: ZSellerReviewsQuery,
        response: { 200: successOf(ZSellerReviewPage), 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listForSeller(request.params.id, request.query),
    }),
  );
};
