import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZIdParams, ZSuccess } from '@galim/shared/common/api';
import { ZRevokedCount, ZSessionList } from '@galim/shared/users/sessions';
import { ZAuthResponse, ZDevLogin, ZSessionUserResponse } from '@galim/shared/users/session';
import { apiError } from '../../lib/errors';
import { bearerToken, currentUser } from '../../plugins/auth';
import { rateLimit } from '../../lib/limits';
import { WRITES } from '../../lib/write-scopes';

/** Sessions: development sign-in, validate, refresh (rotating) and logout. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['auth'];
  const { tokens, sessions } = app.auth;

  app.post(
    '/auth/dev-login',
    {
      config: { writes: WRITES.people, rateLimit: rateLimit('signIn') },
      schema: {
        tags,
        summary: 'Development sign-in (only when DEV_LOGIN=true; 404 otherwise)',
        body: ZDevLogin,
        response: {
          200: ZAuthResponse,
          400: ZErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
        },
      },
    },
    async (request) => {
      if (!app.config.devLogin)
        throw apiError('NOT_FOUND', { message: 'Route POST /api/auth/dev-login not found' });
      const auth = await tokens.signIn(
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
        summary: 'The signed-in user of this token (and a sign of life for the session)',
        security: [{ bearer: [] }],
        response: {
          200: ZSessionUserResponse,
          401: ZErrorResponse,
        },
      },
    },
    async (request) => {
      return { success: true as const, user: await sessions.validate(currentUser(request)) };
    },
  );

  app.post(
    '/auth/refresh',
    {
      // No requireUser: a token past its 7 days may still be rotated while its sign-in lives.
      config: { writes: WRITES.nothing, rateLimit: rateLimit('sessionRefresh') },
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          'Rotate the token: a new one for the same sign-in; the old one stops working. ' +
          'Presenting a rotated-out token again ends the whole sign-in.',
        response: {
          200: ZAuthResponse,
          401: ZErrorResponse,
          403: ZErrorResponse,
          409: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      if (!token) throw apiError('UNAUTHORIZED');
      const auth = await tokens.rotate(token, request.headers['user-agent']);
      return { success: true as const, ...auth };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { writes: WRITES.nothing },
      schema: {
        tags,
        summary: 'Sign out: this token stops working',
        security: [{ bearer: [] }],
        response: { 200: ZSuccess },
      },
    },
    async (request) => {
      await sessions.logout(request.user);
      return { success: true as const };
    },
  );

  // ------------------------------------------------------------ the user's own sessions

  app.get(
    '/auth/sessions',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'My signed-in devices, most recently used first; `current` is this one',
        response: { 200: ZSessionList, 401: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sessions.list(currentUser(request)),
    }),
  );

  app.delete(
    '/auth/sessions/:id',
    {
      onRequest: app.requireUser,
      config: { writes: WRITES.nothing },
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Sign out one of my devices (404 for a session that is not mine)',
        params: ZIdParams,
        response: { 200: ZRevokedCount, 401: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sessions.revoke(currentUser(request), request.params.id),
    }),
  );

  app.post(
    '/auth/sessions/revoke-others',
    {
      onRequest: app.requireUser,
      config: { writes: WRITES.nothing },
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Sign out everywhere else: every session of mine except this one',
        response: { 200: ZRevokedCount, 401: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sessions.revokeOthers(currentUser(request)),
    }),
  );
};
