// Prices and dates as the English pages write them: "₪1,200", "₪2,200–3,000", "Today",
// "3 days ago", "21/11/2026" (Israel's day-month order), "January 2025", on Israel's calendar.

import { groupDigits } from '@galim/shared/format-number';
import { israelCalendar, israelDayNumber, twoDigits } from '@galim/shared/israel-time';
import type * as he from '../format';
import type { Translation } from '../translation';

export const DATE_TEXTS: Translation<typeof he.DATE_TEXTS> = {
  today: 'Today',
  yesterday: 'Yesterday',
  daysAgo: (n: number) => `${n} days ago`,
  invalid: 'Invalid date',
  missing: 'Date not available',
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A price as whole shekels ≥ 0; negative or invalid is 0. */
function wholeShekels(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n !== 'number' || !Number.isFinite(n) || n <= 0 ? 0 : Math.round(n);
}

export const formatPrice: typeof he.formatPrice = (value) => `₪${groupDigits(wholeShekels(value))}`;

export const formatPriceRange: typeof he.formatPriceRange = (low, high) => {
  const [a, b] = [wholeShekels(low), wholeShekels(high)].sort((x, y) => x - y) as [number, number];
  return a === b ? formatPrice(a) : `₪${groupDigits(a)}–${groupDigits(b)}`;
};

export const formatMonthYear: typeof he.formatMonthYear = (d) => {
  const { year, month } = israelCalendar(d);
  return `${MONTHS[month]} ${year}`;
};

export const formatDate: typeof he.formatDate = (value, now = new Date()) => {
  if (value === null || value === undefined || value === '') return DATE_TEXTS.missing;
  const d =
    value instanceof Date
      ? value
      : typeof value === 'string' || typeof value === 'number'
        ? new Date(value)
        : null;
  if (!d || Number.isNaN(d.getTime())) return DATE_TEXTS.invalid;
  const days = israelDayNumber(now) - israelDayNumber(d);
  if (days <= 0) return DATE_TEXTS.today;
  if (days === 1) return DATE_TEXTS.yesterday;
  if (days <= 7) return DATE_TEXTS.daysAgo(days);
  const { year, month, day } = israelCalendar(d);
  return `${twoDigits(day)}/${twoDigits(month + 1)}/${year}`;
};
