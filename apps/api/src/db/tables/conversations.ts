import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TMessageRisk } from '@galim/shared/conversations/safety';
import { MESSAGE_KINDS, OFFER_STATUSES } from '@galim/shared/conversations/limits';
import { users } from './users';
import { surfboards } from './surfboards';
import { id, createdAt, updatedAt } from './columns';

// Conversations about boards (issue 43): one thread per board and buyer, with the board's
// seller. A deleted account or board leaves the thread to the other side: its column becomes
// null, and the deleted account's messages keep their place with no text ('הודעה נמחקה').

export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    boardId: text().references(() => surfboards.id, { onDelete: 'set null' }),
    buyerId: text().references(() => users.id, { onDelete: 'set null' }),
    sellerId: text().references(() => users.id, { onDelete: 'set null' }),
    /** Each participant's last-seen message id (Couchers' pointer, not a flag per message). */
    buyerSeenUpTo: bigint({ mode: 'number' }),
    sellerSeenUpTo: bigint({ mode: 'number' }),
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('conversations_board_buyer_idx').on(t.boardId, t.buyerId),
    index('conversations_buyer_idx').on(t.buyerId, t.lastMessageAt),
    index('conversations_seller_idx').on(t.sellerId, t.lastMessageAt),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    /** Ever growing, so messages are ordered (and paged) by id. */
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: text()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: text().references(() => users.id, { onDelete: 'set null' }),
    /** Null once the sender's account is deleted. */
    body: text(),
    kind: text({ enum: MESSAGE_KINDS })
      .notNull()
      .default(sql`'text'`),
    /**
     * What in the text looks like the start of a scam (shared/conversations/safety.ts): the
     * recipient sees the safe-deal card beside it, the moderator counts it against the sender.
     */
    risks: text()
      .array()
      .$type<TMessageRisk[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversation_messages_thread_idx').on(t.conversationId, t.id),
    index('conversation_messages_sender_idx').on(t.senderId),
    index('conversation_messages_risky_idx')
      .on(t.senderId, t.createdAt)
      .where(sql`cardinality(${t.risks}) > 0`),
  ],
);

/**
 * A user who blocked another (issue 43): no messages either way in their threads, and the
 * blocked user's boards are hidden from the blocker's lists.
 */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId),
  ],
);

/**
 * Price offers in a thread (issue 43): each is a message of kind 'offer'; the answer is a
 * message of its own ('offer_accepted' / 'offer_declined'), so the thread shows both in order.
 * At most one offer of a thread is open: a newer offer or counter supersedes it.
 */
export const conversationOffers = pgTable(
  'conversation_offers',
  {
    id: id(),
    conversationId: text()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** The 'offer' message that carries it. */
    messageId: bigint({ mode: 'number' })
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    /** The message that accepted or declined it. */
    decisionMessageId: bigint({ mode: 'number' }).references(() => conversationMessages.id, {
      onDelete: 'set null',
    }),
    fromUserId: text().references(() => users.id, { onDelete: 'set null' }),
    /** Whole shekels. */
    amount: integer().notNull(),
    status: text({ enum: OFFER_STATUSES }).notNull().default('open'),
    /** An offer the seller sent to everyone who liked the board holds this long (issue 55). */
    validUntil: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('conversation_offers_thread_idx').on(t.conversationId, t.createdAt),
    index('conversation_offers_message_idx').on(t.messageId),
    index('conversation_offers_decision_idx').on(t.decisionMessageId),
    index('conversation_offers_from_idx').on(t.fromUserId),
    // One open offer per thread, whatever two simultaneous requests do.
    uniqueIndex('conversation_offers_one_open_idx')
      .on(t.conversationId)
      .where(sql`${t.status} = 'open'`),
    check('conversation_offers_amount_check', sql`${t.amount} between 1 and 50000`),
  ],
);
