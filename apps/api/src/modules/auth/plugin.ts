import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { authAccount } from './account';
import { createTokensService } from './service';
import { createSessionsService } from './sessions-service';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The auth module's services, built once (modules/auth/plugin.ts): `tokens` signs in and
     * rotates, `sessions` says who a token signs in (the auth plugin asks it) and lists and
     * ends a user's sessions.
     */
    auth: {
      tokens: ReturnType<typeof createTokensService>;
      sessions: ReturnType<typeof createSessionsService>;
    };
  }
}

/** The auth module: its services, once, and its part of an account. */
export const authModulePlugin = fp(
  async (app: FastifyInstance) => {
    app.accountParts.register(authAccount);
    app.decorate('auth', {
      tokens: createTokensService(app.db, app.config),
      sessions: createSessionsService(app.db, app.config),
    });
  },
  { name: 'auth' },
);
