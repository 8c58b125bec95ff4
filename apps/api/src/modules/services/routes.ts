import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZId, successOf, ZSuccess } from '@galim/shared/common/api';
import {
  SERVICE_LIMITS,
  SERVICE_STATUSES,
  SERVICE_TYPES,
  type TServiceType,
} from '@galim/shared/services/options';
import {
  ZLikeResult,
  ZReviewInput,
  ZReviewList,
  ZReviewParams,
  ZService,
  ZServiceList,
  ZServiceParams,
  ZServiceQuery,
  ZServiceReject,
  ZServiceStats,
  ZServiceTypeParams,
  type TServiceList,
  type TServiceQuery,
} from '@galim/shared/services/schemas';
import { rateLimit } from '../../lib/limits';
import { currentUser, type AuthUser } from '../../plugins/auth';
import { readMultipart } from '../images/multipart';
import { uploadRateLimit } from '../images/upload-limit';
import { createServicesService } from './service';
import { sendShared } from '../../lib/read-cache';
import { registerServicePageMeta } from './page-meta';

const tags = ['services'];
const security = [{ bearer: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};
const uploadErrors = { ...errors, 413: ZErrorResponse, 415: ZErrorResponse, 429: ZErrorResponse };

/** Lists answer `services`/`pagination` at the top and `data.services`/`data.totalFound`. */
const ZListResponse = ZSuccess.extend({
  services: ZServiceList.shape.services,
  pagination: ZServiceList.shape.pagination,
  data: ZServiceList,
});
const listBody = (data: TServiceList) => ({
  success: true as const,
  services: data.services,
  pagination: data.pagination,
  data,
});

const UPLOAD_LIMITS = {
  maxFiles: SERVICE_LIMITS.maxImages,
  maxFileBytes: SERVICE_LIMITS.maxImageBytes,
  tooLargeMessage: `כל תמונה עד ${SERVICE_LIMITS.maxImageBytes / 1024 / 1024}MB, ועד ${SERVICE_LIMITS.maxImages} תמונות`,
};

/** Surf-services directory, likes and reviews. */
export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createServicesService(app.db, app.images, app.database.readDb, app.readCache);
  const user = { onRequest: app.requireUser };
  const admin = { onRequest: app.requireAdmin };
  /** Whose the service is, settled before its body is read or validated. */
  const ownService = async (request: FastifyRequest) => {
    const { serviceType, id } = request.params as { serviceType: TServiceType; id: string };
    await service.checkChange(serviceType, id, currentUser(request));
  };

  registerServicePageMeta(app);

  /** The public lists: visitors share one JSON per type and query, signed-in users get their own. */
  const search = async (
    query: TServiceQuery,
    viewer: AuthUser | null,
    reply: FastifyReply,
    type?: TServiceType,
  ) =>
    viewer
      ? listBody(await service.search(query, viewer, type))
      : sendShared(
          reply,
          app.readCache,
          'services',
          `services:${type ?? ''}:${JSON.stringify(query)}`,
          async () => listBody(await service.search(query, null, type)),
        );

  app.get(
    '/services/search',
    {
      schema: {
        tags,
        summary: 'Search approved services of every type',
        querystring: ZServiceQuery,
        response: { 200: ZListResponse, 400: ZErrorResponse },
      },
    },
    async (request, reply) => search(request.query, request.user, reply),
  );

  app.get(
    '/services/admin/stats',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Counts by status (and per type)',
        response: { 200: successOf(ZServiceStats), ...errors },
      },
    },
    async () => ({ success: true as const, data: await service.stats() }),
  );

  app.get(
    '/services/liked',
    {
      ...user,
      schema: {
        tags,
        security,
        summary: "The signed-in user's liked services",
        querystring: ZServiceQuery.pick({ page: true, limit: true }),
        response: { 200: ZListResponse, ...errors },
      },
    },
    async (request) => listBody(await service.liked(currentUser(request), request.query)),
  );

  app.get(
    '/services/:serviceType',
    {
      schema: {
        tags,
        summary: 'Approved services of one type, with filters',
        params: ZServiceTypeParams,
        querystring: ZServiceQuery,
        response: { 200: ZListResponse, 400: ZErrorResponse },
      },
    },
    async (request, reply) =>
      search(request.query, request.user, reply, request.params.serviceType),
  );

  app.get(
    '/services/:serviceType/admin/pending',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Services of one type by moderation status (default pending)',
        params: ZServiceTypeParams,
        querystring: z.object({
          status: z.enum([...SERVICE_STATUSES, 'all']).default('pending'),
        }),
        response: { 200: ZListResponse, ...errors },
      },
    },
    async (request) =>
      listBody(
        await service.adminList(
          request.params.serviceType,
          request.query.status,
          currentUser(request),
        ),
      ),
  );

  app.get(
    '/services/:serviceType/user/:userId',
    {
      ...user,
      schema: {
        tags,
        security,
        summary: "A user's services ('all' for every type); owners see every status",
        params: z.object({ serviceType: z.enum([...SERVICE_TYPES, 'all']), userId: ZId }),
        querystring: ZServiceQuery.pick({ page: true, limit: true }),
        response: { 200: ZListResponse, ...errors },
      },
    },
    async (request) =>
      listBody(
        await service.listByUser(
          request.params.serviceType,
          request.params.userId,
          currentUser(request),
          request.query,
        ),
      ),
  );

  app.get(
    '/services/:serviceType/:id',
    {
      schema: {
        tags,
        summary: 'One service (public when approved; the owner and admins always)',
        params: ZServiceParams,
        response: { 200: successOf(ZService), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.view(request.params.serviceType, request.params.id, request.user),
    }),
  );

  app.post(
    '/services/:serviceType',
    {
      ...user,
      // Two limits: the per-user upload limit shared by every image route, and creations.
      config: { rateLimit: uploadRateLimit, moreRateLimits: ['serviceCreate'] },
      schema: {
        tags,
        security,
        summary: 'Create a service (multipart: images, coverImage, JSON-string object fields)',
        consumes: ['multipart/form-data'],
        params: ZServiceTypeParams,
        response: { 201: successOf(ZService), ...uploadErrors },
      },
    },
    async (request, reply) => {
      const body = await readMultipart(request, UPLOAD_LIMITS);
      const created = await service.create(request.params.serviceType, currentUser(request), body);
      return reply.status(201).send({ success: true as const, data: created });
    },
  );

  app.put(
    '/services/:serviceType/:id',
    {
      ...user,
      config: { rateLimit: uploadRateLimit, moreRateLimits: ['serviceChange'] },
      preValidation: ownService,
      schema: {
        tags,
        security,
        summary: 'Update a service (owner or admin; multipart, existingImages keeps images)',
        consumes: ['multipart/form-data'],
        params: ZServiceParams,
        response: { 200: successOf(ZService), ...uploadErrors },
      },
    },
    async (request) => {
      const body = await readMultipart(request, UPLOAD_LIMITS);
      const { serviceType, id } = request.params;
      return {
        success: true as const,
        data: await service.update(serviceType, id, currentUser(request), body),
      };
    },
  );

  app.delete(
    '/services/:serviceType/:id',
    {
      ...user,
      config: { rateLimit: rateLimit('serviceChange') },
      schema: {
        tags,
        security,
        summary: 'Delete my service (or any, as an admin)',
        params: ZServiceParams,
        response: { 200: ZSuccess, ...errors },
      },
    },
    async (request) => {
      await service.remove(request.params.serviceType, request.params.id, currentUser(request));
      return { success: true as const };
    },
  );

  for (const action of ['like', 'unlike'] as const) {
    app.patch(
      `/services/:serviceType/:id/${action}`,
      {
        ...user,
        config: { rateLimit: rateLimit('like') },
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

  app.patch(
    '/services/:serviceType/:id/admin/approve',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Approve a pending service: it becomes public (admins)',
        params: ZServiceParams,
        response: { 200: ZSuccess, ...errors },
      },
    },
    async (request) => {
      await service.moderate(request.params.serviceType, request.params.id, 'approved');
      await app.alerts.serviceModerated(request.params.id, 'approved');
      return { success: true as const };
    },
  );

  app.patch(
    '/services/:serviceType/:id/admin/reject',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Reject a pending service with a reason (admins)',
        security,
        params: ZServiceParams,
        body: ZServiceReject.optional(),
        response: { 200: ZSuccess, ...errors },
      },
    },
    async (request) => {
      await service.moderate(
        request.params.serviceType,
        request.params.id,
        'rejected',
        request.body ?? {},
      );
      await app.alerts.serviceModerated(
        request.params.id,
        'rejected',
        request.body?.notes ?? request.body?.reason,
      );
      return { success: true as const };
    },
  );

  // ---------------------------------------------------------------- reviews

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
      config: { rateLimit: rateLimit('review') },
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
      const reviewId = await service.addReview(serviceType, id, currentUser(request), request.body);
      await app.alerts.reviewPosted(id, reviewId, request.body.rating);
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
      config: { rateLimit: rateLimit('reviewChange') },
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
      config: { rateLimit: rateLimit('reviewChange') },
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
