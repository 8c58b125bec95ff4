import { and, count, desc, eq, gt, isNull, like, sql } from 'drizzle-orm';
import type { ZSavedSearchFilters } from '@galim/shared/alerts/schemas';
import type { Language } from '@galim/shared/i18n/languages';
import type { Db } from '../../db/client';
import {
  notificationSettings,
  notifications,
  pushSubscriptions,
  savedSearches,
  services,
  surfAlerts,
  surfboardLikes,
  surfboards,
  users,
} from '../../db/schema';
import { useFuzzyThreshold } from '../search/text-search';
import { filterConditions } from '../surfboards/repo';
import { isPublicBoard } from '../surfboards/visibility';

// The alerts module's SQL: a user's notifications, saved searches, surf alerts and push
// devices (every query scoped to its owner), and what a notice says about a board or a service.

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type SurfAlertRow = typeof surfAlerts.$inferSelect;
/** A saved search's filters once checked (the public list's query, without paging). */
export type SavedSearchFilters = ReturnType<typeof ZSavedSearchFilters.parse>;

// ---------------------------------------------------------------- notifications

/** Stores a notification once (the unique key drops repeats): its id, or null for a repeat. */
/** The language a user chose on the site (their notifications' language); Hebrew if unknown. */
export async function userLanguage(db: Db, userId: string): Promise<Language> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.language ?? 'he';
}

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

// ---------------------------------------------------------------- saved searches and surf alerts

export function savedSearchesOf(db: Db, userId: string) {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

export function surfAlertsOf(db: Db, userId: string) {
  return db
    .select()
    .from(surfAlerts)
    .where(eq(surfAlerts.userId, userId))
    .orderBy(desc(surfAlerts.createdAt), desc(surfAlerts.id));
}

/** Every surf alert of every user (the surf-alerts job). */
export function allSurfAlerts(db: Db) {
  return db.select().from(surfAlerts);
}

/**
 * Saves a search unless the user already has `limit`: the new row, or null when the list is
 * full. One user's concurrent saves take turns (an advisory lock), so the limit holds.
 */
export function insertSavedSearch(
  db: Db,
  values: typeof savedSearches.$inferInsert,
  limit: number,
): Promise<SavedSearchRow | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved:${values.userId}`}))`);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, values.userId));
    if (n >= limit) return null;
    const [row] = await tx.insert(savedSearches).values(values).returning();
    return row!;
  });
}

