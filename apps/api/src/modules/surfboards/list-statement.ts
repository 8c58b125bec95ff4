import { createHash } from 'node:crypto';
import { and, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { TSurfboardSearchQuery } from '@galim/shared/surfboards/schemas';
import type { Db } from '../../db/client';
import { surfboards } from '../../db/schema';
import { cappedMatches, COUNT_CAP, type CountWalk } from './list-totals';
import { filterConditions, rowsInOrder, type BoardPageRows, type RowsByIds } from './repo';
import { isPublicBoard } from './visibility';
import { NULLABLE_SORTS, orderBy, rangeColumn, type TSortField } from './list-order';
import { shapeStatements } from './shape-statements';

// A public list without text, location, a place near which or rider fit (the price slider, the filter chips, the
// plain list): its count and page of ids are the statement of countAndIds (browse-repo.ts),
// built once per shape (which filters, which order) with the values as parameters, so a filter
// set never asked for before costs no query building (decision 050). The page's rows then come
// from the prepared joined read, as on the long way.

/** Filters that are one comparison of a column with the value, in filterConditions' order. */
const PLAIN_FILTERS = [
  'brand',
  'model',
  'category',
  'technology',
  'condition',
  'skillLevel',
  'sellerType',
  'finSystem',
  'minPrice',
  'maxPrice',
  'minLength',
  'maxLength',
  'minVolume',
  'maxVolume',
] as const;
type PlainFilter = (typeof PLAIN_FILTERS)[number];

/** Every other query key a list may carry: with one of them set, the list takes the long way. */
const OTHER_FILTERS = [
  'search',
  'location',
  'fitWeightKg',
  'fitLevel',
  'lat',
  'lng',
  'city',
  'radiusKm',
] as const;

/** Statements kept per database handle; a shape is a few filter names and an order. */
const statements = shapeStatements<ReturnType<typeof build>>(256);

/**
 * The shape of a list this statement answers (its filters and order), or null: a text search,
 * a location or rider fit, or largest-first by length or volume (boards without a value go
 * last, in a walk of their own).
 */
export function plainShape(q: TSurfboardSearchQuery): string | null {
  if (OTHER_FILTERS.some((k) => q[k] !== undefined)) return null;
  const sortBy = q.sortBy ?? 'createdAt';
  if (sortBy === 'distance') return null;
  if (NULLABLE_SORTS.has(sortBy) && q.sortOrder === 'desc') return null;
  const present = PLAIN_FILTERS.filter((k) => q[k] !== undefined);
  return `${present.join(',')}|${sortBy}|${q.sortOrder}`;
}

function build(db: Db, shape: string) {
  const [present, sortBy, sortOrder] = shape.split('|') as [
    string,
    TSortField,
    TSurfboardSearchQuery['sortOrder'],
  ];
  const filters = Object.fromEntries(
    (present ? present.split(',') : []).map((k) => [k, sql.placeholder(k)]),
  ) as unknown as Partial<TSurfboardSearchQuery>;
  const where = and(isPublicBoard, ...filterConditions(filters));
  // The count walks the range's own index when there is a range (list-totals.ts).
  const { count, ids } = boardListParts(db, where, {
    order: { sortBy, sortOrder },
    take: sql.placeholder('take'),
    skip: sql.placeholder('skip'),
    countBy: rangeColumn(filters),
  });
  return db
    .select({ n: sql<number>`(${count})`, ids: sql<string[]>`array(${ids})` })
    .from(sql`(select) one`)
    .prepare(statementName(shape));
}

/**
 * A board list's capped count and its page of ids, as statements: the one statement of
 * countAndIds (browse-repo.ts) and of a shape's kept statement here, and what the plan tests
 * explain. `take` and `skip` are numbers, or placeholders in a kept statement.
 */
export function boardListParts(
  db: Db,
  where: SQL | undefined,
  page: {
    order: Parameters<typeof orderBy>[0];
    take: number | Placeholder;
    skip: number | Placeholder;
    /** The index the count walks (list-totals.ts): the filters' range, or newest first. */
    countBy?: CountWalk;
  },
) {
  const ids = db
    .select({ id: surfboards.id })
    .from(surfboards)
    .where(where)
    .orderBy(...orderBy(page.order))
    .limit(page.take)
    .offset(page.skip);
  const matches = cappedMatches(db, where, COUNT_CAP + 1, page.countBy);
  return { count: sql`select count(*)::int from (${matches}) matching`, ids };
}

/**
 * The server-side name of a shape's statement: parsed once per connection, then only bound and
 * run. The server still plans it for each request's values (a custom plan): the visibility
 * values are parameters, so a generic plan could use none of the public partial indexes and
 * always costs more. A hash, since the server cuts names at 63 bytes.
 */
function statementName(shape: string): string {
  return `galim_list_${createHash('sha256').update(shape).digest('base64url').slice(0, 22)}`;
}

/** A page of a plain list (`plainShape` not null): the same rows and totals as the long way. */
export async function plainListPage(
  db: Db,
  q: TSurfboardSearchQuery,
  shape: string,
  readRows?: RowsByIds,
): Promise<BoardPageRows> {
  const values: Record<string, unknown> = {
    take: q.limit + 1,
    skip: (q.page - 1) * q.limit,
  };
  for (const k of PLAIN_FILTERS) {
    const v = q[k as PlainFilter];
    if (v !== undefined) values[k] = v;
  }
  const [row] = await statements.of(db, shape, () => build(db, shape)).execute(values);
  const counted = Number(row?.n ?? 0);
  const page: string[] = row?.ids ?? [];
  return {
    rows: await rowsInOrder(db, page.slice(0, q.limit), readRows),
    total: Math.min(counted, COUNT_CAP),
    capped: counted > COUNT_CAP,
    hasMore: page.length > q.limit,
  };
}
