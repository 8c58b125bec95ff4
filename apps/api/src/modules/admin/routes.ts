import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Admin analytics, activity and moderation (spec-2 §2.8, §7). */
export const adminRoutes: FastifyPluginAsyncZod = async () => {};
