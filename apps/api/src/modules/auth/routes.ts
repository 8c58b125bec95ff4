import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@galim/shared/common/api';
import { ZAuthResponse, ZSessionUser } from '@galim/shared/users/session';
import { users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { toSessionUser } from '../users/serialize';
import { rotateSession, signInIdentity } from './service';
import { revokeSession } from './sessions-repo';
import { rateLimit } from '../../lib/limits';

const ZDevLogin = z.object({
  email: z.email('A valid e-mail is required'),
  name: z.string().trim().max(100).optional(),
});

/** Sessions: development sign-in, validate, refresh (rotating) and logout. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['auth'];

  app.post(
    '/auth/dev-login',
    {
      config: { rateLimit: rateLimit('signIn') },
      schema: {
        tags,
        summary: 'Development sign-in (only when DEV_LOGIN=true; 404 otherwise)',
        body: ZDevLogin,
        response: { 200: ZAuthResponse, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => {
      if (!app.config.devLogin) throw notFound(`Route POST /api/auth/dev-login not found`);
      const auth = await signInIdentity(
        app.db,
        app.config,
        { email: request.body.email, name: request.body.name },
        request.headers['user-agent'],
      );
      return { success: true as const, ...auth };
    },
  );

  app.get(
    '/auth/validate',
    {
      onRequest: app.requireUser,
      config: { rateLimit: rateLimit('sessionValidate') },
      schema: {
        tags,
        security: [{ bearer: [] }],
        response: {
          200: z.object({ success: z.literal(true), user: ZSessionUser }),
          401: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const { id } = currentUser(request);
      const [user] = await app.db.select().from(users).where(eq(users.id, id));
      await app.db.update(users).set({ lastSeenAt: new Date() }).where(eq(users.id, id));
      return { success: true as const, user: toSessionUser(user!, app.config.adminEmails) };
    },
  );

  app.post(
    '/auth/refresh',
    {
      onRequest: app.requireUser,
      config: { rateLimit: rateLimit('sessionRefresh') },
      schema: {
        tags,
        security: [{ bearer: [] }],
        response: { 200: ZAuthResponse, 401: ZErrorResponse },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const auth = await rotateSession(
        app.db,
        app.config,
        { sessionId: me.sessionId, userId: me.id },
        request.headers['user-agent'],
      );
      return { success: true as const, ...auth };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        response: { 200: z.object({ success: z.literal(true) }) },
      },
    },
    async (request) => {
      if (request.user) await revokeSession(app.db, request.user.sessionId);
      return { success: true as const };
    },
  );
};
