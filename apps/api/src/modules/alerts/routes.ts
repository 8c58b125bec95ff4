import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listRoutes } from './list-routes';
import { notificationRoutes, settingsRoutes } from './notification-routes';
import { pushRoutes } from './push-routes';

/**
 * The alerts' routes, one file per concern, each only declaring and delegating to the alerts
 * service: the notification centre, saved searches and surf alerts, push devices, then the
 * notification settings, registered in this order, the order of the OpenAPI document. The
 * admins' jobs page is admin/jobs-routes.ts.
 */
export const alertsRoutes: FastifyPluginAsyncZod = async (app, opts) => {
  await notificationRoutes(app, opts);
  await listRoutes(app, opts);
  await pushRoutes(app, opts);
  await settingsRoutes(app, opts);
};
