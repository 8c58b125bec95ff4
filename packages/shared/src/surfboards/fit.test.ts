import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FIT_WEIGHT, GUILD_FACTORS, fitVolumeFor, fitVolumeRange, fitWeightsFor } from './fit';
import { SKILL_LEVELS, type TSkillLevel } from './options';

describe('Guild factor', () => {
  it('gives a 70 kg intermediate 29.4–45.5 litres, a 62 kg beginner 49.6–65.1', () => {
    expect(fitVolumeFor(70, 'intermediate')).toEqual({ min: 29.4, max: 45.5 });
    expect(fitVolumeFor(62, 'beginner')).toEqual({ min: 49.6, max: 65.1 });
  });

  // Cases from the guides named beside GUILD_FACTORS: [rider kg, rider level, board litres,
  // the level its seller gave (null: none), fits?].
  const cases: [number, TSkillLevel, number, TSkillLevel | null, boolean][] = [
    // A 62 kg beginner learns on a soft-top or longboard of about their weight in litres...
    [62, 'beginner', 55, 'beginner', true],
    [62, 'beginner', 60, null, true],
    [62, 'beginner', 50, 'intermediate', false],
    // ...never on a big-wave gun for 90–105 kg experts, nor on a 30 L shortboard.
    [62, 'beginner', 31.5, 'expert', false],
    [62, 'beginner', 30, 'intermediate', false],
    [62, 'beginner', 80, 'beginner', false],
    // A 75 kg intermediate: a fish or a mid-length, not a pro's board of the right volume.
    [75, 'intermediate', 35, 'intermediate', true],
    [75, 'intermediate', 45, 'beginner', true],
    [75, 'intermediate', 33, 'expert', false],
    [75, 'intermediate', 27, null, false],
    // Guild: a less fit shortboarder 0.37–0.42, a fit one in hollow waves 0.34–0.37.
    [80, 'advanced', 31, 'advanced', true],
    [80, 'advanced', 31, 'expert', false],
    [80, 'expert', 28, 'expert', true],
    [80, 'expert', 28, 'advanced', true],
    [80, 'expert', 35, null, false],
  ];
  it.each(cases)(
    '%d kg %s, a %d L board for %s: fits = %s',
    (kg, level, litres, boardLevel, fits) => {
      const fit = fitVolumeRange({ fitWeightKg: kg, fitLevel: level })!;
      const byVolume = litres >= fit.min && litres <= fit.max;
      const byLevel = boardLevel === null || fit.levels.includes(boardLevel);
      expect(byVolume && byLevel).toBe(fits);
    },
  );

  it('a rider can ride their own level and the easier ones', () => {
    expect(fitVolumeRange({ fitWeightKg: 70, fitLevel: 'beginner' })!.levels).toEqual(['beginner']);
    expect(fitVolumeRange({ fitWeightKg: 70 })!.levels).toEqual(['beginner', 'intermediate']);
    expect(fitVolumeRange({ fitWeightKg: 70, fitLevel: 'expert' })!.levels).toEqual([
      ...SKILL_LEVELS,
    ]);
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
    expect(fitWeightsFor(30, 'intermediate')).toEqual({ min: 45, max: 75 });
    expect(fitWeightsFor(31.5, 'expert')).toEqual({ min: 85, max: 100 });
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
