import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { beachReportThanks, beachReports, reports, users } from '../../db/schema';

// Reports from the beach: the queries, nothing else (the rules are service.ts).

export type BeachReportRow = typeof beachReports.$inferSelect;

const author = {
  id: users.id,
  displayName: users.displayName,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImage: users.profileImage,
};

const thanksCount = sql<number>`(select count(*)::int from ${beachReportThanks} t where t.report_id = ${beachReports.id})`;
const thankedBy = (viewerId: string | null) =>
  viewerId
    ? sql<boolean>`exists (select 1 from ${beachReportThanks} t where t.report_id = ${beachReports.id} and t.user_id = ${viewerId})`
    : sql<boolean>`false`;

/** Reports with their author, thanks and whether the viewer thanked them, newest seen first. */
function selectShown(db: Db, viewerId: string | null) {
  return db
    .select({
      report: beachReports,
      author,
      thanks: thanksCount,
      thanked: thankedBy(viewerId),
    })
    .from(beachReports)
    .innerJoin(users, eq(users.id, beachReports.userId));
}
export type ShownRow = Awaited<ReturnType<typeof listForSpot>>[number];

/** A spot's reports seen since `since`, not removed, their authors not blocked. */
export function listForSpot(db: Db, spotId: string, since: Date, viewerId: string | null) {
  return selectShown(db, viewerId)
    .where(
      and(
        eq(beachReports.spotId, spotId),
        gte(beachReports.seenAt, since),
        isNull(beachReports.removedAt),
        isNull(users.blockedAt),
      ),
    )
    .orderBy(desc(beachReports.seenAt), desc(beachReports.id))
    .limit(50);
}

/** The user's own reports, every spot, newest first (their history). */
export function listMine(db: Db, userId: string) {
  return selectShown(db, userId)
    .where(and(eq(beachReports.userId, userId), isNull(beachReports.removedAt)))
    .orderBy(desc(beachReports.createdAt), desc(beachReports.id))
    .limit(200);
}

export async function findShown(db: Db, id: string, viewerId: string | null) {
  const [row] = await selectShown(db, viewerId).where(eq(beachReports.id, id)).limit(1);
  return row ?? null;
}

export async function findReport(db: Db, id: string) {
  const [row] = await db.select().from(beachReports).where(eq(beachReports.id, id)).limit(1);
  return row ?? null;
}

/**
 * Stores the report unless the user reported the spot since `since` (null then). One user's
 * reports of a spot take turns (an advisory lock), so two sent at once make one.
 */
export function insertUnlessRecent(
  db: Db,
  values: typeof beachReports.$inferInsert,
  since: Date,
): Promise<BeachReportRow | null> {
  return db.transaction(async (tx) => {
    const lock = `beach-report:${values.userId}:${values.spotId}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lock}))`);
    const [recent] = await tx
      .select({ id: beachReports.id })
      .from(beachReports)
      .where(
        and(
          eq(beachReports.userId, values.userId),
          eq(beachReports.spotId, values.spotId),
          gte(beachReports.createdAt, since),
        ),
      )
      .limit(1);
    if (recent) return null;
    const [row] = await tx.insert(beachReports).values(values).returning();
    return row!;
  });
}

/** Sets the photo if the report has none yet; null when it already had one. */
export async function setPhoto(
  db: Db,
  id: string,
  photo: NonNullable<BeachReportRow['photo']>,
  hash: bigint | null,
) {
  const [row] = await db
    .update(beachReports)
    .set({ photo, photoHash: hash })
    .where(and(eq(beachReports.id, id), isNull(beachReports.photo)))
    .returning({ id: beachReports.id });
  return row ?? null;
}

export async function thank(db: Db, reportId: string, userId: string) {
  await db.insert(beachReportThanks).values({ reportId, userId }).onConflictDoNothing();
}

export async function unthank(db: Db, reportId: string, userId: string) {
  await db
    .delete(beachReportThanks)
    .where(and(eq(beachReportThanks.reportId, reportId), eq(beachReportThanks.userId, userId)));
}

export async function countThanks(db: Db, reportId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(beachReportThanks)
    .where(eq(beachReportThanks.reportId, reportId));
  return row?.n ?? 0;
}

/**
 * A moderator removes the report from view (kept, marked, for the reports about it) and
 * resolves the open reports on it. Null when there is no such report or it was removed already.
 */
export async function removeReport(db: Db, id: string, adminId: string) {
  const now = new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(beachReports)
      .set({ removedAt: now, removedBy: adminId })
      .where(and(eq(beachReports.id, id), isNull(beachReports.removedAt)))
      .returning();
    if (!row) return null;
    await tx
      .update(reports)
      .set({ status: 'resolved', resolvedAt: now, resolvedBy: adminId })
      .where(
        and(
          eq(reports.targetType, 'beach_report'),
          eq(reports.targetId, id),
          eq(reports.status, 'open'),
        ),
      );
    return row;
  });
}

/** Reported reports as the reports inbox names them. */
export async function reportTargets(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: beachReports.id,
      spotId: beachReports.spotId,
      text: beachReports.text,
      size: beachReports.size,
      surface: beachReports.surface,
      removedAt: beachReports.removedAt,
    })
    .from(beachReports)
    .where(inArray(beachReports.id, ids));
}

/** A user's reports, for "download my data" (the location was never stored). */
export function exportFor(db: Db, userId: string) {
  return db
    .select()
    .from(beachReports)
    .where(eq(beachReports.userId, userId))
    .orderBy(desc(beachReports.createdAt));
}
