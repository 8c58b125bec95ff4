// Prices and dates as the English pages write them: "₪1,200", "₪2,200–3,000", "Today",
// "3 days ago", "21/11/2026" (Israel's day-month order), "January 2025", on Israel's calendar.

import { groupDigits, wholeShekels } from '@galim/shared/format-number';
import { israelCalendar, relativeIsraelDate } from '@galim/shared/israel-time';
import type * as he from '../he/format';
import type { Translation } from '@galim/shared/i18n/translation';

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

export const formatPrice: typeof he.formatPrice = (value) => `₪${groupDigits(wholeShekels(value))}`;

export const formatPriceRange: typeof he.formatPriceRange = (low, high) => {
  const [a, b] = [wholeShekels(low), wholeShekels(high)].sort((x, y) => x - y) as [number, number];
  return a === b ? formatPrice(a) : `₪${groupDigits(a)}–${groupDigits(b)}`;
};

export const formatMonthYear: typeof he.formatMonthYear = (d) => {
  const { year, month } = israelCalendar(d);
  return `${MONTHS[month]} ${year}`;
};

export const formatDate: typeof he.formatDate = (value, now = new Date()) =>
  relativeIsraelDate(value, now, DATE_TEXTS);
