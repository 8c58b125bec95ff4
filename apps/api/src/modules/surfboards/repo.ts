import {
  and,
  eq,
  sql,
  type SQL,
  asc,
  desc,
  gte,
  isNotNull,
  isNull,
  lte,
  or,
  inArray,
  ne,
} from 'drizzle-orm';
import type { TSurfboardSearchQuery } from '@galim/shared/surfboards/schemas';
import type { Db } from '../../db/client';
import {
  boardHolds,
  brands,
  categories,
  reports,
  models,
  surfboards,
  technologies,
  users,
  surfboardInquiries,
  surfboardLikes,
  surfboardViews,
} from '../../db/schema';
import { fitVolumeRange } from '@galim/shared/surfboards/fit';
import {
  canRetryFuzzy,
  textCondition,
  textPlan,
  textRank,
  useFuzzyThreshold,
} from '../search/text-search';
import type { TMyBoardStatus } from '@galim/shared/surfboards/form';
import {
  type PriceComparable,
  type TPriceEstimateQuery,
  LENGTH_WINDOW_FT,
  VOLUME_WINDOW,
} from '@galim/shared/surfboards/price-estimate';
import type { TBoardCondition } from '@galim/shared/surfboards/options';
import type { TAdminBoardFilter, TAdminBoardStats } from '@galim/shared/admin/schemas';
import { isPublicBoard } from './visibility';
import { countOf } from './count-cache';

// The marketplace's queries, and nothing else (the rules are in service.ts, who sees a board in
// visibility.ts, the API shapes in serialize.ts).

// The one way to read boards: joins that resolve reference titles and the seller.

export const boardSelection = {
  board: surfboards,
  brandTitle: brands.title,
  modelTitle: models.title,
  categoryTitle: categories.title,
  technologyTitle: technologies.title,
  seller: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    displayName: users.displayName,
    profileImage: users.profileImage,
    phone: users.phone,
    email: users.email,
    // The profile facts: shown as the seller's switches say (lib/privacy.ts).
    slug: users.slug,
    region: users.region,
    surfingLevel: users.surfingLevel,
    fitLevel: users.fitLevel,
    bio: users.bio,
    publicProfile: users.publicProfile,
    blockedAt: users.blockedAt,
    // For "about the seller" on the board page (lib/seller-trust.ts); never serialized as is.
    createdAt: users.createdAt,
    googleSub: users.googleSub,
  },
  favoriteCount: sql<number>`(select count(*)::int from surfboard_likes l where l.surfboard_id = ${surfboards.id})`,
};

/** A select of boards with everything the serializer needs; add where/order/limit. */
export function selectBoards(db: Db) {
  return db
    .select(boardSelection)
    .from(surfboards)
    .innerJoin(users, eq(users.id, surfboards.sellerId))
    .leftJoin(brands, eq(brands.id, surfboards.brandId))
    .leftJoin(models, eq(models.id, surfboards.modelId))
    .leftJoin(categories, eq(categories.id, surfboards.categoryId))
    .leftJoin(technologies, eq(technologies.id, surfboards.technologyId));
}

export type BoardRow = Awaited<ReturnType<ReturnType<typeof selectBoards>['execute']>>[number];

// The joined read is cheap to run (well under a millisecond) but costly to plan and build
// (~3 ms with six joins), and it is the same statement every time: prepare it once per database
// handle, so the server keeps the plan and Drizzle keeps the SQL.
const byIdsStatements = new WeakMap<Db, ReturnType<typeof prepareByIds>>();
function prepareByIds(db: Db) {
  return selectBoards(db)
    .where(sql`${surfboards.id} = any(${sql.placeholder('ids')}::text[])`)
    .prepare('galim_boards_by_ids');
}

/** Boards by id, in no particular order; one prepared statement whatever the count. */
export function selectBoardsByIds(db: Db, ids: string[]): Promise<BoardRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  let statement = byIdsStatements.get(db);
  if (!statement) {
    statement = prepareByIds(db);
    byIdsStatements.set(db, statement);
  }
  return statement.execute({ ids }) as Promise<BoardRow[]>;
}

export async function findBoardRow(db: Db, id: string): Promise<BoardRow | null> {
  const rows = await selectBoardsByIds(db, [id]);
  return rows[0] ?? null;
}

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

// Queries of the owner side: writes to surfboards, the owner's lists, reference look-ups and
// the personal analytics aggregates.

export type BoardInsert = typeof surfboards.$inferInsert;
export type BoardRecord = typeof surfboards.$inferSelect;

export async function insertBoard(db: Db, values: BoardInsert): Promise<string> {
  const [row] = await db.insert(surfboards).values(values).returning({ id: surfboards.id });
  return row!.id;
}

