import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, successOf } from '@galim/shared/common/api';
import type { TServiceType } from '@galim/shared/services/options';
import { ZServiceParams } from '@galim/shared/services/schemas';
import { ZReviewInput, ZReviewList, ZReviewParams } from '@galim/shared/services/reviews';
import { rateLimit } from '../../lib/limits';
import { currentUser } from '../../plugins/auth';
import { errors, security, tags } from './route-kit';
import { WRITES } from '../../lib/write-scopes';

/** Reviews: the list, one per user (never on your own service), edit and delete. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.reviews;
  const user = { onRequest: app.requireUser };

  app.get(
    '/services/:serviceType/:id/reviews',
    {
      schema: {
        tags,
        summary: 'Reviews of a service, newest first',
        params: ZServiceParams,
        response: { 200: successOf(ZReviewList), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.reviews(request.params.serviceType, request.params.id, request.user),
    }),
  );

  app.post(
    '/services/:serviceType/:id/reviews',
    {
      ...user,
      config: { writes: WRITES.services, rateLimit: rateLimit('review') },
      schema: {
        tags,
        summary: 'Review a service (once per user, not your own)',
        security,
        params: ZServiceParams,
        body: ZReviewInput,
        response: { 201: successOf(ZReviewList), ...errors, 409: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const { serviceType, id } = request.params;
      await service.addReview(serviceType, id, currentUser(request), request.body);
      return reply.status(201).send({
        success: true as const,
        data: await service.reviews(serviceType, id, request.user),
      });
    },
  );

  app.put(
    '/services/:serviceType/:id/reviews/:reviewId',
    {
      ...user,
      config: { writes: WRITES.services, rateLimit: rateLimit('reviewChange') },
      preValidation: async (request) => {
        const p = request.params as { serviceType: TServiceType; id: string; reviewId: string };
        await service.checkReview(p.serviceType, p.id, p.reviewId, currentUser(request), 'edit');
      },
      schema: {
        tags,
        summary: 'Edit my review',
        security,
        params: ZReviewParams,
        body: ZReviewInput,
        response: { 200: successOf(ZReviewList), ...errors },
      },
    },
    async (request) => {
      const { serviceType, id, reviewId } = request.params;
      await service.updateReview(serviceType, id, reviewId, currentUser(request), request.body);
      return { success: true as const, data: await service.reviews(serviceType, id, request.user) };
    },
  );

  app.delete(
    '/services/:serviceType/:id/reviews/:reviewId',
    {
      ...user,
      config: { writes: WRITES.services, rateLimit: rateLimit('reviewChange') },
      schema: {
        tags,
        summary: 'Delete my review (or any, as an admin)',
        security,
        params: ZReviewParams,
        response: { 200: successOf(ZReviewList), ...errors },
      },
    },
    async (request) => {
      const { serviceType, id, reviewId } = request.params;
      await service.deleteReview(serviceType, id, reviewId, currentUser(request));
      return { success: true as const, data: await service.reviews(serviceType, id, request.user) };
    },
  );
};
