import { and, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { reports, sellerReviews, surfboards, users } from '../../db/schema';

// Reviews of sellers: the queries, nothing else (the rules are service.ts).

/** What a review's rules need of the board: its seller, and the sale Galim recorded. */
export async function findBoardForReview(db: Db, boardId: string) {
  const [row] = await db
    .select({
      id: surfboards.id,
      title: surfboards.title,
      kind: surfboards.kind,
      sellerId: surfboards.sellerId,
      isSold: surfboards.isSold,
      soldDate: surfboards.soldDate,
      soldToUserId: surfboards.soldToUserId,
      sellerSlug: users.slug,
    })
    .from(surfboards)
    .innerJoin(users, eq(users.id, surfboards.sellerId))
    .where(eq(surfboards.id, boardId))
    .limit(1);
  return row ?? null;
}

/** The reviewed user, if they exist: a blocked account's reviews are not shown. */
export async function findSeller(db: Db, id: string) {
  const [row] = await db
    .select({ id: users.id, blockedAt: users.blockedAt })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

/** Stores the review; null when the buyer already reviewed this board (the unique index). */
export async function insertReview(db: Db, values: typeof sellerReviews.$inferInsert) {
  const [row] = await db.insert(sellerReviews).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findReview(db: Db, id: string) {
  const [row] = await db.select().from(sellerReviews).where(eq(sellerReviews.id, id)).limit(1);
  return row ?? null;
}

/** Sets the seller's reply, only if there is none yet (two replies at once: one wins). */
export async function setReply(db: Db, id: string, body: string) {
  const now = new Date();
  const [row] = await db
    .update(sellerReviews)
    .set({ reply: body, repliedAt: now, updatedAt: now })
    .where(and(eq(sellerReviews.id, id), isNull(sellerReviews.reply)))
    .returning();
  return row ?? null;
}

const shown = (sellerId: string) =>
  and(eq(sellerReviews.sellerId, sellerId), isNull(sellerReviews.removedAt));

/** A seller's reviews as the public sees them, newest first, with the board and the buyer. */
export function listForSeller(db: Db, sellerId: string, opts: { offset: number; limit: number }) {
  return db
    .select({
      review: sellerReviews,
      boardTitle: surfboards.title,
      boardKind: surfboards.kind,
      buyer: {
        id: users.id,
        displayName: users.displayName,
        firstName: users.firstName,
        lastName: users.lastName,
        profileImage: users.profileImage,
      },
    })
    .from(sellerReviews)
    .innerJoin(users, eq(users.id, sellerReviews.buyerId))
    .leftJoin(surfboards, eq(surfboards.id, sellerReviews.boardId))
    .where(shown(sellerId))
    .orderBy(desc(sellerReviews.createdAt), desc(sellerReviews.id))
    .offset(opts.offset)
    .limit(opts.limit);
}

/** The boards sold to the buyer since `since` that they have not reviewed yet, newest sale first. */
export function pendingFor(db: Db, buyerId: string, since: Date) {
  const seller = alias(users, 'seller');
  return db
    .select({
      boardId: surfboards.id,
      title: surfboards.title,
      kind: surfboards.kind,
      soldDate: surfboards.soldDate,
      seller: {
        id: seller.id,
        displayName: seller.displayName,
        firstName: seller.firstName,
        lastName: seller.lastName,
      },
    })
    .from(surfboards)
    .innerJoin(seller, eq(seller.id, surfboards.sellerId))
    .leftJoin(
      sellerReviews,
      and(eq(sellerReviews.boardId, surfboards.id), eq(sellerReviews.buyerId, buyerId)),
    )
    .where(
      and(
        eq(surfboards.soldToUserId, buyerId),
        eq(surfboards.isSold, true),
        gte(surfboards.soldDate, since),
        sql`${surfboards.sellerId} <> ${buyerId}`,
        isNull(sellerReviews.id),
      ),
    )
    .orderBy(desc(surfboards.soldDate))
    .limit(50);
}

/**
 * A moderator removes the review from view (kept, marked, for the reports about it) and resolves
 * the open reports on it. Null when there is no such review or it was already removed.
 */
export async function removeReview(db: Db, id: string, adminId: string) {
  const now = new Date();
  const [row] = await db
    .update(sellerReviews)
    .set({ removedAt: now, removedBy: adminId, updatedAt: now })
    .where(and(eq(sellerReviews.id, id), isNull(sellerReviews.removedAt)))
    .returning();
  if (!row) return null;
  await db
    .update(reports)
    .set({ status: 'resolved', resolvedAt: now, resolvedBy: adminId })
    .where(
      and(
        eq(reports.targetType, 'seller_review'),
        eq(reports.targetId, id),
        eq(reports.status, 'open'),
      ),
    );
  return row;
}

/** The reviews a user wrote and those written of them, for "download my data". */
export async function exportFor(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(sellerReviews)
    .where(or(eq(sellerReviews.buyerId, userId), eq(sellerReviews.sellerId, userId)))
    .orderBy(desc(sellerReviews.createdAt));
  return {
    written: rows.filter((r) => r.buyerId === userId),
    received: rows.filter((r) => r.sellerId === userId),
  };
}

/** Deletes the reviews a user wrote and those of them (in the account deletion's transaction). */
export async function deleteFor(db: Db, userId: string) {
  await db
    .delete(sellerReviews)
    .where(or(eq(sellerReviews.buyerId, userId), eq(sellerReviews.sellerId, userId)));
}

/** Reported reviews as the reports inbox names them: a start of the text, the seller's page. */
export async function reportTargets(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: sellerReviews.id,
      body: sellerReviews.body,
      removedAt: sellerReviews.removedAt,
      sellerSlug: users.slug,
    })
    .from(sellerReviews)
    .innerJoin(users, eq(users.id, sellerReviews.sellerId))
    .where(inArray(sellerReviews.id, ids));
}
