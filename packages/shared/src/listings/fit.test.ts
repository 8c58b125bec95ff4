import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { gearTexts as english } from '../i18n/en/gear';
import { gearTexts as hebrew } from '../i18n/he/gear';
import {
  FIN_WEIGHTS,
  RIDER_BOUNDS,
  WETSUIT_CHART,
  finFit,
  finSizesFor,
  wetsuitFit,
  wetsuitSizesFor,
} from './fit';
import { WETSUIT_CUTS, WETSUIT_SIZES, type TFinSize } from './options';

describe('a wetsuit that fits', () => {
  it('fits a 178 cm, 75 kg man in M, and says why', () => {
    const fit = wetsuitFit({ heightCm: 178, weightKg: 75 }, 'M', 'men');
    expect(fit).toEqual({ fits: true, reason: { height: 178, weight: 75 }, outside: {} });
    expect(hebrew.fit.wetsuit(fit!.reason)).toBe('מתאים לגובה 178 ומשקל 75');
    expect(english.fit.wetsuit(fit!.reason)).toBe('Fits height 178 cm and weight 75 kg');
  });

  it('says which way a rider falls outside a size', () => {
    expect(wetsuitFit({ heightCm: 190, weightKg: 75 }, 'M', 'men')).toEqual({
      fits: false,
      reason: { height: 190, weight: 75 },
      outside: { height: 'above' },
    });
    expect(wetsuitFit({ heightCm: 176, weightKg: 60, chestCm: 88 }, 'M', 'men')?.outside).toEqual({
      weight: 'below',
      chest: 'below',
    });
  });

  it('reads the chest only when the rider knows it', () => {
    const fit = wetsuitFit({ heightCm: 178, weightKg: 75, chestCm: 99.6 }, 'M', 'men')!;
    expect(fit.reason).toEqual({ height: 178, weight: 75, chest: 100 });
    expect(hebrew.fit.wetsuit(fit.reason)).toBe('מתאים לגובה 178, משקל 75 והיקף חזה 100');
    expect(wetsuitFit({ heightCm: 178, weightKg: 75, chestCm: 120 }, 'M', 'men')?.fits).toBe(false);
  });

  it('gives a tall rider the tall cut, a short and heavier one the short cut', () => {
    expect(wetsuitSizesFor({ heightCm: 186, weightKg: 75 }, 'men')).toContain('MT');
    expect(wetsuitSizesFor({ heightCm: 186, weightKg: 75 }, 'men')).not.toContain('M');
    expect(wetsuitSizesFor({ heightCm: 170, weightKg: 72 }, 'men')).toEqual(['MS']);
  });

  it('sizes women and children by their own charts', () => {
    expect(wetsuitSizesFor({ heightCm: 165, weightKg: 55 }, 'women')).toEqual(['S', 'M']);
    expect(wetsuitSizesFor({ heightCm: 135, weightKg: 31 }, 'children')).toEqual(['kids-10']);
  });

  it('cannot tell for a size the cut has not, or for measures no person has', () => {
    expect(wetsuitFit({ heightCm: 135, weightKg: 31 }, 'kids-10', 'men')).toBeNull();
    expect(wetsuitFit({ heightCm: 1.78, weightKg: 75 }, 'M', 'men')).toBeNull();
    expect(wetsuitFit({ heightCm: 178, weightKg: 750 }, 'M', 'men')).toBeNull();
  });

  it('has a chart whose sizes are real, sound and fit every adult of ordinary build', () => {
    for (const cut of WETSUIT_CUTS) {
      for (const [s, m] of Object.entries(WETSUIT_CHART[cut])) {
        expect(WETSUIT_SIZES, s).toContain(s);
        expect(m.heightCm.min, `${cut} ${s}`).toBeLessThan(m.heightCm.max);
        expect(m.weightKg.min, `${cut} ${s}`).toBeLessThan(m.weightKg.max);
      }
    }
    // Every man of 165–188 cm at a body mass index of 21–24, to the kilogram: some size fits.
    for (let h = 165; h <= 188; h++) {
      const m = (h / 100) ** 2;
      for (let kg = Math.ceil(21 * m); kg <= Math.floor(24 * m); kg++) {
        expect(
          wetsuitSizesFor({ heightCm: h, weightKg: kg }, 'men'),
          `${h} cm ${kg} kg`,
        ).not.toEqual([]);
      }
    }
  });
});

describe('fins that fit', () => {
  it.each<[number, TFinSize[]]>([
    [45, ['XS']],
    [55, ['XS', 'S']],
    [62, ['S']],
    [68, ['S', 'M']],
    [75, ['M', 'L']],
    [84, ['L']],
    [95, ['XL']],
  ])('a %d kg rider rides %j', (kg, sizes) => {
    expect(finSizesFor(kg)).toEqual(sizes);
  });

  it('says why, and which way a rider misses a size', () => {
    expect(finFit(75, 'M')).toEqual({ fits: true, reason: { weight: 75 } });
    expect(finFit(95, 'M')).toEqual({ fits: false, reason: { weight: 95 }, outside: 'above' });
    expect(hebrew.fit.fins(75)).toBe('מתאים למשקל 75');
    expect(finFit(500, 'XL')).toBeNull();
  });

  it('gives every rider the charts can weigh at least one size', () => {
    fc.assert(
      fc.property(
        fc.double({ min: RIDER_BOUNDS.weightKg.min, max: RIDER_BOUNDS.weightKg.max, noNaN: true }),
        (kg) => finSizesFor(kg).length > 0,
      ),
    );
    expect(FIN_WEIGHTS.XL.max).toBe(Number.POSITIVE_INFINITY);
  });
});
