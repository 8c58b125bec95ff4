import { z } from 'zod';
import { ZId, ZPageInfo } from '../common/api';
import { zNumberOr } from '../common/number-schemas';
import { pageRule } from '../common/numbers';
import { ZImage } from '../surfboards/schemas';
import { QUESTION_LIMITS } from './limits';

// Questions to a seller (issue 33): a signed-in buyer asks about a board on its page, the seller
// answers in Galim, and the asker hears of it in the notification centre. Between the two of
// them only: a question is never shown to anybody else. The time to the first answer is what
// "usually answers within…" on the seller's facts is made of.

export { QUESTION_LIMITS, REPLY_TIME_RULE } from './limits';

const text = z.string().trim().min(QUESTION_LIMITS.minLength).max(QUESTION_LIMITS.maxLength);

export const ZQuestionInput = z.object({ body: text }).strict();
export type TQuestionInput = z.infer<typeof ZQuestionInput>;

export const ZAnswerInput = z.object({ answer: text }).strict();
export type TAnswerInput = z.infer<typeof ZAnswerInput>;

export const QUESTION_ROLES = ['received', 'asked'] as const;
export type TQuestionRole = (typeof QUESTION_ROLES)[number];

export const ZQuestionListQuery = z.object({
  /** Questions about my boards, or questions I asked. */
  role: z.enum(QUESTION_ROLES).default('received'),
  /** Only the questions about this board. */
  boardId: ZId.optional(),
  page: zNumberOr(pageRule(1000), 1),
  limit: zNumberOr(pageRule(50), QUESTION_LIMITS.pageSize),
});
export type TQuestionListQuery = z.input<typeof ZQuestionListQuery>;

export const ZQuestion = z.object({
  _id: ZId,
  board: z.object({ _id: ZId, title: z.string(), image: ZImage.nullable() }),
  /** The asker's first name, shown to the seller only (the asker sees their own question). */
  askerName: z.string(),
  body: z.string(),
  answer: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type TQuestion = z.infer<typeof ZQuestion>;

export const ZQuestionList = ZPageInfo.extend({
  items: z.array(ZQuestion),
  /** Of all the questions of this role: those still waiting for an answer. */
  unanswered: z.number().int(),
});
export type TQuestionList = z.infer<typeof ZQuestionList>;

/** POST /questions/:id/answer */
export const ZQuestionAnswered = z.object({
  _id: ZId,
  answer: z.string(),
  answeredAt: z.string(),
});
export type TQuestionAnswered = z.infer<typeof ZQuestionAnswered>;
