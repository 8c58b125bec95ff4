import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DATE_TEXTS,
  formatDate,
  formatMonthYear,
  formatPrice,
  formatPriceRange,
  groupDigits,
  israelDate,
  israelTime,
} from './format';

// Intl output uses bidi marks and non-breaking spaces; compare on the visible characters.
const visible = (s: string) =>
  s
    .replace(/[\u2066-\u2069]/g, '')
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

describe('formatPriceRange', () => {
  it('writes low–high with the shekel sign once, after, as single prices are', () => {
    expect(visible(formatPriceRange(2200, 3000))).toBe('2,200–3,000 ₪');
    expect(visible(formatPriceRange('900', 12_500.4))).toBe('900–12,500 ₪');
  });
  it('puts swapped ends in order and writes equal ends as one price', () => {
    expect(visible(formatPriceRange(3000, 2200))).toBe('2,200–3,000 ₪');
    expect(formatPriceRange(2500, 2500)).toBe(formatPrice(2500));
  });
  it('keeps the numbers low to high in a Hebrew line: isolated left to right', () => {
    expect(formatPriceRange(1350, 1950)).toContain('\u20661,350–1,950\u2069');
  });
  it('is character for character what Intl formatRange writes, besides that isolation', () => {
    const intl = new Intl.NumberFormat('he-IL', {
      style: 'currency',
      currency: 'ILS',
      maximumFractionDigits: 0,
    });
    fc.assert(
      fc.property(fc.nat(1e9), fc.nat(1e9), (a, b) => {
        fc.pre(a < b);
        expect(formatPriceRange(a, b).replace(/[\u2066\u2069]/g, '')).toBe(intl.formatRange(a, b));
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
    const intl = new Intl.DateTimeFormat('he-IL', {
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Jerusalem',
    });
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
  // Israel's calendar (UTC+2 in November), whatever the time zone the test runs in.
  const now = new Date('2026-11-21T15:30:00+02:00');
  it('says today, yesterday and N days ago up to 7 days, by the day in Israel', () => {
    expect(formatDate(new Date('2026-11-21T00:05:00+02:00'), now)).toBe(DATE_TEXTS.today);
    expect(formatDate(new Date('2026-11-20T23:59:00+02:00'), now)).toBe(DATE_TEXTS.yesterday);
    // 23:30 UTC on the 20th is already the 21st in Israel.
    expect(formatDate(new Date('2026-11-20T23:30:00Z'), now)).toBe(DATE_TEXTS.today);
    expect(formatDate(new Date('2026-11-18T09:00:00+02:00'), now)).toBe('לפני 3 ימים');
    expect(formatDate(new Date('2026-11-14T09:00:00+02:00'), now)).toBe('לפני 7 ימים');
  });
  it('shows dd/mm/yyyy from the 8th day on, as the date in Israel', () => {
    expect(formatDate(new Date('2026-11-13T09:00:00+02:00'), now)).toBe('13/11/2026');
    expect(formatDate('2025-01-05T10:00:00+02:00', now)).toBe('05/01/2025');
    expect(formatDate('2025-01-04T22:30:00Z', now)).toBe('05/01/2025');
  });
  it('shows a day ahead as its date, never as today (a deadline of 28/01/2027)', () => {
    expect(formatDate('2027-01-28T10:00:00Z', now)).toBe('28/01/2027');
    // Tomorrow in Israel (00:30 on the 22nd, still the 21st in UTC) is not today either.
    expect(formatDate(new Date('2026-11-21T22:30:00Z'), now)).toBe('22/11/2026');
    // Later on the same day in Israel is still today.
    expect(formatDate(new Date('2026-11-21T23:50:00+02:00'), now)).toBe(DATE_TEXTS.today);
  });
  it('says invalid date and date not available in Hebrew', () => {
    expect(formatDate('not a date', now)).toBe('תאריך לא תקין');
    expect(formatDate(undefined, now)).toBe('תאריך לא זמין');
    expect(formatDate(null, now)).toBe('תאריך לא זמין');
  });
});

describe('formatMonthYear', () => {
  it("writes the month and year in Israel, not the device's", () => {
    expect(formatMonthYear(new Date('2025-01-15T12:00:00Z'))).toBe('ינואר 2025');
    // New Year's Eve 23:30 UTC is already January in Israel.
    expect(formatMonthYear(new Date('2025-12-31T23:30:00Z'))).toBe('ינואר 2026');
  });
});

/** Any moment from 1990 on: before Israel's 2013 law as well as under it. */
const anyMoment = fc.date({
  min: new Date('1990-01-01T00:00:00Z'),
  max: new Date('2037-12-31T00:00:00Z'),
  noInvalidDate: true,
});

/** The moments, every `stepMs` from 2013 to 2037, where `ours` and Intl write different text. */
function disagreements(ours: (d: Date) => string, intl: Intl.DateTimeFormat, stepMs: number) {
  const wrong: string[] = [];
  for (let t = Date.UTC(2013, 0, 1); t < Date.UTC(2038, 0, 1); t += stepMs) {
    const d = new Date(t);
    if (ours(d) !== intl.format(d)) wrong.push(d.toISOString());
  }
  return wrong;
}

describe('israelDate', () => {
  const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' });

  it('writes the date Intl writes for Asia/Jerusalem, every hour from 2013 to 2037', () => {
    expect(disagreements(israelDate, intl, 3_600_000)).toEqual([]);
  });

  it('changes day at midnight in Israel, around every change of the clocks, minute by minute', () => {
    const wrong: string[] = [];
    for (let year = 2013; year < 2038; year++) {
      for (const month of [2, 9]) {
        // The clocks change on the last days of March and October; midnight in Israel is
        // 21:00 or 22:00 UTC.
        for (let day = 20; day <= 31; day++) {
          for (let minute = 20 * 60; minute < 24 * 60; minute++) {
            const d = new Date(Date.UTC(year, month, day, 0, minute));
            if (israelDate(d) !== intl.format(d)) wrong.push(d.toISOString());
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('agrees with Intl at any moment, earlier years included', () => {
    fc.assert(
      fc.property(anyMoment, (d) => israelDate(d) === intl.format(d)),
      { numRuns: 5000 },
    );
  });

  it('is not the phone’s own date: 23:30 in London on 1 July is already 2 July in Israel', () => {
    expect(israelDate(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
    expect(israelDate(new Date('2026-12-31T21:59:00Z'))).toBe('2026-12-31');
    expect(israelDate(new Date('2026-12-31T22:00:00Z'))).toBe('2027-01-01');
  });
});

describe('israelTime', () => {
  const intl = new Intl.DateTimeFormat('he-IL', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Jerusalem',
  });

  it('writes what Intl writes for he-IL in Asia/Jerusalem, every 7 minutes from 2013 to 2037', () => {
    expect(disagreements(israelTime, intl, 7 * 60_000)).toEqual([]);
  });

  it('agrees with Intl at any moment, earlier years included', () => {
    fc.assert(
      fc.property(anyMoment, (d) => israelTime(d) === intl.format(d)),
      { numRuns: 5000 },
    );
  });

  it('is summer time in July and winter time in December', () => {
    expect(israelTime(new Date('2026-07-01T04:05:00Z'))).toBe('07:05');
    expect(israelTime(new Date('2026-12-01T04:05:00Z'))).toBe('06:05');
  });
});
