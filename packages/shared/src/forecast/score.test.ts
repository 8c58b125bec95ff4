import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findSpot, SPOTS } from './spots';
import {
  angleBetween,
  inDirectionRange,
  slotScore,
  starsFor,
  swellDirectionFactor,
  tideMultiplier,
  tideState,
  waveScore,
} from './score';
import { isSheltered, windClass, windMultiplier, windRelation } from './wind-score';

const hilton = findSpot('tel-aviv-hilton')!.tuning; // faces 285, swell 240..330
const batGalim = findSpot('haifa-bat-galim')!.tuning; // faces 335, swell 290..10 (wraps)
const nitzanim = findSpot('nitzanim')!.tuning; // faces 298, no wind protection

describe('waveScore = min(100, 100 * sqrt(h * T^2 / 180))', () => {
  it('h 0.2 m, T 9 s: 0.2*81/180 = 0.09, sqrt 0.3 -> 30', () => {
    expect(waveScore(0.2, 9)).toBeCloseTo(30, 10);
  });
  it('h 0.45 m, T 10 s: 0.45*100/180 = 0.25, sqrt 0.5 -> 50', () => {
    expect(waveScore(0.45, 10)).toBeCloseTo(50, 10);
  });
  it('h 0.8 m, T 9 s: 0.8*81/180 = 0.36, sqrt 0.6 -> 60', () => {
    expect(waveScore(0.8, 9)).toBeCloseTo(60, 10);
  });
  it('h 1.8 m, T 10 s: 1.8*100/180 = 1, sqrt 1 -> 100', () => {
    expect(waveScore(1.8, 10)).toBeCloseTo(100, 10);
  });
  it('h 2.5 m, T 12 s: 2.5*144/180 = 2, 100*sqrt 2 = 141.4 -> capped at 100', () => {
    expect(waveScore(2.5, 12)).toBe(100);
  });
  it('flat sea h 0 m -> 0', () => {
    expect(waveScore(0, 8)).toBe(0);
  });
});

describe('stars = ceil(score / 20), min 1', () => {
  it.each([
    [0, 1, 'ceil(0/20) = 0 -> min 1'],
    [1, 1, 'ceil(1/20) = 1'],
    [20, 1, 'ceil(20/20) = 1'],
    [21, 2, 'ceil(21/20) = 2'],
    [50, 3, 'ceil(50/20) = ceil(2.5) = 3'],
    [60, 3, 'ceil(60/20) = 3'],
    [61, 4, 'ceil(61/20) = 4'],
    [100, 5, 'ceil(100/20) = 5'],
  ])('score %i -> %i star(s): %s', (score, stars) => {
    expect(starsFor(score)).toBe(stars);
  });
});

describe('swell direction range (clockwise min..max, may wrap through 0/360)', () => {
  it('Hilton 240..330: 280 in, 230 and 340 out, edges 240 and 330 in', () => {
    expect(inDirectionRange(280, 240, 330)).toBe(true);
    expect(inDirectionRange(240, 240, 330)).toBe(true);
    expect(inDirectionRange(330, 240, 330)).toBe(true);
    expect(inDirectionRange(230, 240, 330)).toBe(false);
    expect(inDirectionRange(340, 240, 330)).toBe(false);
  });
  it('Bat Galim 290..10 wraps: 300, 0, 360 and 5 in; 100 and 280 out', () => {
    for (const d of [300, 0, 360, 5]) expect(inDirectionRange(d, 290, 10), `${d}`).toBe(true);
    for (const d of [100, 280, 11]) expect(inDirectionRange(d, 290, 10), `${d}`).toBe(false);
  });
  it('score is 0 outside the range: Hilton, swell from 180 (south) -> factor 0 -> score 0', () => {
    expect(swellDirectionFactor(180, hilton)).toBe(0);
    expect(slotScore({ waveHeightM: 1.8, periodS: 10, swellDirection: 180 }, hilton).score).toBe(0);
  });
  it('a modifier band: Hilton swell 250 (band 240..260 x0.8): 0.45 m, 10 s -> 50 * 0.8 = 40', () => {
    expect(swellDirectionFactor(250, hilton)).toBe(0.8);
    expect(slotScore({ waveHeightM: 0.45, periodS: 10, swellDirection: 250 }, hilton).score).toBe(
      40,
    );
  });
  it('a wrapping band: Bat Galim swell 5 (band 355..10 x0.85) -> factor 0.85', () => {
    expect(swellDirectionFactor(5, batGalim)).toBe(0.85);
    expect(swellDirectionFactor(330, batGalim)).toBe(1);
  });
});

