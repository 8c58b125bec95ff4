import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, successOf } from '@galim/shared/common/api';
import { ZActivityItem, ZActivityQuery, ZAdminAnalytics } from '@galim/shared/admin/schemas';
import { ZAdminUser, ZAdminUserQuery } from '@galim/shared/admin/users';
import { ZIdParams } from '@galim/shared/common/api';
import { requestLanguage } from '../../lib/language';
import { currentUser } from '../../plugins/auth';
import { adminErrors, security } from '../../lib/route-schemas';
import { WRITES } from '../../lib/write-scopes';

/** Admin analytics and the activity feed. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { site: service, users: usersService } = app.admin;
  const tags = ['admin'];
  const admin = { onRequest: app.requireAdmin };

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
    async (request) => ({
      success: true as const,
      data: await service.analytics(new Date(), requestLanguage(request)),
    }),
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
      data: await service.activity(request.query.limit, requestLanguage(request)),
    }),
  );

  app.get(
    '/admin/users',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Users, newest first; search by name or e-mail, filter by blocked',
        querystring: ZAdminUserQuery,
        response: { 200: successOf(z.array(ZAdminUser)), ...adminErrors },
      },
    },
    async (request) => ({ success: true as const, data: await usersService.list(request.query) }),
  );

  const userErrors = { ...adminErrors, 404: ZErrorResponse, 409: ZErrorResponse };

  app.post(
    '/admin/users/:id/block',
    {
      ...admin,
      config: { writes: WRITES.people },
      schema: {
        tags,
        security,
        summary:
          'Block a user: no sign-in, every session ended, boards and services hidden from the public',
        params: ZIdParams,
        response: { 200: successOf(ZAdminUser), ...userErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await usersService.block(request.params.id, currentUser(request)),
    }),
  );

  app.post(
    '/admin/users/:id/unblock',
    {
      ...admin,
      config: { writes: WRITES.people },
      schema: {
        tags,
        security,
        summary: 'Unblock a user: they may sign in again and their listings are public again',
        params: ZIdParams,
        response: { 200: successOf(ZAdminUser), ...userErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await usersService.unblock(request.params.id),
    }),
  );
};
