import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Admin moderation of boards: /api/surfboards/admin/all, /admin/stats, /{id}/admin/approve|reject|flag. */
export const surfboardsAdminRoutes: FastifyPluginAsyncZod = async () => {};
