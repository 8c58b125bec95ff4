import { ZSavedSearchFilters } from '@galim/shared/alerts/schemas';
import { israelDate } from '@galim/shared/israel-time';
import { listingPath } from '@galim/shared/listings/kinds';
import type { Db } from '../../db/client';
import { databaseUnavailableCause } from '../../plugins/errors';
import { canRetryFuzzy, textPlan } from '../search/text-search';
import type { Jobs } from '../../plugins/jobs/queue';
import type { LivePublisher } from '../../plugins/live/plugin';
import { searchWords } from '../surfboards/repo';
import { notify } from './notify';
import * as subjectsRepo from './notice-subjects-repo';
import * as matchingRepo from './matching-repo';

// What happens to boards that someone waits for: a board that becomes public is matched against
// every saved search with the very conditions of the public list (surfboards/repo.ts's
// filterConditions, with its typo-tolerant second pass); a lower price reaches everyone who
// liked the board, at most once a day each. Both run as jobs, in batches, and are idempotent per
// user and board.
// A saved search that cannot be matched (filters the list's schema refuses, stored before it
// did, or a query the database refuses) is skipped and counted, and never costs the other
// searches their alert (issue 30); an unreachable database still fails the job, to be retried.

const BATCH = 200;

type Filters = matchingRepo.SavedSearchFilters;

/** The list's rule for a second, typo-tolerant pass (search/text-search.ts). */
const fuzzyWorthy = (f: Filters) => canRetryFuzzy(textPlan(searchWords(f.search)));

/**
 * Which searches match, and which could not be run: the batch query, or, when the database
 * refuses it, each search on its own, so that a search it refuses fails alone.
 */
async function exactMatches(
  db: Db,
  boardId: string,
  searches: Filters[],
): Promise<{ hits: Set<number>; failed: Set<number> }> {
  try {
    return { hits: await matchingRepo.savedSearchHits(db, boardId, searches), failed: new Set() };
  } catch (err) {
    if (databaseUnavailableCause(err)) throw err;
  }
  const hits = new Set<number>();
  const failed = new Set<number>();
  for (const [i, filters] of searches.entries()) {
    const found = await nullIfRefused(
      matchingRepo.savedSearchHits(db, boardId, [filters]).then((h) => h.size > 0),
    );
    if (found === null) failed.add(i);
    else if (found) hits.add(i);
  }
  return { hits, failed };
}

/** A query's answer, or null when the database refused it (an unreachable one still throws). */
async function nullIfRefused<T>(query: Promise<T>): Promise<T | null> {
  try {
    return await query;
  } catch (err) {
    if (databaseUnavailableCause(err)) throw err;
    return null;
  }
}

export async function matchSavedSearches(
  db: Db,
  jobs: Jobs,
  boardId: string,
  live?: LivePublisher,
) {
  const board = await subjectsRepo.publicBoardForNotice(db, boardId);
  if (!board) return { notified: 0, reason: 'not public' };
  let notified = 0;
  /** Searches that could not be matched: their owners hear nothing of this board. */
  let searchesSkipped = 0;
  let after = '';
  for (;;) {
    const batch = await matchingRepo.savedSearchesAfter(db, after, BATCH);
    if (!batch.length) break;
    after = batch.at(-1)!.id;
    const parsed = batch
      .filter((s) => s.userId !== board.sellerId)
      .map((s) => ({ s, filters: ZSavedSearchFilters.safeParse(s.filters) }));
    const candidates = parsed.flatMap((c) =>
      c.filters.success ? [{ ...c, filters: c.filters.data }] : [],
    );
    searchesSkipped += parsed.length - candidates.length;
    const { hits, failed } = await exactMatches(
      db,
      boardId,
      candidates.map((c) => c.filters),
    );
    searchesSkipped += failed.size;
    for (const [i, { s, filters }] of candidates.entries()) {
      if (failed.has(i)) continue;
      if (!hits.has(i)) {
        const fuzzy = fuzzyWorthy(filters)
          ? await nullIfRefused(matchingRepo.fuzzyMatchesBoard(db, boardId, filters))
          : false;
        if (fuzzy === null) searchesSkipped += 1;
        if (!fuzzy) continue;
      }
      const created = await notify(
        db,
        jobs,
        {
          userId: s.userId,
          type: 'saved-search-match',
          words: (t) => ({
            title: t.savedSearchMatch(board.kind, s.name),
            body: t.boardWithPrice(board.title, board.price),
          }),
          url: listingPath(board.kind, board.id),
          // One per user and board, however many of their searches match.
          dedupeKey: board.id,
        },
        live,
      );
      if (created) notified += 1;
    }
  }
  return { notified, searchesSkipped };
}

export async function notifyPriceDrop(
  db: Db,
  jobs: Jobs,
  data: { boardId: string; oldPrice: number; newPrice: number; at?: string },
  live?: LivePublisher,
) {
  if (data.newPrice >= data.oldPrice) return { notified: 0 };
  const board = await subjectsRepo.publicBoardForNotice(db, data.boardId);
  if (!board || board.price !== data.newPrice) return { notified: 0, reason: 'changed or hidden' };
  const likers = await subjectsRepo.likersOf(db, board.id);
  let notified = 0;
  for (const { userId } of likers) {
    if (userId === board.sellerId) continue;
    const created = await notify(
      db,
      jobs,
      {
        userId,
        type: 'price-drop',
        words: (t) => ({
          title: t.priceDrop(board.kind),
          body: t.priceDropBody(board.title, data.oldPrice, data.newPrice),
        }),
        url: listingPath(board.kind, board.id),
        // At most one a day per board and reader (issue 55): a second drop the same day (Israel
        // time, the day of the change) is not told; the unique key refuses it, a retry alike.
        dedupeKey: `${board.id}:${israelDate(data.at ? new Date(data.at) : new Date())}`,
      },
      live,
    );
    if (created) notified += 1;
  }
  return { notified };
}
