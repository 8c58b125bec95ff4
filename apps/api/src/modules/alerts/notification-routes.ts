import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams, successOf, ZSuccess } from '@galim/shared/common/api';
import {
  ZNotificationList,
  ZNotificationSettings,
  ZStoredNotificationSettings,
  ZNotificationsQuery,
  ZReadAllResult,
} from '@galim/shared/alerts/schemas';
import { currentUser } from '../../plugins/auth';
import { change, errors, security, tags } from './route-kit';

/** The notification centre: my notifications, marking them read. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.alerts;
  const user = { onRequest: app.requireUser };

  app.get(
    '/notifications',
    {
      ...user,
      schema: {
        tags,
        security,
        summary: 'My notifications, newest first, with the unread count',
        querystring: ZNotificationsQuery,
        response: { 200: successOf(ZNotificationList), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.notifications(
        currentUser(request).id,
        request.query.page,
        request.query.limit,
      ),
    }),
  );

  app.post(
    '/notifications/read-all',
    {
      ...user,
      config: change,
      schema: {
        tags,
        security,
        summary: 'Mark all my notifications read',
        response: { 200: successOf(ZReadAllResult), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { updated: await service.markAllRead(currentUser(request).id) },
    }),
  );

  app.post(
    '/notifications/seen',
    {
      ...user,
      config: change,
      schema: {
        tags,
        security,
        summary:
          'I opened the notification centre: all my notifications are seen (the badge clears)',
        response: { 200: successOf(ZReadAllResult), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { updated: await service.markAllSeen(currentUser(request).id) },
    }),
  );

  app.post(
    '/notifications/:id/read',
    {
      ...user,
      config: change,
      schema: {
        tags,
        security,
        summary: 'Mark one of my notifications read (another user’s id: 404)',
        params: ZIdParams,
        response: { 200: ZSuccess, ...errors },
      },
    },
    async (request) => {
      await service.markRead(currentUser(request).id, request.params.id);
      return { success: true as const };
    },
  );
};

/** Per notification type: in the app and/or by push; the quiet hours. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.alerts;
  const user = { onRequest: app.requireUser };

  app.get(
    '/notification-settings',
    {
      ...user,
      schema: {
        tags,
        security,
        summary: 'Per type: in the app and/or push; quiet hours (Israel time)',
        response: { 200: successOf(ZStoredNotificationSettings), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.settings(currentUser(request).id),
    }),
  );

  app.put(
    '/notification-settings',
    {
      ...user,
      config: change,
      schema: {
        tags,
        security,
        summary: 'Save my notification settings',
        body: ZNotificationSettings,
        response: { 200: successOf(ZNotificationSettings), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.saveSettings(currentUser(request).id, request.body),
    }),
  );
};
