import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './users';
import { createdAt } from './columns';

// Live events (plugins/live): what GET /api/live streams to a signed-in user.

/**
 * One event for one user. The id is the stream's event id: it only grows, so a client that
 * reconnects with the last id it saw gets exactly the rows after it. Kept for a day.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    payload: jsonb().$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('live_events_user_idx').on(t.userId, t.id),
    index('live_events_created_idx').on(t.createdAt),
  ],
);
