import { z } from 'zod';
import { ZId } from '../common/api';
import { zNumberOr } from '../common/number-schemas';
import { pageRule } from '../common/numbers';
import { messageKey } from '../i18n/messages';
import { ZSellerReviewSummary } from '../users/trust';
import { LISTING_KINDS } from '../listings/kinds';
import { SELLER_REVIEW_LIMITS } from './limits';

// Reviews of sellers (issue 43): the buyer Galim recorded for a sold board reviews its seller
// once, within SELLER_REVIEW_LIMITS.windowDays of the sale; the seller replies once. They are
// about deals made through Galim, so they are public whatever the seller's profile switches say.

export { SELLER_REVIEW_LIMITS, reviewDeadline } from './limits';

const ZRating = z
  .number({ error: messageKey('sellerReview.rating') })
  .int(messageKey('sellerReview.rating'))
  .min(1, messageKey('sellerReview.rating'))
  .max(5, messageKey('sellerReview.rating'));

const ZReviewBody = z
  .string({ error: messageKey('sellerReview.bodyRequired') })
  .trim()
  .min(SELLER_REVIEW_LIMITS.bodyMin, messageKey('sellerReview.bodyRequired'))
  .max(SELLER_REVIEW_LIMITS.bodyMax, messageKey('sellerReview.bodyMax'));

/** POST /api/seller-reviews: the buyer of a sold board reviews its seller. */
export const ZSellerReviewInput = z
  .object({ boardId: ZId, rating: ZRating, body: ZReviewBody })
  .strict();
export type TSellerReviewInput = z.input<typeof ZSellerReviewInput>;

/** POST /api/seller-reviews/:id/reply: the seller answers a review, once. */
export const ZSellerReviewReplyInput = z
  .object({
    body: z
      .string({ error: messageKey('sellerReview.replyRequired') })
      .trim()
      .min(1, messageKey('sellerReview.replyRequired'))
      .max(SELLER_REVIEW_LIMITS.replyMax, messageKey('sellerReview.replyMax')),
  })
  .strict();
export type TSellerReviewReplyInput = z.input<typeof ZSellerReviewReplyInput>;

export { ZSellerReviewSummary, type TSellerReviewSummary } from '../users/trust';

export const ZSellerReview = z.object({
  _id: ZId,
  rating: z.number().int().min(1).max(5),
  body: z.string(),
  /** The listing bought (its kind names its page); null once the seller deleted it. */
  board: z.object({ _id: ZId, title: z.string(), kind: z.enum(LISTING_KINDS) }).nullable(),
  /** The buyer who wrote it: name and photo only. */
  buyer: z.object({ _id: ZId, name: z.string(), profileImage: z.string().nullable() }),
  reply: z.object({ body: z.string(), createdAt: z.string() }).nullable(),
  createdAt: z.string(),
});
export type TSellerReview = z.infer<typeof ZSellerReview>;

/** GET /api/users/:id/reviews: newest first, paged. */
export const ZSellerReviewsQuery = z.object({
  page: zNumberOr(pageRule(10_000), 1),
  limit: zNumberOr(pageRule(SELLER_REVIEW_LIMITS.maxPageSize), SELLER_REVIEW_LIMITS.pageSize),
});
export type TSellerReviewsQuery = z.input<typeof ZSellerReviewsQuery>;

export const ZSellerReviewPage = z.object({
  reviews: z.array(ZSellerReview),
  summary: ZSellerReviewSummary.nullable(),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type TSellerReviewPage = z.infer<typeof ZSellerReviewPage>;

/** GET /api/seller-reviews/pending: the sold boards the signed-in buyer may still review. */
export const ZPendingSellerReview = z.object({
  board: z.object({ _id: ZId, title: z.string(), kind: z.enum(LISTING_KINDS) }),
  seller: z.object({ _id: ZId, name: z.string() }),
  soldAt: z.string(),
  /** The last moment for the review (ISO). */
  deadline: z.string(),
});
export type TPendingSellerReview = z.infer<typeof ZPendingSellerReview>;
export const ZPendingSellerReviews = z.object({ pending: z.array(ZPendingSellerReview) });
export type TPendingSellerReviews = z.infer<typeof ZPendingSellerReviews>;

/** POST /api/seller-reviews/:id/reply: the reply as shown. */
export const ZSellerReviewReplied = z.object({
  _id: ZId,
  reply: z.object({ body: z.string(), createdAt: z.string() }),
});
export type TSellerReviewReplied = z.infer<typeof ZSellerReviewReplied>;
