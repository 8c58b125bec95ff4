import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  notifications,
  notificationSettings,
  pushSubscriptions,
  savedSearches,
  surfAlerts,
} from '../../db/schema';

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
