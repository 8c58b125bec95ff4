import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { surfboards } from './surfboards';
import { users } from './users';
import { id, createdAt, updatedAt } from './columns';

// Reviews of sellers (issue 43): the buyer recorded for a sold board reviews its seller once, the
// seller replies once. A moderator removes a review by marking it (removed_at), so the reports
// that led there keep what they were about.

export const sellerReviews = pgTable(
  'seller_reviews',
  {
    id: id(),
    /** The board bought; null once its seller deleted it (the review stays theirs). */
    boardId: text().references(() => surfboards.id, { onDelete: 'set null' }),
    sellerId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyerId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer().notNull(),
    body: text().notNull(),
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
    removedAt: timestamp({ withTimezone: true }),
    removedBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('seller_reviews_one_per_board').on(t.boardId, t.buyerId),
    index('seller_reviews_seller_idx').on(t.sellerId, t.createdAt),
    index('seller_reviews_buyer_idx').on(t.buyerId),
    check('seller_reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
