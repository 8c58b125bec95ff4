import { and, asc, eq, sql, desc, isNotNull, isNull, notInArray, type SQL } from 'drizzle-orm';
import type { TSurfboardSearchQuery } from '@galim/shared/surfboards/schemas';
import type { Db } from '../../db/client';
import { surfboards, surfboardInquiries, surfboardViews } from '../../db/schema';
import {
  canRetryFuzzy,
  findByWords,
  textPlan,
  textRank,
  useFuzzyThreshold,
} from '../search/text-search';
import { isPublicBoard } from './visibility';
import { cappedCount, COUNT_CAP, countOf, type CountWalk } from './list-totals';
import {
  filterConditions,
  rowsInOrder,
  searchWords,
  type BoardPageRows,
  type RowsByIds,
} from './repo';
import { NULLABLE_SORTS, orderBy, rangeColumn, SORT_COLUMNS, type TSortField } from './list-order';
import { boardListParts, plainListPage, plainShape } from './list-statement';
import { DISTANCE_SORT } from '@galim/shared/geo/near';
import { distanceSql, nearOf, withinSql, type Near } from '../../lib/near';

export { orderBy, rangeColumn } from './list-order';

// Queries of the public marketplace: search, a seller's boards, views and inquiries. Lists run
// in three cheap steps: a count and a page of ids on `surfboards` alone (the partial indexes per
// sort and the trigram GIN indexes serve them), then one joined read of those ≤48 rows. No
// per-row queries.

/** Above this many matches a list keeps newest-first: ranking would score every match. */
export const RANK_MAX_MATCHES = 2000;

async function idsOf(
  tx: Db,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
): Promise<string[]> {
  const rows = await tx
    .select({ id: surfboards.id })
    .from(surfboards)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.id);
}

interface ListSpec {
  where: SQL | undefined;
  sortBy: TSortField;
  sortOrder: TSurfboardSearchQuery['sortOrder'];
  page: number;
  limit: number;
  withSearch: boolean;
  /** Words to match: their matches are found by the words' index (findByWords). */
  words: boolean;
  /** The index the count walks: the filters' range (price, length, volume) or the point's. */
  countBy?: CountWalk;
  /** Best matches first (then newest), for a text search the user did not sort. */
  rank?: SQL;
  /** Nearest first (`sortBy=distance`): from this place, within its radius if it has one. */
  nearest?: Near;
}

/** The first ring a nearest-first page looks in, km; each next one is twice as wide. */
const FIRST_RING_KM = 1;
/** Wider than Israel from any point in it: past this, the ring is the whole list. */
const LAST_RING_KM = 512;

/**
 * A page of ids nearest first. Sorting every match by distance would read them all (a btree
 * has no nearest-first walk), so the page is looked for in growing rings: the first ring around
 * the point that holds every row up to the page's end holds them in the same order as the whole
 * list. Each ring is a box on the point index, then the exact distance; one that holds too few
 * rows costs a short read.
 */
async function nearestIds(
  tx: Db,
  spec: ListSpec,
  near: Near,
): Promise<{ ids: string[]; hasMore: boolean }> {
  const { where, limit } = spec;
  const offset = (spec.page - 1) * limit;
  const order = [asc(distanceSql(surfboards.lat, surfboards.lng, near.point)), asc(surfboards.id)];
  const need = offset + limit + 1;
  const widest = near.radiusKm ?? LAST_RING_KM;
  for (let ring = FIRST_RING_KM; ring < widest; ring *= 2) {
    const inRing = and(where, withinSql(surfboards.lat, surfboards.lng, near.point, ring));
    const ids = await idsOf(tx, inRing, order, need, 0);
    if (ids.length === need) return { ids: ids.slice(offset, offset + limit), hasMore: true };
  }
  const ids = await idsOf(tx, where, order, limit + 1, offset);
  return { ids: ids.slice(0, limit), hasMore: ids.length > limit };
}

/** The point index's columns, in its order: a count within a radius walks it. */
const POINT_WALK = [surfboards.lat, surfboards.lng] as const;

