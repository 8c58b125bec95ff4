import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityLog, pageViews } from '../../db/schema';

// A user's lines in the activity feed and their page views: for "download my data" and the
// account's deletion (account.ts).

export function pageViewsOf(db: Db, userId: string) {
  return db
    .select({ path: pageViews.path, createdAt: pageViews.createdAt })
    .from(pageViews)
    .where(eq(pageViews.userId, userId));
}

export function activityOf(db: Db, userId: string) {
  return db.select().from(activityLog).where(eq(activityLog.userId, userId));
}

/** Their lines lose both the link and the text (names and titles), with this one instead. */
export async function anonymiseActivity(tx: Db, userId: string, details: string) {
  await tx.update(activityLog).set({ userId: null, details }).where(eq(activityLog.userId, userId));
}
