import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createReferenceService } from './service';
import { referenceAccount } from './account';

declare module 'fastify' {
  interface FastifyInstance {
    /** Brands, models, categories and technologies, built once (modules/reference/plugin.ts); the surfboards module asks it too. */
    reference: ReturnType<typeof createReferenceService>;
  }
}

/** The reference module: its service, once, and its part of an account. */
export const referencePlugin = fp(
  async (app: FastifyInstance) => {
    app.accountParts.register(referenceAccount);
    app.decorate('reference', createReferenceService(app.db, app.events));
  },
  { name: 'reference' },
);
