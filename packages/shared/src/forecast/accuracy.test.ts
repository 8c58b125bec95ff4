import { describe, expect, it } from 'vitest';
import { accuracyByModel, bestModel, spotAccuracy, type CheckedReport } from './accuracy';
import type { SizeClass } from './size-class';

// A month of reports at one spot, counted by hand. Heights that sit well inside each class:
const H: Record<SizeClass, number> = {
  knee: 0.4,
  waist: 0.75,
  chest: 1.1,
  head: 1.6,
  overhead: 2.2,
};
const ORDER: SizeClass[] = ['knee', 'waist', 'chest', 'head', 'overhead'];
const shift = (s: SizeClass, by: number) => H[ORDER[ORDER.indexOf(s) + by]!];

const NOW = Date.parse('2026-11-29T12:00:00Z');
const daysAgo = (d: number) => new Date(NOW - d * 86_400_000 - 5 * 3_600_000).toISOString();
const SPOT = 'hilton';

// The last 30 days: one report a day (day 0 to 29 back, 07:00), reported waist, chest, head in turn.
//   meteofrance_wave: days 0–23 match (24), 24–27 one class too big (4), 28–29 one too small (2)
//   ecmwf_wam025:     even days match (15), odd days one class too small (15)
//   ewam:             days 0, 3, 6 … (reported waist, 10 of them) say head: two too big; else match
//   ncep_gfswave025:  a forecast for days 0–7 only (8, all matches), null after
const recent: CheckedReport[] = Array.from({ length: 30 }, (_, i) => {
  const reported = (['waist', 'chest', 'head'] as const)[i % 3]!;
  const mf = i < 24 ? H[reported] : i < 28 ? shift(reported, 1) : shift(reported, -1);
  return {
    spotId: SPOT,
    at: daysAgo(i),
    reported,
    forecasts: [
      { model: 'meteofrance_wave', heightM: mf, leadHours: 12 },
      {
        model: 'ecmwf_wam025',
        heightM: i % 2 === 0 ? H[reported] : shift(reported, -1),
        leadHours: 12,
      },
      { model: 'ewam', heightM: i % 3 === 0 ? H.head : H[reported], leadHours: 12 },
      { model: 'ncep_gfswave025', heightM: i < 8 ? H[reported] : null, leadHours: 12 },
    ],
  };
});

// 31 to 50 days back: 20 chest reports that meteofrance_wave and ecmwf_wam025 both matched.
const older: CheckedReport[] = Array.from({ length: 20 }, (_, i) => ({
  spotId: SPOT,
  at: daysAgo(31 + i),
  reported: 'chest',
  forecasts: [
    { model: 'meteofrance_wave', heightM: H.chest, leadHours: 30 },
    { model: 'ecmwf_wam025', heightM: H.chest, leadHours: 30 },
  ],
}));

// Outside every window or another spot: counted nowhere.
const outside: CheckedReport[] = [
  {
    spotId: SPOT,
    at: daysAgo(100),
    reported: 'knee',
    forecasts: [{ model: 'meteofrance_wave', heightM: 3, leadHours: 1 }],
  },
  {
    spotId: SPOT,
    at: new Date(NOW + 3_600_000).toISOString(),
    reported: 'knee',
    forecasts: [{ model: 'meteofrance_wave', heightM: 3, leadHours: 1 }],
  },
  {
    spotId: 'bat-galim',
    at: daysAgo(1),
    reported: 'knee',
    forecasts: [{ model: 'meteofrance_wave', heightM: 3, leadHours: 1 }],
  },
];

const all = [...recent, ...older, ...outside];
const byModel = (days: number) =>
  Object.fromEntries(
    accuracyByModel(all, { nowMs: NOW, windowDays: days, spotId: SPOT }).map((f) => [f.model, f]),
  );

