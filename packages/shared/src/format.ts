// Display formatting shared by the web app and the server-rendered pages.
// Texts returned here are the spec's Hebrew renderings.

export const DATE_TEXTS = {
  today: 'היום',
  yesterday: 'אתמול',
  daysAgo: (n: number) => `לפני ${n} ימים`,
  invalid: 'תאריך לא תקין',
  missing: 'תאריך לא זמין',
} as const;

let numbers: Intl.NumberFormat | undefined;
/** Intl's formatter, built on first use only: for fractions, negatives and huge values. */
const heNumbers = () => (numbers ??= new Intl.NumberFormat('he-IL'));

/**
 * A whole number ≥ 0 grouped by thousands, as Intl.NumberFormat('he-IL') writes it ("1,234,567");
 * anything else goes to Intl.
 * By hand, because the first ICU number formatter a page builds costs tens of milliseconds of
 * main thread (measured 30–90 ms in Chromium here, four times that on Lighthouse's phone), and
 * prices and counts are on every first screen.
 */
export function groupDigits(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) return heNumbers().format(n);
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** A price as whole shekels ≥ 0; negative or invalid is 0. */
function wholeShekels(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  // n <= 0 also catches -0.
  return typeof n !== 'number' || !Number.isFinite(n) || n <= 0 ? 0 : Math.round(n);
}

/** Shekel price with Hebrew grouping and no decimals; negative or invalid shows ₪0. */
export function formatPrice(value: unknown): string {
  // Intl's he-IL currency form, mark for mark: RLM, digits, no-break space, RLM, ₪.
  return `\u200f${groupDigits(wholeShekels(value))}\u00a0\u200f₪`;
}

/**
 * A price range written as single prices are, "2,200–3,000 ₪": low to high with an en dash,
 * the sign once after the high end. Equal ends give one price; swapped ends are put in order.
 */
export function formatPriceRange(low: unknown, high: unknown): string {
  const [a, b] = [wholeShekels(low), wholeShekels(high)].sort((x, y) => x - y) as [number, number];
  if (a === b) return formatPrice(a);
  // Intl's he-IL currency formatRange, mark for mark.
  return `\u200f${groupDigits(a)}–${groupDigits(b)}\u00a0\u200f₪`;
}

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

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Today's date in Israel as YYYY-MM-DD, whatever the phone's own time zone, without ICU: the
 * first ICU formatter a page builds costs tens of milliseconds (see groupDigits), and the
 * forecast page shows Israel's dates and times on its first screen. A test compares it with
 * Intl's Asia/Jerusalem hour by hour over the years it covers; earlier dates go to Intl.
 */
export function israelDate(now: Date = new Date()): string {
  const local = israelClock(now);
  if (!local) {
    jerusalemDates ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' });
    return jerusalemDates.format(now);
  }
  return `${local.getUTCFullYear()}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())}`;
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
  return `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
}

/** The day `d` falls on in Israel (before Israel's 2013 clock law: on the device's calendar). */
function israelCalendar(d: Date): { year: number; month: number; day: number } {
  const local = israelClock(d);
  return local
    ? { year: local.getUTCFullYear(), month: local.getUTCMonth(), day: local.getUTCDate() }
    : { year: d.getFullYear(), month: d.getMonth(), day: d.getDate() };
}

/** Days since 1970 of `d`'s day in Israel. */
function israelDayNumber(d: Date): number {
  const { year, month, day } = israelCalendar(d);
  return Date.UTC(year, month, day) / MS_PER_DAY;
}

/**
 * Date display on Israel's calendar: today, yesterday, 'N days ago' up to 7 days, then dd/mm/yyyy.
 * Missing input gives 'date not available'; unparsable input gives 'invalid date'.
 */
export function formatDate(value: unknown, now: Date = new Date()): string {
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
  return `${two(day)}/${two(month + 1)}/${year}`;
}
