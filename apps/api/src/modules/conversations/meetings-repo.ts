import { and, asc, eq, inArray, isNotNull, or, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationMeetings, meetingPlaces } from '../../db/schema';

// Meetings in a thread (issue 56 §3): at most one open proposal per thread (a unique partial
// index holds it), each tied to its 'meeting' message and, once accepted, to the acceptance's.

export type MeetingRecord = typeof conversationMeetings.$inferSelect;
export type MeetingPlaceRecord = typeof meetingPlaces.$inferSelect;

/** The thread's open proposal, locked until the transaction ends. */
export async function lockOpenMeeting(tx: Db, threadId: string): Promise<MeetingRecord | null> {
  const [row] = await tx
    .select()
    .from(conversationMeetings)
    .where(
      and(
        eq(conversationMeetings.conversationId, threadId),
        eq(conversationMeetings.status, 'open'),
      ),
    )
    .for('update');
  return row ?? null;
}

/** One meeting of the thread, locked until the transaction ends. */
export async function lockMeeting(
  tx: Db,
  threadId: string,
  meetingId: string,
): Promise<MeetingRecord | null> {
  const [row] = await tx
    .select()
    .from(conversationMeetings)
    .where(
      and(
        eq(conversationMeetings.id, meetingId),
        eq(conversationMeetings.conversationId, threadId),
      ),
    )
    .for('update');
  return row ?? null;
}

/**
 * A place still offered, held until the transaction ends: an admin who removes or hides it at the
 * same moment waits, then finds the meeting and hides it rather than deleting it. Null when it is
 * gone or hidden.
 */
export async function lockOfferedPlace(
  tx: Db,
  placeId: string,
): Promise<MeetingPlaceRecord | null> {
  const [row] = await tx
    .select()
    .from(meetingPlaces)
    .where(and(eq(meetingPlaces.id, placeId), eq(meetingPlaces.active, true)))
    .for('share');
  return row ?? null;
}

/** A meeting's place, read in the meeting's transaction. */
export async function placeOf(tx: Db, placeId: string): Promise<MeetingPlaceRecord> {
  const [row] = await tx.select().from(meetingPlaces).where(eq(meetingPlaces.id, placeId));
  return row!;
}

export async function insertMeeting(
  tx: Db,
  values: Pick<MeetingRecord, 'conversationId' | 'messageId' | 'fromUserId' | 'placeId' | 'at'>,
): Promise<MeetingRecord> {
  const [row] = await tx.insert(conversationMeetings).values(values).returning();
  return row!;
}

/** Closes a proposal: accepted (with the acceptance's message), or replaced by a newer one. */
export async function decideMeeting(
  tx: Db,
  meetingId: string,
  status: 'accepted' | 'superseded',
  decisionMessageId: number | null,
): Promise<MeetingRecord> {
  const [row] = await tx
    .update(conversationMeetings)
    .set({ status, decidedAt: new Date(), decisionMessageId })
    .where(eq(conversationMeetings.id, meetingId))
    .returning();
  return row!;
}

/** The meetings carried by these messages or accepted by them, each with its place. */
export async function meetingsOfMessages(
  db: Db,
  messageIds: number[],
): Promise<{ meeting: MeetingRecord; place: MeetingPlaceRecord }[]> {
  if (!messageIds.length) return [];
  return db
    .select({ meeting: conversationMeetings, place: meetingPlaces })
    .from(conversationMeetings)
    .innerJoin(meetingPlaces, eq(meetingPlaces.id, conversationMeetings.placeId))
    .where(
      or(
        inArray(conversationMeetings.messageId, messageIds),
        and(
          isNotNull(conversationMeetings.decisionMessageId),
          inArray(conversationMeetings.decisionMessageId, messageIds),
        ),
      ),
    );
}

/** "Download my data": the meetings of these threads, each with its place's name. */
export async function meetingsForExport(db: Db, threadIds: string[], userId: string) {
  if (!threadIds.length) return [];
  const rows = await db
    .select({ meeting: conversationMeetings, place: meetingPlaces.nameHe })
    .from(conversationMeetings)
    .innerJoin(meetingPlaces, eq(meetingPlaces.id, conversationMeetings.placeId))
    .where(inArray(conversationMeetings.conversationId, threadIds))
    .orderBy(asc(conversationMeetings.createdAt));
  return rows.map((r) => ({
    conversationId: r.meeting.conversationId,
    id: r.meeting.id,
    fromMe: r.meeting.fromUserId === userId,
    place: r.place,
    at: r.meeting.at,
    status: r.meeting.status,
    createdAt: r.meeting.createdAt,
  }));
}

/** A deleted account's threads: their open proposals have nobody left to accept or make them. */
export async function closeOpenMeetings(tx: Db, threadIds: SQLWrapper) {
  await tx
    .update(conversationMeetings)
    .set({ status: 'superseded', decidedAt: new Date() })
    .where(
      and(
        eq(conversationMeetings.status, 'open'),
        inArray(conversationMeetings.conversationId, threadIds),
      ),
    );
}
