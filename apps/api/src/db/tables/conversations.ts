import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TMessageRisk } from '@galim/shared/conversations/safety';
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
    kind: text({ enum: ['text'] })
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
