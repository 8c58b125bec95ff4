import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { activityAccount } from './account';
import { createActivityService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Page views for the admins' analytics, built once (modules/activity/plugin.ts). */
    activity: ReturnType<typeof createActivityService>;
  }
}

/** The activity module has no routes of its own: its service, once, and its part of an account. */
export const activityPlugin = fp(
  async (app: FastifyInstance) => {
    app.accountParts.register(activityAccount);
    app.decorate('activity', createActivityService(app.db));
  },
  { name: 'activity' },
);
