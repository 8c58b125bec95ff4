import { and, eq, sql, desc, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { surfboards, surfboardLikes } from '../../db/schema';
import { isExpiredPageBoard, isPublicBoard, isSoldPageBoard } from './visibility';
import { rowsInOrder, type BoardPageRows } from './repo';

// Queries of likes: a user's liked boards, a like given or taken back, the counts.

/**
 * The boards a user liked that they can still see (public, sold or expired with its page still
 * open, or their own), newest like first.
 */
export async function favoriteBoards(
  db: Db,
  userId: string,
  page: number,
  limit: number,
): Promise<BoardPageRows> {
  const where = and(
    eq(surfboardLikes.userId, userId),
    or(isPublicBoard, isSoldPageBoard, isExpiredPageBoard, eq(surfboards.sellerId, userId)),
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
