import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** FAQ (spec-2 §7). */
export const faqRoutes: FastifyPluginAsyncZod = async () => {};
