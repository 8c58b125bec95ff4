import { z } from 'zod';
import { ZId } from '../common/api';
import { zNumber } from '../common/number-schemas';
import type { NumberRule } from '../common/numbers';
import { messageKey } from '../i18n/messages';
import { zTranslations } from '../i18n/translated';
import { FAQ_DEFAULT_CATEGORY } from './group';

export { FAQ_DEFAULT_CATEGORY, groupFaq } from './group';

// FAQ items: question and answer required, category free text (default
// 'כללי'), order numeric (non-numeric becomes 0), visible by default.

/** Drag and drop reassigns orders in steps of 10. */
export const FAQ_ORDER_STEP = 10;

/** The orders an item may have: far more than any list needs, well inside the integer column. */
export const FAQ_ORDER_RULE: NumberRule = {
  min: -1_000_000,
  max: 1_000_000,
  whole: true,
  messageKey: 'faq.order',
};

/** Non-numeric or empty order input becomes 0; a fraction is rounded. */
const order = z.preprocess((v) => {
  const n = typeof v === 'string' ? Number(v.trim() === '' ? NaN : v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? Math.round(n) : 0;
}, zNumber(FAQ_ORDER_RULE));

const question = z
  .string()
  .trim()
  .min(1, messageKey('faq.questionRequired'))
  .max(300, messageKey('faq.questionMax'));
const answer = z
  .string()
  .trim()
  .min(1, messageKey('faq.answerRequired'))
  .max(5000, messageKey('faq.answerMax'));
const category = z
  .string()
  .trim()
  .max(60, messageKey('faq.categoryMax'))
  .transform((c) => c || FAQ_DEFAULT_CATEGORY);

/**
 * An item's question, answer and category in the other languages (decision 051): the Hebrew's
 * limits, each optional; an empty text shows the Hebrew.
 */
export const ZFaqTranslations = zTranslations({
  question: z.string().trim().max(300, messageKey('faq.questionMax')),
  answer: z.string().trim().max(5000, messageKey('faq.answerMax')),
  category: z.string().trim().max(60, messageKey('faq.categoryMax')),
});
export type TFaqTranslations = z.infer<typeof ZFaqTranslations>;

export const ZFaqInput = z.object({
  question,
  answer,
  category: category.optional().default(FAQ_DEFAULT_CATEGORY),
  translations: ZFaqTranslations.optional(),
  /** Absent: the item goes to the end of its category. */
  order: order.optional(),
  visible: z.boolean().optional().default(true),
});
export const ZFaqUpdate = z
  .object({
    question,
    answer,
    category,
    order,
    visible: z.boolean(),
    translations: ZFaqTranslations,
  })
  .partial();

/** A new order for the items of one category: ids top to bottom; orders become 0, 10, 20... */
export const ZFaqReorder = z.object({
  category: z.string().trim().min(1).max(60),
  ids: z.array(ZId).min(1).max(500),
});

export const ZFaqItem = z.object({
  _id: ZId,
  question: z.string(),
  answer: z.string(),
  category: z.string(),
  order: z.number(),
  visible: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * The admin's list and writes only: the texts in the other languages. The public list
   * gives question, answer and category in the request's language instead.
   */
  translations: zTranslations({
    question: z.string(),
    answer: z.string(),
    category: z.string(),
  }).optional(),
});
export const ZFaqList = z.object({ items: z.array(ZFaqItem) });
export type TFaqList = z.infer<typeof ZFaqList>;

export type TFaqItem = z.infer<typeof ZFaqItem>;
export type TFaqInput = z.input<typeof ZFaqInput>;
export type TFaqUpdate = z.input<typeof ZFaqUpdate>;

/** Moves one id within a list (drag and drop or up/down) and returns the new id order. */
export function moveItem(ids: string[], from: number, to: number): string[] {
  if (from < 0 || from >= ids.length) return ids;
  const target = Math.max(0, Math.min(ids.length - 1, to));
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved!);
  return next;
}

/** POST /faq and PUT /faq/:id: the item as saved. */
export const ZFaqItemSaved = z.object({ item: ZFaqItem });
export type TFaqItemSaved = z.infer<typeof ZFaqItemSaved>;
