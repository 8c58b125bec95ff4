import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Wave forecast (spec-2 §2.7, §7). */
export const forecastRoutes: FastifyPluginAsyncZod = async () => {};
