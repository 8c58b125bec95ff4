import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { ZSavedSearchFilters } from '@galim/shared/alerts/schemas';
import type { Db } from '../../db/client';
import { savedSearches, surfboards } from '../../db/schema';
import { useFuzzyThreshold } from '../search/text-search';
import { readGearQuery } from '@galim/shared/listings/read-query';
import { filterConditions } from '../surfboards/repo';
import { listingConditions } from '../surfboards/listing-conditions';
import { isBoardKind, isPublicListing } from '../surfboards/visibility';

// Matching saved searches against a board that became public, with the public list's own
// conditions (surfboards/repo.ts's filterConditions) and its typo-tolerant second pass.

/** A saved search's filters once checked (the public list's query, without paging). */
export type SavedSearchFilters = ReturnType<typeof ZSavedSearchFilters.parse>;

/**
 * A saved search's conditions but for who may see the listing: a board search is the public
 * board list's (boards only); a search of gear is its kind's list, its words read by the kind as
 * GET /api/listings reads them ("חליפה 4/3 M").
 */
function searchConditions(f: SavedSearchFilters, fuzzy: boolean): SQL[] {
  if (!f.kind || f.kind === 'board') return [isBoardKind, ...filterConditions(f, fuzzy)];
  const read = readGearQuery(f.search ?? '');
  const words = read.kind === f.kind || read.kind === null ? read.text : (f.search ?? '');
  const filters = read.kind === f.kind ? { ...read.attributes, ...f.attributes } : f.attributes;
  return listingConditions(
    {
      kind: f.kind,
      filters: filters ?? {},
      words,
      condition: f.condition,
      brand: f.brand,
      minPrice: f.minPrice,
      maxPrice: f.maxPrice,
    },
    fuzzy,
  );
}

/** Every user's saved searches in id order, `limit` at a time after the id `after`. */
export function savedSearchesAfter(db: Db, after: string, limit: number) {
  return db
    .select()
    .from(savedSearches)
    .where(gt(savedSearches.id, after))
    .orderBy(savedSearches.id)
    .limit(limit);
}

/**
 * Which of the searches match the public board (their indexes): one query for all, each
 * search's conditions (the public list's filterConditions) in a CASE of its own, so a thousand
 * saved searches cost five queries.
 */
export async function savedSearchHits(
  db: Db,
  boardId: string,
  searches: SavedSearchFilters[],
): Promise<Set<number>> {
  if (!searches.length) return new Set();
  const cases = searches.map((f, i) => {
    const conds = searchConditions(f, false);
    return sql`case when ${conds.length ? and(...conds) : sql`true`} then ${i}::int end`;
  });
  const [row] = await db
    .select({ hits: sql<number[]>`array_remove(array[${sql.join(cases, sql`, `)}]::int[], null)` })
    .from(surfboards)
    .where(and(eq(surfboards.id, boardId), isPublicListing));
  return new Set(row?.hits ?? []);
}

/** The list's second pass for one search: whether close trigram matches find the board. */
export function fuzzyMatchesBoard(
  db: Db,
  boardId: string,
  filters: SavedSearchFilters,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await useFuzzyThreshold(tx as unknown as Db);
    const rows = await tx
      .select({ id: surfboards.id })
      .from(surfboards)
      .where(and(eq(surfboards.id, boardId), isPublicListing, ...searchConditions(filters, true)))
      .limit(1);
    return rows.length > 0;
  });
}
