import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from './columns';

// Users and their sessions.

export interface PublicProfileSettings {
  visible: boolean;
  showRegion: boolean;
  showSkillLevel: boolean;
  showBio: boolean;
}

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text().notNull(),
    googleSub: text(),
    displayName: text().notNull().default(''),
    firstName: text(),
    lastName: text(),
    phone: text(),
    gender: text(),
    dateOfBirth: text(),
    profileImage: text(),
    profileImageSetByUser: boolean().notNull().default(false),
    slug: text(),
    region: text(),
    surfingLevel: text(),
    bio: text(),
    businessName: text(),
    /** Private: rider weight (kg) and level for "boards that fit me"; never shown to others. */
    fitWeightKg: integer(),
    /** Private, for the wetsuits that fit (issue 53): centimetres. */
    fitHeightCm: integer(),
    fitChestCm: integer(),
    fitLevel: text(),
    role: text({ enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    publicProfile: jsonb()
      .$type<PublicProfileSettings>()
      .notNull()
      .default({ visible: false, showRegion: true, showSkillLevel: true, showBio: true }),
    lastSeenAt: timestamp({ withTimezone: true }),
    /** Set by an admin: the account cannot sign in and its boards and services are hidden. */
    blockedAt: timestamp({ withTimezone: true }),
    /** When the user dismissed the safe-deal advice shown before a first contact (issue 33). */
    safeDealSeenAt: timestamp({ withTimezone: true }),
    /** The language the user chose on the site: their notifications and push come in it. */
    language: text({ enum: ['he', 'en'] })
      .notNull()
      .default('he'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    uniqueIndex('users_slug_key').on(t.slug),
    index('users_created_at_idx').on(t.createdAt),
    // Every public list asks "is the seller blocked?" per board (visibility.ts): without this
    // the check read the whole users table (150 ms at 100,000 users), with it a tiny index.
    index('users_blocked_idx')
      .on(t.id)
      .where(sql`${t.blockedAt} is not null`),
  ],
);

/**
 * Public-profile addresses a user has left: /u/{old} answers with a permanent redirect to their
 * address now, so links already shared keep working. Another user may take an old address;
 * the redirect then ends.
 */
export const userSlugHistory = pgTable(
  'user_slug_history',
  {
    slug: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('user_slug_history_user_idx').on(t.userId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    /**
     * One sign-in on one device: the first token's row id, shared by every token that
     * refresh rotations derive from it. The database default only backfills older rows.
     */
    familyId: text()
      .notNull()
      .default(sql`substr(md5(random()::text), 1, 24)`),
    /** When the sign-in happened: the family's absolute lifetime runs from here. */
    familyCreatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** logout, rotated, reuse, signed-out-elsewhere, revoked, blocked. */
    revokedReason: text(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userAgent: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_family_idx').on(t.familyId),
  ],
);
