import { and, asc, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { LISTING_KINDS, type TListingKind } from '@galim/shared/listings/kinds';
import type { Db } from '../../db/client';
import { brands, categories, surfboards } from '../../db/schema';
import { listingConditions, Placeholders, type GearListQuery } from './listing-conditions';
import { cappedMatches, COUNT_CAP, type CountWalk } from './list-totals';
import { shapeStatements } from './shape-statements';
import { findByWords } from '../search/text-search';
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
function countWalk(q: GearListQuery): CountWalk {
  const priced = q.minPrice !== undefined || q.maxPrice !== undefined;
  return [surfboards.kind, priced ? surfboards.price : surfboards.listedAt];
}

/**
 * A list's capped walk of matches for its count: in order for a list of one kind; unordered for
 * words, which the words' index finds (findByWords).
 */
const cappedWalk = (db: Db, where: SQL | undefined, q: GearListQuery) =>
  cappedMatches(db, where, COUNT_CAP + 1, q.words ? null : countWalk(q));

/** The page's size and offset, as values or placeholders. */
function pageSlots(q: GearListQuery, p?: Placeholders) {
  const skip = (q.page - 1) * q.limit;
  return p ? { take: p.at('take', q.limit), skip: p.at('skip', skip) } : { take: q.limit, skip };
}

/** A list's order: newest first, or by price either way; the id breaks ties. */
function listOrder(q: GearListQuery) {
  const by =
    q.sort === 'price-asc' || q.sort === 'price-desc' ? surfboards.price : surfboards.listedAt;
  const way = q.sort === 'price-asc' ? asc : desc;
  return { by, way, order: [way(by), way(surfboards.id)] };
}

/** A list's conditions: its kind's, and who may see it. */
const listWhere = (q: GearListQuery, p?: Placeholders) =>
  and(isPublicListing, ...listingConditions(q, false, p));

/**
 * A list's capped count and its page of ids, as statements (the bench explains them). With `p`,
 * the filters' values, the page's size and its offset are placeholders.
 */
export function gearListParts(db: Db, q: GearListQuery, p?: Placeholders) {
  if (!q.kind && !q.words) return everyKindParts(db, q);
  const where = listWhere(q, p);
  const matches = cappedWalk(db, where, q);
  const { take, skip } = pageSlots(q, p);
  const ids = db
    .select({ id: surfboards.id })
    .from(surfboards)
    .where(where)
    .orderBy(...listOrder(q).order)
    .limit(take)
    .offset(skip);
  return { count: sql`select count(*)::int from (${matches}) matching`, ids };
}

/** Statements one after another, each whole: `(a) union all (b) …`. */
const unionAll = (parts: SQLWrapper[]) =>
  sql.join(
    parts.map((s) => sql`(${s})`),
    sql` union all `,
  );

/**
 * A list of every kind without words (no kind asked, none named by the words): each kind walked as
 * a list of that kind is, then merged. Asked of the whole table at once, the planner read all of
 * it (parallel sequential scans, 0.3–0.9 s at a million listings). A kind's count stops at the
 * cap and the merged count at the cap; a kind's page stops at the page's end, `skip + take`
 * entries. Words are not walked so: a word no listing of a kind has would walk that whole kind
 * (2 s at a million); the words' index finds them across the kinds.
 */
function everyKindParts(db: Db, q: GearListQuery) {
  const kinds = LISTING_KINDS.map((kind) => {
    const where = listWhere({ ...q, kind });
    return { where, matches: cappedWalk(db, where, { ...q, kind }) };
  });
  const walks = unionAll(kinds.map((k) => k.matches));
  const count = sql`select count(*)::int from (select 1 from (${walks}) walks limit ${COUNT_CAP + 1}) matching`;
  const { by, way, order } = listOrder(q);
  const take = q.limit;
  const skip = (q.page - 1) * q.limit;
  const firsts = kinds.map(({ where }) =>
    db
      .select({ id: surfboards.id, at: sql`${by}`.as('at') })
      .from(surfboards)
      .where(where)
      .orderBy(...order)
      .limit(take + skip),
  );
  const merged = sql`(${unionAll(firsts)}) merged`;
  const ids = db
    .select({ id: sql<string>`merged.id` })
    .from(merged)
    .orderBy(way(sql`merged.at`), way(sql`merged.id`))
    .limit(take)
    .offset(skip);
  return { count, ids };
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
  if (q.words) return wordsCountAndIds(db, q);
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
 * The count and the page's ids of a text search: its matches counted as the words' index finds
 * them (findByWords), and its page sorted from them; past the cap they are common enough that
 * walking the list's order finds the page soon.
 */
function wordsCountAndIds(db: Db, q: GearListQuery): Promise<{ n: number; ids: string[] }> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await findByWords(tx, true);
    const { count, ids } = gearListParts(tx, q);
    const counted = await tx.execute(count);
    const n = Number((counted as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0);
    if (n > COUNT_CAP) await findByWords(tx, false);
    const page = await tx.execute(sql`${ids}`);
    return { n, ids: (page as unknown as { rows: { id: string }[] }).rows.map((r) => r.id) };
  });
}

/** A list's capped count and page of ids found without a statement (gear-mirror.ts), or null. */
export type CountAndIds = (q: GearListQuery) => Promise<{ n: number; ids: string[] } | null>;

/**
 * A page of public listings: their rows in order (`readRows`: from the read cache's rows by id)
 * and how many match (up to COUNT_CAP), the count and the page's ids from the mirror of public
 * gear when it answers (`mirrored`), else in one statement.
 */
export async function searchPublicListings(
  db: Db,
  q: GearListQuery,
  readRows: RowsByIds = (missing) => selectBoardsByIds(db, missing, 'listing'),
  mirrored?: CountAndIds,
): Promise<{ rows: BoardRow[]; total: number; capped: boolean }> {
  const { n, ids } = (await mirrored?.(q)) ?? (await runCountAndIds(db, q));
  const rows = await rowsInOrder(db, ids, readRows);
  return { rows, total: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP };
}
