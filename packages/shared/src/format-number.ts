// Numbers and prices as the Hebrew interface writes them, without ICU (see groupDigits).
// Apart from format.ts's dates so that a page showing only counts loads only this.

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
export function wholeShekels(value: unknown): number {
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
/**
 * Two numbers as a range, "0.5–0.9", kept left to right inside a Hebrew line (LRI … PDI): an
 * en dash between numbers takes the line's direction, so a bare range reads "0.9–0.5" there.
 */
export function numberRange(low: string | number, high: string | number): string {
  return `\u2066${low}–${high}\u2069`;
}

export function formatPriceRange(low: unknown, high: unknown): string {
  const [a, b] = [wholeShekels(low), wholeShekels(high)].sort((x, y) => x - y) as [number, number];
  if (a === b) return formatPrice(a);
  // As Intl's he-IL currency formatRange, with the numbers kept low to high (numberRange).
  return `\u200f${numberRange(groupDigits(a), groupDigits(b))}\u00a0\u200f₪`;
}
