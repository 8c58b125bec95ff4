// The conversations' numbers, without zod: the thread page's form and the API's limits read them.

export const CONVERSATION_LIMITS = {
  /** Characters of a message, counted after trimming the ends (the rest is kept as typed). */
  minLength: 1,
  maxLength: 2000,
  /** New threads one user may open in an hour (all boards together). */
  newThreadsPerHour: 20,
  /** Messages one user may send in a minute (all threads together). */
  messagesPerMinute: 20,
  /** Messages per page of a thread, by default and at most. */
  pageSize: 30,
  maxPageSize: 100,
  /** Threads in the list answer, newest activity first. */
  listSize: 100,
  /** The other side hears of new messages in a thread at most once in this many minutes. */
  notifyEveryMinutes: 10,
} as const;

/** How the seller's usual reply time is measured (lib/seller-trust.ts in the API). */
export const REPLY_TIME_RULE = {
  /** Threads counted: those opened in the last year. */
  windowDays: 365,
  /** A thread with no reply from the seller after this long counts as never answered. */
  unansweredAfterDays: 7,
  /** Fewer counted threads than this: no reply time is shown. */
  minThreads: 3,
} as const;

/** A message id: the decimal digits of an ever-growing number (ids order messages). */
export const MESSAGE_ID_PATTERN = /^[1-9][0-9]{0,17}$/;

/** Orders two message ids as the server does (by their number, not as text). */
export function compareMessageIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** Price offers in a thread (issue 43): whole shekels, and how long an accepted one holds. */
export const OFFER_LIMITS = {
  minAmount: 1,
  maxAmount: 50_000,
  /** An accepted offer reserves the board for its buyer this long. */
  reserveHours: 48,
  /** Offers, counters and answers one user may send in an hour (all threads together). */
  perHour: 20,
} as const;

export const OFFER_STATUSES = ['open', 'accepted', 'declined', 'superseded', 'withdrawn'] as const;
export type TOfferStatus = (typeof OFFER_STATUSES)[number];

/**
 * The notices a seller's act on the board writes into the buyer's thread (issue 51): the
 * reservation their accepted offer made was released, the board was sold to them; and, to the
 * other buyers who wrote lately (issue 55), that it was sold to someone else or taken down, so
 * nobody waits for an answer that will not come.
 */
export const BOARD_NOTICE_KINDS = [
  'reservation_released',
  'board_sold',
  'board_sold_elsewhere',
  'board_archived',
] as const;
export type TBoardNoticeKind = (typeof BOARD_NOTICE_KINDS)[number];

/**
 * An offer to everyone who liked a board (issue 55 §4): at least 5% under its price, at most one
 * per board every 7 days, each buyer's offer valid for 48 hours in a thread of their own.
 */
export const LIKERS_OFFER = { minCutPercent: 5, everyDays: 7, validHours: 48 } as const;

/** The highest amount an offer to the likers of a board at `price` may have. */
export const likersOfferMax = (price: number): number =>
  Math.floor((price * (100 - LIKERS_OFFER.minCutPercent)) / 100);

/** The other buyers told of a sale or an archive: those who wrote in the last this many days. */
export const STILL_THERE_DAYS = 14;

/** The messages a meeting writes: its proposal (or a change) and its acceptance. */
export const MEETING_MESSAGE_KINDS = ['meeting', 'meeting_accepted'] as const;
export type TMeetingMessageKind = (typeof MEETING_MESSAGE_KINDS)[number];

/**
 * The messages a thread holds: text, an offer (or counter), the answer to one, and the notices
 * of the board's reservation released or the board sold to the buyer.
 */
export const MESSAGE_KINDS = [
  'text',
  'offer',
  'offer_accepted',
  'offer_declined',
  ...BOARD_NOTICE_KINDS,
  // A meeting place proposed (or changed) and its acceptance (issue 56 §3).
  ...MEETING_MESSAGE_KINDS,
] as const;
export type TMessageKind = (typeof MESSAGE_KINDS)[number];
/** The messages an offer writes: the offer itself and its answer. */
export type TOfferMessageKind = 'offer' | 'offer_accepted' | 'offer_declined';
/** A notice of the board written in the thread (not typed by anyone). */
export const isBoardNotice = (kind: TMessageKind): kind is TBoardNoticeKind =>
  (BOARD_NOTICE_KINDS as readonly string[]).includes(kind);

/** A board's reservation still holds at `now` (the API computes it the same way in SQL). */
/** Whether an offer with this end (an offer to a board's likers) can no longer be taken. */
export function hasLapsed(validUntil: string | undefined, now = Date.now()): boolean {
  return validUntil !== undefined && Date.parse(validUntil) <= now;
}

export function isReserved(reservedUntil: string | null | undefined, now = Date.now()): boolean {
  return reservedUntil != null && Date.parse(reservedUntil) > now;
}
