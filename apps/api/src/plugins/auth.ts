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
    /** preHandler: 401 'Authentication required' without a valid session. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: 401 without a session, 403 for a non-admin. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

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

  app.decorate('requireUser', async (request: FastifyRequest) => {
    currentUser(request);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (currentUser(request).role !== 'admin') throw forbidden();
  });
});
