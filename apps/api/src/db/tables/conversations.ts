import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
  },
  (t) => [
    index('conversation_messages_thread_idx').on(t.conversationId, t.id),
    index('conversation_messages_sender_idx').on(t.senderId),
  ],
);
