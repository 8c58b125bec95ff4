import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { TListingKind } from '@galim/shared/listings/kinds';
import type { Db } from '../../db/client';
import { brands, categories, surfboards } from '../../db/schema';
import { listingConditions, Placeholders, type GearListQuery } from './listing-conditions';
import { cappedMatches, COUNT_CAP, type CountWalk } from './list-totals';
import { shapeStatements } from './shape-statements';
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
 * is ordered the same way: unordered, its capped count let the planner read the table from the
 * start, expecting to meet a thousand matches soon (the gear bench saw `kind=fins&search=futures`
 * scan `surfboards`); ordered, it walks the kind or takes the words' index and sorts.
 */
function countWalk(q: GearListQuery): CountWalk | undefined {
  if (!q.kind) return undefined;
  const priced = q.minPrice !== undefined || q.maxPrice !== undefined;
  return [surfboards.kind, priced ? surfboards.price : surfboards.listedAt];
}

/** The page's size and offset, as values or placeholders. */
function pageSlots(q: GearListQuery, p?: Placeholders) {
  const skip = (q.page - 1) * q.limit;
  return p ? { take: p.at('take', q.limit), skip: p.at('skip', skip) } : { take: q.limit, skip };
}

/**
 * A list's capped count and its page of ids, as statements (the bench explains them). With `p`,
 * the filters' values, the page's size and its offset are placeholders.
 */
export function gearListParts(db: Db, q: GearListQuery, p?: Placeholders) {
  const where = and(isPublicListing, ...listingConditions(q, false, p));
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
  const { take, skip } = pageSlots(q, p);
  const ids = db
    .select({ id: surfboards.id })
    .from(surfboards)
    .where(where)
    .orderBy(...order)
    .limit(take)
    .offset(skip);
  return { count: sql`select count(*)::int from (${matches}) matching`, ids };
}

/** The count and the page's ids as one statement. */
function countAndIds(db: Db, q: GearListQuery, p?: Placeholders) {
  const { count, ids } = gearListParts(db, q, p);
  return db
    .select({ n: sql<number>`(${count})`, ids: sql<string[]>`array(${ids})` })
    .from(sql`(select) one`);
}

/**
 * The shape of a list (its kind, which filters and how each is checked, its order) when its
 * statement can be built once and kept: not for words or "fits me", whose conditions are written
 * for their values.
 */
function shapeOf(q: GearListQuery): string | null {
  if (q.words || q.fit || !q.kind) return null;
  const filters = Object.entries(q.filters).map(
    ([key, v]) => `${key}:${v === true ? 'yes' : Array.isArray(v) ? 'list' : 'range'}`,
  );
  // As listingConditions writes them: a condition and a maker when given, a price when set.
  const common = [
    q.condition ? 'condition' : '',
    q.brand ? 'brand' : '',
    q.minPrice !== undefined ? 'min' : '',
    q.maxPrice !== undefined ? 'max' : '',
  ];
  return `${q.kind}|${q.sort ?? 'newest'}|${filters.join(',')}|${common.join(',')}`;
}

/** Statements kept per database handle; a shape is a kind, a few filter names and an order. */
type Statement = { execute: (values: Record<string, unknown>) => Promise<unknown[]> };
const statements = shapeStatements<Statement>(512);

/**
 * The count and the page's ids of a list: built once per shape (decision 065) and sent unnamed,
 * so the server parses and plans it for each request's values as before, and a list never asked
 * for costs no building of its statement, only its values'.
 */
async function runCountAndIds(db: Db, q: GearListQuery): Promise<{ n: number; ids: string[] }> {
  const shape = shapeOf(q);
  let row: { n: number; ids: string[] | null } | undefined;
  if (!shape) {
    [row] = await countAndIds(db, q);
  } else {
    // The values, recorded by the same conditions that write the statement's placeholders.
    const p = new Placeholders();
    listingConditions(q, false, p);
    pageSlots(q, p);
    // An empty name: built once, yet unnamed on the wire, so each request is planned for its values.
    const statement = statements.of(
      db,
      shape,
      () => countAndIds(db, q, new Placeholders()).prepare('') as unknown as Statement,
    );
    [row] = (await statement.execute(p.values)) as (typeof row)[];
  }
  return { n: Number(row?.n ?? 0), ids: row?.ids ?? [] };
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
  const { n, ids } = await runCountAndIds(db, q);
  const rows = await rowsInOrder(db, ids, readRows);
  return { rows, total: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP };
}
