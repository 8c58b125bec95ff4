import { z } from 'zod';

/**
 * The seller's reply rate (issue 55): of the threads buyers opened about the seller's boards
 * lately, the share the seller answered, shown only as a band and only with enough people behind
 * it. The API counts the threads (users/seller-trust.ts); this file holds the rule both sides
 * read, and the privacy page says it in words.
 *
 * - A thread counts when its first message is the buyer's (not the seller's, as when a seller
 *   writes to those who liked a board) and was written in the last `windowDays` days.
 * - It is answered when the seller wrote anything in the thread after it, at any time (a notice
 *   of the board sold or released is Galim's, not an answer).
 * - Threads of buyers the seller blocked do not count, nor those of deleted accounts.
 * - Fewer than `minPeople` different buyers among the counted threads: no rate.
 * - The band is the highest of `bands` the rate reaches; below the lowest, nothing is shown.
 */
export const REPLY_RATE_RULE = {
  windowDays: 120,
  minPeople: 4,
  /** Highest first: the band is the first one the rate reaches. */
  bands: [100, 95, 85, 75] as const,
} as const;

export const ZReplyRateBand = z.union([
  z.literal(75),
  z.literal(85),
  z.literal(95),
  z.literal(100),
]);
export type TReplyRateBand = z.infer<typeof ZReplyRateBand>;

/** What the API counts over the seller's threads in the rule's window. */
export interface ReplyRateCounts {
  /** Threads that count (first message the buyer's, in the window, buyer not blocked). */
  threads: number;
  /** Of those, the threads the seller wrote in after the buyer's first message. */
  answered: number;
  /** Different buyers among those threads. */
  people: number;
}

/** The band the seller's reply rate reaches, or null below the rule's minimum or lowest band. */
export function replyRateBand({
  threads,
  answered,
  people,
}: ReplyRateCounts): TReplyRateBand | null {
  if (people < REPLY_RATE_RULE.minPeople || threads === 0) return null;
  // Compared in whole numbers: 19 of 20 is exactly 95%, with no rounding in between.
  return REPLY_RATE_RULE.bands.find((band) => answered * 100 >= band * threads) ?? null;
}
