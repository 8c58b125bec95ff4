// The questions' numbers, without zod: the board page's form reads them.

export const QUESTION_LIMITS = {
  /** Characters of a question and of an answer. */
  minLength: 2,
  maxLength: 1000,
  /** Questions one user may ask in an hour (all boards together). */
  perHour: 10,
  /** Questions of one user about one board still waiting for an answer. */
  openPerBoard: 3,
  /** Questions per page of the list. */
  pageSize: 20,
} as const;

/** How the reply time is measured (lib/seller-trust.ts in the API). */
export const REPLY_TIME_RULE = {
  /** Questions counted: those of the last year. */
  windowDays: 365,
  /** A question with no answer after this long counts as never answered. */
  unansweredAfterDays: 7,
  /** Fewer counted questions than this: no reply time is shown. */
  minQuestions: 3,
} as const;
