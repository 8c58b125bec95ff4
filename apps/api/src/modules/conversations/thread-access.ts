import { CONVERSATION_LIMITS } from '@galim/shared/conversations/schemas';
import type { Db } from '../../db/client';
import { apiError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { Publish } from '../../plugins/events/bus';
import type { Language } from '@galim/shared/i18n/languages';
import type { TListingKind } from '@galim/shared/listings/kinds';
import type { TMeeting } from '@galim/shared/meetings/schemas';
import type { MeetingLine, OfferLine } from '../../plugins/events/catalog';
import { eitherBlocked } from '../blocks/service';
import * as meetingsRepo from './meetings-repo';
import * as offersRepo from './offers-repo';
import * as repo from './repo';
import { idNumber, toMeeting, toMessage, toSummary } from './serialize';

// What the conversations and offers services share: who may read and write a thread, a page's
// messages with their offers, and telling the other side (the `message.sent` event, published
// in the message's transaction: its notice and its open pages hear it after the commit).

export function createThreadAccess(db: Db) {
  /**
   * The page's messages, each offer message and answer with its offer, each meeting's proposal
   * and acceptance with its meeting (its place in `language`).
   */
  async function withCards(
    thread: repo.ThreadRecord,
    messages: repo.MessageRecord[],
    language: Language,
  ) {
    const ids = messages.filter((m) => m.kind !== 'text').map((m) => m.id);
    const [offers, meetings] = await Promise.all([
      offersRepo.offersOfMessages(db, ids),
      meetingsRepo.meetingsOfMessages(db, ids),
    ]);
    const offerOf = new Map<number, offersRepo.OfferRecord>();
    for (const o of offers) {
      offerOf.set(o.messageId, o);
      if (o.decisionMessageId !== null) offerOf.set(o.decisionMessageId, o);
    }
    const meetingOf = new Map<number, TMeeting>();
    for (const r of meetings) {
      const meeting = toMeeting(r, thread.buyerId, language);
      meetingOf.set(r.meeting.messageId, meeting);
      if (r.meeting.decisionMessageId !== null) meetingOf.set(r.meeting.decisionMessageId, meeting);
    }
    return messages.map((m) => {
      const record = offerOf.get(m.id);
      return toMessage(
        m,
        record ? { record, buyerId: thread.buyerId } : undefined,
        meetingOf.get(m.id),
      );
    });
  }

  async function summaries(userId: string, rows: repo.ThreadRow[]) {
    const lastIds = rows.map((r) => r.lastMessageId).filter((id): id is string => id !== null);
    const last = new Map(
      (await repo.messagesByIds(db, lastIds.map(idNumber))).map((m) => [m.id, m]),
    );
    return rows.map((r) =>
      toSummary(r, userId, r.lastMessageId ? last.get(idNumber(r.lastMessageId)) : undefined),
    );
  }

  /** The thread, for one of its two participants; anybody else is told it does not exist. */
  async function requireParticipant(user: AuthUser, id: string) {
    const thread = await repo.findThread(db, id);
    if (!thread || (thread.buyerId !== user.id && thread.sellerId !== user.id)) {
      throw apiError('CONVERSATION_NOT_FOUND');
    }
    return thread;
  }
  /**
   * The thread, for a participant who may still write in it: the other side has an account, and
   * neither blocked the other.
   */
  async function requireWritable(user: AuthUser, id: string) {
    const thread = await requireParticipant(user, id);
    const other = thread.buyerId === user.id ? thread.sellerId : thread.buyerId;
    if (!other) throw apiError('CONVERSATION_CLOSED');
    if (await eitherBlocked(db, user.id, other)) throw apiError('CONVERSATION_BLOCKED');
    return { thread, other };
  }

  /**
   * The other side hears of it, once the message's transaction committed: at once on their open
   * pages, and in one notification a thread in each 10-minute window.
   */
  async function tellOther(
    publish: Publish,
    thread: repo.ThreadRecord,
    sender: AuthUser,
    board: { title: string; kind: TListingKind } | null,
    body: string,
    card?: { offer: OfferLine } | { meeting: MeetingLine },
  ) {
    const to = thread.buyerId === sender.id ? thread.sellerId : thread.buyerId;
    if (!to) return;
    const windowMs = CONVERSATION_LIMITS.notifyEveryMinutes * 60_000;
    await publish('message.sent', {
      conversationId: thread.id,
      userId: to,
      toSeller: to === thread.sellerId,
      boardTitle: board?.title ?? null,
      ...(board ? { boardKind: board.kind } : {}),
      text: body,
      ...card,
      window: Math.floor(Date.now() / windowMs),
    });
  }

  return { withCards, summaries, requireParticipant, requireWritable, tellOther };
}

export type ThreadAccess = ReturnType<typeof createThreadAccess>;
