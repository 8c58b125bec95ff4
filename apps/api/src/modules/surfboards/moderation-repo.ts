import { and, eq, sql, asc, desc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { boardHolds, conversationMessages, reports, surfboards, users } from '../../db/schema';
import type { TAdminBoardFilter, TAdminBoardStats } from '@galim/shared/admin/schemas';
import type { TListingKind } from '@galim/shared/listings/kinds';
import { selectBoards, type BoardRecord } from './repo';
import { clockFor, stopClock } from './expiry-clock';

// Board moderation's queries (the rules are in moderation-service.ts; reports/service.ts holds
// and reads boards through them too).

const isHeld = sql`exists (select 1 from ${boardHolds} where ${boardHolds.surfboardId} = ${surfboards.id} and ${boardHolds.clearedAt} is null)`;
const openReportCount = sql`(select count(*) from ${reports} where ${reports.targetType} = 'surfboard' and ${reports.targetId} = ${surfboards.id} and ${reports.status} = 'open')`;

/**
 * Boards by moderation status. The pending queue orders by signals: held boards first, then by
 * open reports, then oldest first; the other lists are newest first.
 */
export function moderationList(db: Db, status: TAdminBoardFilter, kind?: TListingKind) {
  return selectBoards(db)
    .where(
      and(
        status === 'all' ? undefined : eq(surfboards.moderationStatus, status),
        kind ? eq(surfboards.kind, kind) : undefined,
      ),
    )
    .orderBy(
      ...(status === 'pending'
        ? [desc(isHeld), desc(openReportCount), surfboards.createdAt]
        : [desc(surfboards.createdAt)]),
      surfboards.id,
    )
    .limit(500);
}

/** The open reports of these boards, oldest first. */
export function openBoardReports(db: Db, boardIds: string[]) {
  if (boardIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      boardId: reports.targetId,
      reporterId: reports.reporterId,
      reason: reports.reason,
      text: reports.text,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .where(
      and(
        eq(reports.targetType, 'surfboard'),
        inArray(reports.targetId, boardIds),
        eq(reports.status, 'open'),
      ),
    )
    .orderBy(asc(reports.createdAt));
}

/** Messages that looked like a scam's start count against their sender for this many days. */
export const RISKY_MESSAGES_DAYS = 90;

/**
 * Per seller: member since, boards approved and rejected, boards ever reported, and messages of
 * the last RISKY_MESSAGES_DAYS that asked for payment ahead or moved the deal off Galim. (The subqueries
 * name "users"."id" themselves: a one-table select renders its columns unqualified.)
 */
export async function sellerHistories(db: Db, sellerIds: string[]) {
  if (sellerIds.length === 0) return [];
  const ids = sql`any(${sql.param(sellerIds)}::text[])`;
  return db
    .select({
      sellerId: users.id,
      memberSince: users.createdAt,
      published: sql<number>`(select count(*)::int from ${surfboards} s where s.seller_id = "users"."id" and s.moderation_status = 'approved')`,
      rejected: sql<number>`(select count(*)::int from ${surfboards} s where s.seller_id = "users"."id" and s.moderation_status = 'rejected')`,
      reported: sql<number>`(select count(distinct r.target_id)::int from ${reports} r join ${surfboards} s on s.id = r.target_id where r.target_type = 'surfboard' and s.seller_id = "users"."id")`,
      riskyMessages: sql<number>`(select count(*)::int from ${conversationMessages} m where m.sender_id = "users"."id" and cardinality(m.risks) > 0 and m.created_at > now() - interval '${sql.raw(String(RISKY_MESSAGES_DAYS))} days')`,
    })
    .from(users)
    .where(sql`${users.id} = ${ids}`);
}

/** Takes an approved board out of public view for review; false when it was not approved. */
export async function holdApprovedBoard(tx: Db, id: string): Promise<boolean> {
  const updated = await tx
    .update(surfboards)
    .set({ moderationStatus: 'pending', moderatedAt: null, ...stopClock })
    .where(and(eq(surfboards.id, id), eq(surfboards.moderationStatus, 'approved')))
    .returning({ id: surfboards.id });
  return updated.length > 0;
}

/** Resolves the board's open reports (a moderator decided); their signed-in reporters. */
export async function resolveBoardReports(
  tx: Db,
  boardId: string,
  adminId: string,
): Promise<string[]> {
  const rows = await tx
    .update(reports)
    .set({ status: 'resolved', resolvedAt: new Date(), resolvedBy: adminId })
    .where(
      and(
        eq(reports.targetType, 'surfboard'),
        eq(reports.targetId, boardId),
        eq(reports.status, 'open'),
      ),
    )
    .returning({ reporterId: reports.reporterId });
  return [...new Set(rows.flatMap((r) => (r.reporterId ? [r.reporterId] : [])))];
}

export async function moderationStats(db: Db): Promise<TAdminBoardStats> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${surfboards.moderationStatus} = 'pending')::int`,
      approved: sql<number>`count(*) filter (where ${surfboards.moderationStatus} = 'approved')::int`,
      rejected: sql<number>`count(*) filter (where ${surfboards.moderationStatus} = 'rejected')::int`,
      flagged: sql<number>`count(*) filter (where ${surfboards.moderationStatus} = 'flagged')::int`,
      all: sql<number>`count(*)::int`,
    })
    .from(surfboards);
  return row ?? { pending: 0, approved: 0, rejected: 0, flagged: 0, all: 0 };
}

/**
 * Compare-and-set of a moderation decision: changes the board only while its status is still
 * `current` (a concurrent moderator's decision wins); false when it was not.
 */
export async function setModerationStatus(
  tx: Db,
  id: string,
  current: BoardRecord['moderationStatus'],
  next: { moderationStatus: BoardRecord['moderationStatus']; moderationNotes: string | null },
): Promise<boolean> {
  const updated = await tx
    .update(surfboards)
    .set({ ...next, moderatedAt: new Date(), ...clockFor(next.moderationStatus) })
    .where(sql`${surfboards.id} = ${id} and ${surfboards.moderationStatus} = ${current}`)
    .returning({ id: surfboards.id });
  return updated.length > 0;
}