export async function insertBoards(db: Db, values: BoardInsert[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    const rows = await tx.insert(surfboards).values(values).returning({ id: surfboards.id });
    return rows.map((r) => r.id);
  });
}

export async function updateBoard(db: Db, id: string, values: Partial<BoardInsert>) {
  await db.update(surfboards).set(values).where(eq(surfboards.id, id));
}

/** Several updates that succeed or fail together. */
export async function updateBoardsTogether(
  db: Db,
  changes: { id: string; values: Partial<BoardInsert> }[],
) {
  await db.transaction(async (tx) => {
    for (const c of changes)
      await tx.update(surfboards).set(c.values).where(eq(surfboards.id, c.id));
  });
}

export async function deleteBoards(db: Db, ids: string[]): Promise<void> {
  await db.delete(surfboards).where(inArray(surfboards.id, ids));
}

/**
 * The boards' rows, locked FOR UPDATE until the transaction ends, in id order (so two bulk
 * actions on overlapping boards wait for each other instead of deadlocking).
 */
export async function lockBoardRecords(tx: Db, ids: string[]): Promise<BoardRecord[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(surfboards)
    .where(inArray(surfboards.id, ids))
    .orderBy(surfboards.id)
    .for('update');
}

export async function findBoardRecords(db: Db, ids: string[]): Promise<BoardRecord[]> {
  if (ids.length === 0) return [];
  return db.select().from(surfboards).where(inArray(surfboards.id, ids));
}

const STATUS_FILTER = {
  active: and(eq(surfboards.archived, false), eq(surfboards.isSold, false)),
  archived: eq(surfboards.archived, true),
  sold: and(eq(surfboards.isSold, true), eq(surfboards.archived, false)),
  all: undefined,
} satisfies Record<TMyBoardStatus, unknown>;

/** The seller's boards in every moderation state, newest first (sold: by sale date). */
export function listSellerBoards(db: Db, sellerId: string, status: TMyBoardStatus) {
  return selectBoards(db)
    .where(and(eq(surfboards.sellerId, sellerId), STATUS_FILTER[status]))
    .orderBy(
      status === 'sold' ? desc(surfboards.soldDate) : desc(surfboards.createdAt),
      desc(surfboards.id),
    )
    .limit(500);
}

export interface ReferenceTitles {
  brandTitle: string | null;
  modelTitle: string | null;
  modelBrandId: string | null;
  categoryExists: boolean;
  technologyExists: boolean;
  categoryTitle: string | null;
  technologyTitle: string | null;
}

/** Which of the given reference ids exist, with the titles a board's text needs. */
export async function lookUpReferences(
  db: Db,
  ids: {
    brand?: string | null;
    model?: string | null;
    category?: string | null;
    technology?: string | null;
  },
): Promise<ReferenceTitles> {
  const [brand, model, category, technology] = await Promise.all([
    ids.brand
      ? db.select({ title: brands.title }).from(brands).where(eq(brands.id, ids.brand))
      : [],
    ids.model
      ? db
          .select({ title: models.title, brandId: models.brandId })
          .from(models)
          .where(eq(models.id, ids.model))
      : [],
    ids.category
      ? db
          .select({ title: categories.title })
          .from(categories)
          .where(eq(categories.id, ids.category))
      : [],
    ids.technology
      ? db
          .select({ title: technologies.title })
          .from(technologies)
          .where(eq(technologies.id, ids.technology))
      : [],
  ]);
  return {
    brandTitle: brand[0]?.title ?? null,
    modelTitle: model[0]?.title ?? null,
    modelBrandId: model[0]?.brandId ?? null,
    categoryExists: category.length > 0,
    technologyExists: technology.length > 0,
    categoryTitle: category[0]?.title ?? null,
    technologyTitle: technology[0]?.title ?? null,
  };
}

export async function findBrandByTitle(db: Db, title: string) {
  const rows = await db
    .select()
    .from(brands)
    .where(sql`lower(regexp_replace(${brands.title}, '[[:space:]]+', ' ', 'g')) = lower(${title})`)
    .limit(1);
  return rows[0] ?? null;
}

