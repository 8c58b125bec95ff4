import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, successOf } from '@galim/shared/common/api';
import { ZActivityItem, ZActivityQuery, ZAdminAnalytics } from '@galim/shared/admin/schemas';
import { createAdminService } from './service';

const adminErrors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** Admin analytics and the activity feed (spec-2 §2.8, §7). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminService(app.db);
  const tags = ['admin'];
  const admin = { onRequest: app.requireAdmin };
  const security = [{ bearer: [] }];

  app.get(
    '/admin/analytics',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Site-wide analytics: users, boards, sales, brands, categories, daily series',
        response: { 200: successOf(ZAdminAnalytics), ...adminErrors },
      },
    },
    async () => ({ success: true as const, data: await service.analytics() }),
  );

  app.get(
    '/admin/activity',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'The most recent activity (sign-ups, publishing, sales, reviews, reports)',
        querystring: ZActivityQuery,
        response: { 200: successOf(z.array(ZActivityItem)), ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.activity(request.query.limit),
    }),
  );
};
