import { groupDigits } from '../format';

// Every validation message a user can read lives in this folder, one file per form (so a page
// loads only the sentences it can show). The shared schemas use them, so the API's 400 answers
// (`fields[].message`) and the forms' field errors say the same Hebrew sentence, and the web
// shows a schema's message as it is: no translation step, no matching of texts. Messages only
// a programming client can trigger (a malformed id, a repeated id in a bulk request) stay in
// English beside their rule. These files import nothing but the number formatter.

/** Text no column can store (a NUL, half a surrogate pair), wherever it is sent. */
export const UNSTORABLE_TEXT_MESSAGE = 'הטקסט מכיל תו שאינו נתמך';

/** A shekel price in a filter or a form: whole shekels in the columns' range. */
export const PRICE_FILTER_MESSAGE = 'יש להזין מחיר בשקלים שלמים, מ-0 עד 1,000,000';

/** A refused number, by its rule: "a (whole) number from min to max". */
export function numberRangeMessage(rule: { min: number; max: number; whole: boolean }): string {
  const range = `בין ${groupDigits(rule.min)} ל-${groupDigits(rule.max)}`;
  return rule.whole ? `יש להזין מספר שלם ${range}` : `יש להזין מספר ${range}`;
}
