import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  secondarySwellPoints,
  slotConditions,
  slotScore,
  slotScoreExplained,
  swellDirectionFactor,
  tideMultiplier,
  waveScore,
  windWaveFactor,
  type ScoreFactor,
  type SlotConditions,
} from './score';
import { findSpot } from './spots';

const hilton = findSpot('tel-aviv-hilton')!.tuning; // faces 285, window 240..330, shelter N < 30
const batGalim = findSpot('haifa-bat-galim')!.tuning; // faces 335, window 290..10

/** The score from the factors alone, by the formula docs/forecast-score.md gives. */
function fromFactors(factors: ScoreFactor[]): number {
  const f = <K extends ScoreFactor['kind']>(kind: K) =>
    factors.find((x): x is Extract<ScoreFactor, { kind: K }> => x.kind === kind);
  const wave = Math.min(100, 100 * f('size')!.factor * f('period')!.factor);
  const raw =
    (wave * f('direction')!.factor + (f('secondary')?.points ?? 0)) *
    (f('windWaves')?.factor ?? 1) *
    f('wind')!.factor *
    f('tide')!.factor;
  return Math.round(Math.min(100, Math.max(0, raw)));
}

/** The same score by the rules' own functions, without the factors. */
function byRules(c: SlotConditions, tuning = hilton): number {
  const base =
    waveScore(c.waveHeightM, c.periodS ?? 8) *
      swellDirectionFactor(c.swellDirection ?? 280, tuning) +
    secondarySwellPoints(c.secondarySwell, tuning);
  const wind = slotScoreExplained(c, tuning).factors.find((x) => x.kind === 'wind')!;
  const raw =
    base * windWaveFactor(c.windWaveHeightM) * wind.factor * tideMultiplier(c.tide ?? null);
  return Math.round(Math.min(100, Math.max(0, raw)));
}

// [what, conditions, score]
const HOURS: [string, SlotConditions, number][] = [
  [
    '1.8 m at 10 s from the west, calm data missing',
    { waveHeightM: 1.8, periodS: 10, swellDirection: 280 },
    100,
  ],
  ['2.5 m at 12 s: capped at 100', { waveHeightM: 2.5, periodS: 12, swellDirection: 280 }, 100],
  [
    '1.2 m at 10 s, 18 km/h straight onshore',
    { waveHeightM: 1.2, periodS: 10, swellDirection: 270, windKph: 18, windDirection: 285 },
    8,
  ],
  [
    '1.2 m at 10 s, 8 km/h offshore, tide rising',
    {
      waveHeightM: 1.2,
      periodS: 10,
      swellDirection: 270,
      windKph: 8,
      windDirection: 105,
      tide: 'rising',
    },
    82,
  ],
  [
    'a southerly swell outside the window',
    { waveHeightM: 1.5, periodS: 9, swellDirection: 200 },
    0,
  ],
  [
    'at the window edge, slack water, no period (8 s)',
    { waveHeightM: 0.9, swellDirection: 250, tide: 'slack' },
    43,
  ],
  [
    'sheltered north wind, a secondary swell and chop',
    {
      waveHeightM: 0.8,
      periodS: 9,
      swellDirection: 290,
      windKph: 20,
      windDirection: 5,
      secondarySwell: { heightM: 0.4, periodS: 7, direction: 310 },
      windWaveHeightM: 0.6,
    },
    59,
  ],
  [
    'glassy',
    { waveHeightM: 1, periodS: 8, swellDirection: 280, windKph: 0, windDirection: 90 },
    57,
  ],
];

