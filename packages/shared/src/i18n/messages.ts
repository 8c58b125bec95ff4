import type { validationTexts } from './he/messages';
import type { Translation } from './translation';

// Validation messages by key (decision 052). A shared schema refuses a value with a key,
// `area.name` (`board.titleMin`), or with its numbers for a sentence that states them
// (`range.wholeNumber:1:48`); each language's table (he/messages.ts, en/messages.ts) words it.
// The API words the keys of a 400 in the request's language; the web's form resolver in the
// page's. A message that is not a key (zod's own English, a rule only a programming client
// meets) is passed on as it is. This module holds no words, so a schema carries no language.

type Texts = typeof validationTexts;

/** A validation table in any language: the Hebrew table's keys, worded. */
export type ValidationTexts = Translation<Texts>;

/** Every key of a sentence without numbers: `area.name`. */
export type MessageKey = {
  [A in keyof Texts & string]: {
    [N in keyof Texts[A] & string]: Texts[A][N] extends string ? `${A}.${N}` : never;
  }[keyof Texts[A] & string];
}[keyof Texts & string];

/** Every key of a sentence with numbers: `range.name`. */
export type RangeKey = `range.${keyof Texts['range'] & string}`;

/** A schema's message naming a sentence; `messageKey('range.number', 1, 5)` for one with numbers. */
export function messageKey(key: MessageKey): string;
export function messageKey(key: RangeKey, min: number, max: number): string;
export function messageKey(key: string, ...numbers: number[]): string {
  return [key, ...numbers].join(':');
}

const KEY = /^([a-zA-Z]+)\.([a-zA-Z0-9]+)((?::-?[\d.]+)*)$/;

/** A message worded by a language's table: a key's sentence, anything else as it is. */
export function wordMessage(texts: ValidationTexts, message: string): string {
  const match = KEY.exec(message);
  if (!match) return message;
  const [, area = '', name = '', args = ''] = match;
  const table = (texts as Record<string, Record<string, unknown> | undefined>)[area];
  const entry = table && Object.prototype.hasOwnProperty.call(table, name) ? table[name] : null;
  if (typeof entry === 'string') return entry;
  if (typeof entry === 'function') {
    return (entry as (...n: number[]) => string)(...args.split(':').slice(1).map(Number));
  }
  return message;
}
