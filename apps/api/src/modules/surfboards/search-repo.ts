import { and, asc, desc, eq, gte, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TSurfboardSearchQuery } from '@galim/shared/surfboards/schemas';
import type { Db } from '../../db/client';
import { surfboardInquiries, surfboardLikes, surfboards, surfboardViews } from '../../db/schema';
import { fitVolumeRange } from '@galim/shared/surfboards/fit';
import {
  canRetryFuzzy,
  textCondition,
  textPlan,
  textRank,
  useFuzzyThreshold,
} from '../search/text-search';
import { isPublicBoard, selectBoardsByIds, type BoardRow } from './read';

// Queries of the public marketplace: search, a seller's boards, likes, favourites, views and
// inquiries. Lists run in three cheap steps: a count and a page of ids on `surfboards` alone
// (the partial indexes per sort and the trigram GIN indexes serve them), then one joined read of
// those ≤48 rows. No per-row queries.

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Above this many matches a list keeps newest-first: ranking would score every match. */
export const RANK_MAX_MATCHES = 2000;

export function filterConditions(q: Partial<TSurfboardSearchQuery>, fuzzy = false): SQL[] {
  const volume = fitVolumeRange(q);
  const c: SQL[] = [];
  if (q.brand) c.push(eq(surfboards.brandId, q.brand));
  if (q.model) c.push(eq(surfboards.modelId, q.model));
  if (q.category) c.push(eq(surfboards.categoryId, q.category));
  if (q.technology) c.push(eq(surfboards.technologyId, q.technology));
  if (q.condition) c.push(eq(surfboards.condition, q.condition));
  if (q.skillLevel) c.push(eq(surfboards.skillLevel, q.skillLevel));
  if (q.sellerType) c.push(eq(surfboards.sellerType, q.sellerType));
  if (q.finSystem) c.push(eq(surfboards.finSystem, q.finSystem));
  if (q.minPrice !== undefined) c.push(gte(surfboards.price, q.minPrice));
  if (q.maxPrice !== undefined) c.push(lte(surfboards.price, q.maxPrice));
  if (q.minLength !== undefined) c.push(gte(surfboards.length, q.minLength));
  if (q.maxLength !== undefined) c.push(lte(surfboards.length, q.maxLength));
  if (q.minVolume !== undefined) c.push(gte(surfboards.volume, q.minVolume));
  if (q.maxVolume !== undefined) c.push(lte(surfboards.volume, q.maxVolume));
  if (volume) c.push(gte(surfboards.volume, volume.min), lte(surfboards.volume, volume.max));
  if (q.location) {
    c.push(sql`${surfboards.locationText} ilike ${`%${escapeLike(q.location)}%`}`);
  }
  const text = textCondition(surfboards.searchText, textPlan(q.search), fuzzy);
  if (text) c.push(text);
  return c;
}

const SORT_COLUMNS = {
  createdAt: surfboards.createdAt,
  price: surfboards.price,
  length: surfboards.length,
  volume: surfboards.volume,
  viewCount: surfboards.viewCount,
} as const;

type TSortField = keyof typeof SORT_COLUMNS;

const NULLABLE_SORTS = new Set(['length', 'volume']);

/**
 * The order of a list; the id breaks ties so pages never overlap. Each order matches a
 * (column, id) partial index read forwards or backwards, so a page costs a short index walk.
 */
function orderBy(q: { sortBy: TSortField; sortOrder: TSurfboardSearchQuery['sortOrder'] }): SQL[] {
  const column = SORT_COLUMNS[q.sortBy];
  if (q.sortOrder === 'asc') return [asc(column), asc(surfboards.id)];
  return [desc(column), desc(surfboards.id)];
}

