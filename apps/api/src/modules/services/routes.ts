import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Surf-services directory (spec-2 §7). */
export const servicesRoutes: FastifyPluginAsyncZod = async () => {};
