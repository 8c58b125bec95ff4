import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { browseRoutes } from './browse-routes';
import { likesRoutes } from './likes-routes';
import { manageRoutes } from './manage-routes';
import { moderationRoutes } from './moderation-routes';
import { reviewRoutes } from './review-routes';
import { servicesAccount } from './account';
import { serviceReportTarget } from './report-targets';
import { createServicesService, type ServicesService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The services directory's rules, built once for its routes (routes.ts). */
    servicesService: ServicesService;
  }
}

/**
 * Surf-services directory, likes and reviews: one routes file per use case, each only declaring
 * and delegating (browse, likes, a provider's own listings, moderation, reviews).
 */
export const servicesRoutes: FastifyPluginAsyncZod = async (app, opts) => {
  app.accountParts.register(servicesAccount);
  app.reportTargets.register(serviceReportTarget);
  // One service for every use case's routes (each reads it from here).
  app.decorate(
    'servicesService',
    createServicesService(app.db, app.images, app.database.readDb, app.readCache),
  );
  await browseRoutes(app, opts);
  await likesRoutes(app, opts);
  await manageRoutes(app, opts);
  await moderationRoutes(app, opts);
  await reviewRoutes(app, opts);
};
