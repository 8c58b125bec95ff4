// Israel's date and clock, whatever the device's time zone, without ICU: the server draws pages
// in UTC, a visitor's phone may be abroad, and both must write the same day and time.

const MS_PER_DAY = 86_400_000;
const MS_PER_HOUR = 3_600_000;

/** Day of the month of the last Sunday of `month` (0-based) in `year`. */
function lastSunday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return last.getUTCDate() - last.getUTCDay();
}

let jerusalemDates: Intl.DateTimeFormat | undefined;
let jerusalemClock: Intl.DateTimeFormat | undefined;

/**
 * The clock in Israel at `now`, read from UTC fields, or null for a moment the rules below do
 * not cover. Israel's clocks under the 2013 law: UTC+2, and UTC+3 from the Friday before
 * March's last Sunday at 02:00 to October's last Sunday at 02:00.
 */
function israelClock(now: Date): Date | null {
  const t = now.getTime();
  const year = now.getUTCFullYear();
  if (!Number.isFinite(t) || year < 2013) return null;
  // 02:00 standard time is 00:00 UTC; 02:00 summer time is 23:00 UTC the day before.
  const summerFrom = Date.UTC(year, 2, lastSunday(year, 2) - 2, 0);
  const summerUntil = Date.UTC(year, 9, lastSunday(year, 9), -1);
  const offset = t >= summerFrom && t < summerUntil ? 3 : 2;
  return new Date(t + offset * MS_PER_HOUR);
}

export const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * Today's date in Israel as YYYY-MM-DD, whatever the phone's own time zone, without ICU: the
 * first ICU formatter a page builds costs tens of milliseconds (see format-number.ts), and the
 * forecast page shows Israel's dates and times on its first screen. A test compares it with
 * Intl's Asia/Jerusalem hour by hour over the years it covers; earlier dates go to Intl.
 */
export function israelDate(now: Date = new Date()): string {
  const local = israelClock(now);
  if (!local) {
    jerusalemDates ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' });
    return jerusalemDates.format(now);
  }
  return `${local.getUTCFullYear()}-${twoDigits(local.getUTCMonth() + 1)}-${twoDigits(local.getUTCDate())}`;
}

/** The time in Israel as "HH:MM", as Intl's he-IL hour and minute write it, without ICU. */
export function israelTime(at: Date): string {
  const local = israelClock(at);
  if (!local) {
    jerusalemClock ??= new Intl.DateTimeFormat('he-IL', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Asia/Jerusalem',
    });
    return jerusalemClock.format(at);
  }
  return `${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}`;
}

/** The day `d` falls on in Israel (before Israel's 2013 clock law: on the device's calendar). */
export function israelCalendar(d: Date): { year: number; month: number; day: number } {
  const local = israelClock(d);
  return local
    ? { year: local.getUTCFullYear(), month: local.getUTCMonth(), day: local.getUTCDate() }
    : { year: d.getFullYear(), month: d.getMonth(), day: d.getDate() };
}

/** Days since 1970 of `d`'s day in Israel. */
export function israelDayNumber(d: Date): number {
  const { year, month, day } = israelCalendar(d);
  return Date.UTC(year, month, day) / MS_PER_DAY;
}

/** The words a relative date uses, in one language (format.ts has Hebrew's). */
export interface DateWords {
  today: string;
  yesterday: string;
  daysAgo: (n: number) => string;
  invalid: string;
  missing: string;
}

/**
 * A date on Israel's calendar in `words`: today, yesterday, 'N days ago' up to 7 days, then
 * dd/mm/yyyy (a day ahead too: a deadline is never "today" unless it is today).
 * Missing input gives `missing`; unparsable input gives `invalid`.
 */
export function relativeIsraelDate(value: unknown, now: Date, words: DateWords): string {
  if (value === null || value === undefined || value === '') return words.missing;
  const d =
    value instanceof Date
      ? value
      : typeof value === 'string' || typeof value === 'number'
        ? new Date(value)
        : null;
  if (!d || Number.isNaN(d.getTime())) return words.invalid;
  const days = israelDayNumber(now) - israelDayNumber(d);
  // A day ahead (a deadline, a date to come) is its date: only this very day is "today".
  if (days === 0) return words.today;
  if (days === 1) return words.yesterday;
  if (days > 1 && days <= 7) return words.daysAgo(days);
  const { year, month, day } = israelCalendar(d);
  return `${twoDigits(day)}/${twoDigits(month + 1)}/${year}`;
}

/**
 * An Israel wall time (a day "YYYY-MM-DD" and an hour "HH:MM") as an ISO time with Israel's
 * offset that day, or null for a day and hour that do not exist there (the spring's lost hour).
 */
export function israelInstant(day: string, hour: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(hour)) return null;
  for (const offset of ['+02:00', '+03:00']) {
    const iso = `${day}T${hour}:00${offset}`;
    const at = new Date(iso);
    if (israelDate(at) === day && israelTime(at) === hour) return iso;
  }
  return null;
}
