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
