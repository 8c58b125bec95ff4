import type { TMessage } from '@galim/shared/conversations/schemas';
import { OFFER_LIMITS } from '@galim/shared/conversations/schemas';
import type { Db } from '../../db/client';
import { apiError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { EventPublisher, Publish } from '../../plugins/events/bus';
import type { OfferLine } from '../../plugins/events/catalog';
import { findBoardRow, type BoardRecord } from '../surfboards/repo';
import { reservationIfForSale } from './offer-board';
import * as offersRepo from './offers-repo';
import * as repo from './repo';
import { offerText, roleOf, toMessage } from './serialize';
import type { ThreadAccess } from './thread-access';

// Price offers in a thread (decision 045's offers; table conversation_offers): an offer is a
// message of kind `offer`, its answer a message of its own, one open per thread; accepting one
// reserves the board for the buyer.

export function createOffersService(db: Db, events: EventPublisher, access: ThreadAccess) {
  const { requireWritable, tellOther } = access;

  /**
   * The thread's board, locked for the offer's transaction, when an offer may be made or
   * accepted on it: for sale (not sold, archived or out of view) and not reserved for another
   * buyer. A reservation for this thread's buyer means its offer was accepted already.
   */
  async function lockBoardForOffer(tx: Db, thread: repo.ThreadRecord): Promise<BoardRecord> {
    if (!thread.boardId) throw apiError('OFFER_BOARD_UNAVAILABLE');
    const board = await offersRepo.lockBoard(tx, thread.boardId);
    if (!board) throw apiError('OFFER_BOARD_UNAVAILABLE');
    const reserved = reservationIfForSale(board);
    if (reserved && reserved.buyerId === thread.buyerId) throw apiError('OFFER_ALREADY_ACCEPTED');
    if (reserved) throw apiError('BOARD_RESERVED');
    return board;
  }

  /** The other side hears of an offer or its answer, as of a message, once it committed. */
  async function announce(
    tx: Db,
    publish: Publish,
    thread: repo.ThreadRecord,
    user: AuthUser,
    board: Pick<BoardRecord, 'title' | 'kind'> | null,
    offer: OfferLine,
  ) {
    // A declined offer locks no board: it is read here, for the notice to name it.
    const named =
      board ??
      (thread.boardId
        ? ((await findBoardRow(tx, thread.boardId, 'listing'))?.board ?? null)
        : null);
    await tellOther(publish, thread, user, named, offerText(offer.kind, offer.amount), { offer });
  }

  return {
    /**
     * A price offer in the thread. The buyer offers whenever the board is for sale and not
     * reserved; the seller only counters an open offer. The open offer, if any, is superseded.
     */
    async offer(user: AuthUser, id: string, amount: number): Promise<TMessage> {
      const { thread } = await requireWritable(user, id);
      const text = offerText('offer', amount);
      const { message, offer } = await events.transaction(async (t, publish) => {
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
        await announce(t, publish, thread, user, board, { kind: 'offer', amount });
        return { message, offer };
      });
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
      const { message, offer } = await events.transaction(async (t, publish) => {
        // The board first, then the offer: the same order as a new offer takes its locks.
        const board = answer === 'accept' ? await lockBoardForOfferAnswer(t) : null;
        const found = await offersRepo.lockOffer(t, thread.id, offerId);
        if (!found) throw apiError('OFFER_NOT_FOUND');
        if (found.fromUserId === user.id) throw apiError('OFFER_OWN');
        if (found.status !== 'open') throw apiError('OFFER_NOT_OPEN');
        // An offer to the likers holds 48 hours; a decline of a lapsed one changes nothing.
        if (found.validUntil && found.validUntil.getTime() <= Date.now()) {
          throw apiError('OFFER_EXPIRED');
        }
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
        await announce(t, publish, thread, user, board, { kind, amount: found.amount });
        return { message, offer };
      });
      return toMessage(message, { record: offer, buyerId: thread.buyerId });

      // Accepting needs the board for sale; the offer is checked (404, 403, 409) before the
      // board's state, so a stranger's or a stale answer says what is wrong with the offer.
      async function lockBoardForOfferAnswer(t: Db) {
        if (!thread.boardId) return null;
        return offersRepo.lockBoard(t, thread.boardId);
      }
      function lockedBoardChecks(board: BoardRecord) {
        const reserved = reservationIfForSale(board);
        if (reserved && reserved.buyerId !== thread.buyerId) throw apiError('BOARD_RESERVED');
      }
    },
  };
}
