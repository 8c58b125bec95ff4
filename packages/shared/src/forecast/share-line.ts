// A spot's share preview in one line, "בת ים: מחר 07:00 ★★★★, 1.2 מ׳ 10 שנ׳": the server writes
// it into the spot page's description and og tags (apps/api/src/modules/forecast/page-meta.ts),
// and the page's share button sends the same words. Its words are in shared, one table per
// language (i18n/he/share-line.ts, i18n/en/share-line.ts), as the validation messages are, so
// that the two say exactly the same thing. The caller gives the table: this module imports
// none, so no table imports it back. Only types come from the schemas: no zod reaches the
// forecast page's first load through this module.

import type { TForecast, TForecastDay, TForecastSlot } from './schemas';

/** The words of a share line in one language. */
export interface ShareLineWords {
  today: string;
  tomorrow: string;
  /** A weekday by its number (0 = Sunday), as a day is named: "יום שלישי", "Tuesday". */
  weekday: (day: number) => string;
  /** Waves' height in metres, already written with one decimal. */
  metres: (height: string) => string;
  /** The swell's period in whole seconds. */
  seconds: (period: number) => string;
}

/** The surfable hours of a day: sunrise's hour to sunset's, or 06..20 without sun times. */
function daylight(day: Pick<TForecastDay, 'sunrise' | 'sunset'> | undefined): [number, number] {
  const hourOf = (t: string | null | undefined) => (t ? Number(t.slice(11, 13)) : NaN);
  const first = hourOf(day?.sunrise);
  const last = hourOf(day?.sunset);
  return [Number.isFinite(first) ? first : 6, Number.isFinite(last) ? last : 20];
}

/** The day after `date` (YYYY-MM-DD), counted on the calendar. */
function nextDate(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The next best hour: the best score among the daylight hours from the spot's current hour to
 * the end of tomorrow (the earliest of equal ones), or null when none is left.
 */
export function nextBestHour(
  forecast: Pick<TForecast, 'localNow' | 'slots' | 'days'>,
): TForecastSlot | null {
  const today = forecast.localNow.slice(0, 10);
  const tomorrow = nextDate(today);
  const nowHour = forecast.localNow.slice(0, 13);
  let best: TForecastSlot | null = null;
  for (const s of forecast.slots) {
    const date = s.time.slice(0, 10);
    if ((date !== today && date !== tomorrow) || s.time.slice(0, 13) < nowHour) continue;
    const [first, last] = daylight(forecast.days.find((d) => d.date === date));
    const h = Number(s.time.slice(11, 13));
    if (h < first || h > last) continue;
    if (!best || s.score > best.score) best = s;
  }
  return best;
}

/** "היום", "מחר" or the weekday ("יום שלישי") of `date` seen from `today` (both YYYY-MM-DD). */
export function dayWord(date: string, today: string, words: ShareLineWords): string {
  if (date === today) return words.today;
  if (date === nextDate(today)) return words.tomorrow;
  return words.weekday(new Date(`${date}T12:00:00Z`).getUTCDay());
}

/**
 * "בת ים: מחר 07:00 ★★★★, 1.2 מ׳ 10 שנ׳" (or "Bat Yam: tomorrow 07:00 ★★★★, 1.2 m 10 s") for the
 * next best hour (times are the spot's own, Israel's), or null when the forecast has no hour
 * left to name.
 */
export function forecastShareLine(
  spotName: string,
  forecast: Pick<TForecast, 'localNow' | 'slots' | 'days'>,
  words: ShareLineWords,
): string | null {
  const slot = nextBestHour(forecast);
  if (!slot) return null;
  const day = dayWord(slot.time.slice(0, 10), forecast.localNow.slice(0, 10), words);
  const when = `${day} ${slot.time.slice(11, 16)}`;
  const sea = [
    words.metres(slot.waveHeight.toFixed(1)),
    ...(slot.period == null ? [] : [words.seconds(Math.round(slot.period))]),
  ].join(' ');
  return `${spotName}: ${when} ${'★'.repeat(slot.stars)}, ${sea}`;
}
