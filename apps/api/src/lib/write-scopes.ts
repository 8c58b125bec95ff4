import type { FastifyInstance } from 'fastify';
import { READ_SCOPES, type ReadScope } from './read-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a successful call of this write route changes among the cached public reads
     * (lib/read-cache.ts): their scopes end before the answer leaves, and only those. Every
     * POST, PUT, PATCH and DELETE route declares it (one of `WRITES`); the app refuses to
     * start without it.
     */
    writes?: readonly ReadScope[];
  }
}

/**
 * The scopes a write route declares in its `config.writes`. A write that no public list or
 * board page shows ends nothing, so nobody can keep the cache cold by sending it.
 */
export const WRITES = {
  /** Nothing a cached read shows: messages, reports, sessions, alerts, measurements. */
  nothing: [],
  /** Board lists and pages (a board, its lifecycle, likes, reference titles). */
  boards: ['boards'],
  /** Service lists (a service, its likes and reviews). */
  services: ['services'],
  /** A user's name, photo and profile address are shown beside their boards and services. */
  people: READ_SCOPES,
} as const satisfies Record<string, readonly ReadScope[]>;

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Ends the cached reads a successful write changes (its `config.writes`) before its answer
 * leaves, so the writer's next request (on any server) sees the change; refuses a write route
 * that does not say what it changes.
 */
export function endReadsOnWrites(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (app.config.readCacheMs > 0 && WRITE_METHODS.has(request.method) && reply.statusCode < 400) {
      // Every write route declares its scopes; a write no route answered ends them all.
      await app.readCache.bump(request.routeOptions.config.writes ?? READ_SCOPES);
    }
    return payload;
  });
  app.addHook('onRoute', (route) => {
    const writes = [route.method].flat().filter((method) => WRITE_METHODS.has(method));
    if (writes.length && !route.config?.writes) {
      throw new Error(
        `${writes.join(',')} ${route.url} does not declare what it changes: add config.writes (lib/write-scopes.ts)`,
      );
    }
  });
}
