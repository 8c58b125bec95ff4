import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { HOLD_KINDS } from '@galim/shared/admin/schemas';
import { users } from './users';
import { surfboards } from './surfboards';
import { services } from './services';
import { id, createdAt } from './columns';

// Holds on boards waiting for a moderator, and the perceptual hashes of photos.

/**
 * One reason a board is held for review. A board may have several open holds (a copied photo
 * and a low price); the moderator's decision clears them all (`clearedAt`). `details` carries
 * the facts behind the reason (the other listing, the estimate, the edited fields).
 */
export const boardHolds = pgTable(
  'board_holds',
  {
    id: id(),
    surfboardId: text()
      .notNull()
      .references(() => surfboards.id, { onDelete: 'cascade' }),
    kind: text({ enum: HOLD_KINDS }).notNull(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    clearedAt: timestamp({ withTimezone: true }),
    clearedBy: text().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One open hold per board and kind: a repeat signal updates it instead of adding rows.
    uniqueIndex('board_holds_open_once')
      .on(t.surfboardId, t.kind)
      .where(sql`${t.clearedAt} is null`),
    index('board_holds_open_idx')
      .on(t.createdAt)
      .where(sql`${t.clearedAt} is null`),
  ],
);

/**
 * The perceptual hash of every photo uploaded to a board or a service (images/photo-hash.ts),
 * kept whatever becomes of the listing (active, sold, archived) so a copy of it on another
 * user's board is caught later too. `band0..4` are the hash cut in five (13, 13, 13, 13 and
 * 12 bits), each indexed: two hashes within 9 bits of each other differ in at most 1 bit of
 * some band, so the lookup asks the indexes for a few dozen band values instead of reading
 * every hash.
 */
export const photoHashes = pgTable(
  'photo_hashes',
  {
    id: id(),
    ownerId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    surfboardId: text().references(() => surfboards.id, { onDelete: 'cascade' }),
    serviceId: text().references(() => services.id, { onDelete: 'cascade' }),
    imageKey: text().notNull(),
    /** The 64 bits as a signed bigint. */
    hash: bigint({ mode: 'bigint' }).notNull(),
    band0: integer().notNull(),
    band1: integer().notNull(),
    band2: integer().notNull(),
    band3: integer().notNull(),
    band4: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('photo_hashes_board_image').on(t.surfboardId, t.imageKey),
    uniqueIndex('photo_hashes_service_image').on(t.serviceId, t.imageKey),
    index('photo_hashes_band0').on(t.band0),
    index('photo_hashes_band1').on(t.band1),
    index('photo_hashes_band2').on(t.band2),
    index('photo_hashes_band3').on(t.band3),
    index('photo_hashes_band4').on(t.band4),
  ],
);
