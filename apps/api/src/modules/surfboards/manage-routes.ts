import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Owner side of the marketplace: publish, edit, lifecycle, bulk actions, personal analytics. */
export const surfboardsManageRoutes: FastifyPluginAsyncZod = async () => {};
