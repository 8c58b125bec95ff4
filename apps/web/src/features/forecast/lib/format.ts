import { compassPoint } from '@galim/shared/forecast/units';
import { forecastTexts } from '../../../i18n/he/forecast';

/** `YYYY-MM-DDTHH:mm` (local at the spot) -> `HH:mm`. */
export const clock = (time: string | null | undefined) => (time ? time.slice(11, 16) : '—');

/** The weekday (0 = Sunday) of a calendar date `YYYY-MM-DD`, with no time-zone shift. */
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** `YYYY-MM-DD` -> "יום שבת 21/11", read as a calendar date (no time-zone shift). */
export function dayLabel(date: string, opts: { today?: string } = {}): string {
  if (opts.today && date === opts.today) return forecastTexts.today;
  return `${forecastTexts.weekdaysLong[weekdayOf(date)]} ${date.slice(8, 10)}/${date.slice(5, 7)}`;
}

/** `YYYY-MM-DD` -> "שבת 21/11" or "יום ו׳ 20/11". */
export function shortDayLabel(date: string): string {
  return `${forecastTexts.weekdaysShort[weekdayOf(date)]} ${date.slice(8, 10)}/${date.slice(5, 7)}`;
}

export function compassName(deg: number): string {
  return forecastTexts.compass[compassPoint(deg)];
}

export const WIND_COLOUR_CLASSES = {
  green: 'bg-emerald-100 text-emerald-900',
  orange: 'bg-amber-100 text-amber-900',
  red: 'bg-red-100 text-red-900',
} as const;
