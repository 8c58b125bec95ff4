import { describe, expect, it } from 'vitest';
import type { TForecast, TForecastDay, TForecastSlot } from './schemas';
import { dayWord, forecastShareLine, nextBestHour } from './share-line';
import { shareLineWords as english } from '../i18n/en/share-line';
import { shareLineWords as hebrew } from '../i18n/he/share-line';

const slot = (
  time: string,
  score: number,
  stars: number,
  waveHeight = 1.2,
  period: number | null = 10,
) => ({ time, score, stars, waveHeight, period }) as TForecastSlot;
const day = (date: string) =>
  ({ date, sunrise: `${date}T06:10`, sunset: `${date}T17:40` }) as TForecastDay;

function forecast(
  localNow: string,
  slots: TForecastSlot[],
): Pick<TForecast, 'localNow' | 'slots' | 'days'> {
  return { localNow, slots, days: ['2026-11-27', '2026-11-28', '2026-11-29'].map(day) };
}

describe('forecastShareLine', () => {
  it('names tomorrow’s best hour as the spec writes it', () => {
    const f = forecast('2026-11-27T15:20', [
      slot('2026-11-27T14:00', 90, 5),
      slot('2026-11-27T16:00', 30, 2),
      slot('2026-11-28T07:00', 70, 4, 1.24, 9.6),
      slot('2026-11-28T12:00', 70, 4),
    ]);
    expect(forecastShareLine('בת ים', f, hebrew)).toBe('בת ים: מחר 07:00 ★★★★, 1.2 מ׳ 10 שנ׳');
  });

  it('says "היום" for an hour still ahead today, and counts the current hour', () => {
    const f = forecast('2026-11-27T09:45', [
      slot('2026-11-27T08:00', 100, 5),
      slot('2026-11-27T09:00', 60, 3, 0.8, 7),
      slot('2026-11-28T09:00', 50, 3),
    ]);
    expect(forecastShareLine('הרצליה', f, hebrew)).toBe('הרצליה: היום 09:00 ★★★, 0.8 מ׳ 7 שנ׳');
  });

  it('leaves out the night and the days after tomorrow', () => {
    const f = forecast('2026-11-27T05:00', [
      slot('2026-11-27T05:00', 99, 5),
      slot('2026-11-27T19:00', 99, 5),
      slot('2026-11-27T10:00', 40, 2),
      slot('2026-11-29T10:00', 99, 5),
    ]);
    expect(nextBestHour(f)?.time).toBe('2026-11-27T10:00');
  });

  it('leaves out a period the model does not give, and is null with no hour left', () => {
    const f = forecast('2026-11-27T10:00', [slot('2026-11-27T11:00', 20, 1, 0.3, null)]);
    expect(forecastShareLine('זיקים', f, hebrew)).toBe('זיקים: היום 11:00 ★, 0.3 מ׳');
    expect(forecastShareLine('זיקים', forecast('2026-11-27T10:00', []), hebrew)).toBeNull();
  });
});

describe('dayWord', () => {
  it('is today, tomorrow, then the weekday, across a month’s end', () => {
    expect(dayWord('2026-11-30', '2026-11-30', hebrew)).toBe('היום');
    expect(dayWord('2026-12-01', '2026-11-30', hebrew)).toBe('מחר');
    // 2 December 2026 is a Wednesday.
    expect(dayWord('2026-12-02', '2026-11-30', hebrew)).toBe('יום רביעי');
  });
});

describe('the share line in English', () => {
  it('says the same in English words', () => {
    const f = forecast('2026-11-27T15:20', [slot('2026-11-28T07:00', 70, 4, 1.24, 9.6)]);
    expect(forecastShareLine('Bat Yam', f, english)).toBe(
      'Bat Yam: tomorrow 07:00 ★★★★, 1.2 m 10 s',
    );
    expect(dayWord('2026-11-27', '2026-11-27', english)).toBe('today');
    expect(dayWord('2026-12-02', '2026-11-30', english)).toBe('Wednesday');
  });
});
