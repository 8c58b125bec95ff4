import type { TReview, TReviewInput } from '@galim/shared/services/reviews';
import type { TServiceType } from '@galim/shared/services/options';
import type { Db } from '../../db/client';
import { requireOwnerOrAdmin } from '../../lib/access';
import { apiError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { logActivity } from '../activity/service';
import { createServiceAccess } from './service-access';
import type { EventPublisher } from '../../plugins/events/bus';
import * as repo from './repo';

// A service's reviews and the rating they make.

/**
 * A service's rating and review count, from its reviews as they are now: for reviews that go
 * another way than this service (an account's deletion, the demo data). Works in a transaction.
 */
export function recomputeServiceRating(db: Db, serviceId: string) {
  return repo.recomputeRating(db, serviceId);
}

/** Reviews: one per user, never on your own service; its author edits it, or an admin deletes it. */
export function createReviewService(db: Db, events: EventPublisher) {
  const { load, loadVisible } = createServiceAccess(db);

  /** Only its author edits a review; its author or an admin deletes it (before validation). */
  async function checkReview(
    type: TServiceType,
    id: string,
    reviewId: string,
    user: AuthUser,
    action: 'edit' | 'delete',
  ) {
    await load(type, id, user);
    const review = await repo.findReview(db, reviewId);
    if (!review || review.serviceId !== id) throw apiError('REVIEW_NOT_FOUND');
    if (action === 'delete') requireOwnerOrAdmin(user, { ownerId: review.userId });
    else if (review.userId !== user.id) throw apiError('FORBIDDEN');
  }

  return {
    async reviews(type: TServiceType, id: string, viewer: AuthUser | null) {
      const record = await loadVisible(type, id, viewer);
      const rows = await repo.listReviews(db, id);
      return {
        reviews: rows.map((r): TReview => ({
          _id: r.review.id,
          serviceId: r.review.serviceId,
          rating: r.review.rating,
          text: r.review.text,
          user: {
            _id: r.user.id,
            name:
              [r.user.firstName, r.user.lastName].filter(Boolean).join(' ') || r.user.displayName,
            profileImage: r.user.profileImage,
          },
          createdAt: r.review.createdAt.toISOString(),
          updatedAt: r.review.updatedAt.toISOString(),
        })),
        rating: record.service.rating,
        reviewCount: record.service.reviewCount,
      };
    },

    async addReview(type: TServiceType, id: string, user: AuthUser, input: TReviewInput) {
      const record = await loadVisible(type, id, user);
      if (record.service.providerId === user.id) {
        throw apiError('REVIEW_OWN_SERVICE');
      }
      if (record.service.status !== 'approved') throw apiError('SERVICE_NOT_FOUND');
      if (await repo.findUserReview(db, id, user.id)) {
        throw apiError('REVIEW_EXISTS');
      }
      // The review, the service's rating and the event together: the provider hears of it once
      // it committed.
      return events.transaction(async (tx, publish) => {
        const review = await repo.insertReview(tx, {
          serviceId: id,
          userId: user.id,
          rating: input.rating,
          text: input.text ?? '',
        });
        await repo.recomputeRating(tx, id);
        await logActivity(tx, 'review_posted', user.id, `${input.rating}★ ${record.service.title}`);
        await publish('service.reviewed', {
          serviceId: id,
          reviewId: review.id,
          rating: input.rating,
        });
        return review.id;
      });
    },

    checkReview,

    async updateReview(
      type: TServiceType,
      id: string,
      reviewId: string,
      user: AuthUser,
      input: TReviewInput,
    ) {
      await checkReview(type, id, reviewId, user, 'edit');
      await repo.updateReview(db, reviewId, { rating: input.rating, text: input.text ?? '' });
      await repo.recomputeRating(db, id);
    },

    async deleteReview(type: TServiceType, id: string, reviewId: string, user: AuthUser) {
      await checkReview(type, id, reviewId, user, 'delete');
      await repo.deleteReview(db, reviewId);
      await repo.recomputeRating(db, id);
    },
  };
}
