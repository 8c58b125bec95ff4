import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successOf, ZErrorResponse, ZSuccess } from '@galim/shared/common/api';
import {
  ZServiceParams,
  ZServiceReject,
  ZServiceStats,
  ZServiceTypeParams,
  ZServiceModerationQuery,
  ZServiceModerationListResponse,
} from '@galim/shared/services/schemas';
import { currentUser } from '../../plugins/auth';
import { errors, moderationListBody, security, tags } from './route-kit';
import { WRITES } from '../../lib/write-scopes';

/** Moderation (admins): counts, the lists by status, approve and reject. */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.moderation;
  const admin = { onRequest: app.requireAdmin };

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
    '/services/:serviceType/admin/pending',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Services of one type by moderation status (default pending)',
        params: ZServiceTypeParams,
        querystring: ZServiceModerationQuery,
        response: { 200: ZServiceModerationListResponse, ...errors },
      },
    },
    async (request) =>
      moderationListBody(
        await service.adminList(
          request.params.serviceType,
          request.query.status,
          currentUser(request),
        ),
      ),
  );

  app.patch(
    '/services/:serviceType/:id/admin/approve',
    {
      ...admin,
      config: { writes: WRITES.services },
      schema: {
        tags,
        security,
        summary: 'Approve a pending service: it becomes public (admins)',
        params: ZServiceParams,
        response: { 200: ZSuccess, ...errors, 409: ZErrorResponse },
      },
    },
    async (request) => {
      await service.moderate(request.params.serviceType, request.params.id, 'approved');
      return { success: true as const };
    },
  );

  app.patch(
    '/services/:serviceType/:id/admin/reject',
    {
      ...admin,
      config: { writes: WRITES.services },
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
      return { success: true as const };
    },
  );
};
