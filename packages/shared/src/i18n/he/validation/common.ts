import { groupDigits } from '../../../format';

// Every validation message a user can read, in Hebrew, one file per form; ../messages.ts
// gathers them into the table the API and the forms word a schema's message keys with, and
// ../../en/messages.ts says each in English (decision 052). The shared schemas name a message by
// its key (`board.titleMin`, see ../../messages.ts), never by its words, so the API's 400
// answers (`details[].message`) and the forms' field errors say the same sentence in the
// request's or the page's language. Messages only a programming client can trigger (a
// malformed id, a repeated id in a bulk request) stay in English beside their rule. These files
// import nothing but the number formatter.

/** Text no column can store (a NUL, half a surrogate pair), wherever it is sent. */
export const UNSTORABLE_TEXT_MESSAGE = 'הטקסט מכיל תו שאינו נתמך';

/** A shekel price in a filter or a form: whole shekels in the columns' range. */
export const PRICE_FILTER_MESSAGE = 'יש להזין מחיר בשקלים שלמים, מ-0 עד 1,000,000';

/** A refused number, by its rule: "a (whole) number from min to max". */
export function numberRangeMessage(rule: { min: number; max: number; whole: boolean }): string {
  const range = `בין ${groupDigits(rule.min)} ל-${groupDigits(rule.max)}`;
  return rule.whole ? `יש להזין מספר שלם ${range}` : `יש להזין מספר ${range}`;
}

/** Sentences with numbers in them: a key names them with its numbers (`range.number:1:48`). */
export const RANGE_MESSAGES = {
  number: (min: number, max: number) => numberRangeMessage({ min, max, whole: false }),
  wholeNumber: (min: number, max: number) => numberRangeMessage({ min, max, whole: true }),
  servicePrice: (min: number, max: number) => {
    const n = (v: number) => new Intl.NumberFormat('he-IL').format(v);
    return `המחיר צריך להיות בין ${n(min)} ל-${n(max)} ₪`;
  },
};

/** The sentences any form may show. */
export const COMMON_MESSAGES = {
  unstorableText: UNSTORABLE_TEXT_MESSAGE,
  priceFilter: PRICE_FILTER_MESSAGE,
} as const;
