import type { TReportedThread } from '@galim/shared/conversations/schemas';
import { MESSAGE_ID_PATTERN, compareMessageIds } from '@galim/shared/conversations/schemas';
import type { Db } from '../../db/client';
import { apiError } from '../../lib/errors';
import { findBoardRow } from '../surfboards/repo';
import * as repo from './repo';
import { toMessage } from './serialize';

// What a moderator may see of conversations: a thread only once one of its messages was
// reported, and a reported message's thread (the reports inbox names it by its board).

/**
 * A thread for the moderator, only when one of its messages was reported (anything else is
 * "not found", as to anybody who is not a participant).
 */
async function reportedThread(db: Db, id: string): Promise<TReportedThread> {
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
  const board = thread.boardId ? await findBoardRow(db, thread.boardId, 'listing') : null;
  return {
    _id: thread.id,
    board: board ? { _id: board.board.id, title: board.board.title, kind: board.board.kind } : null,
    buyer: person(thread.buyerId),
    seller: person(thread.sellerId),
    messages: messages.map((m) => toMessage(m)),
    reportedMessageIds: reported.sort(compareMessageIds),
  };
}

/** What a moderator may see of conversations (app.conversations.moderation). */
export function createThreadModeration(db: Db) {
  return { reportedThread: (id: string) => reportedThread(db, id) };
}

/** A message (by its id as text) with its thread, or null (reports of messages). */
export async function messageInThread(db: Db, messageId: string) {
  return MESSAGE_ID_PATTERN.test(messageId) ? repo.messageWithThread(db, Number(messageId)) : null;
}
