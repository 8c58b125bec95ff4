import { sql } from 'drizzle-orm';
import { LISTING_KINDS } from '@galim/shared/listings/kinds';
import type { TAttributeValue } from '@galim/shared/listings/attributes';
import {
  bigserial,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { brands, categories, technologies, models } from './reference';
import { id, createdAt, updatedAt, type StoredImage } from './columns';

// Boards for sale, their likes, views, contact clicks and price changes.

export const surfboards = pgTable(
  'surfboards',
  {
    id: id(),
    sellerId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * What is for sale (issue 53, decision 055): a board keeps its facts in the board columns
     * below; every other kind in `attributes`, validated by shared/listings/validate.ts.
     */
    kind: text({ enum: LISTING_KINDS }).notNull().default('board'),
    attributes: jsonb().$type<Record<string, TAttributeValue>>().notNull().default({}),
    title: text().notNull(),
    description: text().notNull().default(''),
    price: integer().notNull(),
    brandId: text().references(() => brands.id, { onDelete: 'restrict' }),
    modelId: text().references(() => models.id, { onDelete: 'set null' }),
    categoryId: text().references(() => categories.id, { onDelete: 'restrict' }),
    technologyId: text().references(() => technologies.id, { onDelete: 'set null' }),
    condition: text().notNull(),
    volume: real(),
    length: real(),
    width: real(),
    thickness: real(),
    finSetup: integer(),
    finSystem: text(),
    color: text(),
    skillLevel: text(),
    availability: boolean().notNull().default(true),
    sellerType: text().notNull().default('private'),
    showContact: boolean().notNull().default(true),
    locationText: text().notNull().default(''),
    lat: doublePrecision().notNull().default(0),
    lng: doublePrecision().notNull().default(0),
    images: jsonb().$type<StoredImage[]>().notNull().default([]),
    coverIndex: integer().notNull().default(0),
    isSold: boolean().notNull().default(false),
    soldDate: timestamp({ withTimezone: true }),
    soldPrice: integer(),
    soldThroughWebsite: boolean(),
    /** The buyer recorded when the seller said who bought it (issue 43); null: someone else. */
    soldToUserId: text().references(() => users.id, { onDelete: 'set null' }),
    /**
     * An accepted offer reserves the board for its buyer until `reservedUntil` (48 hours); it
     * holds while that time is ahead (compared with now() in queries), so it lapses by itself.
     */
    reservedForUserId: text().references(() => users.id, { onDelete: 'set null' }),
    reservedUntil: timestamp({ withTimezone: true }),
    archived: boolean().notNull().default(false),
    archivedAt: timestamp({ withTimezone: true }),
    moderationStatus: text({ enum: ['pending', 'approved', 'rejected', 'flagged'] })
      .notNull()
      .default('pending'),
    moderatedAt: timestamp({ withTimezone: true }),
    moderationNotes: text(),
    /**
     * A listing is public for 60 days from publishing or its last renewal (issue 55); a
     * moderator's flag or a reservation pauses the clock from `clockPausedAt`, and the pause is
     * added to `expiresAt` when it ends. Expiry deletes nothing.
     */
    expiresAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`now() + interval '60 days'`),
    clockPausedAt: timestamp({ withTimezone: true }),
    /** When the seller last renewed it; null: never. */
    renewedAt: timestamp({ withTimezone: true }),
    /**
     * Its place in the newest-first list: when it was published, or renewed after its price or
     * photos changed (`offerChangedAt`), so a renewal alone never moves it up (decision 058).
     */
    listedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When its price or photos last changed; null: never since publishing. */
    offerChangedAt: timestamp({ withTimezone: true }),
    /** The "still for sale?" reminder of the current term was sent (cleared by a renewal). */
    expiryRemindedAt: timestamp({ withTimezone: true }),
    /** The seller's last offer to everyone who liked it (at most one per 7 days). */
    likersOfferAt: timestamp({ withTimezone: true }),
    viewCount: integer().notNull().default(0),
    /** Lower-cased title, brand, model and description: the trigram search target. */
    searchText: text().notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => {
    // Boards' public lists: partial on the kind too, so gear never costs a board list a row.
    const publicOnly = sql`${t.kind} = 'board' and ${t.moderationStatus} = 'approved' and ${t.archived} = false and ${t.isSold} = false and ${t.availability} = true`;
    // Every kind's public lists (GET /api/listings, issue 53): by kind, then the list's order.
    const publicListing = sql`${t.moderationStatus} = 'approved' and ${t.archived} = false and ${t.isSold} = false and ${t.availability} = true`;
    const publicGear = sql`${publicListing} and ${t.kind} <> 'board'`;
    // What a board list's plain filters read (repo.ts filterConditions), model and technology aside.
    const filterColumns = [
      t.condition,
      t.skillLevel,
      t.finSystem,
      t.length,
      t.volume,
      t.brandId,
      t.categoryId,
      t.sellerType,
    ] as const;
    return [
      check(
        'surfboards_kind_check',
        sql.raw(`"kind" in (${LISTING_KINDS.map((k) => `'${k}'`).join(', ')})`),
      ),
      index('surfboards_seller_idx').on(t.sellerId, t.createdAt),
      index('surfboards_moderation_idx').on(t.moderationStatus, t.createdAt),
      // The seller after the id (which alone orders the rows) lets a list's capped count walk
      // the index alone: the blocked-seller check needs nothing from the table (decision 050).
      // The term's end after them: a public list also asks `expires_at > now()`, which a partial
      // index cannot hold, and reads it here rather than from the table (decision 058).
      // Newest first and by price, every column a plain filter reads follows (decision 066): a
      // price range with a condition, a level, a fin system or a length walks these alone.
      index('surfboards_public_listed_idx')
        .on(t.listedAt, t.id, t.sellerId, t.expiresAt, t.price, ...filterColumns)
        .where(publicOnly),
      index('surfboards_public_price_idx')
        .on(t.price, t.id, t.sellerId, t.expiresAt, t.listedAt, ...filterColumns)
        .where(publicOnly),
      index('surfboards_public_length_idx')
        .on(t.length, t.id, t.sellerId, t.expiresAt)
        .where(publicOnly),
      index('surfboards_public_volume_idx')
        .on(t.volume, t.id, t.sellerId, t.expiresAt)
        .where(publicOnly),
      index('surfboards_public_views_idx').on(t.viewCount, t.id).where(publicOnly),
      // "Near me" (issue 56): a radius is first a box of latitudes and longitudes.
      index('surfboards_public_point_idx').on(t.lat, t.lng, t.id).where(publicOnly),
      index('surfboards_brand_idx').on(t.brandId),
      index('surfboards_model_idx').on(t.modelId),
      index('surfboards_category_idx').on(t.categoryId),
      index('surfboards_technology_idx').on(t.technologyId),
      index('surfboards_public_kind_listed_idx')
        .on(t.kind, t.listedAt, t.id, t.sellerId, t.expiresAt)
        .where(publicListing),
      index('surfboards_public_kind_price_idx')
        .on(t.kind, t.price, t.id, t.sellerId, t.expiresAt)
        .where(publicListing),
      // Gear's option and yes/no filters as containment (`attributes @> …`, listing-conditions.ts):
      // measured at a million listings. (0041's index of leashes' and bags' lengths is gone: it
      // held no price nor term, so a count that took it read the table; the walks below hold them.)
      index('surfboards_public_attributes_idx')
        .using('gin', sql`${t.attributes} jsonb_path_ops`)
        .where(publicListing),
      // A list of one kind of gear walks these alone, its page and its capped count: every
      // column a filter reads is in the entry (the price, condition, maker and the attributes
      // an option, yes/no or length filter reads), so an unseen filter set reads no row of the
      // table and stops at the page's end or the count's cap (migration 0042, decision 065).
      index('surfboards_public_gear_listed_idx')
        .on(
          t.kind,
          t.listedAt,
          t.id,
          t.sellerId,
          t.expiresAt,
          t.price,
          t.condition,
          t.brandId,
          t.attributes,
        )
        .where(publicGear),
      index('surfboards_public_gear_price_idx')
        .on(
          t.kind,
          t.price,
          t.id,
          t.sellerId,
          t.expiresAt,
          t.listedAt,
          t.condition,
          t.brandId,
          t.attributes,
        )
        .where(publicGear),
      index('surfboards_expires_idx').on(t.expiresAt),
      index('surfboards_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
      // A text search finds its matches of one kind here: the words' trigrams and the kind in one
      // entry (btree_gin), so a maker's name that one kind has (O'Neill's wetsuits) reads no row
      // when boards are searched (migration 0044, decision 067).
      index('surfboards_public_kind_words_idx')
        .using('gin', t.kind, sql`${t.searchText} gin_trgm_ops`)
        .where(publicListing),
      index('surfboards_location_trgm_idx').using('gin', sql`${t.locationText} gin_trgm_ops`),
    ];
  },
);

export const surfboardLikes = pgTable(
  'surfboard_likes',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    surfboardId: text()
      .notNull()
      .references(() => surfboards.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.surfboardId] }),
    index('surfboard_likes_board_idx').on(t.surfboardId),
  ],
);

