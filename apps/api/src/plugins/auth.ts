import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiError } from '../lib/errors';
import {
  findSessionByToken,
  revokeFamily,
  sessionEnded,
  touchSession,
} from '../modules/auth/sessions-repo';
import { ROTATION_GRACE_MS } from '../modules/auth/tokens';
import { effectiveRole, isAdmin, type Role } from '../lib/access';

export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  sessionId: string;
  /** The sign-in (device) the token belongs to: stable across refreshes. */
  sessionFamilyId: string;
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

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** The signed-in user of a request; throws 401 when there is none. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw apiError('UNAUTHORIZED');
  return request.user;
}

/**
 * Resolves `Authorization: Bearer <token>` to a user through the sessions table: a token that
 * is revoked, past its expiry, idle for 14 days or from a sign-in older than 60 days, or of a
 * blocked account, signs nobody in. A token that refresh rotated out (beyond a short grace for
 * racing requests) is a replay: its whole sign-in is revoked. The role is the effective one of
 * lib/access.ts (ADMIN_EMAILS as configured now, or an explicit stored grant).
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    const found = await findSessionByToken(app.db, token);
    if (!found) return;
    const { user, session } = found;
    const now = new Date();
    if (
      session.revokedReason === 'rotated' &&
      session.revokedAt &&
      now.getTime() - session.revokedAt.getTime() >= ROTATION_GRACE_MS
    ) {
      await revokeFamily(app.db, user.id, session.familyId, 'reuse', now);
      return;
    }
    if (sessionEnded(session, now) || user.blockedAt) return;
    await touchSession(app.db, session.id, now);
    request.user = {
      id: user.id,
      email: user.email,
      role: effectiveRole(user, app.config.adminEmails),
      sessionId: session.id,
      sessionFamilyId: session.familyId,
    };
  });

  const requireUser = async (request: FastifyRequest) => {
    currentUser(request);
  };
  const requireAdmin = async (request: FastifyRequest) => {
    if (!isAdmin(currentUser(request))) throw apiError('FORBIDDEN');
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
