import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

// The domain events' outbox (plugins/events, decision 054): an event is written in the
// transaction of the write it tells of, and delivered to each subscriber after the commit.

/** One domain event: its name and payload (plugins/events/catalog.ts). */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    name: text().notNull(),
    payload: jsonb().$type<unknown>().notNull(),
    createdAt: createdAt(),
    /** Set once every subscriber has it (or gave up on it): the poller looks no further. */
    deliveredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('outbox_events_pending_idx')
      .on(t.id)
      .where(sql`${t.deliveredAt} is null`),
    index('outbox_events_created_idx').on(t.createdAt),
  ],
);

/**
 * One subscriber's delivery of one event: taken (claimed) by one process before its handler
 * runs, so that no two processes deliver it; done once `deliveredAt` is set. A claim whose
 * process died is taken over after a lease; a failed handler is tried again, a few times.
 */
export const outboxDeliveries = pgTable(
  'outbox_deliveries',
  {
    eventId: bigint({ mode: 'number' })
      .notNull()
      .references(() => outboxEvents.id, { onDelete: 'cascade' }),
    subscriber: text().notNull(),
    claimedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(1),
    deliveredAt: timestamp({ withTimezone: true }),
    lastError: text(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.subscriber] })],
);
