import { describe, expect, it } from 'vitest';
import { dayConfidence, hourConfidence, hourlyConfidence, median } from './confidence';

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([1.4, 1.0, 1.2])).toBe(1.2);
    expect(median([1.0, 1.4, 1.2, 2.0])).toBeCloseTo(1.3);
  });
});

describe('hourConfidence', () => {
  it('is high when the models agree within 0.2 m on small waves', () => {
    // median 0.6: 20% is 0.12, so the floor of 0.2 m holds; spread 0.2.
    const h = hourConfidence([
      { model: 'meteofrance_wave', heightM: 0.5 },
      { model: 'ecmwf_wam025', heightM: 0.6 },
      { model: 'ncep_gfswave025', heightM: 0.7 },
    ]);
    expect(h).toEqual({
      confidence: 'high',
      reason: 'agree',
      models: 3,
      band: { minM: 0.5, maxM: 0.7 },
      medianM: 0.6,
      spreadM: 0.2,
    });
  });

  it('uses 20% of the median on big waves', () => {
    // median 2.5: high up to 0.5 m, medium up to 1.0 m.
    const at = (a: number, b: number, c: number) =>
      hourConfidence([
        { model: 'a', heightM: a },
        { model: 'b', heightM: b },
        { model: 'c', heightM: c },
      ]).confidence;
    expect(at(2.2, 2.5, 2.7)).toBe('high');
    expect(at(2.0, 2.5, 2.9)).toBe('medium');
    expect(at(1.9, 2.5, 3.0)).toBe('low');
  });

  it('is medium for disagreeing models within 0.4 m, low beyond', () => {
    expect(
      hourConfidence([
        { model: 'meteofrance_wave', heightM: 0.6 },
        { model: 'ecmwf_wam025', heightM: 0.9 },
      ]),
    ).toMatchObject({ confidence: 'medium', reason: 'spread', spreadM: 0.3 });
    expect(
      hourConfidence([
        { model: 'meteofrance_wave', heightM: 0.6 },
        { model: 'ecmwf_wam025', heightM: 1.1 },
        { model: 'ncep_gfswave025', heightM: 0.8 },
      ]),
    ).toMatchObject({ confidence: 'low', reason: 'spread', band: { minM: 0.6, maxM: 1.1 } });
  });

  it('leaves a missing model out rather than reading it as 0', () => {
    const h = hourConfidence([
      { model: 'meteofrance_wave', heightM: 1.0 },
      { model: 'ecmwf_wam025', heightM: null },
      { model: 'ewam', heightM: undefined },
      { model: 'ncep_gfswave025', heightM: 1.1 },
    ]);
    expect(h).toMatchObject({ confidence: 'high', models: 2, band: { minM: 1.0, maxM: 1.1 } });
  });

  it('is low with one model, and says so', () => {
    expect(hourConfidence([{ model: 'ncep_gfswave025', heightM: 1.2 }])).toEqual({
      confidence: 'low',
      reason: 'oneModel',
      models: 1,
      band: { minM: 1.2, maxM: 1.2 },
      medianM: 1.2,
      spreadM: 0,
    });
    expect(hourConfidence([{ model: 'ecmwf_wam025', heightM: null }])).toMatchObject({
      confidence: 'low',
      reason: 'noModel',
      band: null,
    });
  });

  it('lowers a step when the periods disagree by more than 3 s', () => {
    const h = hourConfidence([
      { model: 'meteofrance_wave', heightM: 1.0, periodS: 11 },
      { model: 'ncep_gfswave025', heightM: 1.1, periodS: 6 },
    ]);
    expect(h).toMatchObject({ confidence: 'medium', reason: 'periods' });
    const close = hourConfidence([
      { model: 'meteofrance_wave', heightM: 1.0, periodS: 9 },
      { model: 'ncep_gfswave025', heightM: 1.1, periodS: 6 },
      { model: 'ecmwf_wam025', heightM: 1.0, periodS: null },
    ]);
    expect(close).toMatchObject({ confidence: 'high', reason: 'agree' });
  });
});

describe('hourlyConfidence over 16 days', () => {
  // Hand-made: day 0 all five agree; day 5 three spread; day 12 only GFS-Wave reaches.
  const hours = ['d0', 'd5', 'd12'];
  const series = [
    { model: 'meteofrance_wave', heightM: [0.8, 0.7, null] },
    { model: 'ecmwf_wam025', heightM: [0.9, 1.3, null] },
    { model: 'ncep_gfswave025', heightM: [0.8, 1.0, 1.6] },
    { model: 'ewam', heightM: [0.85, null, null] },
    { model: 'gwam', heightM: [0.8, null, null] },
  ];
  const out = hourlyConfidence(hours, series);

  it('reads each hour from the models that reach it', () => {
    expect(out.map((h) => [h.confidence, h.reason, h.models])).toEqual([
      ['high', 'agree', 5],
      ['low', 'spread', 3],
      ['low', 'oneModel', 1],
    ]);
    expect(out[1]!.medianM).toBe(1.0);
  });

  it('gives the day the confidence of its least sure hour', () => {
    expect(dayConfidence([out[0]!, out[0]!])).toEqual({ confidence: 'high', reason: 'agree' });
    expect(dayConfidence([out[0]!, out[1]!])).toEqual({ confidence: 'low', reason: 'spread' });
  });

  it('says a day past day 10 has one model only', () => {
    expect(dayConfidence([out[2]!, out[2]!])).toEqual({ confidence: 'low', reason: 'oneModel' });
    expect(dayConfidence([])).toEqual({ confidence: 'low', reason: 'noModel' });
  });
});
