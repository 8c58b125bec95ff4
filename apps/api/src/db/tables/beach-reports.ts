import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { id, createdAt, type StoredImage } from './columns';

// Reports from the beach (issue 44, decision 048): what a surfer saw at a spot. The location the
// browser sent is never stored, only whether it was within the spot's distance (on_beach). A
// moderator removes a report by marking it (removed_at), as reviews of sellers.

export const beachReports = pgTable(
  'beach_reports',
  {
    id: id(),
    spotId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    size: text().notNull(),
    surface: text().notNull(),
    crowd: text().notNull(),
    text: text(),
    /** The re-encoded photo (no metadata), added by its author after the report. */
    photo: jsonb().$type<StoredImage>(),
    /** Its perceptual hash (images/photo-hash.ts), as a signed 64-bit number. */
    photoHash: bigint({ mode: 'bigint' }),
    onBeach: boolean().notNull().default(false),
    seenAt: timestamp({ withTimezone: true }).notNull(),
    removedAt: timestamp({ withTimezone: true }),
    removedBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('beach_reports_spot_idx').on(t.spotId, t.seenAt),
    index('beach_reports_user_idx').on(t.userId, t.spotId, t.createdAt),
    index('beach_reports_photo_key_idx')
      .on(sql`(${t.photo}->>'key')`)
      .where(sql`${t.photo} is not null`),
  ],
);

/** Who thanked which report: one thanks per user and report. */
export const beachReportThanks = pgTable(
  'beach_report_thanks',
  {
    reportId: text()
      .notNull()
      .references(() => beachReports.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.reportId, t.userId] }),
    index('beach_report_thanks_user_idx').on(t.userId),
  ],
);
