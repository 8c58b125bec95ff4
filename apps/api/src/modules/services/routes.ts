import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { browseRoutes } from './browse-routes';
import { likesRoutes } from './likes-routes';
import { manageRoutes } from './manage-routes';
import { moderationRoutes } from './moderation-routes';
import { reviewRoutes } from './review-routes';

/**
 * Surf-services directory, likes and reviews: one routes file per use case, each only declaring
 * and delegating (browse, likes, a provider's own listings, moderation, reviews) to app.services
 * (plugin.ts).
 */
export const servicesRoutes: FastifyPluginAsyncZod = async (app, opts) => {
  await browseRoutes(app, opts);
  await likesRoutes(app, opts);
  await manageRoutes(app, opts);
  await moderationRoutes(app, opts);
  await reviewRoutes(app, opts);
};
