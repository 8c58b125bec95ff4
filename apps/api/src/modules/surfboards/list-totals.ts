import { desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { surfboards } from '../../db/schema';

// The totals above board lists: a capped count on every request. Up to COUNT_CAP matches the
// total is exact and fresh; above it the answer says "more than 1,000" and no query ever reads
// every match. (Before decision 050 a figure above the cap came from the planner's estimate and
// a background exact count per filter set; at a million boards that exact count read hundreds of
// thousands of rows, and no page showed a figure above 1,000 that a visitor could check.)

/** The most a total counts exactly; above it the list says "more than COUNT_CAP". */
export const COUNT_CAP = 1000;

/** A list's total: exact, or (`capped`) "more than `total`". */
export interface ListTotal {
  total: number;
  capped: boolean;
}

/**
 * The index a capped count walks: one column (with the id), or the columns of a composite index
 * in its order (the point's (lat, lng, id), for a radius).
 */
export type CountWalk = AnyColumn | readonly AnyColumn[];

/**
 * What a capped count reads: at most `cap` matching boards, in the order of a public partial
 * index. `by` is the column of the filter's own range (price, length or volume) when it has
 * one: the count then walks that (column, id) index over the range only, so every row it reads
 * is in the range. Otherwise the newest-first (listed_at, id) index, public boards only. The order is there
 * to pin the walk to an index: without one the planner may read the table until the cap, or all
 * of it for a filter that matches few boards.
 */
export function cappedMatches(
  tx: Db,
  where: SQL | undefined,
  cap = COUNT_CAP + 1,
  by: CountWalk | null = surfboards.listedAt,
) {
  const matches = tx
    .select({ one: sql`1`.as('one') })
    .from(surfboards)
    .where(where);
  // Unordered: a text search's matches, found by the words' index (findByWords).
  if (by === null) return matches.limit(cap);
  const walk = (Array.isArray(by) ? by : [by]) as AnyColumn[];
  return matches.orderBy(...walk.map((c) => desc(c)), desc(surfboards.id)).limit(cap);
}

/** How many boards match, counting at most `cap` of them. */
export async function cappedCount(
  tx: Db,
  where: SQL | undefined,
  cap: number,
  by?: CountWalk | null,
): Promise<number> {
  const matching = cappedMatches(tx, where, cap, by).as('matching');
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(matching);
  return row?.n ?? 0;
}

/**
 * The total of a list: exact up to COUNT_CAP, else capped. `upTo` counts further when the
 * caller needs to know more (a text search ranks up to 2,000 matches best first), still
 * answering "more than COUNT_CAP" above COUNT_CAP; `count` is what was counted.
 */
export async function countOf(
  tx: Db,
  where: SQL | undefined,
  by?: CountWalk | null,
  upTo = COUNT_CAP,
): Promise<ListTotal & { counted: number }> {
  const counted = await cappedCount(tx, where, Math.max(upTo, COUNT_CAP) + 1, by);
  if (counted <= COUNT_CAP) return { total: counted, capped: false, counted };
  return { total: COUNT_CAP, capped: true, counted };
}
