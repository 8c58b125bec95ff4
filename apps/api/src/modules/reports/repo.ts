import { and, desc, eq, sql } from 'drizzle-orm';
import type { TReportTarget } from '@galim/shared/reports/schemas';
import type { Db } from '../../db/client';
import { reports, users } from '../../db/schema';

/** How many different signed-in users have an open report on the target (anonymous ones: none). */
export async function openReporters(
  db: Db,
  targetType: TReportTarget,
  targetId: string,
): Promise<number> {
  const [row] = await db
    .select({ reporters: sql<number>`count(distinct ${reports.reporterId})::int` })
    .from(reports)
    .where(
      and(
        eq(reports.targetType, targetType),
        eq(reports.targetId, targetId),
        eq(reports.status, 'open'),
      ),
    );
  return row?.reporters ?? 0;
}

/** Files a report, or null when the same reporter already has it open (the unique index). */
export async function insertReport(db: Db, values: typeof reports.$inferInsert) {
  const [row] = await db.insert(reports).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findOpenRepeat(
  db: Db,
  r: { targetType: TReportTarget; targetId: string; reason: string; reporterKey: string },
) {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.targetType, r.targetType),
        eq(reports.targetId, r.targetId),
        eq(reports.reason, r.reason),
        eq(reports.reporterKey, r.reporterKey),
        eq(reports.status, 'open'),
      ),
    )
    .limit(1);
  return row ?? null;
}

export function listReports(db: Db, status: 'open' | 'resolved' | 'all') {
  return db
    .select({
      report: reports,
      reporter: { id: users.id, displayName: users.displayName, email: users.email },
    })
    .from(reports)
    .leftJoin(users, eq(users.id, reports.reporterId))
    .where(status === 'all' ? undefined : eq(reports.status, status))
    .orderBy(desc(reports.createdAt))
    .limit(500);
}

export async function countByStatus(db: Db) {
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where ${reports.status} = 'open')::int`,
      resolved: sql<number>`count(*) filter (where ${reports.status} = 'resolved')::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(reports);
  return row ?? { open: 0, resolved: 0, total: 0 };
}

export async function setStatus(db: Db, id: string, status: 'open' | 'resolved', adminId: string) {
  const [row] = await db
    .update(reports)
    .set(
      status === 'resolved'
        ? { status, resolvedAt: new Date(), resolvedBy: adminId }
        : { status, resolvedAt: null, resolvedBy: null },
    )
    .where(eq(reports.id, id))
    .returning();
  return row ?? null;
}

/** The reports a user filed, for "download my data". */
export function reportsBy(db: Db, userId: string) {
  return db.select().from(reports).where(eq(reports.reporterId, userId));
}