describe('wind classes by km/h: 0 glassy, 1..12 light, 13..25 moderate, above strong', () => {
  it.each([
    [0, 'glassy'],
    [0.4, 'glassy'],
    [1, 'light'],
    [12, 'light'],
    [13, 'moderate'],
    [25, 'moderate'],
    [26, 'strong'],
    [60, 'strong'],
  ])('%s km/h -> %s', (kph, cls) => {
    expect(windClass(kph)).toBe(cls);
  });
});

describe('wind relative to the coast (coast faces 285 at the Hilton)', () => {
  it('wind from 285 (off 0) onshore; from 105 (off 180) offshore; from 15 (off 90) cross', () => {
    expect(windRelation(285, 285)).toBe('onshore');
    expect(windRelation(105, 285)).toBe('offshore');
    expect(windRelation(15, 285)).toBe('cross');
  });
  it('band edges: off 45 (from 330) onshore, off 135 (from 150) offshore', () => {
    expect(angleBetween(330, 285)).toBe(45);
    expect(windRelation(330, 285)).toBe('onshore');
    expect(windRelation(150, 285)).toBe('offshore');
  });
});

describe('wind multipliers (offshore .. onshore; cross interpolated linearly in the angle)', () => {
  it.each([
    ['light 8 km/h offshore (from 105) -> 1', 8, 105, 1],
    ['light 8 km/h onshore (from 285) -> 0.3', 8, 285, 0.3],
    ['moderate 20 km/h offshore -> 0.85', 20, 105, 0.85],
    ['moderate 20 km/h onshore -> 0.1', 20, 285, 0.1],
    ['strong 30 km/h offshore -> 0.65', 30, 105, 0.65],
    ['strong 30 km/h onshore -> 0.05', 30, 285, 0.05],
    ['glassy 0 km/h from anywhere -> 0.95', 0, 285, 0.95],
    ['light cross (off 90, from 15): 0.3 + (1 - 0.3) * 45/90 = 0.65', 8, 15, 0.65],
    ['moderate cross (off 90): 0.1 + 0.75 * 0.5 = 0.475', 20, 15, 0.475],
    ['strong cross (off 90): 0.05 + 0.6 * 0.5 = 0.35', 30, 15, 0.35],
    ['light off 67.5 (from 352.5): 0.3 + 0.7 * 22.5/90 = 0.475', 8, 352.5, 0.475],
  ])('%s', (_name, kph, from, expected) => {
    expect(windMultiplier(kph, from, 285)).toBeCloseTo(expected, 10);
  });
});

describe('sheltered spots count wind under their max as light offshore', () => {
  it('Hilton (shelter from 10, max 30): 28 km/h from 20 is sheltered; 30 km/h is not', () => {
    expect(isSheltered(28, 20, hilton)).toBe(true);
    expect(isSheltered(30, 20, hilton)).toBe(false);
  });
  it('Hilton: wind from 200 (outside the 45-degree arc around 10) is not sheltered', () => {
    expect(isSheltered(10, 200, hilton)).toBe(false);
  });
  it('a spot without protection is never sheltered', () => {
    expect(isSheltered(5, 0, nitzanim)).toBe(false);
  });
  it('Hilton 0.45 m, 10 s, swell 280, moderate 20 km/h from 10 (cross 0.475) sheltered -> 50 * 1 = 50', () => {
    const r = slotScore(
      { waveHeightM: 0.45, periodS: 10, swellDirection: 280, windKph: 20, windDirection: 10 },
      hilton,
    );
    expect(r).toMatchObject({ score: 50, stars: 3, sheltered: true, windClass: 'moderate' });
  });
});

