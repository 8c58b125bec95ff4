import { and, asc, eq, gt, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { liveEvents } from '../../db/schema';

// The queries of live events: one user's events after an id, written one user at a time.

export interface LiveEventRow {
  id: number;
  type: string;
  payload: unknown;
}

/**
 * Writes one event in the caller's transaction. One user's writers take turns (an advisory lock
 * held until commit), so that user's events commit in id order: a stream that has read id N
 * can never later meet a smaller id that was still uncommitted, and reading `id > N` loses none.
 */
export async function recordEvent(
  tx: Db,
  userId: string,
  type: string,
  payload: unknown,
): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`live:${userId}`}))`);
  const [row] = await tx
    .insert(liveEvents)
    .values({ userId, type, payload })
    .returning({ id: liveEvents.id });
  return row!.id;
}

/** The user's events after `afterId`, oldest first, at most `limit`. */
export function eventsAfter(
  db: Db,
  userId: string,
  afterId: number,
  limit: number,
): Promise<LiveEventRow[]> {
  return db
    .select({ id: liveEvents.id, type: liveEvents.type, payload: liveEvents.payload })
    .from(liveEvents)
    .where(and(eq(liveEvents.userId, userId), gt(liveEvents.id, afterId)))
    .orderBy(asc(liveEvents.id))
    .limit(limit);
}

/** The user's newest event id, 0 without any: where a stream without Last-Event-ID starts. */
export async function latestEventId(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ id: max(liveEvents.id) })
    .from(liveEvents)
    .where(eq(liveEvents.userId, userId));
  return Number(row?.id ?? 0);
}

/** Deletes events older than `before`; returns how many. */
export async function pruneEvents(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(liveEvents)
    .where(lt(liveEvents.createdAt, before))
    .returning({ id: liveEvents.id });
  return gone.length;
}