/**
 * One page of ids in the list's order, and whether more follow: a page reads one row past its
 * end, so a list whose total is capped still knows whether it goes on.
 */
async function pageIds(
  tx: Db,
  spec: ListSpec,
  rankIt: boolean,
): Promise<{ ids: string[]; hasMore: boolean }> {
  const { where, limit } = spec;
  const offset = (spec.page - 1) * limit;
  const upTo = async (order: SQL[], w = where, off = offset) => {
    const ids = await idsOf(tx, w, order, limit + 1, off);
    return { ids: ids.slice(0, limit), hasMore: ids.length > limit };
  };
  if (rankIt && spec.rank) {
    return upTo([desc(spec.rank), desc(surfboards.listedAt), desc(surfboards.id)]);
  }
  const order = orderBy(spec);
  if (!(NULLABLE_SORTS.has(spec.sortBy) && spec.sortOrder === 'desc')) return upTo(order);
  // Largest first, boards without a value last: the non-null ones walk the index backwards,
  // then the few without a value follow. How many have a value is counted only as far as the
  // page needs (never the whole list).
  const column = SORT_COLUMNS[spec.sortBy];
  const withValue = await upTo(order, and(where, isNotNull(column)));
  if (withValue.hasMore) return withValue;
  const before = withValue.ids.length
    ? offset
    : await cappedCount(tx, and(where, isNotNull(column)), offset, column);
  const rest = await idsOf(
    tx,
    and(where, isNull(column)),
    [desc(surfboards.id)],
    limit - withValue.ids.length + 1,
    Math.max(0, offset - before),
  );
  const ids = [...withValue.ids, ...rest];
  return { ids: ids.slice(0, limit), hasMore: ids.length > limit };
}

/**
 * The count and the page of ids in one statement (one round trip, one plan): for a list whose
 * order does not hang on the count (no ranking, no largest-first with boards left without a
 * value). Each keeps its own index walk.
 */
async function countAndIds(tx: Db, spec: ListSpec) {
  const { limit } = spec;
  const { count, ids } = boardListParts(tx, spec.where, {
    order: spec,
    take: limit + 1,
    skip: (spec.page - 1) * limit,
    countBy: spec.countBy,
  });
  const result = await tx.execute(sql`select (${count}) as n, array(${ids}) as ids`);
  const [row] = (result as unknown as { rows: { n: number; ids: string[] }[] }).rows;
  const counted = Number(row?.n ?? 0);
  const page = row?.ids ?? [];
  return {
    ids: page.slice(0, limit),
    hasMore: page.length > limit,
    total: Math.min(counted, COUNT_CAP),
    capped: counted > COUNT_CAP,
  };
}

async function pageOf(db: Db, spec: ListSpec, readRows?: RowsByIds): Promise<BoardPageRows> {
  const offset = (spec.page - 1) * spec.limit;
  const run = async (tx: Db) => {
    if (spec.withSearch) await useFuzzyThreshold(tx);
    if (spec.nearest) {
      const { total, capped } = await countOf(tx, spec.where, spec.countBy);
      if (!capped && total <= offset) return { ids: [], total, capped, hasMore: false };
      return { ...(await nearestIds(tx, spec, spec.nearest)), total, capped };
    }
    const nullsLast = NULLABLE_SORTS.has(spec.sortBy) && spec.sortOrder === 'desc';
    if (!spec.words && !spec.rank && !nullsLast) return countAndIds(tx, spec);
    const upTo = spec.rank ? RANK_MAX_MATCHES : COUNT_CAP;
    // Words: counted as the words' index finds them, unordered. Past what is counted they are
    // common enough that walking the list's order finds a page soon, so the page may walk again.
    if (spec.words) await findByWords(tx, true);
    const by = spec.words ? null : spec.countBy;
    const { total, capped, counted } = await countOf(tx, spec.where, by, upTo);
    if (!capped && total <= offset) return { ids: [], total, capped, hasMore: false };
    if (spec.words && counted > upTo) await findByWords(tx, false);
    const page = await pageIds(tx, spec, counted <= RANK_MAX_MATCHES);
    return { ...page, total, capped };
  };
  const { ids, ...counts } =
    spec.withSearch || spec.words
      ? await db.transaction(async (tx) => run(tx as unknown as Db))
      : await run(db);
  return { rows: await rowsInOrder(db, ids, readRows), ...counts };
}

