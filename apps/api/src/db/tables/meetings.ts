import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  bigint,
} from 'drizzle-orm/pg-core';
import { MEETING_PLACE_KINDS, MEETING_STATUSES } from '@galim/shared/meetings/limits';
import { users } from './users';
import { conversationMessages, conversations } from './conversations';
import { id, createdAt, updatedAt } from './columns';

// Safe places to meet (issue 56 §3, decision 063): public places an admin keeps per city, and
// meetings at them proposed in a conversation, each tied to its message as an offer is.

export const meetingPlaces = pgTable(
  'meeting_places',
  {
    id: id(),
    /** The city's Hebrew name, as the near-me list has it (geo/cities.ts). */
    city: text().notNull(),
    kind: text({ enum: MEETING_PLACE_KINDS }).notNull(),
    nameHe: text().notNull(),
    nameEn: text().notNull(),
    addressHe: text().notNull(),
    addressEn: text().notNull(),
    /** A public place's own point, not rounded (a seller's never is stored exact). */
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
    /** Offered to users; a place taken off keeps the meetings already made at it. */
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('meeting_places_city_idx')
      .on(t.city)
      .where(sql`${t.active}`),
  ],
);

export const conversationMeetings = pgTable(
  'conversation_meetings',
  {
    id: id(),
    conversationId: text()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** The 'meeting' message that carries it. */
    messageId: bigint({ mode: 'number' })
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    /** The 'meeting_accepted' message, once accepted. */
    decisionMessageId: bigint({ mode: 'number' }).references(() => conversationMessages.id, {
      onDelete: 'set null',
    }),
    placeId: text()
      .notNull()
      .references(() => meetingPlaces.id, { onDelete: 'restrict' }),
    fromUserId: text().references(() => users.id, { onDelete: 'set null' }),
    at: timestamp({ withTimezone: true }).notNull(),
    status: text({ enum: MEETING_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('conversation_meetings_thread_idx').on(t.conversationId, t.createdAt),
    index('conversation_meetings_message_idx').on(t.messageId),
    index('conversation_meetings_decision_idx').on(t.decisionMessageId),
    index('conversation_meetings_from_idx').on(t.fromUserId),
    index('conversation_meetings_place_idx').on(t.placeId),
    // One open proposal per thread, whatever two simultaneous requests do.
    uniqueIndex('conversation_meetings_one_open_idx')
      .on(t.conversationId)
      .where(sql`${t.status} = 'open'`),
  ],
);
