import type { TQuestion, TQuestionList } from '@galim/shared/questions/schemas';

// Questions as the API answers them, for the tests of the board page's form and the questions
// page.

/** A question about Lost Driver, waiting for its answer unless `over` says otherwise. */
export const question = (over: Partial<TQuestion> = {}): TQuestion => ({
  _id: 'c'.repeat(24),
  board: { _id: 'b'.repeat(24), title: 'Lost Driver', image: null },
  askerName: 'דנה',
  body: 'יש בו תיקונים?',
  answer: null,
  createdAt: new Date().toISOString(),
  answeredAt: null,
  ...over,
});

/** One page holding these questions. */
export const questionList = (items: TQuestion[]): TQuestionList => ({
  items,
  total: items.length,
  page: 1,
  limit: 50,
  totalPages: 1,
  hasMore: false,
  unanswered: items.filter((q) => q.answer === null).length,
});
