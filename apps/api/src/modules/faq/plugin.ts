import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createFaqService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The FAQ's rules, built once (modules/faq/plugin.ts). */
    faq: ReturnType<typeof createFaqService>;
  }
}

/** The FAQ module: its service, once. */
export const faqPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('faq', createFaqService(app.db));
  },
  { name: 'faq' },
);