describe('glassy at a sheltered spot', () => {
  it('Hilton 0.45 m, 10 s, swell 280, 0 km/h from 10: no wind to shelter from -> 50 * 0.95 = 48', () => {
    const r = slotScore(
      { waveHeightM: 0.45, periodS: 10, swellDirection: 280, windKph: 0, windDirection: 10 },
      hilton,
    );
    expect(r).toMatchObject({ score: 48, sheltered: false, windClass: 'glassy' });
  });
});

describe('tide from sea_level_height_msl (slack when |hourly change| < 0.02 m)', () => {
  it('levels 0.10, 0.15, 0.20: (0.20 - 0.10)/2 = 0.05 m/h -> rising', () => {
    expect(tideState(0.1, 0.15, 0.2)).toBe('rising');
  });
  it('levels 0.20, 0.15, 0.10 -> falling', () => {
    expect(tideState(0.2, 0.15, 0.1)).toBe('falling');
  });
  it('levels 0.18, 0.20, 0.19: (0.19 - 0.18)/2 = 0.005 m/h -> slack', () => {
    expect(tideState(0.18, 0.2, 0.19)).toBe('slack');
  });
  it('at the end of the series: one-sided 0.20 -> 0.25 = 0.05 -> rising; no data -> null', () => {
    expect(tideState(undefined, 0.2, 0.25)).toBe('rising');
    expect(tideState(null, 0.2, null)).toBeNull();
  });
  it('multipliers: moving 1, slack 0.95, unknown 1', () => {
    expect(tideMultiplier('rising')).toBe(1);
    expect(tideMultiplier('falling')).toBe(1);
    expect(tideMultiplier('slack')).toBe(0.95);
    expect(tideMultiplier(null)).toBe(1);
  });
});

describe('slotScore combines the rules', () => {
  it('Nitzanim 0.8 m, 9 s, swell 280, light 8 km/h onshore (from 298), slack: 60 * 0.3 * 0.95 = 17.1 -> 17, 1 star', () => {
    const r = slotScore(
      {
        waveHeightM: 0.8,
        periodS: 9,
        swellDirection: 280,
        windKph: 8,
        windDirection: 298,
        tide: 'slack',
      },
      nitzanim,
    );
    expect(r).toEqual({
      score: 17,
      stars: 1,
      windClass: 'light',
      windRelation: 'onshore',
      sheltered: false,
    });
  });
  it('Nitzanim 1.8 m, 10 s, light offshore (from 118), moving: 100 * 1 * 1 = 100, 5 stars', () => {
    const r = slotScore(
      { waveHeightM: 1.8, periodS: 10, swellDirection: 290, windKph: 10, windDirection: 118 },
      nitzanim,
    );
    expect(r.score).toBe(100);
    expect(r.stars).toBe(5);
  });
  it('missing period and direction use 8 s and 280: 0.9 m -> 100*sqrt(0.9*64/180) = 56.57 -> 57', () => {
    expect(slotScore({ waveHeightM: 0.9 }, nitzanim).score).toBe(57);
  });
  it('missing direction 280 lies outside Bat Galim 290..10 -> 0', () => {
    expect(slotScore({ waveHeightM: 1.8, periodS: 10 }, batGalim).score).toBe(0);
  });
});

