import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { closeOpenMeetings, meetingsForExport } from './meetings-repo';
import type { TMessageRisk } from '@galim/shared/conversations/safety';
import {
  conversationMessages,
  conversationOffers,
  conversations,
  reports,
  surfboards,
  userBlocks,
  users,
} from '../../db/schema';

// The conversations' queries. A participant's pointer is the id of the last message they have
// seen; what the other side wrote after it is unread. Message ids only grow.

export type ThreadRecord = typeof conversations.$inferSelect;
export type MessageRecord = typeof conversationMessages.$inferSelect;
type Role = 'buyer' | 'seller';

const seenColumn = (role: Role) =>
  role === 'buyer' ? conversations.buyerSeenUpTo : conversations.sellerSeenUpTo;

export async function findThread(db: Db, id: string): Promise<ThreadRecord | null> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
  return row ?? null;
}

export async function findThreadOf(db: Db, boardId: string, buyerId: string) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.boardId, boardId), eq(conversations.buyerId, buyerId)))
    .limit(1);
  return row ?? null;
}

/** The board's threads with a message since `since` (the buyers who wrote lately). */
export async function recentThreadsOf(db: Db, boardId: string, since: Date) {
  return db
    .select()
    .from(conversations)
    .where(and(eq(conversations.boardId, boardId), gte(conversations.lastMessageAt, since)));
}

/** The buyer's thread about the board, made now when there is none (two tabs: one thread). */
export async function openThread(
  tx: Db,
  t: { boardId: string; buyerId: string; sellerId: string },
): Promise<{ thread: ThreadRecord; created: boolean }> {
  const [made] = await tx.insert(conversations).values(t).onConflictDoNothing().returning();
  if (made) return { thread: made, created: true };
  return { thread: (await findThreadOf(tx, t.boardId, t.buyerId))!, created: false };
}

/** Adds a message; the thread's activity moves to it, and its sender has seen it. */
export async function addMessage(
  tx: Db,
  thread: Pick<ThreadRecord, 'id' | 'buyerId'>,
  senderId: string,
  body: string,
  opts: { kind?: MessageRecord['kind']; risks?: TMessageRisk[] } = {},
): Promise<MessageRecord> {
  const [message] = await tx
    .insert(conversationMessages)
    .values({
      conversationId: thread.id,
      senderId,
      body,
      kind: opts.kind ?? 'text',
      risks: opts.risks ?? [],
    })
    .returning();
  const seen = seenColumn(thread.buyerId === senderId ? 'buyer' : 'seller');
  await tx
    .update(conversations)
    .set({
      lastMessageAt: message!.createdAt,
      [thread.buyerId === senderId ? 'buyerSeenUpTo' : 'sellerSeenUpTo']:
        sql`greatest(coalesce(${seen}, 0), ${message!.id})`,
    })
    .where(eq(conversations.id, thread.id));
  return message!;
}

/** Messages of the other side after my pointer, in one thread or all of mine. */
const unreadFor = (userId: string) => sql<number>`(
  select count(*)::int from ${conversationMessages} m
  where m.conversation_id = ${conversations.id}
    and m.sender_id is distinct from ${userId}
    and m.id > coalesce(case when ${conversations.buyerId} = ${userId}
      then ${conversations.buyerSeenUpTo} else ${conversations.sellerSeenUpTo} end, 0))`;

const mine = (userId: string) =>
  or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId));

