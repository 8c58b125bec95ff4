import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DATE_TEXTS, formatDate, formatMonthYear, formatPrice, groupDigits } from './format';

// Intl output uses bidi marks and non-breaking spaces; compare on the visible characters.
const visible = (s: string) =>
  s
    .replace(/[\u200e\u200f\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('formatPrice', () => {
  it('groups thousands and shows the shekel sign without decimals', () => {
    expect(visible(formatPrice(1234))).toBe('1,234 ₪');
    expect(visible(formatPrice(50000))).toBe('50,000 ₪');
    expect(visible(formatPrice(1999.6))).toBe('2,000 ₪');
  });
  it('shows ₪0 for negative, invalid and missing values', () => {
    for (const bad of [-5, -0, Number.NaN, Infinity, 'abc', null, undefined, {}]) {
      expect(visible(formatPrice(bad))).toBe('0 ₪');
    }
  });
  it('accepts numeric strings', () => {
    expect(visible(formatPrice('2500'))).toBe('2,500 ₪');
  });
  it('never shows a decimal point or a minus sign', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), (n) => {
        const out = visible(formatPrice(n));
        expect(out).not.toMatch(/[.\-−]/);
        expect(out).toContain('₪');
      }),
    );
  });
});

describe('formatting without ICU formatters', () => {
  // The hand-written forms must print exactly what Intl prints for he-IL, marks included.
  const intlPrice = new Intl.NumberFormat('he-IL', {
    style: 'currency',
    currency: 'ILS',
    maximumFractionDigits: 0,
  });
  const intlNumber = new Intl.NumberFormat('he-IL');
  it('prices are character for character what Intl writes', () => {
    for (const n of [0, 1, 999, 1000, 1234, 50_000, 1_234_567, 2 ** 53 + 2, 1e21, 1.7e308]) {
      expect(formatPrice(n)).toBe(intlPrice.format(n));
    }
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), (n) => {
        expect(formatPrice(n)).toBe(intlPrice.format(Math.round(n)));
      }),
    );
  });
  it('writes month and year as Intl does', () => {
    const intl = new Intl.DateTimeFormat('he-IL', { month: 'long', year: 'numeric' });
    for (let month = 0; month < 12; month++) {
      const d = new Date(2025, month, 1 + month * 2, 12);
      expect(formatMonthYear(d)).toBe(intl.format(d));
    }
  });
  it('groups whole numbers as Intl does', () => {
    for (const n of [1.5, -3, 2 ** 53 + 2]) expect(groupDigits(n)).toBe(intlNumber.format(n));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(groupDigits(n)).toBe(intlNumber.format(n));
      }),
    );
  });
});

describe('formatDate', () => {
  const now = new Date(2026, 10, 21, 15, 30);
  it('says today, yesterday and N days ago up to 7 days', () => {
    expect(formatDate(new Date(2026, 10, 21, 0, 5), now)).toBe(DATE_TEXTS.today);
    expect(formatDate(new Date(2026, 10, 20, 23, 59), now)).toBe(DATE_TEXTS.yesterday);
    expect(formatDate(new Date(2026, 10, 18, 9), now)).toBe('לפני 3 ימים');
    expect(formatDate(new Date(2026, 10, 14, 9), now)).toBe('לפני 7 ימים');
  });
  it('shows dd/mm/yyyy from the 8th day on', () => {
    expect(formatDate(new Date(2026, 10, 13, 9), now)).toBe('13/11/2026');
    expect(formatDate('2025-01-05T10:00:00', now)).toBe('05/01/2025');
  });
  it('says invalid date and date not available in Hebrew', () => {
    expect(formatDate('not a date', now)).toBe('תאריך לא תקין');
    expect(formatDate(undefined, now)).toBe('תאריך לא זמין');
    expect(formatDate(null, now)).toBe('תאריך לא זמין');
  });
});
