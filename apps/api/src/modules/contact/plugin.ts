import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createContactService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The contact form and the admins' inbox, built once (modules/contact/plugin.ts). */
    contact: ReturnType<typeof createContactService>;
  }
}

/** The contact module: its service, once. */
export const contactPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('contact', createContactService(app.db));
  },
  { name: 'contact' },
);
