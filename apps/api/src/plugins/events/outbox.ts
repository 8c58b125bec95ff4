import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxDeliveries, outboxEvents } from '../../db/schema';

// The outbox's queries (decision 054): events written in the caller's transaction, and each
// subscriber's delivery of them claimed, done or given up on.

export interface OutboxRow {
  id: number;
  name: string;
  payload: unknown;
}

/** Writes the event in the caller's transaction (or on its own); returns its id. */
export async function insertEvent(tx: Db, name: string, payload: unknown): Promise<number> {
  const [row] = await tx
    .insert(outboxEvents)
    .values({ name, payload })
    .returning({ id: outboxEvents.id });
  return row!.id;
}

/** These events, those not yet delivered, oldest first. */
export function pendingEvents(db: Db, ids: number[]): Promise<OutboxRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ id: outboxEvents.id, name: outboxEvents.name, payload: outboxEvents.payload })
    .from(outboxEvents)
    .where(and(inArray(outboxEvents.id, ids), isNull(outboxEvents.deliveredAt)))
    .orderBy(asc(outboxEvents.id));
}

/** Undelivered events after `afterId` at least `olderThanMs` old (database clock), oldest first. */
export function undeliveredEvents(
  db: Db,
  afterId: number,
  olderThanMs: number,
  limit: number,
): Promise<OutboxRow[]> {
  return db
    .select({ id: outboxEvents.id, name: outboxEvents.name, payload: outboxEvents.payload })
    .from(outboxEvents)
    .where(
      and(
        isNull(outboxEvents.deliveredAt),
        gt(outboxEvents.id, afterId),
        lte(outboxEvents.createdAt, sql`now() - ${`${olderThanMs} milliseconds`}::interval`),
      ),
    )
    .orderBy(asc(outboxEvents.id))
    .limit(limit);
}

/**
 * Takes the subscriber's delivery of the event, unless it is done, given up on, or taken by
 * another process whose lease has not run out. One insert-or-update: of two processes, one
 * wins. True when this process is to deliver it now.
 */
export async function claimDelivery(
  db: Db,
  eventId: number,
  subscriber: string,
  leaseMs: number,
  maxAttempts: number,
): Promise<boolean> {
  const d = outboxDeliveries;
  const rows = await db
    .insert(d)
    .values({ eventId, subscriber })
    .onConflictDoUpdate({
      target: [d.eventId, d.subscriber],
      set: { claimedAt: sql`now()`, attempts: sql`${d.attempts} + 1` },
      setWhere: and(
        isNull(d.deliveredAt),
        lt(d.attempts, maxAttempts),
        lt(d.claimedAt, sql`now() - ${`${leaseMs} milliseconds`}::interval`),
      ),
    })
    .returning({ attempts: d.attempts });
  return rows.length > 0;
}

/** The subscriber has the event: never again. */
export async function markDelivered(db: Db, eventId: number, subscriber: string) {
  await db
    .update(outboxDeliveries)
    .set({ deliveredAt: sql`now()`, lastError: null })
    .where(and(eq(outboxDeliveries.eventId, eventId), eq(outboxDeliveries.subscriber, subscriber)));
}

/** The handler failed: its claim ends so that it is tried again after `retryInMs`. */
export async function releaseDelivery(
  db: Db,
  eventId: number,
  subscriber: string,
  error: string,
  leaseMs: number,
  retryInMs: number,
) {
  await db
    .update(outboxDeliveries)
    .set({
      claimedAt: sql`now() - ${`${leaseMs - retryInMs} milliseconds`}::interval`,
      lastError: error.slice(0, 1000),
    })
    .where(and(eq(outboxDeliveries.eventId, eventId), eq(outboxDeliveries.subscriber, subscriber)));
}

/**
 * Marks the event delivered once each of these subscribers has it or was given up on (its
 * attempts spent): the poller looks no further.
 */
export async function closeIfDone(
  db: Db,
  eventId: number,
  subscribers: string[],
  maxAttempts: number,
): Promise<boolean> {
  if (subscribers.length) {
    const done = await db
      .select({ subscriber: outboxDeliveries.subscriber })
      .from(outboxDeliveries)
      .where(
        and(
          eq(outboxDeliveries.eventId, eventId),
          inArray(outboxDeliveries.subscriber, subscribers),
          or(
            isNotNull(outboxDeliveries.deliveredAt),
            sql`${outboxDeliveries.attempts} >= ${maxAttempts}`,
          ),
        ),
      );
    if (done.length < subscribers.length) return false;
  }
  await db
    .update(outboxEvents)
    .set({ deliveredAt: sql`now()` })
    .where(and(eq(outboxEvents.id, eventId), isNull(outboxEvents.deliveredAt)));
  return true;
}

/** Deletes delivered events written before `before` (their deliveries go with them). */
export async function pruneDelivered(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(outboxEvents)
    .where(and(isNotNull(outboxEvents.deliveredAt), lt(outboxEvents.createdAt, before)))
    .returning({ id: outboxEvents.id });
  return gone.length;
}
