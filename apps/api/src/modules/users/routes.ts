import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Users API and public profiles (spec-1 §7, spec-2 §7). */
export const usersRoutes: FastifyPluginAsyncZod = async () => {};
