import { describe, expect, it } from 'vitest';
import { tideExtremes } from './tide';

const hours = (n: number, day = '2026-07-01') =>
  Array.from({ length: n }, (_, h) => {
    const d = new Date(Date.parse(`${day}T00:00:00Z`) + h * 3600000);
    return d.toISOString().slice(0, 16);
  });

describe('tideExtremes', () => {
  it('finds a semi-diurnal tide’s highs and lows, refined between the hours', () => {
    // 0.15 m amplitude, period 12.42 h, high water at 03:06 (3.105 h).
    const times = hours(48);
    const levels = times.map(
      (_, t) => Math.round(0.15 * Math.cos((2 * Math.PI * (t - 3.105)) / 12.42) * 1000) / 1000,
    );
    const found = tideExtremes(times, levels);
    expect(found.map((e) => e.kind)).toEqual(['high', 'low', 'high', 'low', 'high', 'low', 'high']);
    expect(found[0]!.time).toBe('2026-07-01T03:06');
    expect(found[0]!.height).toBeCloseTo(0.15, 2);
    // Low water half a period later, 09:19.
    expect(found[1]!.time).toBe('2026-07-01T09:19');
    expect(found[1]!.height).toBeCloseTo(-0.15, 2);
    for (const e of found) {
      const expected = e.kind === 'high' ? 0.15 : -0.15;
      expect(Math.abs(e.height - expected)).toBeLessThan(0.01);
    }
  });

  it('counts a flat top once and skips gaps and the ends of the series', () => {
    const times = hours(8);
    expect(tideExtremes(times, [0.1, 0.2, 0.3, 0.3, 0.2, 0.1, 0, 0.1])).toEqual([
      { time: '2026-07-01T02:30', height: 0.31, kind: 'high' },
      { time: '2026-07-01T06:00', height: 0, kind: 'low' },
    ]);
    expect(tideExtremes(times, [0.1, 0.3, null, 0.3, 0.1, 0.2, 0.3, 0.4])).toEqual([
      { time: '2026-07-01T04:10', height: 0.1, kind: 'low' },
    ]);
    expect(tideExtremes(hours(3), [0.3, 0.2, 0.1])).toEqual([]);
  });
});
