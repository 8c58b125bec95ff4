import { and, eq, sql, desc, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { surfboards, surfboardLikes } from '../../db/schema';
import {
  isBoardKind,
  isExpiredPageBoard,
  isExpiredPageListing,
  isPublicBoard,
  isPublicListing,
  isSoldPageBoard,
  isSoldPageListing,
} from './visibility';
import { rowsInOrder, selectBoardsByIds, type BoardPageRows, type OwnerScope } from './repo';

// Queries of likes: a user's liked boards (or listings of every kind), a like given or taken
// back, the counts.

/** What a liker still sees of what they liked: public, or sold or expired with its page open. */
const STILL_SEEN: Record<OwnerScope, SQL[]> = {
  board: [isPublicBoard, isSoldPageBoard, isExpiredPageBoard],
  listing: [isPublicListing, isSoldPageListing, isExpiredPageListing],
};

/**
 * The boards (or, in the listing scope, listings of every kind) a user liked that they can still
 * see (public, sold or expired with its page still open, or their own), newest like first.
 */
export async function favoriteBoards(
  db: Db,
  userId: string,
  page: number,
  limit: number,
  scope: OwnerScope = 'board',
): Promise<BoardPageRows> {
  // Their own is seen in any state, but under /surfboards only if it is a board (issue 53).
  const own = eq(surfboards.sellerId, userId);
  const where = and(
    eq(surfboardLikes.userId, userId),
    or(...STILL_SEEN[scope], scope === 'board' ? and(own, isBoardKind) : own),
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
      (ids) => selectBoardsByIds(db, ids, scope),
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
