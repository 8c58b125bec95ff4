// Reviews of sellers' numbers, without zod: the review form, the profile's list and the API read
// them.

export const SELLER_REVIEW_LIMITS = {
  /** The buyer may review the seller this many days after the sale, not later. */
  windowDays: 60,
  /** Characters of a review's text and of the seller's reply, after trimming the ends. */
  bodyMin: 1,
  bodyMax: 1000,
  replyMax: 1000,
  /** Reviews per page of a profile's list, by default and at most. */
  pageSize: 10,
  maxPageSize: 50,
} as const;

/** The last moment the buyer of a board sold at `soldAt` may review its seller. */
export function reviewDeadline(soldAt: Date): Date {
  return new Date(soldAt.getTime() + SELLER_REVIEW_LIMITS.windowDays * 86_400_000);
}
