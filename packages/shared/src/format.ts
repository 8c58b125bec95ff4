// Display formatting shared by the web app and the server-rendered pages.
// Texts returned here are the spec's Hebrew renderings (spec-1 §8, §9).

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

/** Shekel price with Hebrew grouping and no decimals; negative or invalid shows ₪0. */
export function formatPrice(value: unknown): string {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  // n <= 0 also catches -0.
  const whole = typeof n !== 'number' || !Number.isFinite(n) || n <= 0 ? 0 : Math.round(n);
  // Intl's he-IL currency form, mark for mark: RLM, digits, no-break space, RLM, ₪.
  return `\u200f${groupDigits(whole)}\u00a0\u200f₪`;
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

/** "ינואר 2025", in local time: what Intl's he-IL long month and year write, without ICU. */
export function formatMonthYear(d: Date): string {
  return `${HE_MONTHS[d.getMonth()]} ${d.getFullYear()}`;
}

const MS_PER_DAY = 86_400_000;

function startOfLocalDay(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/**
 * Date display: today, yesterday, 'N days ago' up to 7 days, then dd/mm/yyyy.
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
  const days = Math.round((startOfLocalDay(now) - startOfLocalDay(d)) / MS_PER_DAY);
  if (days <= 0) return DATE_TEXTS.today;
  if (days === 1) return DATE_TEXTS.yesterday;
  if (days <= 7) return DATE_TEXTS.daysAgo(days);
  const dd = String(d.getDate()).padStart(2, '0');
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${d.getFullYear()}`;
}
