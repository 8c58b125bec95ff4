import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { browseRoutes } from './browse-routes';
import { likesRoutes } from './likes-routes';
import { priceRoutes } from './price-routes';
import { manageRoutes } from './manage-routes';
import { analyticsRoutes } from './analytics-routes';
import { lifecycleRoutes } from './lifecycle-routes';

/**
 * The marketplace's routes, one file per use case, each only declaring and delegating: the
 * public side (browse, likes), the price estimate, then the owner side (publish and edit,
 * analytics, lifecycle), registered in this order, the order of the OpenAPI document.
 * Moderation is in admin-routes.ts. Each reads its service from app.surfboards (plugin.ts).
 */
export const surfboardsRoutes: FastifyPluginAsyncZod = async (app, opts) => {
  await browseRoutes(app, opts);
  await likesRoutes(app, opts);
  await priceRoutes(app, opts);
  await manageRoutes(app, opts);
  await analyticsRoutes(app, opts);
  await lifecycleRoutes(app, opts);
};