/**
 * Public boards matching the filters, one page, with the total. Text is first matched without
 * typo tolerance (cheap through the trigram index); only when nothing matches is it matched
 * again with trigram similarity, which has to score many more candidate rows. A text search
 * that the user did not sort comes best match first. `readRows` reads the page's rows by id
 * (the read cache's rows for a shared list; the database by default).
 */
export async function searchPublicBoards(
  db: Db,
  q: TSurfboardSearchQuery,
  excludeSellers: string[] = [],
  readRows?: RowsByIds,
): Promise<BoardPageRows> {
  const { page: _page, limit: _limit, sortBy, sortOrder, ...filters } = q;
  const plan = textPlan(searchWords(q.search));
  const near = nearOf(q);
  const byDistance = sortBy === DISTANCE_SORT && near ? near : undefined;
  // Sellers the viewer blocked leave the list; such a list is the viewer's own (never cached).
  const notBlocked = excludeSellers.length
    ? notInArray(surfboards.sellerId, excludeSellers)
    : undefined;
  const run = (fuzzy: boolean) =>
    pageOf(
      db,
      {
        where: and(isPublicBoard, notBlocked, ...filterConditions(q, fuzzy)),
        sortBy: !sortBy || sortBy === DISTANCE_SORT ? 'createdAt' : sortBy,
        sortOrder,
        page: q.page,
        limit: q.limit,
        withSearch: fuzzy,
        words: plan.length > 0,
        // Within a radius, or sorted by distance (a point in Israel): along the point index.
        countBy: near && (near.radiusKm !== null || byDistance) ? POINT_WALK : rangeColumn(filters),
        rank: plan.length && !sortBy ? textRank(surfboards.searchText, plan) : undefined,
        nearest: byDistance,
      },
      readRows,
    );
  const shape = excludeSellers.length ? null : plainShape(q);
  if (shape) return plainListPage(db, q, shape, readRows);
  const exact = await run(false);
  if (exact.total > 0 || !canRetryFuzzy(plan)) return exact;
  return run(true);
}

/** A seller's boards: only public ones, or all of them for the seller and admins. */
export function sellerBoards(
  db: Db,
  sellerId: string,
  opts: { includeNonPublic: boolean; page: number; limit: number },
): Promise<BoardPageRows> {
  const where = opts.includeNonPublic
    ? eq(surfboards.sellerId, sellerId)
    : and(eq(surfboards.sellerId, sellerId), isPublicBoard);
  return pageOf(db, {
    where,
    sortBy: 'createdAt',
    sortOrder: 'desc',
    page: opts.page,
    limit: opts.limit,
    withSearch: false,
    words: false,
  });
}

/**
 * Records a view of a board by a viewer on a day; counts it only the first time. Returns
 * whether it counted.
 */
export async function recordView(
  db: Db,
  surfboardId: string,
  viewerKey: string,
  day: string,
): Promise<boolean> {
  const inserted = await db
    .insert(surfboardViews)
    .values({ surfboardId, viewerKey, day })
    .onConflictDoNothing()
    .returning({ day: surfboardViews.day });
  if (!inserted.length) return false;
  await db
    .update(surfboards)
    .set({ viewCount: sql`${surfboards.viewCount} + 1`, updatedAt: sql`${surfboards.updatedAt}` })
    .where(eq(surfboards.id, surfboardId));
  return true;
}

export async function insertInquiry(
  db: Db,
  surfboardId: string,
  userId: string | null,
  channel: 'whatsapp' | 'email' | 'phone' | 'reveal',
): Promise<void> {
  await db.insert(surfboardInquiries).values({ surfboardId, userId, channel });
}
