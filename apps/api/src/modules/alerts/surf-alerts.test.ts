import { describe, expect, it } from 'vitest';
import type { TForecastSlot } from '@galim/shared/forecast/schemas';
import { findSurf, surfAlertText } from './surf-alerts';

// The day's best slot inside the window, and the message of the example.

function slot(time: string, score: number, stars: number, waveHeight = 1.2): TForecastSlot {
  return {
    time,
    waveHeight,
    period: 10,
    waveDirection: 280,
    swellHeight: 1,
    seaTemp: 24,
    airTemp: 25,
    windSpeed: 8,
    windDirection: 90,
    windGusts: null,
    swell: null,
    secondarySwell: null,
    windWaves: null,
    seaLevel: null,
    windClass: 'light',
    windRelation: 'offshore',
    sheltered: false,
    tide: 'rising',
    score,
    stars,
  };
}

const day = (date: string, scores: Record<number, [number, number]>) =>
  Array.from({ length: 24 }, (_, h) => {
    const [score, stars] = scores[h] ?? [20, 1];
    return slot(`${date}T${String(h).padStart(2, '0')}:00`, score, stars);
  });

describe('surf alerts', () => {
  const forecast = {
    localNow: '2026-06-01T14:00',
    slots: [
      ...day('2026-06-01', { 8: [90, 5] }),
      ...day('2026-06-02', { 7: [75, 4], 8: [80, 4], 9: [78, 4], 10: [40, 2] }),
    ],
  };

  it('says "הילטון מחר 07:00–10:00: ★★★★ 1.2 מ׳ 10 שנ׳" for tomorrow\'s best hours', () => {
    const [m] = findSurf(forecast, { minStars: 4, daysAhead: [1], window: null });
    expect(surfAlertText('הילטון', m!)).toBe('הילטון מחר 07:00–10:00: ★★★★ 1.2 מ׳ 10 שנ׳');
  });

  it('ignores hours already past, other windows, and days below the stars', () => {
    // Today's 5 stars were at 08:00, before now (14:00).
    expect(findSurf(forecast, { minStars: 4, daysAhead: [0], window: null })).toEqual([]);
    expect(findSurf(forecast, { minStars: 4, daysAhead: [1], window: 'evening' })).toEqual([]);
    expect(findSurf(forecast, { minStars: 5, daysAhead: [1], window: null })).toEqual([]);
    const dawn = findSurf(forecast, { minStars: 3, daysAhead: [1], window: 'dawn' });
    expect(dawn.map((m) => [m.from, m.to])).toEqual([[7, 9]]);
  });
});