describe('slotScoreExplained', () => {
  it.each(HOURS)('%s: the factors make the score', (_what, c, score) => {
    const explained = slotScoreExplained(c, hilton);
    expect(explained.score).toBe(score);
    expect(fromFactors(explained.factors)).toBe(score);
    expect(byRules(c)).toBe(score);
    expect(slotScore(c, hilton)).toEqual({
      score,
      stars: explained.stars,
      windClass: explained.windClass,
      windRelation: explained.windRelation,
      sheltered: explained.sheltered,
    });
  });

  it('lists the factors in order, with what each read', () => {
    const { factors } = slotScoreExplained(HOURS[6]![1], hilton);
    expect(factors.map((f) => f.kind)).toEqual([
      'size',
      'period',
      'direction',
      'secondary',
      'windWaves',
      'wind',
      'tide',
    ]);
    expect(factors[2]).toMatchObject({ direction: 290, place: 'open', factor: 1 });
    expect(factors[5]).toMatchObject({ kph: 20, sheltered: true, relation: 'cross', factor: 1 });
    expect(slotScoreExplained(HOURS[5]![1], hilton).factors).toContainEqual({
      kind: 'period',
      periodS: 8,
      assumed: true,
      factor: 0.8,
    });
    expect(slotScoreExplained(HOURS[5]![1], hilton).factors[2]).toMatchObject({
      place: 'edge',
      factor: 0.8,
    });
    expect(slotScoreExplained(HOURS[4]![1], hilton).factors[2]).toMatchObject({
      place: 'outside',
      factor: 0,
    });
    // Parts the model does not give are not listed; missing wind and tide weigh 1.
    const bare = slotScoreExplained({ waveHeightM: 1, periodS: 8 }, batGalim).factors;
    expect(bare.map((f) => f.kind)).toEqual(['size', 'period', 'direction', 'wind', 'tide']);
    expect(bare.at(-2)).toMatchObject({ kph: null, factor: 1 });
    expect(bare.at(-1)).toEqual({ kind: 'tide', state: null, factor: 1 });
  });

  it('always gives the score its factors make, and the same as slotScore', () => {
    const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });
    fc.assert(
      fc.property(
        fc.record({
          waveHeightM: fc.double({ min: 0, max: 6, noNaN: true }),
          periodS: maybe(fc.double({ min: 0, max: 20, noNaN: true })),
          swellDirection: maybe(fc.integer({ min: 0, max: 359 })),
          windKph: maybe(fc.double({ min: 0, max: 70, noNaN: true })),
          windDirection: maybe(fc.integer({ min: 0, max: 359 })),
          tide: maybe(fc.constantFrom('rising' as const, 'falling' as const, 'slack' as const)),
          secondarySwell: maybe(
            fc.record({
              heightM: fc.double({ min: 0, max: 3, noNaN: true }),
              periodS: maybe(fc.double({ min: 1, max: 16, noNaN: true })),
              direction: maybe(fc.integer({ min: 0, max: 359 })),
            }),
          ),
          windWaveHeightM: maybe(fc.double({ min: 0, max: 2, noNaN: true })),
        }),
        fc.constantFrom(hilton, batGalim),
        (c, tuning) => {
          const explained = slotScoreExplained(c, tuning);
          expect(fromFactors(explained.factors)).toBe(explained.score);
          expect(slotScore(c, tuning).score).toBe(explained.score);
        },
      ),
    );
  });
});

describe('slotConditions', () => {
  it('reads an hour as sent, the primary swell direction first', () => {
    const hour = {
      waveHeight: 1.1,
      period: 9,
      waveDirection: 270,
      windSpeed: 12,
      windDirection: 90,
      tide: 'falling' as const,
      swell: { height: 0.9, period: 10, direction: 295 },
      secondarySwell: { height: 0.3, period: 6, direction: null },
      windWaves: null,
    };
    expect(slotConditions(hour)).toEqual({
      waveHeightM: 1.1,
      periodS: 9,
      swellDirection: 295,
      windKph: 12,
      windDirection: 90,
      tide: 'falling',
      secondarySwell: { heightM: 0.3, periodS: 6, direction: null },
      windWaveHeightM: null,
    });
    expect(slotConditions({ ...hour, swell: null }).swellDirection).toBe(270);
  });
});
