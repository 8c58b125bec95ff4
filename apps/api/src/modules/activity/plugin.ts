import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { activityAccount } from './account';

/** The activity module has no routes of its own: it registers its part of an account. */
export const activityPlugin = fp(async (app: FastifyInstance) => {
  app.accountParts.register(activityAccount);
});