/** One row per board, viewer and day: a view counts at most once a day per viewer. */
export const surfboardViews = pgTable(
  'surfboard_views',
  {
    surfboardId: text()
      .notNull()
      .references(() => surfboards.id, { onDelete: 'cascade' }),
    viewerKey: text().notNull(),
    day: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.surfboardId, t.viewerKey, t.day] }),
    index('surfboard_views_day_idx').on(t.day),
  ],
);

/** A contact click (WhatsApp or e-mail) on a board page. */
export const surfboardInquiries = pgTable(
  'surfboard_inquiries',
  {
    id: id(),
    surfboardId: text()
      .notNull()
      .references(() => surfboards.id, { onDelete: 'cascade' }),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    // 'reveal': the board page's "show contact details" (no database constraint: text).
    channel: text({ enum: ['whatsapp', 'email', 'phone', 'reveal'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('surfboard_inquiries_board_idx').on(t.surfboardId)],
);

/**
 * Every change of a board's price, up or down (issue 55): written with the change, read newest
 * first for the board's page. It names no user: it is the board's, and goes with it.
 */
export const boardPriceChanges = pgTable(
  'board_price_changes',
  {
    id: id(),
    surfboardId: text()
      .notNull()
      .references(() => surfboards.id, { onDelete: 'cascade' }),
    oldPrice: integer().notNull(),
    newPrice: integer().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('board_price_changes_board_idx').on(t.surfboardId, t.changedAt)],
);

/** A transaction's id as PostgreSQL 13+ counts them, never wrapping (`pg_current_xact_id()`). */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * Which listings of gear changed, and in which transaction (decision 068): written by triggers on
 * `surfboards` and on a seller's block (migration 0045), whatever wrote the change, so each API
 * process keeps its in-memory walks of the public gear (gear-mirror.ts) true by reading only what
 * changed. A reader takes every change whose transaction was not finished at its last read
 * (`xid >= ` that read's snapshot xmin), so a transaction that commits late is never skipped.
 * Kept an hour (the mirrors prune it); a process idle longer rebuilds its walks.
 */
export const listingChanges = pgTable(
  'listing_changes',
  {
    seq: bigserial({ mode: 'number' }).primaryKey(),
    listingId: text().notNull(),
    xid: xid8()
      .notNull()
      .default(sql`pg_current_xact_id()`),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_changes_xid_idx').on(t.xid), index('listing_changes_at_idx').on(t.at)],
);
