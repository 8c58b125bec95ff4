import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ZFaqInput, ZFaqUpdate } from '../faq/schemas';
import { ZServiceQuery } from '../services/schemas';
import { ZSavedSearchFilters } from '../alerts/schemas';
import { ZSurfboardSearchQuery } from '../surfboards/schemas';
import { zOptionalNumber } from './number-schemas';
import { meetsNumberRule, numberRuleMessage, PRICE_FILTER } from './numbers';
import { validationTexts } from '../i18n/he/messages';
import { wordMessage } from '../i18n/messages';

/** A schema's message as the Hebrew table words it. */
const hebrew = (message: string) => wordMessage(validationTexts, message);

const HEBREW = /[\u0590-\u05ff]/;
/** PostgreSQL's `integer`. */
const INT_MAX = 2_147_483_647;

describe('numbers a request carries', () => {
  it('say what they ask for in Hebrew', () => {
    expect(numberRuleMessage({ min: 1, max: 48, whole: true })).toBe(
      'יש להזין מספר שלם בין 1 ל-48',
    );
    expect(numberRuleMessage({ min: 0, max: 20, whole: false })).toBe('יש להזין מספר בין 0 ל-20');
    expect(numberRuleMessage(PRICE_FILTER)).toMatch(HEBREW);
  });

  it('the schema and the form check agree, for text and for numbers', () => {
    const schema = zOptionalNumber(PRICE_FILTER);
    const typed = fc.oneof(
      fc.integer({ min: -10, max: 2_000_000 }),
      fc.double({ noDefaultInfinity: false }),
      fc.constantFrom('0.5', '1e3', '1e309', 'NaN', '-0', ' 12 ', '0x10', '3000000000', 'abc'),
      fc.integer().map(String),
    );
    fc.assert(
      fc.property(typed, (v) => {
        if (v === '' || (typeof v === 'string' && v.trim() === '')) return;
        expect(schema.safeParse(v).success).toBe(meetsNumberRule(v, PRICE_FILTER));
      }),
      { numRuns: 2000 },
    );
  });

  it('a price filter is whole shekels that the integer column holds', () => {
    for (const schema of [ZSurfboardSearchQuery, ZSavedSearchFilters]) {
      for (const bad of [0.5, '0.5', 1_000_001, '3000000000', -1, 'NaN', '1e309', ['1', '2']]) {
        const res = schema.safeParse({ minPrice: bad });
        expect(res.success, String(bad)).toBe(false);
        expect(hebrew(res.error!.issues[0]!.message)).toMatch(HEBREW);
      }
      expect(schema.safeParse({ minPrice: '1e3', maxPrice: 1_000_000 }).data).toMatchObject({
        minPrice: 1000,
        maxPrice: 1_000_000,
      });
      expect(schema.safeParse({ minPrice: '' }).data?.minPrice).toBeUndefined();
    }
    for (const key of ['priceMin', 'priceMax'] as const) {
      expect(ZServiceQuery.safeParse({ [key]: '3000000000' }).success).toBe(false);
      expect(ZServiceQuery.safeParse({ [key]: '0.5' }).success).toBe(false);
      expect(ZServiceQuery.safeParse({ [key]: '250' }).data?.[key]).toBe(250);
    }
  });

  it('a measure is kept to a thousandth, so a real column can always hold it', () => {
    const measure = zOptionalNumber({ min: 0, max: 500, whole: false });
    expect(measure.parse('1.5e-323')).toBe(0);
    expect(measure.parse('31.6666666')).toBe(31.667);
    expect(measure.parse(5.6)).toBe(5.6);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 500, noNaN: true }), (v) => {
        const kept = measure.parse(v)!;
        expect(Math.abs(kept - v)).toBeLessThanOrEqual(0.0005 + 1e-9);
        // A real (float4) holds it: 0, or a magnitude well above its smallest normal value.
        expect(kept === 0 || Math.abs(kept) >= 0.001).toBe(true);
      }),
    );
  });

  it('a FAQ order fits the integer column; fractions are rounded, text is 0', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer({ min: -INT_MAX, max: INT_MAX })), (order) => {
        const res = ZFaqUpdate.safeParse({ order });
        if (res.success) expect(Math.abs(res.data.order!)).toBeLessThanOrEqual(INT_MAX);
        else expect(hebrew(res.error.issues[0]!.message)).toMatch(HEBREW);
      }),
    );
    expect(ZFaqInput.safeParse({ question: 'ש', answer: 'ת', order: INT_MAX + 1 }).success).toBe(
      false,
    );
    expect(ZFaqUpdate.parse({ order: '12.4' }).order).toBe(12);
    expect(ZFaqUpdate.parse({ order: 'ראשון' }).order).toBe(0);
  });
});
