import { describe, expect, it } from 'vitest';
import type { TForecast, TForecastDay, TForecastSlot } from '../forecast/schemas';
import { findBestWindows, type WindowRule } from './best-window';

// Hand-made hours: a window is consecutive good hours, long enough, sure enough, still ahead.

type Hour = Partial<TForecastSlot> & { level?: 'high' | 'medium' | 'low' };

const slot = (time: string, h: Hour): TForecastSlot =>
  ({
    time,
    waveHeight: 1.2,
    period: 10,
    windClass: 'light',
    windRelation: 'offshore',
    sheltered: false,
    score: 70,
    stars: 4,
    ...h,
  }) as TForecastSlot;

const day = (date: string) =>
  ({ date, firstLight: `${date}T06:10`, lastLight: `${date}T17:40` }) as TForecastDay;

/** A day of 24 hours, each as `hours[h]` says (or a flat, sure, 1-star hour). */
function forecast(
  date: string,
  hours: Record<number, Hour>,
): Pick<TForecast, 'slots' | 'days' | 'confidence'> {
  const times = Array.from({ length: 24 }, (_, h) => `${date}T${String(h).padStart(2, '0')}:00`);
  const flat: Hour = { stars: 1, score: 10, waveHeight: 0.3 };
  const slots = times.map((t, h) => slot(t, hours[h] ?? flat));
  const confidence = times.map((time, h) => ({
    time,
    level: hours[h]?.level ?? 'high',
    reason: 'agree' as const,
    models: 3,
    low: null,
    high: null,
  }));
  return { slots, days: [day(date)], confidence };
}

const rule: WindowRule = {
  minHours: 2,
  minStars: 4,
  daylightOnly: false,
  wind: null,
  minHeightM: null,
  maxHeightM: null,
  minPeriodS: null,
  maxPeriodS: null,
};

const good = (h: Hour = {}): Hour => ({ stars: 4, score: 70, ...h });
const spans = (w: { from: string; end: string; hours: number }[]) =>
  w.map((x) => [x.from.slice(11), x.end.slice(11), x.hours]);

describe('best windows', () => {
  const f = forecast('2026-12-01', {
    7: good(),
    8: good({ score: 80, stars: 5 }),
    9: good(),
    12: good(),
    15: good(),
    16: good({ level: 'low' }),
    17: good(),
    18: good({ level: 'medium' }),
  });

  it('finds runs of good hours at least minHours long, with their best hour', () => {
    const w = findBestWindows(f, rule, '2026-12-01T05:30');
    expect(spans(w)).toEqual([
      ['07:00', '10:00', 3],
      ['17:00', '19:00', 2],
    ]);
    expect(w[0]!.best.stars).toBe(5);
  });

  it('leaves out low-confidence hours and runs shorter than asked', () => {
    expect(spans(findBestWindows(f, { ...rule, minHours: 3 }, '2026-12-01T00:00'))).toEqual([
      ['07:00', '10:00', 3],
    ]);
  });

  it('keeps what is still ahead: a window under way counts from the hour now', () => {
    const under = findBestWindows(f, rule, '2026-12-01T08:20');
    expect(under[0]!.start).toBe('2026-12-01T07:00');
    expect(spans(under)).toEqual([
      ['08:00', '10:00', 2],
      ['17:00', '19:00', 2],
    ]);
    expect(spans(findBestWindows(f, rule, '2026-12-01T09:00'))).toEqual([['17:00', '19:00', 2]]);
  });

  it('daylight only: between first light (06:10) and last light (17:40)', () => {
    expect(spans(findBestWindows(f, { ...rule, daylightOnly: true }, '2026-12-01T00:00'))).toEqual([
      ['07:00', '10:00', 3],
    ]);
    const dawn = forecast('2026-12-01', { 5: good(), 6: good(), 7: good() });
    expect(
      spans(findBestWindows(dawn, { ...rule, daylightOnly: true }, '2026-12-01T00:00')),
    ).toEqual([]);
  });

  it('wind light: glassy or light; offshore: from the land, calm, or sheltered', () => {
    const w = forecast('2026-12-01', {
      7: good({ windClass: 'moderate', windRelation: 'offshore' }),
      8: good({ windClass: 'moderate', windRelation: 'offshore' }),
      10: good({ windClass: 'light', windRelation: 'onshore' }),
      11: good({ windClass: 'glassy', windRelation: 'onshore' }),
      13: good({ windClass: 'moderate', windRelation: 'cross', sheltered: true }),
      14: good({ windClass: 'moderate', windRelation: 'cross' }),
    });
    const at = '2026-12-01T00:00';
    expect(spans(findBestWindows(w, { ...rule, wind: 'light' }, at))).toEqual([
      ['10:00', '12:00', 2],
    ]);
    expect(spans(findBestWindows(w, { ...rule, wind: 'offshore' }, at))).toEqual([
      ['07:00', '09:00', 2],
    ]);
  });

  it('a height and period range instead of stars', () => {
    const w = forecast('2026-12-01', {
      6: { stars: 2, waveHeight: 0.8, period: 7 },
      7: { stars: 2, waveHeight: 0.9, period: 8 },
      8: { stars: 2, waveHeight: 1.1, period: 9 },
      9: { stars: 2, waveHeight: 1.6, period: 9 },
      10: { stars: 2, waveHeight: 1.0, period: null },
    });
    const ranged = { ...rule, minStars: 1, minHeightM: 0.8, maxHeightM: 1.5, minPeriodS: 8 };
    expect(spans(findBestWindows(w, ranged, '2026-12-01T00:00'))).toEqual([['07:00', '09:00', 2]]);
    expect(findBestWindows(w, rule, '2026-12-01T00:00')).toEqual([]);
  });

  it('a gap in the hours ends a run', () => {
    const f2 = forecast('2026-12-01', { 7: good(), 8: good() });
    f2.slots = f2.slots.filter((s) => !s.time.endsWith('08:00'));
    f2.slots.push(slot('2026-12-01T08:00', good()));
    expect(spans(findBestWindows(f2, rule, '2026-12-01T00:00'))).toEqual([['07:00', '09:00', 2]]);
    f2.slots = f2.slots.filter((s) => !s.time.endsWith('08:00'));
    expect(findBestWindows(f2, rule, '2026-12-01T00:00')).toEqual([]);
  });
});
