import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createJobsAdminService } from './jobs-service';
import { createAdminService } from './service';
import { createAdminUsersService } from './users-service';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The admin module's services, built once (modules/admin/plugin.ts): `site` (analytics and
     * the activity feed), `users` (the admins' user list, blocking) and `jobs` (the background
     * jobs page, over app.jobs).
     */
    admin: {
      site: ReturnType<typeof createAdminService>;
      users: ReturnType<typeof createAdminUsersService>;
      jobs: ReturnType<typeof createJobsAdminService>;
    };
  }
}

/** The admin module: its services, once. */
export const adminPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('admin', {
      site: createAdminService(app.db),
      users: createAdminUsersService(app.db, app.config),
      jobs: createJobsAdminService(app.jobs),
    });
  },
  { name: 'admin' },
);
