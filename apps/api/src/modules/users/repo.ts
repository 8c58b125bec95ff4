import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@galim/shared/alerts/schemas';
import type { Db } from '../../db/client';
import {
  activityLog,
  notificationSettings,
  notifications,
  pushSubscriptions,
  savedSearches,
  surfAlerts,
  pageViews,
  reports,
  serviceLikes,
  serviceReviews,
  services,
  sessions,
  surfboardInquiries,
  surfboardLikes,
  surfboards,
  userSlugHistory,
  users,
} from '../../db/schema';
import { selectBoards } from '../surfboards/repo';
import { activityLine, wordActivity } from '../activity/lines';
import { isPublicBoard } from '../surfboards/visibility';
import type { UserRow } from './serialize';

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserBySlug(db: Db, slug: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.slug, slug)).limit(1);
  return row ?? null;
}

/** Another user already holding this slug (the user themself does not count). */
export async function slugTakenByOther(db: Db, slug: string, userId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(userId ? and(eq(users.slug, slug), ne(users.id, userId)) : eq(users.slug, slug))
    .limit(1);
  return rows.length > 0;
}

export async function updateUser(db: Db, id: string, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row!;
}

/**
 * A user's public address changes from `from` to `to` (either may be empty): the old one
 * redirects to them from now on, and the new one, if it was anyone's old address, no longer
 * redirects (to them or to whoever left it).
 */
export async function recordSlugMove(
  db: Db,
  userId: string,
  from: string | null,
  to: string | null,
) {
  if (to) await db.delete(userSlugHistory).where(eq(userSlugHistory.slug, to));
  if (from && from !== to) {
    await db
      .insert(userSlugHistory)
      .values({ slug: from, userId })
      .onConflictDoUpdate({ target: userSlugHistory.slug, set: { userId, createdAt: new Date() } });
  }
}

/** The user who once had this public address and has since moved to another one. */
export async function findUserByOldSlug(db: Db, slug: string): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(userSlugHistory)
    .innerJoin(users, eq(users.id, userSlugHistory.userId))
    .where(and(eq(userSlugHistory.slug, slug), isNotNull(users.slug)))
    .limit(1);
  return row?.user ?? null;
}

