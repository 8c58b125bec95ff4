import { serviceLikes, serviceReviews, services } from '../../db/schema';
import type { AccountPart } from '../../plugins/account-parts';
import * as repo from './repo';

/**
 * The services module's part of an account: the services they offer (deleted, their images
 * released), their likes (cascade) and their reviews, deleted with the rating and count of the
 * services they were of recomputed without them, in the same transaction.
 */
export const servicesAccount: AccountPart = {
  module: 'services',
  tables: [services, serviceLikes, serviceReviews],
  sections: {
    services: { order: 20, read: repo.servicesOfProvider },
    serviceLikes: { order: 40, read: repo.likesOfUser },
    reviews: { order: 50, read: repo.reviewsByUser },
  },
  async erase(tx, userId) {
    const reviewed = await repo.deleteReviewsBy(tx, userId);
    const images = await repo.deleteProviderServices(tx, userId);
    for (const serviceId of reviewed) await repo.recomputeRating(tx, serviceId);
    return images;
  },
};
