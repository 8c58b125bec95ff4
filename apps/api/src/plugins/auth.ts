import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiError } from '../lib/errors';
import { isAdmin, type Role } from '../lib/access';

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
    /** Who a bearer token signs in now (a long-lived stream checks its session again). */
    signedInUser: (token: string) => Promise<AuthUser | null>;
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

export interface AuthOptions {
  /** Who a bearer token signs in, or null: the auth module's sessions (sessions-service.ts). */
  signedInUser: (token: string) => Promise<AuthUser | null>;
}

/**
 * Resolves `Authorization: Bearer <token>` to `request.user` through the sessions the auth
 * module keeps (it registers them here, in app.ts), and gives routes their guards.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: AuthOptions) => {
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    request.user = await opts.signedInUser(token);
  });

  const requireUser = async (request: FastifyRequest) => {
    currentUser(request);
  };
  const requireAdmin = async (request: FastifyRequest) => {
    if (!isAdmin(currentUser(request))) throw apiError('FORBIDDEN');
  };
  app.decorate('requireUser', requireUser);
  app.decorate('requireAdmin', requireAdmin);
  app.decorate('signedInUser', opts.signedInUser);

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