/** Counts for the profile summary: every board and service the user owns, and review average. */
export async function userStats(db: Db, userId: string) {
  const [row] = await db
    .select({
      surfboards: sql<number>`(select count(*)::int from ${surfboards} where ${surfboards.sellerId} = ${userId})`,
      services: sql<number>`(select count(*)::int from ${services} where ${services.providerId} = ${userId})`,
      reviewCount: sql<number>`(select coalesce(sum(${services.reviewCount}), 0)::int from ${services} where ${services.providerId} = ${userId})`,
      ratingSum: sql<number>`(select coalesce(sum(${services.rating} * ${services.reviewCount}), 0)::float from ${services} where ${services.providerId} = ${userId})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  const reviewCount = row?.reviewCount ?? 0;
  return {
    counts: { surfboards: row?.surfboards ?? 0, services: row?.services ?? 0 },
    reviewCount,
    rating: reviewCount ? Math.round(((row?.ratingSum ?? 0) / reviewCount) * 10) / 10 : 0,
  };
}

/** A user's boards, newest first: public ones only unless `all` (owner or admin). */
export function userBoards(db: Db, userId: string, opts: { all: boolean; limit: number }) {
  return selectBoards(db)
    .where(
      opts.all
        ? eq(surfboards.sellerId, userId)
        : and(eq(surfboards.sellerId, userId), isPublicBoard),
    )
    .orderBy(desc(surfboards.createdAt), desc(surfboards.id))
    .limit(opts.limit);
}

/** Everything stored about a user, for "download my data". Session secrets are left out. */
export async function exportUserData(db: Db, userId: string) {
  const [
    boards,
    myServices,
    boardLikes,
    svcLikes,
    reviews,
    mySessions,
    myReports,
    views,
    activity,
    searches,
    alerts,
    devices,
    settingsRows,
    inbox,
    contacts,
  ] = await Promise.all([
    db.select().from(surfboards).where(eq(surfboards.sellerId, userId)),
    db.select().from(services).where(eq(services.providerId, userId)),
    db.select().from(surfboardLikes).where(eq(surfboardLikes.userId, userId)),
    db.select().from(serviceLikes).where(eq(serviceLikes.userId, userId)),
    db.select().from(serviceReviews).where(eq(serviceReviews.userId, userId)),
    db
      .select({
        id: sessions.id,
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
    db.select().from(reports).where(eq(reports.reporterId, userId)),
    db
      .select({ path: pageViews.path, createdAt: pageViews.createdAt })
      .from(pageViews)
      .where(eq(pageViews.userId, userId)),
    db.select().from(activityLog).where(eq(activityLog.userId, userId)),
    db.select().from(savedSearches).where(eq(savedSearches.userId, userId)),
    db.select().from(surfAlerts).where(eq(surfAlerts.userId, userId)),
    // The devices with push on, without the endpoint and keys (they let anyone push to it).
    db
      .select({
        id: pushSubscriptions.id,
        userAgent: pushSubscriptions.userAgent,
        createdAt: pushSubscriptions.createdAt,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId)),
    db
      .select({ settings: notificationSettings.settings })
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, userId)),
    db.select().from(notifications).where(eq(notifications.userId, userId)),
    db
      .select({
        surfboardId: surfboardInquiries.surfboardId,
        channel: surfboardInquiries.channel,
        createdAt: surfboardInquiries.createdAt,
      })
      .from(surfboardInquiries)
      .where(eq(surfboardInquiries.userId, userId)),
  ]);
  return {
    surfboards: boards,
    services: myServices,
    surfboardLikes: boardLikes,
    serviceLikes: svcLikes,
    reviews,
    sessions: mySessions,
    reports: myReports,
    pageViews: views,
    // The lines the API wrote, in words (they are stored as a key and values).
    activity: activity.map((a) => ({ ...a, details: wordActivity(a.details, 'he') })),
    savedSearches: searches,
    surfAlerts: alerts,
    pushDevices: devices,
    // Never saved: the defaults are what applies to them (quiet hours included).
    notificationSettings: settingsRows[0]?.settings ?? DEFAULT_NOTIFICATION_SETTINGS,
    notifications: inbox,
    sellerContacts: contacts,
  };
}

/**
 * Deletes the user, in the caller's transaction; boards, services, likes, reviews and sessions
 * go with it (cascades). Their lines in the activity feed lose both the link and the text (names
 * and titles). Returns the images of their boards and services, and the services they reviewed
 * (whose rating and count the caller recomputes without them).
 */
export async function deleteUserRows(tx: Db, userId: string) {
  const reviewed = await tx
    .selectDistinct({ serviceId: serviceReviews.serviceId })
    .from(serviceReviews)
    .where(eq(serviceReviews.userId, userId));
  await tx.delete(serviceReviews).where(eq(serviceReviews.userId, userId));
  await tx
    .update(activityLog)
    .set({ userId: null, details: activityLine('deletedAccount') })
    .where(eq(activityLog.userId, userId));
  const boardImages = await tx
    .select({ images: surfboards.images })
    .from(surfboards)
    .where(eq(surfboards.sellerId, userId));
  const serviceImages = await tx
    .select({ images: services.images })
    .from(services)
    .where(eq(services.providerId, userId));
  // Explicit deletes (not only cascades) so nothing survives if a foreign key is relaxed.
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  await tx.delete(surfAlerts).where(eq(surfAlerts.userId, userId));
  await tx.delete(savedSearches).where(eq(savedSearches.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
  await tx.delete(surfboards).where(eq(surfboards.sellerId, userId));
  await tx.delete(services).where(eq(services.providerId, userId));
  await tx.delete(users).where(eq(users.id, userId));
  return {
    images: [...boardImages, ...serviceImages].flatMap((r) => r.images),
    reviewedServiceIds: reviewed.map((r) => r.serviceId),
  };
}