/** My threads, newest activity first, with the board, the other side and my unread count. */
export async function listThreads(db: Db, userId: string, q: { limit: number; id?: string }) {
  const other = sql<string | null>`case when ${conversations.buyerId} = ${userId}
    then ${conversations.sellerId} else ${conversations.buyerId} end`;
  return db
    .select({
      thread: conversations,
      board: {
        id: surfboards.id,
        kind: surfboards.kind,
        title: surfboards.title,
        price: surfboards.price,
        images: surfboards.images,
        coverIndex: surfboards.coverIndex,
        moderationStatus: surfboards.moderationStatus,
        archived: surfboards.archived,
        isSold: surfboards.isSold,
        availability: surfboards.availability,
        reservedForUserId: surfboards.reservedForUserId,
        reservedUntil: surfboards.reservedUntil,
        expiresAt: surfboards.expiresAt,
        locationText: surfboards.locationText,
        lat: surfboards.lat,
        lng: surfboards.lng,
      },
      other: {
        id: users.id,
        firstName: users.firstName,
        displayName: users.displayName,
        profileImage: users.profileImage,
        blockedAt: users.blockedAt,
      },
      unread: unreadFor(userId),
      blockedByMe: sql<boolean>`exists(select 1 from ${userBlocks} b
        where b.blocker_id = ${userId} and b.blocked_id = ${other})`,
      lastMessageId: sql<string | null>`(select max(m.id) from ${conversationMessages} m
        where m.conversation_id = ${conversations.id})`,
    })
    .from(conversations)
    .leftJoin(surfboards, eq(surfboards.id, conversations.boardId))
    .leftJoin(users, eq(users.id, other))
    .where(and(mine(userId), q.id ? eq(conversations.id, q.id) : undefined))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(q.limit);
}

export type ThreadRow = Awaited<ReturnType<typeof listThreads>>[number];

/** One of my threads in the list's shape. */
export async function threadRow(db: Db, userId: string, id: string): Promise<ThreadRow | null> {
  const [row] = await listThreads(db, userId, { limit: 1, id });
  return row ?? null;
}

