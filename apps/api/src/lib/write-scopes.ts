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
      await app.readCache.bump(request.routeOptions.config.writes ?? READ_SCOPES);
    }
    return payload;
  });
  app.addHook('onRoute', (route) => {
    const writes = [route.method].flat().filter((method) => WRITE_METHODS.has(method));
    for (const method of writes) DECLARED.set(`${method} ${route.url}`, route.config?.writes);
    if (writes.length && !route.config?.writes) {
      throw new Error(
        `${writes.join(',')} ${route.url} does not declare what it changes: add config.writes (lib/write-scopes.ts)`,
      );
    }
  });
}

/** TEMPORARY: what the routes declared, to compare with the former table. */
export const DECLARED = new Map<string, readonly ReadScope[] | undefined>();

// TEMPORARY: the former table, compared with the declarations by a test before it goes.
// What each write route changes among the cached public reads (lib/read-cache.ts), in one
// table: a successful write ends the cached answers of these scopes, and only those. A write
// that no public list or board page shows ends nothing, so nobody can keep the cache cold by
// sending it. A write route missing here ends every scope (never a stale answer), and the app
// warns about it at start (app.ts): add it here.

const NONE: readonly ReadScope[] = [];
const BOARDS: readonly ReadScope[] = ['boards'];
const SERVICES: readonly ReadScope[] = ['services'];
/** A user's name, photo and profile address are shown beside their boards and services. */
const PEOPLE: readonly ReadScope[] = READ_SCOPES;

const referenceWrites = (kind: string, approve = false): Record<string, readonly ReadScope[]> => ({
  // Boards show the titles of their brand, model, category and technology.
  [`POST /api/${kind}`]: BOARDS,
  [`PUT /api/${kind}/:id`]: BOARDS,
  [`DELETE /api/${kind}/:id`]: BOARDS,
  ...(approve ? { [`POST /api/${kind}/:id/approve`]: BOARDS } : {}),
});

export const WRITE_SCOPES: Readonly<Record<string, readonly ReadScope[]>> = {
  // Sign-in may take a new photo from Google; a changed or deleted account, or a block,
  // changes what is shown beside the person's boards and services (or hides them).
  'POST /api/auth/dev-login': PEOPLE,
  'POST /api/users/google-login': PEOPLE,
  'PUT /api/users/:id': PEOPLE,
  'DELETE /api/users/:id': PEOPLE,
  'POST /api/admin/users/:id/block': PEOPLE,
  'POST /api/admin/users/:id/unblock': PEOPLE,

  // Boards: publishing, editing, the lifecycle, moderation and likes (the favourite count).
  'POST /api/surfboards': BOARDS,
  'PUT /api/surfboards/:id': BOARDS,
  'DELETE /api/surfboards/:id': BOARDS,
  'PUT /api/surfboards/:id/images': BOARDS,
  'POST /api/surfboards/:id/mark-sold': BOARDS,
  'PATCH /api/surfboards/:id/unsold': BOARDS,
  'PATCH /api/surfboards/:id/archive': BOARDS,
  'POST /api/surfboards/:id/archive': BOARDS,
  'PATCH /api/surfboards/:id/unarchive': BOARDS,
  'PATCH /api/surfboards/:id/like': BOARDS,
  'PATCH /api/surfboards/:id/unlike': BOARDS,
  'PATCH /api/surfboards/:id/admin/approve': BOARDS,
  'PATCH /api/surfboards/:id/admin/reject': BOARDS,
  'PATCH /api/surfboards/:id/admin/flag': BOARDS,
  'POST /api/surfboards/bulk/archive': BOARDS,
  'POST /api/surfboards/bulk/delete': BOARDS,
  'POST /api/surfboards/bulk/sold': BOARDS,
  'POST /api/surfboards/bulk/create': BOARDS,
  'POST /api/surfboards/bulk/update': BOARDS,
  ...referenceWrites('brands', true),
  ...referenceWrites('models', true),
  ...referenceWrites('categories'),
  ...referenceWrites('technologies'),
  // A proposal waits for an admin; a contact click counts for the seller's analytics only.
  'POST /api/surfboards/propose/brand': NONE,
  'POST /api/surfboards/propose/model': NONE,
  'POST /api/surfboards/:id/inquiries': NONE,
  // A question is between asker and seller; an answer may change the seller's reply time,
  // shown on their boards' pages.
  'POST /api/surfboards/:id/questions': NONE,
  'POST /api/questions/:id/answer': BOARDS,

  // Services: listing, editing, moderation, likes and reviews (rating and counts in lists).
  'POST /api/services/:serviceType': SERVICES,
  'PUT /api/services/:serviceType/:id': SERVICES,
  'DELETE /api/services/:serviceType/:id': SERVICES,
  'PATCH /api/services/:serviceType/:id/like': SERVICES,
  'PATCH /api/services/:serviceType/:id/unlike': SERVICES,
  'PATCH /api/services/:serviceType/:id/admin/approve': SERVICES,
  'PATCH /api/services/:serviceType/:id/admin/reject': SERVICES,
  'POST /api/services/:serviceType/:id/reviews': SERVICES,
  'PUT /api/services/:serviceType/:id/reviews/:reviewId': SERVICES,
  'DELETE /api/services/:serviceType/:id/reviews/:reviewId': SERVICES,

  // Nothing a cached read shows: messages and reports to the admins, the FAQ (not cached),
  // sessions, alerts and their jobs, notifications and measurements.
  'POST /api/admin/jobs/:name/run': NONE,
  'POST /api/contact': NONE,
  'POST /api/users/me/safe-deal-seen': NONE,
  'PATCH /api/contact/:id': NONE,
  'POST /api/reports': NONE,
  'PATCH /api/reports/:id': NONE,
  'POST /api/faq': NONE,
  'PUT /api/faq/reorder': NONE,
  'PUT /api/faq/:id': NONE,
  'DELETE /api/faq/:id': NONE,
  'POST /api/auth/refresh': NONE,
  'POST /api/auth/logout': NONE,
  'POST /api/auth/sessions/revoke-others': NONE,
  'DELETE /api/auth/sessions/:id': NONE,
  'POST /api/surf-alerts': NONE,
  'DELETE /api/surf-alerts/:id': NONE,
  'POST /api/saved-searches': NONE,
  'DELETE /api/saved-searches/:id': NONE,
  'POST /api/push/subscriptions': NONE,
  'DELETE /api/push/subscriptions': NONE,
  'DELETE /api/push/subscriptions/:id': NONE,
  'PUT /api/notification-settings': NONE,
  'POST /api/notifications/read-all': NONE,
  'POST /api/notifications/:id/read': NONE,
  'POST /api/events': NONE,
  'POST /api/vitals': NONE,
};
