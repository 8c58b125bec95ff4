import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successOf, ZUserIdParams } from '@galim/shared/common/api';
import { ZUserAnalytics } from '@galim/shared/surfboards/form';
import { currentUser } from '../../plugins/auth';
import { errors, ownerTags, security } from './route-kit';

/** A seller's personal analytics: views, likes, contact clicks and sales of their boards. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.surfboards.analytics;
  const user = { onRequest: app.requireUser };

  app.get(
    '/surfboards/analytics/:userId',
    {
      ...user,
      schema: {
        tags: ownerTags,
        security,
        summary: 'Personal analytics (yourself, or any user for an admin)',
        params: ZUserIdParams,
        response: { 200: successOf(ZUserAnalytics), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.analytics(request.params.userId, currentUser(request)),
    }),
  );
};
