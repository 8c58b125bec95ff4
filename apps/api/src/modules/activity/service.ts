import type { Db } from '../../db/client';
import { activityLog, pageViews } from '../../db/schema';
import { visitorHash } from '../../lib/visitor';

/** What the admin activity feed shows. */
export type ActivityType =
  | 'user_signup'
  | 'surfboard_published'
  | 'surfboard_sold'
  | 'surfboard_archived'
  | 'surfboard_approved'
  | 'surfboard_rejected'
  | 'surfboard_flagged'
  | 'service_published'
  | 'service_approved'
  | 'service_rejected'
  | 'review_posted'
  | 'report_filed'
  | 'report_resolved'
  | 'contact_message';

/** Appends to the activity log. Never fails the caller's request. */
export async function logActivity(
  db: Db,
  type: ActivityType,
  userId: string | null,
  details: string,
): Promise<void> {
  try {
    await db.insert(activityLog).values({ type, userId, details: details.slice(0, 500) });
  } catch {
    // The feed is informational; losing one line must not break a sale or a sign-up.
  }
}

/**
 * Appends to the activity log inside the caller's transaction: the entry exists exactly when
 * the change it describes was committed (a failed insert rolls the change back).
 */
export async function recordActivity(
  tx: Db,
  type: ActivityType,
  userId: string | null,
  details: string,
): Promise<void> {
  await tx.insert(activityLog).values({ type, userId, details: details.slice(0, 500) });
}

/**
 * What the activity module does for others' routes: it counts the web app's page views (admin
 * analytics), visitors by the day's hash. The log itself is written by the services whose
 * changes it records (`logActivity`, `recordActivity`), in their own transactions.
 */
export function createActivityService(db: Db) {
  return {
    async recordPageView(view: {
      path: string;
      userId: string | null;
      ip: string;
      userAgent: string;
    }): Promise<void> {
      const day = new Date().toISOString().slice(0, 10);
      await db.insert(pageViews).values({
        path: view.path.slice(0, 500),
        userId: view.userId,
        visitorKey: visitorHash(view.ip, view.userAgent, day),
      });
    },
  };
}
