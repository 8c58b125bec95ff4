import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZIdParams, successOf, ZSuccess } from '@galim/shared/common/api';
import {
  ZJobRunResult,
  ZJobSummary,
  ZNotificationList,
  ZNotificationSettings,
  ZStoredNotificationSettings,
  ZNotificationsQuery,
  ZPushDevice,
  ZPushEndpoint,
  ZPushSubscriptionInput,
  ZSavedSearch,
  ZSavedSearchInput,
  ZSurfAlert,
  ZSurfAlertInput,
} from '@galim/shared/alerts/schemas';
import { apiError } from '../../lib/errors';
import { rateLimit } from '../../lib/limits';
import { currentUser } from '../../plugins/auth';
import { loadSettings, saveSettings } from './notify';
import { checkEndpoint, saveSubscription } from './push';
import { createAlertsService } from './service';
import { security } from '../../lib/route-schemas';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse };

/** Notifications, saved searches, surf alerts, push subscriptions, settings; admin jobs. */
export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAlertsService(app.db);
  const user = { onRequest: app.requireUser };
  const tags = ['alerts'];
  const change = { rateLimit: rateLimit('alertsChange') };

  // ------------------------------------------------------------ notification centre

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
        response: { 200: successOf(z.object({ updated: z.number() })), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { updated: await service.markAllRead(currentUser(request).id) },
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

  // ------------------------------------------------------------ saved searches, surf alerts

  const ownList = ownListRoutes(app, { tags, security, change });
  ownList('/saved-searches', {
    item: ZSavedSearch,
    input: ZSavedSearchInput,
    summaries: {
      list: 'My saved searches',
      add: 'Save the filters of GET /api/surfboards and be told of new matching boards',
      remove: 'Remove one of my saved searches',
    },
    list: service.savedSearches,
    add: service.saveSearch,
    remove: service.deleteSearch,
  });
  ownList('/surf-alerts', {
    item: ZSurfAlert,
    input: ZSurfAlertInput,
    summaries: {
      list: 'My surf alerts',
      add: 'Be told when a spot reaches the stars on the chosen days and hours',
      remove: 'Remove one of my surf alerts',
    },
    list: service.surfAlerts,
    add: service.addSurfAlert,
    remove: service.deleteSurfAlert,
  });

  // ------------------------------------------------------------ push

  app.get(
    '/push/public-key',
    {
      schema: {
        tags,
        summary: 'The VAPID public key for PushManager.subscribe',
        response: { 200: z.object({ publicKey: z.string() }), 404: ZErrorResponse },
      },
    },
    async () => {
      if (!app.vapid) throw apiError('PUSH_NOT_CONFIGURED');
      return { publicKey: app.vapid.publicKey };
    },
  );

  app.get(
    '/push/subscriptions',
    {
      ...user,
      schema: {
        tags,
        security,
        summary: 'My devices with push on',
        response: { 200: successOf(z.array(ZPushDevice)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.devices(currentUser(request).id),
    }),
  );

  app.post(
    '/push/subscriptions',
    {
      ...user,
      config: change,
      schema: {
        tags,
        security,
        summary: 'Turn push on for this device (a known push service endpoint)',
        body: ZPushSubscriptionInput,
        response: { 201: ZSuccess, ...errors },
      },
    },
    async (request, reply) => {
      checkEndpoint(request.body.endpoint, app.config.push.allowedOrigins);
      await saveSubscription(
        app.db,
        currentUser(request).id,
        request.body,
        request.headers['user-agent'] ?? null,
      );
      return reply.code(201).send({ success: true as const });
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      ...user,
      config: change,
      schema: {
        tags,
        security,
        summary: 'Turn push off for a device, by its endpoint',
        body: ZPushEndpoint,
        response: { 200: ZSuccess, ...errors },
      },
    },
    async (request) => {
      await service.removeDevice(currentUser(request).id, { endpoint: request.body.endpoint });
      return { success: true as const };
    },
  );

  app.delete(
    '/push/subscriptions/:id',
    {
      ...user,
      config: change,
      schema: {
        tags,
        security,
        summary: 'Remove one of my push devices',
        params: ZIdParams,
        response: { 200: ZSuccess, ...errors },
      },
    },
    async (request) => {
      await service.removeDevice(currentUser(request).id, { id: request.params.id });
      return { success: true as const };
    },
  );

  // ------------------------------------------------------------ settings

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
      data: await loadSettings(app.db, currentUser(request).id),
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
    async (request) => {
      await saveSettings(app.db, currentUser(request).id, request.body);
      return { success: true as const, data: request.body };
    },
  );

  // ------------------------------------------------------------ admin: jobs

  const admin = { onRequest: app.requireAdmin };
  const adminErrors = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

  app.get(
    '/admin/jobs',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Background jobs with their last run, result and failures',
        response: { 200: successOf(z.array(ZJobSummary)), ...adminErrors },
      },
    },
    async () => ({ success: true as const, data: await app.jobs.summary() }),
  );

  app.post(
    '/admin/jobs/:name/run',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Run a job now through the queue and wait for its result',
        params: z.object({ name: z.string().max(60) }),
        response: { 200: successOf(ZJobRunResult), ...adminErrors },
      },
    },
    async (request) => {
      if (!app.jobs.isRunnable(request.params.name)) throw apiError('JOB_NOT_FOUND');
      return { success: true as const, data: await app.jobs.runNow(request.params.name) };
    },
  );
};

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A signed-in user's own list (saved searches, surf alerts): GET the list, POST one (201, 409
 * over the per-user cap), DELETE one of mine by id (another user's id: 404).
 */
function ownListRoutes(
  app: ZodApp,
  shared: {
    tags: string[];
    security: { bearer: never[] }[];
    change: object;
  },
) {
  const { tags, security, change } = shared;
  const user = { onRequest: app.requireUser };
  return <TItem extends z.ZodType, TInput extends z.ZodType>(
    path: string,
    list: {
      item: TItem;
      input: TInput;
      summaries: { list: string; add: string; remove: string };
      list: (userId: string) => Promise<z.infer<TItem>[]>;
      add: (userId: string, input: z.infer<TInput>) => Promise<z.infer<TItem>>;
      remove: (userId: string, id: string) => Promise<unknown>;
    },
  ) => {
    // The routes see the schemas as plain zod types (the type provider cannot follow a generic
    // schema); the signature above keeps each list's functions and schemas in step.
    const item: z.ZodType = list.item;
    const input: z.ZodType = list.input;
    app.get(
      path,
      {
        ...user,
        schema: {
          tags,
          security,
          summary: list.summaries.list,
          response: { 200: successOf(z.array(item)), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await list.list(currentUser(request).id),
      }),
    );
    app.post(
      path,
      {
        ...user,
        config: change,
        schema: {
          tags,
          security,
          summary: list.summaries.add,
          body: input,
          response: { 201: successOf(item), ...errors, 409: ZErrorResponse },
        },
      },
      async (request, reply) => {
        const data = await list.add(currentUser(request).id, request.body as z.infer<TInput>);
        return reply.code(201).send({ success: true as const, data });
      },
    );
    app.delete(
      `${path}/:id`,
      {
        ...user,
        config: change,
        schema: {
          tags,
          security,
          summary: list.summaries.remove,
          params: ZIdParams,
          response: { 200: ZSuccess, ...errors },
        },
      },
      async (request) => {
        await list.remove(currentUser(request).id, request.params.id);
        return { success: true as const };
      },
    );
  };
}
