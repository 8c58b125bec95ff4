import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedSearches, surfAlerts } from '../../db/schema';

// What a user watches: their saved searches and surf alerts (every query scoped to its owner).

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type SurfAlertRow = typeof surfAlerts.$inferSelect;

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

/** Records the window a best-window alert told last (its start) and when it was told. */
export async function markWindowTold(db: Db, id: string, windowStart: Date, at: Date) {
  await db
    .update(surfAlerts)
    .set({ windowToldStart: windowStart, windowToldAt: at })
    .where(eq(surfAlerts.id, id));
}
