import { z } from 'zod';
import { ZReplyRateBand } from './reply-rate';

/**
 * Facts about a seller that help a buyer trust them (issue 33), computed on the server from
 * what Galim records. Served with a board's seller and on the public profile only when the
 * seller's public profile is visible (the "visible" switch); absent otherwise.
 */
export const ZSellerTrust = z.object({
  /** When the account was created (ISO): "member since" month and year. */
  memberSince: z.string(),
  /** Boards the seller marked sold through Galim. */
  boardsSold: z.number().int().min(0),
  /** The seller signed in with a Google account (Google verified its e-mail); not dev sign-in. */
  googleVerified: z.boolean(),
  /**
   * What people who used the seller's services wrote of them: the reviews of their public
   * (approved) services, counted together with their mean rating. Absent when there are none.
   */
  reviews: z
    .object({ count: z.number().int().min(1), average: z.number().min(1).max(5) })
    .optional(),
  /**
   * How fast the seller usually replies to buyers about their boards: the median time from a
   * buyer's first message to the seller's first reply, in minutes, over the last year's
   * conversations (one left a week without a reply counts as never answered). Absent with too
   * few conversations, or when most go unanswered.
   */
  replyMinutes: z.number().int().min(0).optional(),
  /**
   * The share of buyers' first messages the seller answered over the last 120 days, as a band
   * (at least 75, 85, 95 or 100 percent; the rule in ./reply-rate.ts). Null with fewer than four
   * different people who wrote first, or below 75%.
   */
  replyRate: ZReplyRateBand.nullable(),
});
export type TSellerTrust = z.infer<typeof ZSellerTrust>;

/**
 * The reviews buyers wrote of the seller after a sale recorded in Galim (issue 43): how many and
 * their mean rating (one decimal). They are about deals made through Galim, so unlike the facts
 * above they are served whatever the seller's profile switches say; absent when there are none.
 */
export const ZSellerReviewSummary = z.object({
  count: z.number().int().min(1),
  average: z.number().min(1).max(5),
});
export type TSellerReviewSummary = z.infer<typeof ZSellerReviewSummary>;
