import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Surfboard marketplace (spec-1 §7). */
export const surfboardsRoutes: FastifyPluginAsyncZod = async () => {};
