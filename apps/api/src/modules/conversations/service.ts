import type {
  TConversationList,
  TConversationOpened,
  TConversationRole,
  TConversationSummary,
  TMessage,
  TMessagesPage,
  TSeenResult,
} from '@galim/shared/conversations/schemas';
import { CONVERSATION_LIMITS, OFFER_LIMITS } from '@galim/shared/conversations/schemas';
import type { TOfferMessageKind } from '@galim/shared/conversations/limits';
import { messageRisks } from '@galim/shared/conversations/safety';
import { coverImage } from '@galim/shared/images';
import type { Db } from '../../db/client';
import { apiError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { EventPublisher } from '../../plugins/events/bus';
import type { OfferLine } from '../../plugins/events/catalog';
import { notificationTexts } from '../alerts/texts';
import type { LivePublisher } from '../../plugins/live/plugin';
import { eitherBlocked } from '../blocks/service';
import { findBoardRow, type BoardRecord } from '../surfboards/repo';
import { inPublicState, isPublicRow, isSoldPageRow } from '../surfboards/visibility';
import * as offersRepo from './offers-repo';
import * as repo from './repo';

// Conversations about boards (issue 43): a buyer opens the thread about a public board with its
// seller, and both write as much as they like. Only the two participants read a thread: anyone
// else, admins included, is told it does not exist. Each side hears of new messages in the
// notification centre, at most once a thread every few minutes.

const iso = (d: Date) => d.toISOString();

/** A message; an offer's message and its answer's carry the offer as it stands now. */
export function toMessage(
  m: repo.MessageRecord,
  offer?: { record: offersRepo.OfferRecord; buyerId: string | null },
): TMessage {
  return {
    _id: String(m.id),
    senderId: m.senderId,
    body: m.body,
    kind: m.kind,
    risks: m.risks,
    ...(offer
      ? {
          offer: {
            _id: offer.record.id,
            amount: offer.record.amount,
            status: offer.record.status,
            fromRole: offerMaker(offer.record.fromUserId, offer.buyerId),
          },
        }
      : {}),
    createdAt: iso(m.createdAt),
  };
}

/**
 * Who made an offer. A deleted account's offer has no maker left: it was the side whose account
 * is gone (the thread goes once both are).
 */
function offerMaker(fromUserId: string | null, buyerId: string | null): TConversationRole {
  if (fromUserId === null) return buyerId === null ? 'buyer' : 'seller';
  return fromUserId === buyerId ? 'buyer' : 'seller';
}

/** The reservation, while it holds (it lapses by itself at `reservedUntil`). */
function reservationOf(b: Pick<BoardRecord, 'reservedForUserId' | 'reservedUntil'>) {
  return b.reservedUntil && b.reservedUntil.getTime() > Date.now() && b.reservedForUserId
    ? { buyerId: b.reservedForUserId, until: b.reservedUntil }
    : null;
}

/**
 * The text an offer's message and its answer store, in Hebrew (an export, a moderator's view of
 * a reported thread). What a reader sees is worded in their language from the message's kind
 * and amount: the web's inbox and thread, the notification (alerts' `offerLine`).
 */
const offerText = (kind: TOfferMessageKind, amount: number) =>
  notificationTexts.offerLine(kind, amount);

function boardStatus(b: NonNullable<repo.ThreadRow['board']>, sellerBlocked: boolean) {
  if (b.moderationStatus !== 'approved' || b.archived || sellerBlocked) return 'unavailable';
  if (b.isSold) return 'sold';
  return b.availability ? 'available' : 'unavailable';
}

function roleOf(thread: repo.ThreadRecord, userId: string): TConversationRole {
  return thread.buyerId === userId ? 'buyer' : 'seller';
}

function toSummary(
  r: repo.ThreadRow,
  userId: string,
  last: repo.MessageRecord | undefined,
): TConversationSummary {
  const myRole = roleOf(r.thread, userId);
  const sellerBlocked = myRole === 'buyer' && Boolean(r.other?.blockedAt);
  const reserved = r.board ? reservationOf(r.board) : null;
  return {
    _id: r.thread.id,
    board: r.board
      ? {
          _id: r.board.id,
          title: r.board.title,
          price: r.board.price,
          image: coverImage(r.board),
          status: boardStatus(r.board, sellerBlocked),
          reservedUntil: reserved ? iso(reserved.until) : null,
          reservedForThisBuyer: reserved !== null && reserved.buyerId === r.thread.buyerId,
        }
      : null,
    other: r.other
      ? {
          _id: r.other.id,
          name: r.other.firstName || r.other.displayName,
          image: r.other.profileImage,
        }
      : null,
    myRole,
    blockedByMe: Boolean(r.blockedByMe),
    lastMessage: last ? toMessage(last) : null,
    unreadCount: r.unread,
    updatedAt: iso(r.thread.lastMessageAt),
  };
}

/** The message id of a request (validated digits) as the column's number. */
const idNumber = (id: string) => Number(id);

export function createConversationsService(
  db: Db,
  events: EventPublisher,
  live: Pick<LivePublisher, 'publish'>,
) {
  /** The other side's open pages follow at once (GET /api/live); a failure only delays them. */
  async function tellLive(userId: string | null, id: string, change: 'message' | 'seen') {
    if (!userId) return;
    await live.publish(userId, 'conversation', { conversationId: id, change }).catch(() => {});
  }

  /** The page's messages, each offer message and answer with its offer. */
  async function withOffers(thread: repo.ThreadRecord, messages: repo.MessageRecord[]) {
    const offers = await offersRepo.offersOfMessages(
      db,
      messages.filter((m) => m.kind !== 'text').map((m) => m.id),
    );
    const byMessage = new Map<number, offersRepo.OfferRecord>();
    for (const o of offers) {
      byMessage.set(o.messageId, o);
      if (o.decisionMessageId !== null) byMessage.set(o.decisionMessageId, o);
    }
    return messages.map((m) => {
      const record = byMessage.get(m.id);
      return toMessage(m, record ? { record, buyerId: thread.buyerId } : undefined);
    });
  }

  /**
   * The thread's board, locked for the offer's transaction, when an offer may be made or
   * accepted on it: for sale (not sold, archived or out of view) and not reserved for another
   * buyer. A reservation for this thread's buyer means its offer was accepted already.
   */
  async function lockBoardForOffer(tx: Db, thread: repo.ThreadRecord): Promise<BoardRecord> {
    if (!thread.boardId) throw apiError('OFFER_BOARD_UNAVAILABLE');
    const board = await offersRepo.lockBoard(tx, thread.boardId);
    if (!board) throw apiError('OFFER_BOARD_UNAVAILABLE');
    if (board.isSold) throw apiError('BOARD_ALREADY_SOLD');
    if (!inPublicState(board)) throw apiError('OFFER_BOARD_UNAVAILABLE');
    const reserved = reservationOf(board);
    if (reserved && reserved.buyerId === thread.buyerId) throw apiError('OFFER_ALREADY_ACCEPTED');
    if (reserved) throw apiError('BOARD_RESERVED');
    return board;
  }

  /** The other side hears of an offer or its answer at once, as of a message. */
  async function announce(
    thread: repo.ThreadRecord,
    user: AuthUser,
    board: Pick<BoardRecord, 'title'> | null,
    offer: OfferLine,
  ) {
    const other = thread.buyerId === user.id ? thread.sellerId : thread.buyerId;
    // A declined offer locks no board: its title is read here, for the notice to name it.
    const title =
      board?.title ??
      (thread.boardId ? ((await findBoardRow(db, thread.boardId))?.board.title ?? null) : null);
    await tellOther(thread, user, title, offerText(offer.kind, offer.amount), offer);
    await tellLive(other, thread.id, 'message');
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

  /** The other side hears of it: one notification a thread in each 10-minute window. */
  async function tellOther(
    thread: repo.ThreadRecord,
    sender: AuthUser,
    boardTitle: string | null,
    body: string,
    offer?: OfferLine,
  ) {
    const to = thread.buyerId === sender.id ? thread.sellerId : thread.buyerId;
    if (!to) return;
    const windowMs = CONVERSATION_LIMITS.notifyEveryMinutes * 60_000;
    await events.publish('message.sent', {
      conversationId: thread.id,
      userId: to,
      toSeller: to === thread.sellerId,
      boardTitle,
      text: body,
      offer,
      window: Math.floor(Date.now() / windowMs),
    });
  }

  return {
    async list(user: AuthUser): Promise<TConversationList> {
      const [rows, totalUnread] = await Promise.all([
        repo.listThreads(db, user.id, { limit: CONVERSATION_LIMITS.listSize }),
        repo.totalUnread(db, user.id),
      ]);
      return { items: await summaries(user.id, rows), totalUnread };
    },

    /**
     * Opens the thread of the buyer and the board's seller with a first message, or continues
     * it. A new thread needs a board anyone may buy, and not the buyer's own; a thread that
     * exists goes on whatever became of the board.
     */
    async open(user: AuthUser, boardId: string, body: string): Promise<TConversationOpened> {
      const row = await findBoardRow(db, boardId);
      if (!row) throw apiError('BOARD_NOT_FOUND');
      if (row.board.sellerId === user.id) throw apiError('CONVERSATION_OWN_BOARD');
      const existing = await repo.findThreadOf(db, boardId, user.id);
      if (!existing) {
        // A sold board keeps its page without a way to reach the seller; a board out of public
        // view (an admin sees those too) starts no conversation.
        if (isSoldPageRow(row)) throw apiError('BOARD_ALREADY_SOLD');
        if (!isPublicRow(row)) throw apiError('BOARD_NOT_FOUND');
      } else if (!existing.sellerId) {
        throw apiError('CONVERSATION_CLOSED');
      }
      if (await eitherBlocked(db, user.id, row.board.sellerId)) {
        throw apiError('CONVERSATION_BLOCKED');
      }
      const { thread, created, message } = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const opened = await repo.openThread(t, {
          boardId,
          buyerId: user.id,
          sellerId: row.board.sellerId,
        });
        const message = await repo.addMessage(t, opened.thread, user.id, body, {
          risks: messageRisks(body),
        });
        return { ...opened, message };
      });
      await tellOther(thread, user, row.board.title, body);
      await tellLive(row.board.sellerId, thread.id, 'message');
      const summary = await repo.threadRow(db, user.id, thread.id);
      const [conversation] = await summaries(user.id, [summary!]);
      return { conversation: conversation!, message: toMessage(message), created };
    },

    async messages(
      user: AuthUser,
      id: string,
      q: { before?: string; limit: number },
    ): Promise<TMessagesPage> {
      const thread = await requireParticipant(user, id);
      const before = q.before === undefined ? null : idNumber(q.before);
      const rows = await repo.messagesBefore(db, thread.id, before, q.limit);
      const page = rows.slice(0, q.limit).reverse();
      const otherSeen =
        roleOf(thread, user.id) === 'buyer' ? thread.sellerSeenUpTo : thread.buyerSeenUpTo;
      return {
        items: await withOffers(thread, page),
        nextBefore: rows.length > q.limit ? String(page[0]!.id) : null,
        seenByOtherUpTo: otherSeen ? String(otherSeen) : null,
      };
    },

    async send(user: AuthUser, id: string, body: string): Promise<TMessage> {
      const { thread, other } = await requireWritable(user, id);
      const message = await repo.addMessage(db, thread, user.id, body, {
        risks: messageRisks(body),
      });
      const board = thread.boardId ? await findBoardRow(db, thread.boardId) : null;
      await tellOther(thread, user, board?.board.title ?? null, body);
      await tellLive(other, thread.id, 'message');
      return toMessage(message);
    },

    /**
     * A price offer in the thread. The buyer offers whenever the board is for sale and not
     * reserved; the seller only counters an open offer. The open offer, if any, is superseded.
     */
    async offer(user: AuthUser, id: string, amount: number): Promise<TMessage> {
      const { thread } = await requireWritable(user, id);
      const text = offerText('offer', amount);
      const { message, offer, board } = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const board = await lockBoardForOffer(t, thread);
        const open = await offersRepo.lockOpenOffer(t, thread.id);
        if (roleOf(thread, user.id) === 'seller' && !open) {
          throw apiError('OFFER_NOTHING_TO_COUNTER');
        }
        if (open) await offersRepo.decideOffer(t, open.id, 'superseded', null);
        const message = await repo.addMessage(t, thread, user.id, text, { kind: 'offer' });
        const offer = await offersRepo.insertOffer(t, {
          conversationId: thread.id,
          messageId: message.id,
          fromUserId: user.id,
          amount,
        });
        return { message, offer, board };
      });
      await announce(thread, user, board, { kind: 'offer', amount });
      return toMessage(message, { record: offer, buyerId: thread.buyerId });
    },

    /**
     * The answer to the open offer, by the side that did not make it. Accepting reserves the
     * board for the buyer for 48 hours; both answers are messages of the thread.
     */
    async answerOffer(
      user: AuthUser,
      id: string,
      offerId: string,
      answer: 'accept' | 'decline',
    ): Promise<TMessage> {
      const { thread } = await requireWritable(user, id);
      const { message, offer, board, amount } = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        // The board first, then the offer: the same order as a new offer takes its locks.
        const board = answer === 'accept' ? await lockBoardForOfferAnswer(t) : null;
        const found = await offersRepo.lockOffer(t, thread.id, offerId);
        if (!found) throw apiError('OFFER_NOT_FOUND');
        if (found.fromUserId === user.id) throw apiError('OFFER_OWN');
        if (found.status !== 'open') throw apiError('OFFER_NOT_OPEN');
        if (answer === 'accept') {
          if (!board) throw apiError('OFFER_BOARD_UNAVAILABLE');
          lockedBoardChecks(board);
        }
        const kind = answer === 'accept' ? 'offer_accepted' : 'offer_declined';
        const text = offerText(kind, found.amount);
        const message = await repo.addMessage(t, thread, user.id, text, { kind });
        const offer = await offersRepo.decideOffer(
          t,
          found.id,
          answer === 'accept' ? 'accepted' : 'declined',
          message.id,
        );
        if (answer === 'accept') {
          await offersRepo.reserveBoard(
            t,
            thread.boardId!,
            thread.buyerId!,
            OFFER_LIMITS.reserveHours,
          );
        }
        return { message, offer, board, amount: found.amount };
      });
      const kind = answer === 'accept' ? 'offer_accepted' : 'offer_declined';
      await announce(thread, user, board, { kind, amount });
      return toMessage(message, { record: offer, buyerId: thread.buyerId });

      // Accepting needs the board for sale; the offer is checked (404, 403, 409) before the
      // board's state, so a stranger's or a stale answer says what is wrong with the offer.
      async function lockBoardForOfferAnswer(t: Db) {
        if (!thread.boardId) return null;
        return offersRepo.lockBoard(t, thread.boardId);
      }
      function lockedBoardChecks(board: BoardRecord) {
        if (board.isSold) throw apiError('BOARD_ALREADY_SOLD');
        if (!inPublicState(board)) throw apiError('OFFER_BOARD_UNAVAILABLE');
        const reserved = reservationOf(board);
        if (reserved && reserved.buyerId !== thread.buyerId) throw apiError('BOARD_RESERVED');
      }
    },

    async markSeen(user: AuthUser, id: string, upTo: string): Promise<TSeenResult> {
      const thread = await requireParticipant(user, id);
      const seen = await repo.markSeen(db, thread, roleOf(thread, user.id), idNumber(upTo));
      await events.publish('conversation.seen', { userId: user.id, conversationId: thread.id });
      const other = thread.buyerId === user.id ? thread.sellerId : thread.buyerId;
      await tellLive(other, thread.id, 'seen');
      return {
        seenUpTo: seen === null ? null : String(seen),
        totalUnread: await repo.totalUnread(db, user.id),
      };
    },
  };
}

/** "Download my data": the user's threads, each with its messages (their own marked). */
export const conversationsForExport = (db: Db, userId: string) => repo.exportThreads(db, userId);

/** Before an account is deleted, in its transaction: its messages lose their text. */
export const forgetInConversations = (tx: Db, userId: string) => repo.forgetParticipant(tx, userId);