/** Adds a surf alert unless the user already has `limit` (as insertSavedSearch). */
export function insertSurfAlert(
  db: Db,
  values: typeof surfAlerts.$inferInsert,
  limit: number,
): Promise<SurfAlertRow | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`surf:${values.userId}`}))`);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(surfAlerts)
      .where(eq(surfAlerts.userId, values.userId));
    if (n >= limit) return null;
    const [row] = await tx.insert(surfAlerts).values(values).returning();
    return row!;
  });
}

/** Sets a surf alert's push for good beach reports; null when the user has no such alert. */
export async function setSurfAlertPush(db: Db, userId: string, id: string, pushOnReport: boolean) {
  const [row] = await db
    .update(surfAlerts)
    .set({ pushOnReport })
    .where(and(eq(surfAlerts.id, id), eq(surfAlerts.userId, userId)))
    .returning();
  return row ?? null;
}

/** The users who asked for a push on a good report at the spot. */
export async function beachReportWatchers(db: Db, spotId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: surfAlerts.userId })
    .from(surfAlerts)
    .where(and(eq(surfAlerts.spotId, spotId), eq(surfAlerts.pushOnReport, true)));
  return rows.map((r) => r.userId);
}

/** Deletes the user's saved search: false when they have no such search. */
export async function deleteSavedSearch(db: Db, userId: string, id: string) {
  const gone = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return gone.length > 0;
}

/** Deletes the user's surf alert: false when they have no such alert. */
export async function deleteSurfAlert(db: Db, userId: string, id: string) {
  const gone = await db
    .delete(surfAlerts)
    .where(and(eq(surfAlerts.id, id), eq(surfAlerts.userId, userId)))
    .returning({ id: surfAlerts.id });
  return gone.length > 0;
}

// ---------------------------------------------------------------- push devices

export function devicesOf(db: Db, userId: string) {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt));
}

/**
 * Stores a device's push subscription for the user. An endpoint belongs to one browser:
 * subscribing again (or another account on the same browser) takes it over.
 */
export async function storeDevice(
  db: Db,
  device: typeof pushSubscriptions.$inferInsert & { userId: string },
) {
  const { userId, p256dh, auth } = device;
  await db
    .insert(pushSubscriptions)
    .values(device)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh, auth, createdAt: new Date() },
    });
}

/** Removes one of the user's devices, by id or by endpoint: false when it is not theirs. */
export async function deleteDevice(db: Db, userId: string, by: { id?: string; endpoint?: string }) {
  const gone = await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.userId, userId),
        by.id ? eq(pushSubscriptions.id, by.id) : eq(pushSubscriptions.endpoint, by.endpoint!),
      ),
    )
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

// ---------------------------------------------------------------- what notices name

/** A board as a notice about it names it: its seller, title and last moderation. */
export async function boardForNotice(db: Db, boardId: string) {
  const [b] = await db
    .select({ sellerId: surfboards.sellerId, title: surfboards.title, at: surfboards.moderatedAt })
    .from(surfboards)
    .where(eq(surfboards.id, boardId));
  return b ?? null;
}

/** A service as a notice about it names it: its provider, title, type and last moderation. */
export async function serviceForNotice(db: Db, serviceId: string) {
  const [s] = await db
    .select({
      providerId: services.providerId,
      title: services.title,
      type: services.serviceType,
      at: services.moderatedAt,
    })
    .from(services)
    .where(eq(services.id, serviceId));
  return s ?? null;
}

/** A public board as a notice of a match or a price drop names it; null when it is not public. */
export async function publicBoardForNotice(db: Db, boardId: string) {
  const [board] = await db
    .select({
      id: surfboards.id,
      title: surfboards.title,
      price: surfboards.price,
      sellerId: surfboards.sellerId,
    })
    .from(surfboards)
    .where(and(eq(surfboards.id, boardId), isPublicBoard));
  return board ?? null;
}

/** Who liked the board. */
export function likersOf(db: Db, boardId: string) {
  return db
    .select({ userId: surfboardLikes.userId })
    .from(surfboardLikes)
    .where(eq(surfboardLikes.surfboardId, boardId));
}

// ---------------------------------------------------------------- matching saved searches

/** Every user's saved searches in id order, `limit` at a time after the id `after`. */
export function savedSearchesAfter(db: Db, after: string, limit: number) {
  return db
    .select()
    .from(savedSearches)
    .where(gt(savedSearches.id, after))
    .orderBy(savedSearches.id)
    .limit(limit);
}

/**
 * Which of the searches match the public board (their indexes): one query for all, each
 * search's conditions (the public list's filterConditions) in a CASE of its own, so a thousand
 * saved searches cost five queries.
 */
export async function savedSearchHits(
  db: Db,
  boardId: string,
  searches: SavedSearchFilters[],
): Promise<Set<number>> {
  if (!searches.length) return new Set();
  const cases = searches.map((f, i) => {
    const conds = filterConditions(f, false);
    return sql`case when ${conds.length ? and(...conds) : sql`true`} then ${i}::int end`;
  });
  const [row] = await db
    .select({ hits: sql<number[]>`array_remove(array[${sql.join(cases, sql`, `)}]::int[], null)` })
    .from(surfboards)
    .where(and(eq(surfboards.id, boardId), isPublicBoard));
  return new Set(row?.hits ?? []);
}

/** The list's second pass for one search: whether close trigram matches find the board. */
export function fuzzyMatchesBoard(
  db: Db,
  boardId: string,
  filters: SavedSearchFilters,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await useFuzzyThreshold(tx as unknown as Db);
    const rows = await tx
      .select({ id: surfboards.id })
      .from(surfboards)
      .where(and(eq(surfboards.id, boardId), isPublicBoard, ...filterConditions(filters, true)))
      .limit(1);
    return rows.length > 0;
  });
}

// A user's rows for "download my data" and the account's deletion (account.ts).

export const savedSearchRowsOf = (db: Db, userId: string) =>
  db.select().from(savedSearches).where(eq(savedSearches.userId, userId));
export const surfAlertRowsOf = (db: Db, userId: string) =>
  db.select().from(surfAlerts).where(eq(surfAlerts.userId, userId));
export const notificationRowsOf = (db: Db, userId: string) =>
  db.select().from(notifications).where(eq(notifications.userId, userId));

/** The devices with push on, without the endpoint and keys (they let anyone push to it). */
export const pushDevicesOf = (db: Db, userId: string) =>
  db
    .select({
      id: pushSubscriptions.id,
      userAgent: pushSubscriptions.userAgent,
      createdAt: pushSubscriptions.createdAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));

export async function deleteAlertsOf(tx: Db, userId: string) {
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  await tx.delete(surfAlerts).where(eq(surfAlerts.userId, userId));
  await tx.delete(savedSearches).where(eq(savedSearches.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
}
