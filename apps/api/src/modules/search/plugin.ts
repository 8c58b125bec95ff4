import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { refreshBoardsOf, type BoardReference } from './backfill';

/** The job that brings boards' search text up to a renamed brand, model, category or technology. */
export const BOARD_SEARCH_TEXT_JOB = 'board-search-text';

/**
 * The search module's job: an admin's rename queues it (reference routes), and it rewrites the
 * search text of the boards that use the row, then ends the cached board lists, so a search by
 * the new name finds them on every server.
 */
export const searchPlugin = fp(async (app: FastifyInstance) => {
  app.jobs.define<BoardReference>(BOARD_SEARCH_TEXT_JOB, async (ref) => {
    const boards = await refreshBoardsOf(app.db, ref);
    if (boards) await app.readCache.bump(['boards']);
    return { boards };
  });
});