/** Unread messages across all my threads. */
export async function totalUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${unreadFor(userId)}), 0)::int` })
    .from(conversations)
    .where(mine(userId));
  return row?.n ?? 0;
}

export async function messagesByIds(db: Db, ids: number[]): Promise<MessageRecord[]> {
  if (!ids.length) return [];
  return db.select().from(conversationMessages).where(inArray(conversationMessages.id, ids));
}

/** Up to `limit` messages before `before` (the newest without it), newest first, one more. */
export async function messagesBefore(
  db: Db,
  threadId: string,
  before: number | null,
  limit: number,
) {
  return db
    .select()
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, threadId),
        before === null ? undefined : lt(conversationMessages.id, before),
      ),
    )
    .orderBy(desc(conversationMessages.id))
    .limit(limit + 1);
}

/** Moves my pointer forward to `upTo`, never past the thread's last message, never back. */
export async function markSeen(db: Db, thread: ThreadRecord, role: Role, upTo: number) {
  const column = seenColumn(role);
  const [row] = await db
    .update(conversations)
    .set({
      [role === 'buyer' ? 'buyerSeenUpTo' : 'sellerSeenUpTo']: sql`greatest(coalesce(${column}, 0),
        least(${upTo}, (select coalesce(max(m.id), 0) from ${conversationMessages} m
          where m.conversation_id = ${thread.id})))`,
    })
    .where(eq(conversations.id, thread.id))
    .returning({ buyer: conversations.buyerSeenUpTo, seller: conversations.sellerSeenUpTo });
  const seen = role === 'buyer' ? row?.buyer : row?.seller;
  return seen ? seen : null;
}

// ---- The account: what "download my data" holds, and what deleting it changes.

/** The user's threads and every message in them (theirs marked), oldest first. */
export async function exportThreads(db: Db, userId: string) {
  const threads = await db
    .select({
      id: conversations.id,
      boardId: conversations.boardId,
      buyerId: conversations.buyerId,
      createdAt: conversations.createdAt,
    })
    .from(conversations)
    .where(mine(userId))
    .orderBy(asc(conversations.createdAt));
  const messages = threads.length
    ? await db
        .select()
        .from(conversationMessages)
        .where(
          inArray(
            conversationMessages.conversationId,
            threads.map((t) => t.id),
          ),
        )
        .orderBy(asc(conversationMessages.id))
    : [];
  const offers = threads.length
    ? await db
        .select()
        .from(conversationOffers)
        .where(
          inArray(
            conversationOffers.conversationId,
            threads.map((t) => t.id),
          ),
        )
        .orderBy(asc(conversationOffers.createdAt))
    : [];
  const meetings = await meetingsForExport(
    db,
    threads.map((t) => t.id),
    userId,
  );
  return threads.map((t) => ({
    id: t.id,
    boardId: t.boardId,
    role: t.buyerId === userId ? ('buyer' as const) : ('seller' as const),
    createdAt: t.createdAt,
    messages: messages
      .filter((m) => m.conversationId === t.id)
      .map((m) => ({
        id: String(m.id),
        fromMe: m.senderId === userId,
        kind: m.kind,
        body: m.body,
        createdAt: m.createdAt,
      })),
    offers: offers
      .filter((o) => o.conversationId === t.id)
      .map((o) => ({
        id: o.id,
        fromMe: o.fromUserId === userId,
        amount: o.amount,
        status: o.status,
        createdAt: o.createdAt,
        decidedAt: o.decidedAt,
      })),
    meetings: meetings
      .filter((m) => m.conversationId === t.id)
      .map(({ conversationId: _thread, ...m }) => m),
  }));
}

/**
 * A deleted account's messages lose their text; its threads' open offers are withdrawn (the other side sees 'הודעה נמחקה'); threads
 * whose other side is gone already have nobody left to read them.
 */
export async function forgetParticipant(tx: Db, userId: string): Promise<void> {
  // Nobody is left to answer (or to have made) an open offer or meeting of the account's threads.
  await closeOpenMeetings(
    tx,
    tx.select({ id: conversations.id }).from(conversations).where(mine(userId)),
  );
  await tx
    .update(conversationOffers)
    .set({ status: 'withdrawn', decidedAt: new Date() })
    .where(
      and(
        eq(conversationOffers.status, 'open'),
        inArray(
          conversationOffers.conversationId,
          tx.select({ id: conversations.id }).from(conversations).where(mine(userId)),
        ),
      ),
    );
  await tx
    .update(conversationMessages)
    .set({ body: null })
    .where(eq(conversationMessages.senderId, userId));
  await tx
    .delete(conversations)
    .where(
      or(
        and(eq(conversations.buyerId, userId), isNull(conversations.sellerId)),
        and(eq(conversations.sellerId, userId), isNull(conversations.buyerId)),
        and(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)),
      ),
    );
}

/** A message with its thread and the thread's board title (reports, the moderator's view). */
export async function messageWithThread(db: Db, messageId: number) {
  const [row] = await db
    .select({ message: conversationMessages, thread: conversations, boardTitle: surfboards.title })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .leftJoin(surfboards, eq(surfboards.id, conversations.boardId))
    .where(eq(conversationMessages.id, messageId))
    .limit(1);
  return row ?? null;
}

/** Every message of a thread, oldest first (the moderator's view of a reported thread). */
export function allMessages(db: Db, threadId: string) {
  return db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, threadId))
    .orderBy(asc(conversationMessages.id))
    .limit(1000);
}

/** Names of some users, by id (the moderator's view of a thread). */
export async function people(db: Db, ids: (string | null)[]) {
  const wanted = ids.filter((id): id is string => id !== null);
  const rows = wanted.length
    ? await db
        .select({ id: users.id, firstName: users.firstName, displayName: users.displayName })
        .from(users)
        .where(inArray(users.id, wanted))
    : [];
  return new Map(rows.map((r) => [r.id, r]));
}

/** Which of these messages were reported (the moderator may then read their thread). */
export async function reportedAmong(db: Db, messageIds: string[]): Promise<string[]> {
  if (!messageIds.length) return [];
  const rows = await db
    .selectDistinct({ id: reports.targetId })
    .from(reports)
    .where(and(eq(reports.targetType, 'message'), inArray(reports.targetId, messageIds)));
  return rows.map((r) => r.id);
}
