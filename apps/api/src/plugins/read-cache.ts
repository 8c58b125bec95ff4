import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createReadCache, writeGeneration, type ReadCache } from '../lib/read-cache';
import { endReadsOnWrites } from '../lib/write-scopes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared public reads, outdated by the writes that change them (lib/read-cache.ts). */
    readCache: ReadCache;
  }
}

/**
 * The read cache, as a plugin like the other infrastructure: one per process, its generation
 * shared through Redis when there is one. Registered after Redis and before the routes.
 */
export const readCachePlugin = fp(async (app: FastifyInstance) => {
  app.decorate(
    'readCache',
    createReadCache({
      ttlMs: app.config.readCacheMs,
      maxEntries: 2_000,
      // Board rows by id for the pages of lists no one asked for yet (~2-4 KB a row).
      maxRows: 10_000,
      maxRowBytes: 32 * 1024 * 1024,
      generation: writeGeneration(app.redis),
    }),
  );
  // A successful write ends the cached reads its route declares (`config.writes`), and only
  // those, so a write that changes nothing public cannot keep the cache cold.
  endReadsOnWrites(app);
});
