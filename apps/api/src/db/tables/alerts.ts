import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { id, createdAt, updatedAt } from './columns';

// Notifications, saved searches, surf alerts, push devices and notification settings.

/** One notification of the centre; (user, type, dedupe key) makes every producer idempotent. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    title: text().notNull(),
    body: text().notNull().default(''),
    url: text().notNull().default('/'),
    dedupeKey: text().notNull(),
    /** False when the user turned this type off in the centre (it may still go by push). */
    inApp: boolean().notNull().default(true),
    readAt: timestamp({ withTimezone: true }),
    /** When the user opened the centre after it came (the badge counts the unseen unread ones). */
    seenAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_once').on(t.userId, t.type, t.dedupeKey),
    index('notifications_user_idx').on(t.userId, t.createdAt),
  ],
);

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    filters: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.createdAt)],
);

export const surfAlerts = pgTable(
  'surf_alerts',
  {
    id: id(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    spotId: text().notNull(),
    minStars: integer().notNull(),
    daysAhead: jsonb().$type<number[]>().notNull(),
    window: text(),
    /** Also a push when a report from the beach there is head-high or more, and clean. */
    pushOnReport: boolean().notNull().default(false),
    /**
     * A best-window alert (issue 54, item 5) when set: the shortest run of good hours (2-12)
     * worth telling. Null: an ordinary surf alert (a good day).
     */
    minHours: integer(),
    /** Only hours between first and last light count toward a window. */
    daylightOnly: boolean().notNull().default(false),
    /** null: any wind; 'light' or 'offshore'. */
    wind: text(),
    /** A height and period range instead of (or beside) the stars; null bounds are open. */
    minHeightM: real(),
    maxHeightM: real(),
    minPeriodS: real(),
    maxPeriodS: real(),
    /** 'instant' (when found, at most one a day per surfer) or 'digest' (06:00 Israel time). */
    delivery: text().notNull().default('instant'),
    /** The last window told: its start, so the same window is never told twice. */
    windowToldStart: timestamp({ withTimezone: true }),
    windowToldAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('surf_alerts_user_idx').on(t.userId, t.createdAt),
    index('surf_alerts_spot_idx').on(t.spotId),
  ],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    userAgent: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

export const notificationSettings = pgTable('notification_settings', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb().notNull(),
  updatedAt: updatedAt(),
});
