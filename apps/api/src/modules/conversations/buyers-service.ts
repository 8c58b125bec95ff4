import { STILL_THERE_DAYS, type TBoardNoticeKind } from '@galim/shared/conversations/limits';
import type { TBoardBuyers } from '@galim/shared/conversations/schemas';
import type { TListingKind } from '@galim/shared/listings/kinds';
import type { Db } from '../../db/client';
import type { Publish } from '../../plugins/events/bus';
import { notificationTexts } from '../../i18n/he/notifications';
import * as offersRepo from './offers-repo';
import * as repo from './repo';

// "Sold to whom" (issue 43): the buyers who wrote about a board, for the seller to choose from.

/**
 * "Sold to whom": the buyer's thread about the board, and their accepted offer's amount (the
 * sale price by default); null when they never wrote about it.
 */
export async function buyerOfBoard(db: Db, boardId: string, buyerId: string) {
  const thread = await repo.findThreadOf(db, boardId, buyerId);
  if (!thread) return null;
  return { acceptedAmount: await offersRepo.acceptedAmount(db, thread.id) };
}

/** The buyers who wrote about a board, newest activity first (the seller's choice of buyer). */
export async function buyersOfBoard(
  db: Db,
  boardId: string,
  reservedFor: string | null,
): Promise<TBoardBuyers> {
  const rows = await offersRepo.buyersOfBoard(db, boardId);
  return {
    items: rows.map((r) => ({
      _id: r.id,
      name: r.firstName || r.displayName,
      image: r.profileImage,
      lastMessageAt: r.lastMessageAt.toISOString(),
      acceptedOfferAmount: r.acceptedAmount === null ? null : Number(r.acceptedAmount),
      reserved: reservedFor === r.id,
    })),
  };
}

/**
 * The seller's act on the board told in the buyer's thread (issue 51): a notice from the seller
 * (the reservation released, the board sold to them), written in the act's transaction with its
 * `conversation.noticed` event (the buyer's open pages show it once it committed). The stored
 * text is Hebrew (export, moderation); each reader sees it worded from its kind. Nothing is
 * written when the buyer has no thread to tell.
 */
export async function noticeToBuyer(
  tx: Db,
  publish: Publish,
  board: { id: string; kind: TListingKind },
  buyerId: string,
  kind: TBoardNoticeKind,
): Promise<void> {
  const thread = await repo.findThreadOf(tx, board.id, buyerId);
  if (!thread?.sellerId) return;
  const text = notificationTexts.boardNotice(kind, board.kind);
  await repo.addMessage(tx, thread, thread.sellerId, text, { kind });
  await publish('conversation.noticed', { conversationId: thread.id, buyerId });
}

/**
 * "Still there?" (issue 55): the board was sold to someone else or taken off sale, and every
 * other buyer who wrote about it in the last 14 days is told in their thread, in the act's
 * transaction, so nobody waits for an answer that will not come. `except` is the buyer it was
 * sold to (told on their own), or null.
 */
export async function noticeToOtherBuyers(
  tx: Db,
  publish: Publish,
  board: { id: string; kind: TListingKind },
  except: string | null,
  kind: Extract<TBoardNoticeKind, 'board_sold_elsewhere' | 'board_archived'>,
): Promise<void> {
  const since = new Date(Date.now() - STILL_THERE_DAYS * 24 * 60 * 60 * 1000);
  const text = notificationTexts.boardNotice(kind, board.kind);
  for (const thread of await repo.recentThreadsOf(tx, board.id, since)) {
    if (!thread.sellerId || !thread.buyerId || thread.buyerId === except) continue;
    await repo.addMessage(tx, thread, thread.sellerId, text, { kind });
    await publish('conversation.noticed', { conversationId: thread.id, buyerId: thread.buyerId });
  }
}
