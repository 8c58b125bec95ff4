import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { TListingKind } from '@galim/shared/listings/kinds';
import type { Db } from '../../db/client';
import { brands, categories, surfboards } from '../../db/schema';
import { listingConditions, type GearListQuery } from './listing-conditions';
import { rowsInOrder, selectBoardsByIds, type BoardRow } from './repo';
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

/** Lists count at most this many matches, as board lists do. */
const COUNT_CAP = 1000;

/** A page of public listings: their rows in order and how many match (up to COUNT_CAP). */
export async function searchPublicListings(
  db: Db,
  q: GearListQuery,
): Promise<{ rows: BoardRow[]; total: number; capped: boolean }> {
  const c = [isPublicListing, ...listingConditions(q, false)];
  const where = and(...c);
  const order =
    q.sort === 'price-asc'
      ? [asc(surfboards.price), asc(surfboards.id)]
      : q.sort === 'price-desc'
        ? [desc(surfboards.price), desc(surfboards.id)]
        : [desc(surfboards.listedAt), desc(surfboards.id)];
  const [ids, counted] = await Promise.all([
    db
      .select({ id: surfboards.id })
      .from(surfboards)
      .where(where)
      .orderBy(...order)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(
      db
        .select({ one: sql`1` })
        .from(surfboards)
        .where(where)
        .limit(COUNT_CAP + 1)
        .as('matches'),
    ),
  ]);
  const n = Number(counted[0]?.n ?? 0);
  const rows = await rowsInOrder(
    db,
    ids.map((r) => r.id),
    (missing) => selectBoardsByIds(db, missing, 'listing'),
  );
  return { rows, total: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP };
}
