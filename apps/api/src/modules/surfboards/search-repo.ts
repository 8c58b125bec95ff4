import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TSurfboardSearchQuery } from '@galim/shared/surfboards/schemas';
import type { Db } from '../../db/client';
import { surfboardInquiries, surfboardLikes, surfboards, surfboardViews } from '../../db/schema';
import { isPublicBoard, selectBoards, type BoardRow } from './read';

// Queries of the public marketplace: search, a seller's boards, likes, favourites, views and
// inquiries. Lists run in three cheap steps: a count and a page of ids on `surfboards` alone
// (the partial indexes per sort and the trigram GIN indexes serve them), then one joined read of
// those ≤48 rows. No per-row queries.

/** Trigram word similarity that still matches one or two typos in a word ("fierwire"). */
const WORD_SIMILARITY = 0.4;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Words of a free-text search, lower-cased as search_text is. */
export function searchWords(search: string): string[] {
  return search
    .toLowerCase()
    .split(/[\s,.;:!?"'׳״()\-/]+/)
    .filter(Boolean)
    .slice(0, 6);
}

/**
 * Every word must appear: as a substring (any script, also Hebrew with prefixes such as
 * "ה"/"ב") or, for words of 3+ letters, as a close trigram match of some word in the text.
 */
function searchCondition(search: string): SQL | undefined {
  const words = searchWords(search);
  if (!words.length) return undefined;
  return and(
    ...words.map((w) => {
      const substring = sql`${surfboards.searchText} ilike ${`%${escapeLike(w)}%`}`;
      return w.length >= 3 ? or(substring, sql`${w} <% ${surfboards.searchText}`)! : substring;
    }),
  );
}

export function filterConditions(q: Partial<TSurfboardSearchQuery>): SQL[] {
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
  if (q.location) {
    c.push(sql`${surfboards.locationText} ilike ${`%${escapeLike(q.location)}%`}`);
  }
  if (q.search) {
    const s = searchCondition(q.search);
    if (s) c.push(s);
  }
  return c;
}

const SORT_COLUMNS = {
  createdAt: surfboards.createdAt,
  price: surfboards.price,
  length: surfboards.length,
  volume: surfboards.volume,
  viewCount: surfboards.viewCount,
} as const;

function orderBy(q: Pick<TSurfboardSearchQuery, 'sortBy' | 'sortOrder'>): SQL[] {
  const column = SORT_COLUMNS[q.sortBy];
  // Boards without a length or volume go last either way; the id breaks ties so pages never
  // overlap (and matches the (column, id) partial indexes).
  if (q.sortOrder === 'asc') return [sql`${column} asc nulls last`, asc(surfboards.id)];
  return [sql`${column} desc nulls last`, desc(surfboards.id)];
}

/** Reads the full rows of the given ids, in the given order. */
async function rowsInOrder(db: Db, ids: string[]): Promise<BoardRow[]> {
  if (!ids.length) return [];
  const rows = await selectBoards(db).where(inArray(surfboards.id, ids));
  const byId = new Map(rows.map((r) => [r.board.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is BoardRow => Boolean(r));
}

export interface BoardPageRows {
  rows: BoardRow[];
  total: number;
}

async function pageOf(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  page: number,
  limit: number,
  withSearch: boolean,
): Promise<BoardPageRows> {
  const run = async (tx: Db) => {
    if (withSearch) {
      // Local to this transaction: the trigram operator's threshold (default 0.6) is too strict
      // for typos in short words.
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY)}, true)`,
      );
    }
    const [countRow] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(surfboards)
      .where(where);
    const total = countRow?.total ?? 0;
    if (total <= (page - 1) * limit) return { ids: [], total };
    const idRows = await tx
      .select({ id: surfboards.id })
      .from(surfboards)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit);
    return { ids: idRows.map((r) => r.id), total };
  };
  const { ids, total } = withSearch
    ? await db.transaction(async (tx) => run(tx as unknown as Db))
    : await run(db);
  return { rows: await rowsInOrder(db, ids), total };
}

/** Public boards matching the filters, one page, with the total. */
export function searchPublicBoards(db: Db, q: TSurfboardSearchQuery): Promise<BoardPageRows> {
  return pageOf(
    db,
    and(isPublicBoard, ...filterConditions(q)),
    orderBy(q),
    q.page,
    q.limit,
    Boolean(q.search),
  );
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
  return pageOf(
    db,
    where,
    orderBy({ sortBy: 'createdAt', sortOrder: 'desc' }),
    opts.page,
    opts.limit,
    false,
  );
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
  return { rows: await rowsInOrder(db, idRows.map((r) => r.id)), total: countRow?.total ?? 0 };
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