export async function findModelByTitle(db: Db, brandId: string, title: string) {
  const rows = await db
    .select()
    .from(models)
    .where(
      and(
        eq(models.brandId, brandId),
        sql`lower(regexp_replace(${models.title}, '[[:space:]]+', ' ', 'g')) = lower(${title})`,
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** A proposal: its proposer, and approved only when an admin proposed it. */
export interface ProposalValues {
  proposedBy: string;
  approved: boolean;
}

export async function insertBrand(db: Db, title: string, proposal: ProposalValues) {
  const [row] = await db
    .insert(brands)
    .values({ title, ...proposal })
    .returning();
  return row!;
}

export async function insertModel(
  db: Db,
  brandId: string,
  title: string,
  proposal: ProposalValues,
) {
  const [row] = await db
    .insert(models)
    .values({ brandId, title, ...proposal })
    .returning();
  return row!;
}

export async function userExists(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return rows.length > 0;
}

/** Counts and sums over a seller's boards, their likes, inquiries and daily views. */
export async function sellerAnalytics(db: Db, sellerId: string, since: string) {
  const [totals] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`count(*) filter (where not ${surfboards.archived} and not ${surfboards.isSold})::int`,
      pending: sql<number>`count(*) filter (where ${surfboards.moderationStatus} = 'pending' and not ${surfboards.archived} and not ${surfboards.isSold})::int`,
      sold: sql<number>`count(*) filter (where ${surfboards.isSold})::int`,
      archived: sql<number>`count(*) filter (where ${surfboards.archived})::int`,
      views: sql<number>`coalesce(sum(${surfboards.viewCount}), 0)::int`,
      averagePrice: sql<number>`coalesce(round(avg(${surfboards.price})), 0)::int`,
      averageSoldPrice: sql<number>`coalesce(round(avg(coalesce(${surfboards.soldPrice}, ${surfboards.price})) filter (where ${surfboards.isSold})), 0)::int`,
      soldThroughWebsite: sql<number>`count(*) filter (where ${surfboards.isSold} and ${surfboards.soldThroughWebsite})::int`,
    })
    .from(surfboards)
    .where(eq(surfboards.sellerId, sellerId));

  const ownBoards = db
    .select({ id: surfboards.id })
    .from(surfboards)
    .where(eq(surfboards.sellerId, sellerId));
  const [likes] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(surfboardLikes)
    .where(inArray(surfboardLikes.surfboardId, ownBoards));
  const [inquiries] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(surfboardInquiries)
    .where(inArray(surfboardInquiries.surfboardId, ownBoards));
  const perDay = await db
    .select({ day: surfboardViews.day, value: sql<number>`count(*)::int` })
    .from(surfboardViews)
    .where(
      and(inArray(surfboardViews.surfboardId, ownBoards), sql`${surfboardViews.day} >= ${since}`),
    )
    .groupBy(surfboardViews.day);
  return { totals: totals!, likes: likes?.n ?? 0, inquiries: inquiries?.n ?? 0, perDay };
}

/** The most recent comparables considered: plenty for quantiles, bounded at any size. */
const CANDIDATES = 400;

/**
 * Boards of the same category near the given size, newest first: sold ones with their sold
 * price and date, and public listings with their asking price. Served by the category index.
 */
export async function priceCandidates(db: Db, q: TPriceEstimateQuery): Promise<PriceComparable[]> {
  const c = [eq(surfboards.categoryId, q.category), eq(surfboards.moderationStatus, 'approved')];
  c.push(
    or(and(eq(surfboards.isSold, true), sql`${surfboards.soldPrice} is not null`)!, isPublicBoard)!,
  );
  if (q.volume !== undefined) {
    const d = q.volume * VOLUME_WINDOW;
    c.push(
      or(
        isNull(surfboards.volume),
        and(gte(surfboards.volume, q.volume - d), lte(surfboards.volume, q.volume + d)),
      )!,
    );
  }
  if (q.length !== undefined) {
    c.push(
      or(
        isNull(surfboards.length),
        and(
          gte(surfboards.length, q.length - LENGTH_WINDOW_FT),
          lte(surfboards.length, q.length + LENGTH_WINDOW_FT),
        ),
      )!,
    );
  }
  if (q.exclude) c.push(ne(surfboards.id, q.exclude));
  const when = sql<Date>`coalesce(${surfboards.soldDate}, ${surfboards.createdAt})`;
  const rows = await db
    .select({
      id: surfboards.id,
      categoryId: surfboards.categoryId,
      brandId: surfboards.brandId,
      modelId: surfboards.modelId,
      technologyId: surfboards.technologyId,
      condition: surfboards.condition,
      volume: surfboards.volume,
      length: surfboards.length,
      price: surfboards.price,
      soldPrice: surfboards.soldPrice,
      isSold: surfboards.isSold,
      soldDate: surfboards.soldDate,
      createdAt: surfboards.createdAt,
    })
    .from(surfboards)
    .where(and(...c))
    .orderBy(desc(when))
    .limit(CANDIDATES);
  return rows.map((r) => ({
    id: r.id,
    categoryId: r.categoryId,
    brandId: r.brandId,
    modelId: r.modelId,
    technologyId: r.technologyId,
    condition: r.condition as TBoardCondition,
    volume: r.volume,
    length: r.length,
    price: r.isSold && r.soldPrice !== null ? r.soldPrice : r.price,
    sold: r.isSold,
    date: r.isSold && r.soldDate ? r.soldDate : r.createdAt,
  }));
}

// Board moderation's queries (the rules are in service.ts).

const isHeld = sql`exists (select 1 from ${boardHolds} where ${boardHolds.surfboardId} = ${surfboards.id} and ${boardHolds.clearedAt} is null)`;
const openReportCount = sql`(select count(*) from ${reports} where ${reports.targetType} = 'surfboard' and ${reports.targetId} = ${surfboards.id} and ${reports.status} = 'open')`;

/**
 * Boards by moderation status. The pending queue orders by signals: held boards first, then by
 * open reports, then oldest first; the other lists are newest first.
 */
export function moderationList(db: Db, status: TAdminBoardFilter) {
  return selectBoards(db)
    .where(status === 'all' ? undefined : eq(surfboards.moderationStatus, status))
    .orderBy(
      ...(status === 'pending'
        ? [desc(isHeld), desc(openReportCount), surfboards.createdAt]
        : [desc(surfboards.createdAt)]),
      surfboards.id,
    )
    .limit(500);
}

/** The open reports of these boards, oldest first. */
export function openBoardReports(db: Db, boardIds: string[]) {
  if (boardIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      boardId: reports.targetId,
      reporterId: reports.reporterId,
      reason: reports.reason,
      text: reports.text,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .where(
      and(
        eq(reports.targetType, 'surfboard'),
        inArray(reports.targetId, boardIds),
        eq(reports.status, 'open'),
      ),
    )
    .orderBy(asc(reports.createdAt));
}

/**
 * Per seller: member since, boards approved and rejected, boards ever reported. (The subqueries
 * name "users"."id" themselves: a one-table select renders its columns unqualified.)
 */
export async function sellerHistories(db: Db, sellerIds: string[]) {
  if (sellerIds.length === 0) return [];
  const ids = sql`any(${sql.param(sellerIds)}::text[])`;
  return db
    .select({
      sellerId: users.id,
      memberSince: users.createdAt,
      published: sql<number>`(select count(*)::int from ${surfboards} s where s.seller_id = "users"."id" and s.moderation_status = 'approved')`,
      rejected: sql<number>`(select count(*)::int from ${surfboards} s where s.seller_id = "users"."id" and s.moderation_status = 'rejected')`,
      reported: sql<number>`(select count(distinct r.target_id)::int from ${reports} r join ${surfboards} s on s.id = r.target_id where r.target_type = 'surfboard' and s.seller_id = "users"."id")`,
    })
    .from(users)
    .where(sql`${users.id} = ${ids}`);
}

/** Takes an approved board out of public view for review; false when it was not approved. */
export async function holdApprovedBoard(tx: Db, id: string): Promise<boolean> {
  const updated = await tx
    .update(surfboards)
    .set({ moderationStatus: 'pending', moderatedAt: null })
    .where(and(eq(surfboards.id, id), eq(surfboards.moderationStatus, 'approved')))
    .returning({ id: surfboards.id });
  return updated.length > 0;
}

/** Resolves the board's open reports (a moderator decided); their signed-in reporters. */
export async function resolveBoardReports(
  tx: Db,
  boardId: string,
  adminId: string,
): Promise<string[]> {
  const rows = await tx
    .update(reports)
    .set({ status: 'resolved', resolvedAt: new Date(), resolvedBy: adminId })
    .where(
      and(
        eq(reports.targetType, 'surfboard'),
        eq(reports.targetId, boardId),
        eq(reports.status, 'open'),
      ),
    )
    .returning({ reporterId: reports.reporterId });
  return [...new Set(rows.flatMap((r) => (r.reporterId ? [r.reporterId] : [])))];
}

export async function moderationStats(db: Db): Promise<TAdminBoardStats> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${surfboards.moderationStatus} = 'pending')::int`,
      approved: sql<number>`count(*) filter (where ${surfboards.moderationStatus} = 'approved')::int`,
      rejected: sql<number>`count(*) filter (where ${surfboards.moderationStatus} = 'rejected')::int`,
      flagged: sql<number>`count(*) filter (where ${surfboards.moderationStatus} = 'flagged')::int`,
      all: sql<number>`count(*)::int`,
    })
    .from(surfboards);
  return row ?? { pending: 0, approved: 0, rejected: 0, flagged: 0, all: 0 };
}

/**
 * Compare-and-set of a moderation decision: changes the board only while its status is still
 * `current` (a concurrent moderator's decision wins); false when it was not.
 */
export async function setModerationStatus(
  tx: Db,
  id: string,
  current: BoardRecord['moderationStatus'],
  next: { moderationStatus: BoardRecord['moderationStatus']; moderationNotes: string | null },
): Promise<boolean> {
  const updated = await tx
    .update(surfboards)
    .set({ ...next, moderatedAt: new Date() })
    .where(sql`${surfboards.id} = ${id} and ${surfboards.moderationStatus} = ${current}`)
    .returning({ id: surfboards.id });
  return updated.length > 0;
}
