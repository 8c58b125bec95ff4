import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Problem reports on boards and services. */
export const reportsRoutes: FastifyPluginAsyncZod = async () => {};