describe('properties', () => {
  const height = fc.double({ min: 0, max: 15, noNaN: true });
  const period = fc.double({ min: 0, max: 25, noNaN: true });
  const direction = fc.double({ min: -720, max: 720, noNaN: true });
  const kph = fc.double({ min: 0, max: 120, noNaN: true });
  const spot = fc.constantFrom(...SPOTS);
  const tide = fc.constantFrom('rising', 'falling', 'slack', null) as fc.Arbitrary<
    'rising' | 'falling' | 'slack' | null
  >;

  it('score stays within 0..100 and stars within 1..5 for any conditions at any spot', () => {
    fc.assert(
      fc.property(
        height,
        period,
        direction,
        kph,
        direction,
        tide,
        spot,
        (h, t, d, w, wd, td, s) => {
          const r = slotScore(
            {
              waveHeightM: h,
              periodS: t,
              swellDirection: d,
              windKph: w,
              windDirection: wd,
              tide: td,
            },
            s.tuning,
          );
          expect(r.score).toBeGreaterThanOrEqual(0);
          expect(r.score).toBeLessThanOrEqual(100);
          expect(Number.isInteger(r.score)).toBe(true);
          expect(r.stars).toBeGreaterThanOrEqual(1);
          expect(r.stars).toBeLessThanOrEqual(5);
        },
      ),
    );
  });

  it('wave score never falls when height grows', () => {
    fc.assert(
      fc.property(height, height, period, (a, b, t) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(waveScore(hi, t)).toBeGreaterThanOrEqual(waveScore(lo, t));
      }),
    );
  });

  it('wave score never falls when period grows', () => {
    fc.assert(
      fc.property(height, period, period, (h, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(waveScore(h, hi)).toBeGreaterThanOrEqual(waveScore(h, lo));
      }),
    );
  });

  it('within the optimal range, the slot score never falls with height or period', () => {
    fc.assert(
      fc.property(
        spot,
        height,
        height,
        period,
        period,
        kph,
        direction,
        (s, h1, h2, t1, t2, w, wd) => {
          const dir = s.tuning.optimalSwellMin; // always inside the range
          const score = (h: number, t: number) =>
            slotScore(
              { waveHeightM: h, periodS: t, swellDirection: dir, windKph: w, windDirection: wd },
              s.tuning,
            ).score;
          const [hl, hh] = h1 <= h2 ? [h1, h2] : [h2, h1];
          const [tl, th] = t1 <= t2 ? [t1, t2] : [t2, t1];
          expect(score(hh, tl)).toBeGreaterThanOrEqual(score(hl, tl));
          expect(score(hl, th)).toBeGreaterThanOrEqual(score(hl, tl));
        },
      ),
    );
  });

  it('stars never fall when the score grows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(starsFor(hi)).toBeGreaterThanOrEqual(starsFor(lo));
      }),
    );
  });

  it('the wind factor stays within 0.05..1 and never rises as the wind turns onshore', () => {
    fc.assert(
      fc.property(
        kph,
        fc.double({ min: 0, max: 180, noNaN: true }),
        fc.double({ min: 0, max: 180, noNaN: true }),
        (w, a, b) => {
          const coast = 285;
          const [nearSea, nearLand] = a <= b ? [a, b] : [b, a];
          // off-angle x means wind from coast + x
          const fSea = windMultiplier(w, coast + nearSea, coast);
          const fLand = windMultiplier(w, coast + nearLand, coast);
          expect(fSea).toBeGreaterThanOrEqual(0.05);
          expect(fLand).toBeLessThanOrEqual(1);
          expect(fLand).toBeGreaterThanOrEqual(fSea - 1e-12);
        },
      ),
    );
  });

  it('range membership agrees with the wrapped angle for any range', () => {
    fc.assert(
      fc.property(
        direction,
        fc.integer({ min: 0, max: 359 }),
        fc.integer({ min: 0, max: 359 }),
        (d, lo, hi) => {
          const width = (((hi - lo) % 360) + 360) % 360;
          const offset = (((d - lo) % 360) + 360) % 360;
          // Within rounding distance of an edge the answer depends on float error; the edges
          // themselves are pinned by the examples above (inclusive, and across north).
          const nearEdge = (a: number, b: number) =>
            Math.min(Math.abs(a - b), 360 - Math.abs(a - b)) < 1e-6;
          fc.pre(!nearEdge(offset, 0) && !nearEdge(offset, width));
          expect(inDirectionRange(d, lo, hi)).toBe(offset <= width);
        },
      ),
    );
  });
});
