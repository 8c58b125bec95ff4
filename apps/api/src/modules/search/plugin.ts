import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import {
  refreshBoardsOf,
  refreshSearchText,
  searchTextStale,
  type BoardReference,
} from './backfill';

/** The job that brings boards' search text up to a renamed brand, model, category or technology. */
export const BOARD_SEARCH_TEXT_JOB = 'board-search-text';
/** The job that rebuilds the search text an older version of the API wrote. */
export const SEARCH_TEXT_REBUILD_JOB = 'search-text-rebuild';
/** How long one run of it goes on before it queues the next. */
export const REBUILD_RUN_MS = 5 * 60_000;

/**
 * The search module's jobs. An admin's rename queues the first (reference routes): it rewrites
 * the search text of the boards that use the row. The second rebuilds every row an older
 * version wrote, after a release that changed how search text is built (queued by the server
 * as it starts, queueSearchTextRebuild; admins may run it too). Each ends the cached lists, so a
 * search finds the rows by their new text on every server.
 */
export const searchPlugin = fp(async (app: FastifyInstance) => {
  app.events
    .subscriber('search')
    .on('reference.renamed', (ref) => app.jobs.send(BOARD_SEARCH_TEXT_JOB, ref));
  app.jobs.define<BoardReference>(BOARD_SEARCH_TEXT_JOB, async (ref) => {
    const boards = await refreshBoardsOf(app.db, ref);
    if (boards) await app.readCache.bump(['boards']);
    return { boards };
  });
  app.jobs.define(
    SEARCH_TEXT_REBUILD_JOB,
    async () => {
      // A run stops after REBUILD_RUN_MS, well within the queue's 15 minutes, and queues the
      // next one: a million boards is a few runs, none cut off.
      const done = await refreshSearchText(app.db, { until: Date.now() + REBUILD_RUN_MS });
      if (done.boards) await app.readCache.bump(['boards']);
      if (done.services) await app.readCache.bump(['services']);
      if (done.more) await app.jobs.send(SEARCH_TEXT_REBUILD_JOB, {});
      return done;
    },
    { runnable: true },
  );
});

/**
 * Queues the rebuild when a board or service holds an older version's search text. The server
 * calls it once it listens: it serves at once, and the rows are rewritten in the background
 * (when the rebuild came first, a million boards kept a new release from listening for five
 * minutes: 313 s on PostgreSQL, `npm run bench -- rebuild`). Two servers starting together
 * queue one job.
 */
export async function queueSearchTextRebuild(app: FastifyInstance): Promise<boolean> {
  if (!(await searchTextStale(app.db))) return false;
  await app.jobs.send(
    SEARCH_TEXT_REBUILD_JOB,
    {},
    { singletonKey: 'release', singletonSeconds: 15 * 60 },
  );
  return true;
}
