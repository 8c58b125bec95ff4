import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/errors';
import { findSession } from '../modules/auth/sessions-repo';

export interface AuthUser {
  id: string;
  email: string;
  role: 'user' | 'admin';
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user for a valid bearer token, else null. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** onRequest: 401 'Authentication required' without a valid session. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** onRequest: 401 without a session, 403 for a non-admin. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyContextConfig {
    /** Set for routes guarded by requireUser/requireAdmin: their answers are never cached. */
    signedInOnly?: boolean;
  }
}

const hooksOf = (hook: unknown): unknown[] =>
  Array.isArray(hook) ? hook : hook === undefined ? [] : [hook];

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** The signed-in user of a request; throws 401 when there is none. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * Resolves `Authorization: Bearer <token>` to a user through the sessions table. Accounts
 * whose e-mail is in ADMIN_EMAILS are admins even if their stored role says otherwise.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const adminEmails = new Set(app.config.adminEmails);
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    const found = await findSession(app.db, token);
    if (!found) return;
    const { user, session } = found;
    request.user = {
      id: user.id,
      email: user.email,
      role: user.role === 'admin' || adminEmails.has(user.email.toLowerCase()) ? 'admin' : 'user',
      sessionId: session.id,
    };
  });

  const requireUser = async (request: FastifyRequest) => {
    currentUser(request);
  };
  const requireAdmin = async (request: FastifyRequest) => {
    if (currentUser(request).role !== 'admin') throw forbidden();
  };
  app.decorate('requireUser', requireUser);
  app.decorate('requireAdmin', requireAdmin);

  // Permission before validation: a stranger sending a bad body to a guarded route hears 401/403,
  // never a 400 that tells them what the route expects. So the guards must run in onRequest,
  // before the body is parsed and validated; a guard placed later refuses to start the app.
  const guards = new Set<unknown>([requireUser, requireAdmin]);
  app.addHook('onRoute', (route) => {
    for (const late of ['preParsing', 'preValidation', 'preHandler'] as const) {
      if (hooksOf(route[late]).some((h) => guards.has(h))) {
        throw new Error(
          `${route.method} ${route.url}: requireUser/requireAdmin belong in onRequest`,
        );
      }
    }
    if (hooksOf(route.onRequest).some((h) => guards.has(h))) {
      route.config = { ...route.config, signedInOnly: true };
    }
  });
});
