import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { TListingKind } from '@galim/shared/listings/kinds';
import type { Db } from '../../db/client';
import { brands, categories, surfboards } from '../../db/schema';
import { listingConditions, type GearListQuery } from './listing-conditions';
import { cappedMatches, COUNT_CAP, type CountWalk } from './list-totals';
import { rowsInOrder, selectBoardsByIds, type BoardRow, type RowsByIds } from './repo';
import { isPublicListing } from './visibility';

// The reads of gear of every kind (issue 53, decision 055): the makers and categories a piece of
// gear names, and a page of public listings by kind, attribute filters and words. A board's facts
// are its columns; every other kind's are in `attributes`.

/** A brand's or category's title and the kinds it is kept for, or null when there is none. */
export async function gearReference(
  db: Db,
  table: 'brand' | 'category',
  id: string,
): Promise<{ title: string; kinds: TListingKind[] } | null> {
  const t = table === 'brand' ? brands : categories;
  const [row] = await db.select({ title: t.title, kinds: t.kinds }).from(t).where(eq(t.id, id));
  return row ?? null;
}

/**
 * The index a list of one kind walks for its capped count: its price range in the (kind, price)
 * entries, else its kind newest first. Either index holds every column a filter of gear reads
 * (migration 0042), so the count reads no row of the table and stops at the cap. A text search
 * counts as the words' index finds them.
 */
function countWalk(q: GearListQuery): CountWalk | undefined {
  if (!q.kind || q.words) return undefined;
  const priced = q.minPrice !== undefined || q.maxPrice !== undefined;
  return [surfboards.kind, priced ? surfboards.price : surfboards.listedAt];
}

/** A list's capped count and its page of ids, as statements (the bench explains them). */
export function gearListParts(db: Db, q: GearListQuery) {
  const where = and(isPublicListing, ...listingConditions(q, false));
  const order =
    q.sort === 'price-asc'
      ? [asc(surfboards.price), asc(surfboards.id)]
      : q.sort === 'price-desc'
        ? [desc(surfboards.price), desc(surfboards.id)]
        : [desc(surfboards.listedAt), desc(surfboards.id)];
  const walk = countWalk(q);
  const matches = walk
    ? cappedMatches(db, where, COUNT_CAP + 1, walk)
    : db
        .select({ one: sql`1` })
        .from(surfboards)
        .where(where)
        .limit(COUNT_CAP + 1);
  const ids = db
    .select({ id: surfboards.id })
    .from(surfboards)
    .where(where)
    .orderBy(...order)
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  return { count: sql`select count(*)::int from (${matches}) matching`, ids };
}

/**
 * A page of public listings: their rows in order (`readRows`: from the read cache's rows by id)
 * and how many match (up to COUNT_CAP), the count and the page's ids in one statement.
 */
export async function searchPublicListings(
  db: Db,
  q: GearListQuery,
  readRows: RowsByIds = (missing) => selectBoardsByIds(db, missing, 'listing'),
): Promise<{ rows: BoardRow[]; total: number; capped: boolean }> {
  const { count, ids } = gearListParts(db, q);
  const [row] = await db
    .select({ n: sql<number>`(${count})`, ids: sql<string[]>`array(${ids})` })
    .from(sql`(select) one`);
  const n = Number(row?.n ?? 0);
  const rows = await rowsInOrder(db, row?.ids ?? [], readRows);
  return { rows, total: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP };
}
