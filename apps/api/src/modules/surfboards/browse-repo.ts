import { and, eq, sql, asc, desc, isNotNull, isNull, notInArray, type SQL } from 'drizzle-orm';
import type { TSurfboardSearchQuery } from '@galim/shared/surfboards/schemas';
import type { Db } from '../../db/client';
import { surfboards, surfboardInquiries, surfboardViews } from '../../db/schema';
import { canRetryFuzzy, textPlan, textRank, useFuzzyThreshold } from '../search/text-search';
import { isPublicBoard } from './visibility';
import { countOf } from './count-cache';
import { filterConditions, rowsInOrder, searchWords, type BoardPageRows } from './repo';

// Queries of the public marketplace: search, a seller's boards, views and inquiries. Lists run
// in three cheap steps: a count and a page of ids on `surfboards` alone (the partial indexes per
// sort and the trigram GIN indexes serve them), then one joined read of those ≤48 rows. No
// per-row queries.

/** Above this many matches a list keeps newest-first: ranking would score every match. */
export const RANK_MAX_MATCHES = 2000;

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
export async function searchPublicBoards(
  db: Db,
  q: TSurfboardSearchQuery,
  excludeSellers: string[] = [],
): Promise<BoardPageRows> {
  const { page: _page, limit: _limit, sortBy, sortOrder, ...filters } = q;
  const plan = textPlan(searchWords(q.search));
  // Sellers the viewer blocked leave the list; such a list is the viewer's own (never cached).
  const notBlocked = excludeSellers.length
    ? notInArray(surfboards.sellerId, excludeSellers)
    : undefined;
  const run = (fuzzy: boolean) =>
    pageOf(db, {
      where: and(isPublicBoard, notBlocked, ...filterConditions(filters, fuzzy)),
      sortBy: sortBy ?? 'createdAt',
      sortOrder,
      page: q.page,
      limit: q.limit,
      withSearch: fuzzy,
      cacheKey: notBlocked
        ? null
        : `public:${fuzzy ? 'fuzzy:' : ''}${sortBy ? '' : 'rank:'}${JSON.stringify(filters)}`,
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
