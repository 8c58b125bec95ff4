import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FIT_WEIGHT, GUILD_FACTORS, fitVolumeFor, fitWeightsFor } from './fit';
import { SKILL_LEVELS } from './options';

describe('Guild factor', () => {
  it('gives a 70 kg intermediate 26.6–31.5 litres', () => {
    expect(fitVolumeFor(70, 'intermediate')).toEqual({ min: 26.6, max: 31.5 });
  });

  it('falls as the level rises, and the volume range holds weight × factor', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: FIT_WEIGHT.min, max: FIT_WEIGHT.max }),
        fc.constantFrom(...SKILL_LEVELS),
        (kg, level) => {
          const r = fitVolumeFor(kg, level);
          expect(r.min).toBeLessThanOrEqual(kg * GUILD_FACTORS[level].min + 1e-9);
          expect(r.max).toBeGreaterThanOrEqual(kg * GUILD_FACTORS[level].max - 1e-9);
          expect(r.min).toBeLessThan(r.max);
        },
      ),
    );
    for (let i = 1; i < SKILL_LEVELS.length; i++) {
      expect(GUILD_FACTORS[SKILL_LEVELS[i]!].max).toBeLessThanOrEqual(
        GUILD_FACTORS[SKILL_LEVELS[i - 1]!].min,
      );
    }
  });

  it('names the riders a board fits, and each of them gets this board in their range', () => {
    expect(fitWeightsFor(30, 'intermediate')).toEqual({ min: 65, max: 80 });
    expect(fitWeightsFor(null, 'intermediate')).toBeNull();
    fc.assert(
      fc.property(
        fc.double({ min: 15, max: 120, noNaN: true }),
        fc.constantFrom(...SKILL_LEVELS),
        (volume, level) => {
          const w = fitWeightsFor(volume, level);
          if (!w) return;
          expect(w.min).toBeGreaterThanOrEqual(FIT_WEIGHT.min);
          expect(w.max).toBeLessThanOrEqual(FIT_WEIGHT.max);
          expect(w.min % 5).toBe(0);
          expect(w.max % 5).toBe(0);
          // Rounded outwards: the exact riders for this volume lie inside the named range.
          const exactMin = volume / GUILD_FACTORS[level].max;
          const exactMax = volume / GUILD_FACTORS[level].min;
          if (exactMin >= FIT_WEIGHT.min) expect(w.min).toBeLessThanOrEqual(exactMin);
          if (exactMax <= FIT_WEIGHT.max) expect(w.max).toBeGreaterThanOrEqual(exactMax);
        },
      ),
    );
  });
});
