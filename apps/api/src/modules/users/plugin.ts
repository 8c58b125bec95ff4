import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { usersAccount } from './account';
import { createUsersService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Users, profiles, and an account's export and deletion, built once (modules/users/plugin.ts). */
    users: ReturnType<typeof createUsersService>;
  }
}

/** The users module: its service, once (after the auth module's: Google sign-in uses it). */
export const usersPlugin = fp(
  async (app: FastifyInstance) => {
    app.accountParts.register(usersAccount);
    app.decorate('users', createUsersService(app));
  },
  { name: 'users', dependencies: ['auth'] },
);
