import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { servicesAccount } from './account';
import { createServiceModeration } from './moderation-service';
import { serviceReportTarget } from './report-targets';
import { createReviewService } from './review-service';
import { createServicesService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The services directory's services, built once (modules/services/plugin.ts): `directory`
     * (search, pages, likes, a provider's own listings), `moderation` (the admins') and
     * `reviews`.
     */
    services: {
      directory: ReturnType<typeof createServicesService>;
      moderation: ReturnType<typeof createServiceModeration>;
      reviews: ReturnType<typeof createReviewService>;
    };
  }
}

/** The services module: its services, once, its part of an account and its report target. */
export const servicesPlugin = fp(
  async (app: FastifyInstance) => {
    app.accountParts.register(servicesAccount);
    app.reportTargets.register(serviceReportTarget);
    app.decorate('services', {
      directory: createServicesService(app.db, app.images, app.database.readDb, app.readCache),
      moderation: createServiceModeration(app.db, app.events, app.readCache),
      reviews: createReviewService(app.db, app.events),
    });
  },
  { name: 'services' },
);
