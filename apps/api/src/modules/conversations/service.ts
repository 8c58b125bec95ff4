import type {
  TConversationList,
  TConversationOpened,
  TMessage,
  TMessagesPage,
  TSeenResult,
} from '@galim/shared/conversations/schemas';
import { CONVERSATION_LIMITS } from '@galim/shared/conversations/schemas';
import { messageRisks } from '@galim/shared/conversations/safety';
import type { Db } from '../../db/client';
import { apiError } from '../../lib/errors';
import type { Language } from '@galim/shared/i18n/languages';
import type { AuthUser } from '../../plugins/auth';
import type { EventPublisher } from '../../plugins/events/bus';
import { eitherBlocked } from '../blocks/service';
import { findBoardRow } from '../surfboards/repo';
import { isPublicRow, isSoldPageRow } from '../surfboards/visibility';
import * as repo from './repo';
import { idNumber, roleOf, toMessage } from './serialize';
import type { ThreadAccess } from './thread-access';

// Conversations about boards (issue 43): a buyer opens the thread about a public board with its
// seller, and both write as much as they like. Only the two participants read a thread: anyone
// else, admins included, is told it does not exist. Each side hears of new messages in the
// notification centre, at most once a thread every few minutes.

export function createConversationsService(db: Db, events: EventPublisher, access: ThreadAccess) {
  const { summaries, requireParticipant, requireWritable, tellOther, withCards } = access;

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
      const row = await findBoardRow(db, boardId, 'listing');
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
      const { thread, created, message } = await events.transaction(async (t, publish) => {
        const opened = await repo.openThread(t, {
          boardId,
          buyerId: user.id,
          sellerId: row.board.sellerId,
        });
        const message = await repo.addMessage(t, opened.thread, user.id, body, {
          risks: messageRisks(body),
        });
        await tellOther(publish, opened.thread, user, row.board, body);
        return { ...opened, message };
      });
      const summary = await repo.threadRow(db, user.id, thread.id);
      const [conversation] = await summaries(user.id, [summary!]);
      return { conversation: conversation!, message: toMessage(message), created };
    },

    async messages(
      user: AuthUser,
      id: string,
      q: { before?: string; limit: number },
      language: Language = 'he',
    ): Promise<TMessagesPage> {
      const thread = await requireParticipant(user, id);
      const before = q.before === undefined ? null : idNumber(q.before);
      const rows = await repo.messagesBefore(db, thread.id, before, q.limit);
      const page = rows.slice(0, q.limit).reverse();
      const otherSeen =
        roleOf(thread, user.id) === 'buyer' ? thread.sellerSeenUpTo : thread.buyerSeenUpTo;
      return {
        items: await withCards(thread, page, language),
        nextBefore: rows.length > q.limit ? String(page[0]!.id) : null,
        seenByOtherUpTo: otherSeen ? String(otherSeen) : null,
      };
    },

    async send(user: AuthUser, id: string, body: string): Promise<TMessage> {
      const { thread } = await requireWritable(user, id);
      const board = thread.boardId ? await findBoardRow(db, thread.boardId, 'listing') : null;
      const message = await events.transaction(async (tx, publish) => {
        const message = await repo.addMessage(tx, thread, user.id, body, {
          risks: messageRisks(body),
        });
        await tellOther(publish, thread, user, board?.board ?? null, body);
        return message;
      });
      return toMessage(message);
    },

    async markSeen(user: AuthUser, id: string, upTo: string): Promise<TSeenResult> {
      const thread = await requireParticipant(user, id);
      const otherId = thread.buyerId === user.id ? thread.sellerId : thread.buyerId;
      const seen = await events.transaction(async (tx, publish) => {
        const seen = await repo.markSeen(tx, thread, roleOf(thread, user.id), idNumber(upTo));
        await publish('conversation.seen', { userId: user.id, conversationId: thread.id, otherId });
        return seen;
      });
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