describe('accuracy over the last 30 days', () => {
  const f = byModel(30);

  it('counts Météo-France: 24 of 30 matched, 4 too big, 2 too small', () => {
    expect(f.meteofrance_wave).toMatchObject({
      checked: 30,
      matched: 24,
      tooFew: false,
      enoughToLean: true,
    });
    expect(f.meteofrance_wave!.matchedShare).toBeCloseTo(0.8);
    expect(f.meteofrance_wave!.tooBigShare).toBeCloseTo(4 / 30);
    expect(f.meteofrance_wave!.tooSmallShare).toBeCloseTo(2 / 30);
    expect(f.meteofrance_wave!.bias).toBeCloseTo((4 - 2) / 30);
  });

  it('counts ECMWF WAM: half matched, the other half one class too small', () => {
    expect(f.ecmwf_wam025).toMatchObject({ checked: 30, matched: 15 });
    expect(f.ecmwf_wam025!.matchedShare).toBeCloseTo(0.5);
    expect(f.ecmwf_wam025!.bias).toBeCloseTo(-0.5);
    expect(f.ecmwf_wam025!.tooBigShare).toBe(0);
  });

  it('counts EWAM two classes too big on a third of the days', () => {
    expect(f.ewam).toMatchObject({ checked: 30, matched: 20 });
    expect(f.ewam!.bias).toBeCloseTo(20 / 30);
    expect(f.ewam!.tooBigShare).toBeCloseTo(10 / 30);
  });

  it('skips the hours a model did not reach, and says when there are too few', () => {
    expect(f.ncep_gfswave025).toMatchObject({
      checked: 8,
      matched: 8,
      matchedShare: 1,
      tooFew: true,
      enoughToLean: false,
    });
  });

  it('leans on Météo-France: 30 checked and 13 points ahead of EWAM', () => {
    expect(bestModel(Object.values(f))).toBe('meteofrance_wave');
    // Not when the margin asked for is wider than its lead, nor below the minimum.
    expect(bestModel(Object.values(f), 30, 0.2)).toBeNull();
    expect(bestModel(Object.values(f), 31)).toBeNull();
    // GFS-Wave's perfect 8 counts only under a lower minimum.
    expect(bestModel(Object.values(f), 8)).toBe('ncep_gfswave025');
  });
});

describe('accuracy over the last 90 days', () => {
  const f = byModel(90);

  it('adds the 20 older reports, and nothing older than 90 days', () => {
    expect(f.meteofrance_wave).toMatchObject({ checked: 50, matched: 44 });
    expect(f.meteofrance_wave!.matchedShare).toBeCloseTo(0.88);
    expect(f.ecmwf_wam025).toMatchObject({ checked: 50, matched: 35 });
    expect(f.ecmwf_wam025!.bias).toBeCloseTo(-0.3);
    expect(f.ewam).toMatchObject({ checked: 30, matched: 20 });
  });

  it('gives the page both windows', () => {
    const page = spotAccuracy(all, SPOT, NOW);
    expect(page.map((w) => w.windowDays)).toEqual([30, 90]);
    expect(page[1]!.models.find((m) => m.model === 'meteofrance_wave')!.checked).toBe(50);
  });
});

describe('which kept forecast is judged', () => {
  const report: CheckedReport = {
    spotId: SPOT,
    at: daysAgo(2),
    reported: 'chest',
    forecasts: [
      { model: 'gwam', heightM: H.overhead, leadHours: 72 },
      { model: 'gwam', heightM: H.chest, leadHours: 6 },
      { model: 'gwam', heightM: H.knee, leadHours: -1 },
    ],
  };

  it('is the latest issued before the hour', () => {
    const [g] = accuracyByModel([report], { nowMs: NOW, windowDays: 30 });
    expect(g).toMatchObject({ model: 'gwam', checked: 1, matched: 1, tooFew: true });
  });

  it('can be held to a lead time', () => {
    const only3Days = { ...report, forecasts: [report.forecasts[0]!] };
    const [g] = accuracyByModel([only3Days], { nowMs: NOW, windowDays: 30, maxLeadHours: 24 });
    expect(g).toMatchObject({ checked: 0, matchedShare: 0, bias: 0, tooFew: true });
  });
});
