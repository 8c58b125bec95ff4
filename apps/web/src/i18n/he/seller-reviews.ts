// Reviews of sellers (issue 43): the buyer's form, the list on the public profile, the seller's
// reply and the boards still waiting for a review.

import type { TListingKind } from '@galim/shared/listings/kinds';
import { plural } from './plural';

export const sellerReviewsTexts = {
  title: 'ביקורות של קונים',
  none: 'עדיין אין ביקורות של קונים.',
  loadError: 'לא הצלחנו לטעון את הביקורות',
  more: 'ביקורות נוספות',
  /** Why these show even on a profile with the switches off. */
  note: 'ביקורות נכתבות רק על ידי מי שקנה דרך גלים.',
  /** The summary line: "4.5 מתוך 5 · 3 ביקורות". */
  summary: (average: number, n: number) =>
    `${average.toFixed(1)} מתוך 5 · ${plural(n, {
      one: 'ביקורת אחת',
      two: 'שתי ביקורות',
      other: '# ביקורות',
    })}`,
  stars: (n: number) => plural(n, { one: 'כוכב אחד', two: 'שני כוכבים', other: '# כוכבים' }),
  bought: 'על הקנייה של',
  boardGone: 'מודעה שנמחקה',
  sellerReply: 'תגובת המוכר',
  report: 'דיווח',
  reportLabel: (name: string) => `דיווח על הביקורת של ${name}`,
  // The seller's reply
  reply: 'תגובה',
  replyLabel: 'התגובה שלכם לביקורת',
  replySend: 'פרסום תגובה',
  replyOnce: 'אפשר להגיב פעם אחת, והתגובה תוצג לכולם.',
  replySaved: 'התגובה פורסמה',
  // The buyer's form
  ask: (seller: string) => `איך היה לקנות מ${seller}?`,
  /** What the buyer bought, by the listing's kind: "חליפה: O'Neill 4/3". */
  boardLabel: {
    board: 'גלשן',
    wetsuit: 'חליפה',
    fins: 'סנפירים',
    leash: 'ליש',
    bag: 'תיק',
    traction: 'גריפ',
    rack: 'גגון',
    other: 'פריט',
  } satisfies Record<TListingKind, string>,
  rating: 'דירוג',
  body: 'מה כדאי לקונים הבאים לדעת?',
  bodyHint: 'הביקורת תוצג בפרופיל של המוכר ובמודעות שלו, עם השם שלכם.',
  send: 'פרסום ביקורת',
  sent: 'תודה! הביקורת פורסמה',
  until: (date: string) => `אפשר לכתוב עד ${date}`,
  pendingTitle: 'ביקורות לכתוב',
  write: 'כתיבת ביקורת',
  cancel: 'ביטול',
} as const;
