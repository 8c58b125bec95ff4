import type {
  TConversationList,
  TConversationOpened,
  TConversationRole,
  TConversationSummary,
  TMessage,
  TMessagesPage,
  TReportedThread,
  TSeenResult,
} from '@galim/shared/conversations/schemas';
import { CONVERSATION_LIMITS, compareMessageIds } from '@galim/shared/conversations/schemas';
import { messageRisks } from '@galim/shared/conversations/safety';
import { coverImage } from '@galim/shared/images';
import type { Db } from '../../db/client';
import { apiError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { AlertEvents } from '../alerts/plugin';
import type { LivePublisher } from '../../plugins/live/plugin';
import { eitherBlocked } from '../blocks/service';
import { findBoardRow } from '../surfboards/repo';
import { isPublicRow, isSoldPageRow } from '../surfboards/visibility';
import * as repo from './repo';

// Conversations about boards (issue 43): a buyer opens the thread about a public board with its
// seller, and both write as much as they like. Only the two participants read a thread: anyone
// else, admins included, is told it does not exist. Each side hears of new messages in the
// notification centre, at most once a thread every few minutes.

const iso = (d: Date) => d.toISOString();

export function toMessage(m: repo.MessageRecord): TMessage {
  return {
    _id: String(m.id),
    senderId: m.senderId,
    body: m.body,
    kind: m.kind,
    risks: m.risks,
    createdAt: iso(m.createdAt),
  };
}

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
  return {
    _id: r.thread.id,
    board: r.board
      ? {
          _id: r.board.id,
          title: r.board.title,
          price: r.board.price,
          image: coverImage(r.board),
          status: boardStatus(r.board, sellerBlocked),
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
  alerts: Pick<AlertEvents, 'messageSent' | 'conversationSeen'>,
  live: Pick<LivePublisher, 'publish'>,
) {
  /** The other side's open pages follow at once (GET /api/live); a failure only delays them. */
  async function tellLive(userId: string | null, id: string, change: 'message' | 'seen') {
    if (!userId) return;
    await live.publish(userId, 'conversation', { conversationId: id, change }).catch(() => {});
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

  /** The other side hears of it: one notification a thread in each 10-minute window. */
  async function tellOther(
    thread: repo.ThreadRecord,
    sender: AuthUser,
    boardTitle: string | null,
    body: string,
  ) {
    const to = thread.buyerId === sender.id ? thread.sellerId : thread.buyerId;
    if (!to) return;
    const windowMs = CONVERSATION_LIMITS.notifyEveryMinutes * 60_000;
    await alerts.messageSent({
      conversationId: thread.id,
      userId: to,
      toSeller: to === thread.sellerId,
      boardTitle,
      text: body,
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
        const message = await repo.addMessage(t, opened.thread, user.id, body, messageRisks(body));
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
        items: page.map(toMessage),
        nextBefore: rows.length > q.limit ? String(page[0]!.id) : null,
        seenByOtherUpTo: otherSeen ? String(otherSeen) : null,
      };
    },

    async send(user: AuthUser, id: string, body: string): Promise<TMessage> {
      const thread = await requireParticipant(user, id);
      const other = thread.buyerId === user.id ? thread.sellerId : thread.buyerId;
      if (!other) throw apiError('CONVERSATION_CLOSED');
      if (await eitherBlocked(db, user.id, other)) throw apiError('CONVERSATION_BLOCKED');
      const message = await repo.addMessage(db, thread, user.id, body, messageRisks(body));
      const board = thread.boardId ? await findBoardRow(db, thread.boardId) : null;
      await tellOther(thread, user, board?.board.title ?? null, body);
      await tellLive(other, thread.id, 'message');
      return toMessage(message);
    },

    async markSeen(user: AuthUser, id: string, upTo: string): Promise<TSeenResult> {
      const thread = await requireParticipant(user, id);
      const seen = await repo.markSeen(db, thread, roleOf(thread, user.id), idNumber(upTo));
      await alerts.conversationSeen(user.id, thread.id);
      const other = thread.buyerId === user.id ? thread.sellerId : thread.buyerId;
      await tellLive(other, thread.id, 'seen');
      return {
        seenUpTo: seen === null ? null : String(seen),
        totalUnread: await repo.totalUnread(db, user.id),
      };
    },
  };
}

/**
 * A thread for the moderator, only when one of its messages was reported (anything else is
 * "not found", as to anybody who is not a participant).
 */
export async function reportedThread(db: Db, id: string): Promise<TReportedThread> {
  const thread = await repo.findThread(db, id);
  if (!thread) throw apiError('CONVERSATION_NOT_FOUND');
  const messages = await repo.allMessages(db, thread.id);
  const reported = await repo.reportedAmong(
    db,
    messages.map((m) => String(m.id)),
  );
  if (!reported.length) throw apiError('CONVERSATION_NOT_FOUND');
  const people = await repo.people(db, [thread.buyerId, thread.sellerId]);
  const person = (userId: string | null) => {
    const p = userId ? people.get(userId) : undefined;
    return p ? { _id: p.id, name: p.firstName || p.displayName } : null;
  };
  const board = thread.boardId ? await findBoardRow(db, thread.boardId) : null;
  return {
    _id: thread.id,
    board: board ? { _id: board.board.id, title: board.board.title } : null,
    buyer: person(thread.buyerId),
    seller: person(thread.sellerId),
    messages: messages.map(toMessage),
    reportedMessageIds: reported.sort(compareMessageIds),
  };
}

/** "Download my data": the user's threads, each with its messages (their own marked). */
export const conversationsForExport = (db: Db, userId: string) => repo.exportThreads(db, userId);

/** Before an account is deleted, in its transaction: its messages lose their text. */
export const forgetInConversations = (tx: Db, userId: string) => repo.forgetParticipant(tx, userId);

/** A message (by its id as text) with its thread, or null (reports of messages). */
export async function messageInThread(db: Db, messageId: string) {
  return /^[1-9][0-9]{0,17}$/.test(messageId)
    ? repo.messageWithThread(db, Number(messageId))
    : null;
}
