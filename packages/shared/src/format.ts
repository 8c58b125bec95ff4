// Display formatting shared by the web app and the server-rendered pages.
// Texts returned here are the spec's Hebrew renderings. Numbers and prices live in
// format-number.ts, Israel's date and clock in israel-time.ts; both are re-exported here.

import { israelCalendar, relativeIsraelDate } from './israel-time';

export { formatPrice, formatPriceRange, groupDigits } from './format-number';
export { israelDate, israelTime } from './israel-time';

export const DATE_TEXTS = {
  today: 'היום',
  yesterday: 'אתמול',
  daysAgo: (n: number) => `לפני ${n} ימים`,
  invalid: 'תאריך לא תקין',
  missing: 'תאריך לא זמין',
} as const;

const HE_MONTHS = [
  'ינואר',
  'פברואר',
  'מרץ',
  'אפריל',
  'מאי',
  'יוני',
  'יולי',
  'אוגוסט',
  'ספטמבר',
  'אוקטובר',
  'נובמבר',
  'דצמבר',
] as const;

/**
 * "ינואר 2025", on Israel's calendar: what Intl's he-IL long month and year write, without ICU.
 * Israel's, not the device's: the server draws the page in UTC, a visitor's phone may be abroad,
 * and both must write the same.
 */
export function formatMonthYear(d: Date): string {
  const { year, month } = israelCalendar(d);
  return `${HE_MONTHS[month]} ${year}`;
}

/**
 * Date display on Israel's calendar: today, yesterday, 'N days ago' up to 7 days, then dd/mm/yyyy.
 * Missing input gives 'date not available'; unparsable input gives 'invalid date'.
 */
export function formatDate(value: unknown, now: Date = new Date()): string {
  return relativeIsraelDate(value, now, DATE_TEXTS);
}
