import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { attributeOf } from '@galim/shared/listings/gear';
import type { TListingKind } from '@galim/shared/listings/kinds';
import type { TGearFilterValue } from '@galim/shared/listings/read-query';
import type { Db } from '../../db/client';
import { brands, categories, surfboards } from '../../db/schema';
import { textCondition, textPlan } from '../search/text-search';
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

/** Where a kind keeps an attribute: a board's column, or the JSON of every other kind. */
function valueOf(kind: TListingKind, key: string, as: 'text' | 'number'): SQL {
  if (kind === 'board') {
    const column = surfboards[key as 'length' | 'volume' | 'finSystem' | 'skillLevel'];
    return sql`${column}`;
  }
  return as === 'number'
    ? sql`(${surfboards.attributes}->>${key})::real`
    : sql`(${surfboards.attributes}->>${key})`;
}

/** One attribute filter as a condition: a range, any of a list, or yes. */
export function attributeCondition(
  kind: TListingKind,
  key: string,
  value: TGearFilterValue,
): SQL | undefined {
  const attribute = attributeOf(kind, key);
  if (!attribute) return undefined;
  if (value === true) return sql`(${surfboards.attributes}->>${key})::boolean = true`;
  if (Array.isArray(value)) {
    if (attribute.type === 'many') {
      return sql`jsonb_exists_any(${surfboards.attributes}->${key}, ${sql.param(value)}::text[])`;
    }
    return sql`${valueOf(kind, key, 'text')} = any(${sql.param(value)}::text[])`;
  }
  const number = valueOf(kind, key, 'number');
  return and(gte(number, value.min), lte(number, value.max));
}

export interface GearListQuery {
  kind: TListingKind | null;
  filters: Record<string, TGearFilterValue>;
  words: string;
  condition?: string;
  brand?: string;
  minPrice?: number;
  maxPrice?: number;
  sort?: 'newest' | 'price-asc' | 'price-desc';
  page: number;
  limit: number;
}

/** Lists count at most this many matches, as board lists do. */
const COUNT_CAP = 1000;

/** A page of public listings: their rows in order and how many match (up to COUNT_CAP). */
export async function searchPublicListings(
  db: Db,
  q: GearListQuery,
): Promise<{ rows: BoardRow[]; total: number; capped: boolean }> {
  const c: SQL[] = [isPublicListing];
  if (q.kind) c.push(eq(surfboards.kind, q.kind));
  for (const [key, value] of Object.entries(q.filters)) {
    const condition = q.kind ? attributeCondition(q.kind, key, value) : undefined;
    if (condition) c.push(condition);
  }
  if (q.condition) c.push(eq(surfboards.condition, q.condition));
  if (q.brand) c.push(eq(surfboards.brandId, q.brand));
  if (q.minPrice !== undefined) c.push(gte(surfboards.price, q.minPrice));
  if (q.maxPrice !== undefined) c.push(lte(surfboards.price, q.maxPrice));
  const text = textCondition(surfboards.searchText, textPlan(q.words), false);
  if (text) c.push(text);
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
