import { LIKERS_OFFER, likersOfferMax } from '@galim/shared/conversations/limits';
import type { TLikersOfferResult } from '@galim/shared/conversations/schemas';
import type { Db } from '../../db/client';
import { apiError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { EventPublisher } from '../../plugins/events/bus';
import { inPublicState } from '../surfboards/visibility';
import { reservationIfForSale } from './offer-board';
import * as offersRepo from './offers-repo';
import * as repo from './repo';
import { offerText } from './serialize';
import type { ThreadAccess } from './thread-access';

// An offer to everyone who liked a board, or a listing of any kind (issues 55 §4 and 53, as eBay's
// offer to watchers): the seller
// names one price; each liker gets it as an offer in a thread of their own with the seller, valid
// for 48 hours, and accepting it follows the offer flow (reservation, sale, review).

const DAY_MS = 86_400_000;

export function createLikersOffer(db: Db, events: EventPublisher, access: ThreadAccess) {
  return {
    /**
     * Sends the offer: the seller's own board, for sale and held for nobody, at least 5% under its
     * price, once in 7 days, with at least one liker. A liker already bargaining (an open offer
     * in their thread) keeps that offer and is counted as skipped.
     */
    async send(
      user: AuthUser,
      boardId: string,
      amount: number,
      scope: 'board' | 'listing' = 'board',
    ): Promise<TLikersOfferResult> {
      // A board under /surfboards (never another kind), a listing of any kind under /listings.
      const missing = scope === 'board' ? 'BOARD_NOT_FOUND' : 'LISTING_NOT_FOUND';
      return events.transaction(async (tx, publish) => {
        const board = await offersRepo.lockBoard(tx, boardId);
        if (!board || (scope === 'board' && board.kind !== 'board')) throw apiError(missing);
        if (board.sellerId !== user.id) {
          throw apiError(inPublicState(board) ? 'FORBIDDEN' : missing);
        }
        if (reservationIfForSale(board)) throw apiError('BOARD_RESERVED');
        if (amount > likersOfferMax(board.price)) throw apiError('LIKERS_OFFER_TOO_HIGH');
        const last = board.likersOfferAt?.getTime();
        if (last !== undefined && Date.now() - last < LIKERS_OFFER.everyDays * DAY_MS) {
          throw apiError('LIKERS_OFFER_TOO_SOON', {
            extra: { nextAt: new Date(last + LIKERS_OFFER.everyDays * DAY_MS).toISOString() },
          });
        }
        const likers = await offersRepo.likersOf(tx, boardId, user.id);
        if (likers.length === 0) throw apiError('LIKERS_OFFER_NO_LIKERS');

        const validUntil = new Date(Date.now() + LIKERS_OFFER.validHours * 3_600_000);
        const text = offerText('offer', amount);
        let sent = 0;
        for (const buyerId of likers) {
          const { thread } = await repo.openThread(tx, { boardId, buyerId, sellerId: user.id });
          if (await offersRepo.lockOpenOffer(tx, thread.id)) continue;
          const message = await repo.addMessage(tx, thread, user.id, text, { kind: 'offer' });
          await offersRepo.insertOffer(tx, {
            conversationId: thread.id,
            messageId: message.id,
            fromUserId: user.id,
            amount,
            validUntil,
          });
          await access.tellOther(publish, thread, user, board, text, {
            offer: { kind: 'offer', amount },
          });
          sent += 1;
        }
        // Nothing sent (every liker already bargaining): the week is not spent.
        if (sent > 0) await offersRepo.markLikersOffer(tx, boardId);
        return {
          sent,
          skipped: likers.length - sent,
          validUntil: validUntil.toISOString(),
          nextAt: new Date(Date.now() + LIKERS_OFFER.everyDays * DAY_MS).toISOString(),
        };
      });
    },
  };
}
