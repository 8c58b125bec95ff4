import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TReportTarget } from '@galim/shared/reports/schemas';
import type { Db } from '../../db/client';
import { reports, services, surfboards, users } from '../../db/schema';

export async function findService(db: Db, id: string) {
  const [row] = await db
    .select({ providerId: services.providerId, status: services.status })
    .from(services)
    .where(eq(services.id, id))
    .limit(1);
  return row ?? null;
}

/** Files a report, or null when the same reporter already has it open (the unique index). */
/** How many different signed-in users have an open report on the board (anonymous ones: none). */
export async function openBoardReporters(db: Db, boardId: string): Promise<number> {
  const [row] = await db
    .select({ reporters: sql<number>`count(distinct ${reports.reporterId})::int` })
    .from(reports)
    .where(
      and(
        eq(reports.targetType, 'surfboard'),
        eq(reports.targetId, boardId),
        eq(reports.status, 'open'),
      ),
    );
  return row?.reporters ?? 0;
}

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

/** Titles (and service types, for links) of the reported objects. */
export async function targetTitles(db: Db, boardIds: string[], serviceIds: string[]) {
  const [boards, svc] = await Promise.all([
    boardIds.length
      ? db
          .select({ id: surfboards.id, title: surfboards.title })
          .from(surfboards)
          .where(inArray(surfboards.id, boardIds))
      : [],
    serviceIds.length
      ? db
          .select({ id: services.id, title: services.title, type: services.serviceType })
          .from(services)
          .where(inArray(services.id, serviceIds))
      : [],
  ]);
  return { boards, services: svc };
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
