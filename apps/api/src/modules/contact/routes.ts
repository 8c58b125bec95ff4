import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Contact form inbox (spec-2 §2.9). */
export const contactRoutes: FastifyPluginAsyncZod = async () => {};