/** Reads the full rows of the given ids, in the given order. */
async function rowsInOrder(db: Db, ids: string[]): Promise<BoardRow[]> {
  if (!ids.length) return [];
  const rows = await selectBoardsByIds(db, ids);
  const byId = new Map(rows.map((r) => [r.board.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is BoardRow => Boolean(r));
}

export interface BoardPageRows {
  rows: BoardRow[];
  total: number;
}

/**
 * Totals never cost more than counting COUNT_CAP rows on a request: a count stops at
 * COUNT_CAP + 1 matching rows. Above that the total comes from a short-lived cache, filled
 * first with the planner's estimate and then, in the background, by one exact count per key at
 * a time (single flight); a stale entry is served while it is recounted
 * (stale-while-revalidate). Small totals, 0 included, are always exact and fresh.
 */
const COUNT_CAP = 1000;
const TOTALS_TTL_MS = 30_000;
const TOTALS_MAX_KEYS = 500;
interface CachedTotal {
  total: number;
  at: number;
  refreshing?: Promise<void>;
}
/** Per database handle, so two app instances in one process never share totals. */
const totalsCaches = new WeakMap<Db, Map<string, CachedTotal>>();

async function cappedCount(tx: Db, where: SQL | undefined): Promise<number> {
  const matching = tx
    .select({ one: sql`1`.as('one') })
    .from(surfboards)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('matching');
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(matching);
  return row?.n ?? 0;
}

/** The planner's row estimate for the filters: constant cost, whatever the table size. */
async function estimatedCount(tx: Db, where: SQL | undefined): Promise<number> {
  const query = tx.select({ id: surfboards.id }).from(surfboards).where(where);
  const { sql: text, params } = query.toSQL();
  const inlined = text.replace(/\$(\d+)/g, (_, i: string) => {
    const v = params[Number(i) - 1];
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    if (v === null || v === undefined) return 'null';
    return `'${String(v instanceof Date ? v.toISOString() : v).replace(/'/g, "''")}'`;
  });
  const result = await tx.execute(sql.raw(`explain (format json) ${inlined}`));
  const rows = (result as unknown as { rows?: Record<string, unknown>[] }).rows ?? [];
  const plan = rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as
    { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  return Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

async function countOf(
  db: Db,
  tx: Db,
  where: SQL | undefined,
  cacheKey: string | null,
  recount: boolean,
): Promise<number> {
  const capped = await cappedCount(tx, where);
  if (capped <= COUNT_CAP) return capped;
  const atLeast = COUNT_CAP + 1;

  let totalsCache = totalsCaches.get(db);
  if (!totalsCache) {
    totalsCache = new Map();
    totalsCaches.set(db, totalsCache);
  }
  const key =
    cacheKey ?? `where:${JSON.stringify(db.select().from(surfboards).where(where).toSQL())}`;
  let entry = totalsCache.get(key);
  if (!entry) {
    if (totalsCache.size >= TOTALS_MAX_KEYS) totalsCache.clear();
    const estimate = await estimatedCount(tx, where).catch(() => atLeast);
    entry = { total: Math.max(atLeast, estimate), at: 0 };
    totalsCache.set(key, entry);
  }
  // Search texts need their transaction's trigram settings: estimates only, no recount.
  if (recount && Date.now() - entry.at >= TOTALS_TTL_MS && !entry.refreshing) {
    const current = entry;
    current.refreshing = db
      .select({ total: sql<number>`count(*)::int` })
      .from(surfboards)
      .where(where)
      .then(([row]) => {
        current.total = Math.max(atLeast, row?.total ?? 0);
        current.at = Date.now();
      })
      .catch(() => {
        // keep the previous figure; the next request tries again
      })
      .finally(() => {
        current.refreshing = undefined;
      });
  }
  return Math.max(atLeast, entry.total);
}

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
  /** Identifies the filters for the totals cache; null: never cache. */
  cacheKey: string | null;
  /** Best matches first (then newest), for a text search the user did not sort. */
  rank?: SQL;
}

async function pageOf(db: Db, spec: ListSpec): Promise<BoardPageRows> {
  const { where, page, limit } = spec;
  const offset = (page - 1) * limit;
  const run = async (tx: Db) => {
    if (spec.withSearch) await useFuzzyThreshold(tx);
    const total = await countOf(db, tx, where, spec.cacheKey, !spec.withSearch);
    if (total <= offset) return { ids: [], total };
    if (spec.rank && total <= RANK_MAX_MATCHES) {
      const ranked = [desc(spec.rank), desc(surfboards.createdAt), desc(surfboards.id)];
      return { ids: await idsOf(tx, where, ranked, limit, offset), total };
    }
    const order = orderBy(spec);
    if (!(NULLABLE_SORTS.has(spec.sortBy) && spec.sortOrder === 'desc')) {
      return { ids: await idsOf(tx, where, order, limit, offset), total };
    }
    // Largest first, boards without a value last: the non-null ones walk the index backwards,
    // then the few without a value follow.
    const column = SORT_COLUMNS[spec.sortBy];
    const [nullRow] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(surfboards)
      .where(and(where, isNull(column)));
    const withValue = total - (nullRow?.n ?? 0);
    const ids =
      offset < withValue
        ? await idsOf(tx, and(where, isNotNull(column)), order, limit, offset)
        : [];
    if (ids.length < limit) {
      const rest = await idsOf(
        tx,
        and(where, isNull(column)),
        [desc(surfboards.id)],
        limit - ids.length,
        Math.max(0, offset - withValue),
      );
      ids.push(...rest);
    }
    return { ids, total };
  };
  const { ids, total } = spec.withSearch
    ? await db.transaction(async (tx) => run(tx as unknown as Db))
    : await run(db);
  return { rows: await rowsInOrder(db, ids), total };
}

/**
 * Public boards matching the filters, one page, with the total. Text is first matched without
 * typo tolerance (cheap through the trigram index); only when nothing matches is it matched
 * again with trigram similarity, which has to score many more candidate rows. A text search
 * that the user did not sort comes best match first.
 */
export async function searchPublicBoards(db: Db, q: TSurfboardSearchQuery): Promise<BoardPageRows> {
  const { page: _page, limit: _limit, sortBy, sortOrder, ...filters } = q;
  const plan = textPlan(q.search);
  const run = (fuzzy: boolean) =>
    pageOf(db, {
      where: and(isPublicBoard, ...filterConditions(filters, fuzzy)),
      sortBy: sortBy ?? 'createdAt',
      sortOrder,
      page: q.page,
      limit: q.limit,
      withSearch: fuzzy,
      cacheKey: `public:${fuzzy ? 'fuzzy:' : ''}${sortBy ? '' : 'rank:'}${JSON.stringify(filters)}`,
      rank: plan.length && !sortBy ? textRank(surfboards.searchText, plan) : undefined,
    });
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
    cacheKey: null,
  });
}

/** The boards a user liked that they can still see (public, or their own), newest like first. */
export async function favoriteBoards(
  db: Db,
  userId: string,
  page: number,
  limit: number,
): Promise<BoardPageRows> {
  const where = and(
    eq(surfboardLikes.userId, userId),
    or(isPublicBoard, eq(surfboards.sellerId, userId)),
  );
  const [countRow] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(surfboardLikes)
    .innerJoin(surfboards, eq(surfboards.id, surfboardLikes.surfboardId))
    .where(where);
  const idRows = await db
    .select({ id: surfboards.id })
    .from(surfboardLikes)
    .innerJoin(surfboards, eq(surfboards.id, surfboardLikes.surfboardId))
    .where(where)
    .orderBy(desc(surfboardLikes.createdAt), desc(surfboards.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    rows: await rowsInOrder(
      db,
      idRows.map((r) => r.id),
    ),
    total: countRow?.total ?? 0,
  };
}

export async function addLike(db: Db, userId: string, surfboardId: string): Promise<void> {
  await db.insert(surfboardLikes).values({ userId, surfboardId }).onConflictDoNothing();
}

export async function removeLike(db: Db, userId: string, surfboardId: string): Promise<void> {
  await db
    .delete(surfboardLikes)
    .where(and(eq(surfboardLikes.userId, userId), eq(surfboardLikes.surfboardId, surfboardId)));
}

export async function isLiked(db: Db, userId: string, surfboardId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(surfboardLikes)
    .where(and(eq(surfboardLikes.userId, userId), eq(surfboardLikes.surfboardId, surfboardId)))
    .limit(1);
  return rows.length > 0;
}

export async function likeCount(db: Db, surfboardId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(surfboardLikes)
    .where(eq(surfboardLikes.surfboardId, surfboardId));
  return row?.n ?? 0;
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
  channel: 'whatsapp' | 'email' | 'phone',
): Promise<void> {
  await db.insert(surfboardInquiries).values({ surfboardId, userId, channel });
}
