import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './users';
import { id, createdAt } from './columns';

// Page views and the admins' activity feed.

/** Client events: a page view on each route change (POST /api/events). */
export const pageViews = pgTable(
  'page_views',
  {
    id: id(),
    path: text().notNull(),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    visitorKey: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('page_views_created_idx').on(t.createdAt),
    index('page_views_user_idx').on(t.userId, t.createdAt),
  ],
);

/** The activity feed of the admin area: sign-ups, publishing, sales, reviews, reports. */
export const activityLog = pgTable(
  'activity_log',
  {
    id: id(),
    type: text().notNull(),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    details: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('activity_log_created_idx').on(t.createdAt)],
);
