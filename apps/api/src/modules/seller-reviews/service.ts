import {
  SELLER_REVIEW_LIMITS,
  reviewDeadline,
  type TPendingSellerReview,
  type TSellerReview,
  type TSellerReviewPage,
} from '@galim/shared/seller-reviews/schemas';
import type { TListingKind } from '@galim/shared/listings/kinds';
import type { Db } from '../../db/client';
import { apiError } from '../../lib/errors';
import { sellerReviewSummary } from '../users/seller-trust';
import type { AuthUser } from '../../plugins/auth';
import { logActivity } from '../activity/service';
import type { EventPublisher } from '../../plugins/events/bus';
import * as repo from './repo';

// Reviews of sellers (issue 43): who may write, reply to and remove them. The sale is what
// Galim recorded (surfboards.sold_to_user_id, sold_date): no recorded sale, no review.

const DAY = 86_400_000;

const nameOf = (u: { displayName: string; firstName: string | null; lastName: string | null }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || u.displayName;

export type ReviewPosted = {
  reviewId: string;
  sellerId: string;
  rating: number;
  boardTitle: string;
  boardKind: TListingKind;
  /** The seller's public address, where they read and answer it; null without one. */
  sellerSlug: string | null;
};

export function createSellerReviewsService(db: Db, events: EventPublisher) {
  return {
    /**
     * The buyer recorded for a sold board reviews its seller, once, within the window after
     * the sale. A board the caller cannot name is 404; one not sold to them is REVIEW_NO_SALE.
     */
    async create(
      user: AuthUser,
      input: { boardId: string; rating: number; body: string },
      now = new Date(),
    ): Promise<ReviewPosted> {
      const board = await repo.findBoardForReview(db, input.boardId);
      if (!board) throw apiError('BOARD_NOT_FOUND');
      if (board.sellerId === user.id) throw apiError('REVIEW_SELF');
      if (!board.isSold || board.soldToUserId !== user.id || !board.soldDate) {
        throw apiError('REVIEW_NO_SALE');
      }
      if (now.getTime() > reviewDeadline(board.soldDate).getTime()) {
        throw apiError('REVIEW_TOO_LATE');
      }
      // The review, its activity line and its event in one transaction: the seller hears of it
      // once it committed.
      return events.transaction(async (tx, publish) => {
        const row = await repo.insertReview(tx, {
          boardId: board.id,
          sellerId: board.sellerId,
          buyerId: user.id,
          rating: input.rating,
          body: input.body,
        });
        if (!row) throw apiError('SELLER_REVIEW_EXISTS');
        await logActivity(tx, 'review_posted', user.id, `${input.rating}★ ${board.title}`);
        const posted: ReviewPosted = {
          reviewId: row.id,
          sellerId: board.sellerId,
          rating: row.rating,
          boardTitle: board.title,
          boardKind: board.kind,
          sellerSlug: board.sellerSlug,
        };
        await publish('seller.reviewed', posted);
        return posted;
      });
    },

    /** The reviewed seller answers, once. */
    async reply(user: AuthUser, id: string, body: string) {
      const review = await repo.findReview(db, id);
      if (!review || review.removedAt) throw apiError('REVIEW_NOT_FOUND');
      if (review.sellerId !== user.id) throw apiError('FORBIDDEN');
      if (review.reply !== null) throw apiError('REVIEW_REPLY_EXISTS');
      const row = await repo.setReply(db, id, body);
      if (!row) throw apiError('REVIEW_REPLY_EXISTS');
      return { _id: row.id, reply: { body: row.reply ?? body, createdAt: iso(row.repliedAt) } };
    },

    /** A moderator takes a review out of view; the open reports on it are resolved with it. */
    async remove(admin: AuthUser, id: string) {
      const row = await repo.removeReview(db, id, admin.id);
      if (!row) throw apiError('REVIEW_NOT_FOUND');
      return { _id: row.id };
    },

    /** A user's reviews as a seller, newest first: public, whatever their profile switches say. */
    async listForSeller(
      sellerId: string,
      opts: { page: number; limit: number },
    ): Promise<TSellerReviewPage> {
      const seller = await repo.findSeller(db, sellerId);
      if (!seller || seller.blockedAt) throw apiError('USER_NOT_FOUND');
      const rows = await repo.listForSeller(db, sellerId, {
        offset: (opts.page - 1) * opts.limit,
        limit: opts.limit + 1,
      });
      const reviews = rows.slice(0, opts.limit).map((r): TSellerReview => ({
        _id: r.review.id,
        rating: r.review.rating,
        body: r.review.body,
        board:
          r.review.boardId && r.boardTitle !== null && r.boardKind !== null
            ? { _id: r.review.boardId, title: r.boardTitle, kind: r.boardKind }
            : null,
        buyer: { _id: r.buyer.id, name: nameOf(r.buyer), profileImage: r.buyer.profileImage },
        reply:
          r.review.reply !== null
            ? { body: r.review.reply, createdAt: iso(r.review.repliedAt) }
            : null,
        createdAt: r.review.createdAt.toISOString(),
      }));
      return {
        reviews,
        summary: (await sellerReviewSummary(db, sellerId)) ?? null,
        page: opts.page,
        hasMore: rows.length > opts.limit,
      };
    },

    /** The sold boards the buyer may still review, each with its deadline. */
    async pending(user: AuthUser, now = new Date()): Promise<TPendingSellerReview[]> {
      const since = new Date(now.getTime() - SELLER_REVIEW_LIMITS.windowDays * DAY);
      const rows = await repo.pendingFor(db, user.id, since);
      return rows.flatMap((r) =>
        r.soldDate
          ? [
              {
                board: { _id: r.boardId, title: r.title, kind: r.kind },
                seller: { _id: r.seller.id, name: nameOf(r.seller) },
                soldAt: r.soldDate.toISOString(),
                deadline: reviewDeadline(r.soldDate).toISOString(),
              },
            ]
          : [],
      );
    },
  };
}

const iso = (d: Date | null) => (d ?? new Date()).toISOString();

/** The reviews a user wrote and those of them, for "download my data". */
export function sellerReviewsForExport(db: Db, userId: string) {
  return repo.exportFor(db, userId);
}

/** Deletes the reviews a user wrote and those of them (the account deletion's transaction). */
export function forgetSellerReviews(db: Db, userId: string) {
  return repo.deleteFor(db, userId);
}

/** Reported reviews as the reports inbox names them. */
export function reviewReportTargets(db: Db, ids: string[]) {
  return repo.reportTargets(db, ids);
}
