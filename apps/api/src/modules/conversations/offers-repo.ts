import { and, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  conversationOffers,
  conversations,
  surfboardLikes,
  surfboards,
  users,
} from '../../db/schema';
import { reservedClock } from '../surfboards/expiry-clock';

// The offers' queries: at most one open offer per thread (a unique partial index holds it),
// each tied to its 'offer' message and, once answered, to the answer's message.

export type OfferRecord = typeof conversationOffers.$inferSelect;

/** The thread's open offer, locked until the transaction ends. */
export async function lockOpenOffer(tx: Db, threadId: string): Promise<OfferRecord | null> {
  const [row] = await tx
    .select()
    .from(conversationOffers)
    .where(
      and(eq(conversationOffers.conversationId, threadId), eq(conversationOffers.status, 'open')),
    )
    .for('update');
  return row ?? null;
}

/** One offer of the thread, locked until the transaction ends. */
export async function lockOffer(
  tx: Db,
  threadId: string,
  offerId: string,
): Promise<OfferRecord | null> {
  const [row] = await tx
    .select()
    .from(conversationOffers)
    .where(and(eq(conversationOffers.id, offerId), eq(conversationOffers.conversationId, threadId)))
    .for('update');
  return row ?? null;
}

export async function insertOffer(
  tx: Db,
  values: {
    conversationId: string;
    messageId: number;
    fromUserId: string;
    amount: number;
    validUntil?: Date;
  },
): Promise<OfferRecord> {
  const [row] = await tx.insert(conversationOffers).values(values).returning();
  return row!;
}

/** Closes an offer: answered (with the answer's message), or replaced by a newer one. */
export async function decideOffer(
  tx: Db,
  offerId: string,
  status: 'accepted' | 'declined' | 'superseded',
  decisionMessageId: number | null,
): Promise<OfferRecord> {
  const [row] = await tx
    .update(conversationOffers)
    .set({ status, decidedAt: new Date(), decisionMessageId })
    .where(eq(conversationOffers.id, offerId))
    .returning();
  return row!;
}

/** The offers carried by these messages or answered by them. */
export async function offersOfMessages(db: Db, messageIds: number[]): Promise<OfferRecord[]> {
  if (!messageIds.length) return [];
  return db
    .select()
    .from(conversationOffers)
    .where(
      or(
        inArray(conversationOffers.messageId, messageIds),
        inArray(conversationOffers.decisionMessageId, messageIds),
      ),
    );
}

/** The amount of the thread's latest accepted offer, or null. */
export async function acceptedAmount(db: Db, threadId: string): Promise<number | null> {
  const [row] = await db
    .select({ amount: conversationOffers.amount })
    .from(conversationOffers)
    .where(
      and(
        eq(conversationOffers.conversationId, threadId),
        eq(conversationOffers.status, 'accepted'),
      ),
    )
    .orderBy(desc(conversationOffers.decidedAt))
    .limit(1);
  return row?.amount ?? null;
}

/**
 * Reserves the board for the buyer for `hours` from the database's now; the listing's term is
 * longer by them (a reservation pauses its clock, decision 058).
 */
export async function reserveBoard(tx: Db, boardId: string, buyerId: string, hours: number) {
  await tx
    .update(surfboards)
    .set({
      reservedForUserId: buyerId,
      reservedUntil: sql`now() + make_interval(hours => ${hours})`,
      ...reservedClock(hours),
    })
    .where(eq(surfboards.id, boardId));
}

/** The thread's board, locked until the offer's transaction ends. */
export async function lockBoard(tx: Db, boardId: string) {
  const [row] = await tx.select().from(surfboards).where(eq(surfboards.id, boardId)).for('update');
  return row ?? null;
}

/**
 * The buyers who wrote about the board (for "sold to whom"): their last activity, the amount of
 * their accepted offer if any, newest activity first.
 */
export async function buyersOfBoard(db: Db, boardId: string) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      displayName: users.displayName,
      profileImage: users.profileImage,
      lastMessageAt: conversations.lastMessageAt,
      acceptedAmount: sql<number | null>`(select o.amount from ${conversationOffers} o
        where o.conversation_id = ${conversations.id} and o.status = 'accepted'
        order by o.decided_at desc limit 1)`,
    })
    .from(conversations)
    .innerJoin(users, eq(users.id, conversations.buyerId))
    .where(and(eq(conversations.boardId, boardId), isNotNull(conversations.buyerId)))
    .orderBy(desc(conversations.lastMessageAt))
    .limit(200);
}

/**
 * Who liked the board and may get the seller's offer: not the seller, not a user the site
 * blocked, and nobody on either side of a block with the seller.
 */
export async function likersOf(tx: Db, boardId: string, sellerId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: surfboardLikes.userId })
    .from(surfboardLikes)
    .innerJoin(users, eq(users.id, surfboardLikes.userId))
    .where(
      and(
        eq(surfboardLikes.surfboardId, boardId),
        ne(surfboardLikes.userId, sellerId),
        isNull(users.blockedAt),
        sql`not exists (select 1 from user_blocks b
          where (b.blocker_id = ${sellerId} and b.blocked_id = ${surfboardLikes.userId})
             or (b.blocker_id = ${surfboardLikes.userId} and b.blocked_id = ${sellerId}))`,
      ),
    )
    .orderBy(surfboardLikes.createdAt);
  return rows.map((r) => r.id);
}

/** The board's offer to its likers was sent now (the 7 days are counted from it). */
export async function markLikersOffer(tx: Db, boardId: string) {
  await tx.update(surfboards).set({ likersOfferAt: new Date() }).where(eq(surfboards.id, boardId));
}
