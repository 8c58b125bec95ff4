import { sellerReviews } from '../../db/schema';
import type { AccountPart } from '../../plugins/account-parts';
import { forgetSellerReviews, sellerReviewsForExport } from './service';

/**
 * The seller reviews' part of an account (issue 43): those the user wrote as a buyer and those
 * of them, exported and deleted with the account. Reviews they removed as a moderator lose
 * them by the foreign key (set null).
 */
export const sellerReviewsAccount: AccountPart = {
  module: 'seller-reviews',
  tables: [sellerReviews],
  sections: { sellerReviews: { order: 170, read: sellerReviewsForExport } },
  erase: forgetSellerReviews,
};
