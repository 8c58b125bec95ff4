import { and, count, desc, eq, isNull, like, sql } from 'drizzle-orm';
import type { Language } from '@galim/shared/i18n/languages';
import type { Db } from '../../db/client';
import { notificationSettings, notifications, users } from '../../db/schema';

// The notification centre's SQL: a user's notifications, their settings and language. Every
// query is scoped to its owner.

/** The language a user chose on the site (their notifications' language); Hebrew if unknown. */
export async function userLanguage(db: Db, userId: string): Promise<Language> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.language ?? 'he';
}

/** Stores a notification once (the unique key drops repeats): its id, or null for a repeat. */
export async function insertNotification(db: Db, values: typeof notifications.$inferInsert) {
  const [row] = await db
    .insert(notifications)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: notifications.id, createdAt: notifications.createdAt });
  return row ?? null;
}

export async function findNotification(db: Db, id: string) {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row ?? null;
}

/** The user's notification settings as stored (checked by the caller), or null: the defaults. */
export async function storedSettings(db: Db, userId: string): Promise<unknown> {
  const [row] = await db
    .select({ settings: notificationSettings.settings })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row?.settings ?? null;
}

export async function storeSettings(
  db: Db,
  userId: string,
  settings: typeof notificationSettings.$inferInsert.settings,
) {
  await db
    .insert(notificationSettings)
    .values({ userId, settings })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { settings } });
}

/** One page of the user's in-app notifications, newest first. */
export function notificationsPage(db: Db, userId: string, page: number, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.inApp, true)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset((page - 1) * limit);
}

/**
 * How many in-app notifications the user has, how many of them are unread, and how many of
 * those came since the user last opened the centre (the badge).
 */
export async function notificationCounts(db: Db, userId: string) {
  const [counts] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)::int`,
      unseen: sql<number>`count(*) filter (where ${notifications.readAt} is null and ${notifications.seenAt} is null)::int`,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.inApp, true)));
  return { total: counts?.total ?? 0, unread: counts?.unread ?? 0, unseen: counts?.unseen ?? 0 };
}

/** The user opened the centre: every notification so far is seen (read ones stay unread). */
export async function markAllNotificationsSeen(db: Db, userId: string) {
  const done = await db
    .update(notifications)
    .set({ seenAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.seenAt)))
    .returning({ id: notifications.id });
  return done.length;
}

/**
 * The matter of notifications was dealt with elsewhere (a conversation opened): those of the
 * type whose key starts with `keyPrefix` are read.
 */
export async function markNotificationsReadByKey(
  db: Db,
  userId: string,
  type: string,
  keyPrefix: string,
) {
  const now = new Date();
  await db
    .update(notifications)
    .set({ readAt: now, seenAt: sql`coalesce(${notifications.seenAt}, ${now})` })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, type),
        like(notifications.dedupeKey, `${keyPrefix.replace(/[\\%_]/g, '\\$&')}%`),
        isNull(notifications.readAt),
      ),
    );
}

/**
 * Marks the user's notification read (once: a read one keeps its time). False when the user
 * has no such notification.
 */
export async function markNotificationRead(db: Db, userId: string, id: string) {
  const mine = and(eq(notifications.id, id), eq(notifications.userId, userId));
  const [row] = await db.select({ readAt: notifications.readAt }).from(notifications).where(mine);
  if (!row) return false;
  if (!row.readAt) await db.update(notifications).set({ readAt: new Date() }).where(mine);
  return true;
}

/** Marks every unread notification of the user read: how many were. */
export async function markAllNotificationsRead(db: Db, userId: string) {
  const done = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return done.length;
}
