import type { Language } from '@galim/shared/i18n/languages';
import { enActivityTexts } from '../../i18n/en/activity';
import { activityTexts, type ActivityTexts } from '../../i18n/he/activity';

// An activity line the API writes itself is stored as its key and values, not as words, and is
// worded in the language of whoever reads the feed (decision 051). Lines stored as words before
// this (Hebrew) are shown as they are.

type LineKey = keyof ActivityTexts;
type LineValues<K extends LineKey> = Parameters<ActivityTexts[K]>;

/** Each value is cut so that the stored line fits the log's 500 characters. */
const VALUE_MAX = 150;

/** The line `key` with `values`, as the activity log stores it. */
export function activityLine<K extends LineKey>(key: K, ...values: LineValues<K>): string {
  const cut = values.map((v) => (typeof v === 'string' ? v.slice(0, VALUE_MAX) : v));
  return JSON.stringify({ line: key, values: cut });
}

/** The activity texts in `language`. */
export function activityTextsFor(language: Language): ActivityTexts {
  return language === 'en' ? enActivityTexts : activityTexts;
}

/** A stored line in `language`'s words; a line stored as words, as it is. */
export function wordActivity(details: string, language: Language): string {
  if (!details.startsWith('{"line":')) return details;
  try {
    const { line, values } = JSON.parse(details) as { line: string; values: unknown[] };
    const texts = activityTextsFor(language);
    if (!Object.hasOwn(texts, line) || !Array.isArray(values)) return details;
    const word = texts[line as LineKey] as (...args: unknown[]) => string;
    return word(...values);
  } catch {
    return details;
  }
}
