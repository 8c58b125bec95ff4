import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_CONDITION_FACTORS,
  MIN_COMPARABLES,
  estimatePrice,
  learnConditionFactors,
  type PriceComparable,
} from './price-estimate';
import { priceVerdict } from './price-verdict';
import { BOARD_CONDITIONS } from './options';

const now = new Date('2026-06-01T00:00:00Z');
const CATEGORY = 'a'.repeat(24);

const comparable = fc.record({
  price: fc.integer({ min: 200, max: 9000 }),
  condition: fc.constantFrom(...BOARD_CONDITIONS),
  sold: fc.boolean(),
  ageDays: fc.integer({ min: 0, max: 1500 }),
  volume: fc.double({ min: 25, max: 40, noNaN: true }),
});

type TComparableInput = {
  price: number;
  condition: (typeof BOARD_CONDITIONS)[number];
  sold: boolean;
  ageDays: number;
  volume: number;
};

function boards(xs: TComparableInput[]): PriceComparable[] {
  return xs.map((x, i) => ({
    id: String(i),
    categoryId: CATEGORY,
    brandId: null,
    modelId: null,
    technologyId: null,
    condition: x.condition,
    volume: x.volume,
    length: 6,
    price: x.price,
    sold: x.sold,
    date: new Date(now.getTime() - x.ageDays * 86_400_000),
  }));
}

describe('price estimate', () => {
  it('never gives figures below five comparables, and says how many there were', () => {
    fc.assert(
      fc.property(fc.array(comparable, { maxLength: MIN_COMPARABLES - 1 }), (xs) => {
        const e = estimatePrice({ category: CATEGORY }, boards(xs), DEFAULT_CONDITION_FACTORS, now);
        expect(e).toMatchObject({ low: null, median: null, high: null, basedOn: xs.length });
      }),
    );
  });

  it('orders low ≤ median ≤ high, inside the adjusted prices, rounded to ₪50', () => {
    fc.assert(
      fc.property(
        fc.array(comparable, { minLength: MIN_COMPARABLES, maxLength: 40 }),
        fc.constantFrom(...BOARD_CONDITIONS),
        (xs, condition) => {
          const list = boards(xs);
          const factors = learnConditionFactors(list);
          const e = estimatePrice(
            { category: CATEGORY, condition, volume: 32 },
            list,
            factors,
            now,
          );
          if (e.low === null) return; // Every board fell outside the volume window.
          const adjusted = list.map((b) => (b.price / factors[b.condition]) * factors[condition]);
          expect(e.low).toBeLessThanOrEqual(e.median!);
          expect(e.median!).toBeLessThanOrEqual(e.high!);
          expect(e.low).toBeGreaterThanOrEqual(Math.floor(Math.min(...adjusted) / 50) * 50 - 50);
          expect(e.high!).toBeLessThanOrEqual(Math.ceil(Math.max(...adjusted) / 50) * 50 + 50);
          expect(e.median! % 50).toBe(0);
        },
      ),
    );
  });

  it('learns condition factors that stay within bounds, with "good" as 1', () => {
    fc.assert(
      fc.property(fc.array(comparable, { maxLength: 60 }), (xs) => {
        const f = learnConditionFactors(boards(xs));
        expect(f.good).toBe(1);
        for (const c of BOARD_CONDITIONS) {
          expect(f[c]).toBeGreaterThanOrEqual(0.3);
          expect(f[c]).toBeLessThanOrEqual(2);
        }
      }),
    );
  });

  it('calls a price good only well below the range and high only well above it', () => {
    const e = {
      low: 1700,
      median: 2000,
      high: 2200,
      currency: 'ILS' as const,
      basedOn: 14,
      comparables: [],
    };
    expect(priceVerdict(1500, e)).toBe('good');
    expect(priceVerdict(1600, e)).toBeNull();
    expect(priceVerdict(2400, e)).toBeNull();
    expect(priceVerdict(2500, e)).toBe('high');
    expect(priceVerdict(100, { ...e, low: null, median: null, high: null })).toBeNull();
  });
});
