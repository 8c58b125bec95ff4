import { describe, expect, it } from 'vitest';
import type { TForecast } from '@galim/shared/forecast/schemas';
import { day, slot } from './forecast-fixture';
import { chartDays } from './chart-days';

const forecast = {
  days: [day('2026-07-01'), day('2026-07-02')],
  slots: [
    slot('2026-07-01T08:00', 1),
    slot('2026-07-01T12:00', 1.5),
    slot('2026-07-01T18:00', 2),
    // The second day has no 18:00 slot.
    slot('2026-07-02T08:00', 1),
    slot('2026-07-02T12:00', 1),
  ],
} as unknown as TForecast;

describe('chartDays', () => {
  it('uses the 08:00, 12:00 and 18:00 slots and leaves out a day missing one of them', () => {
    const days = chartDays(forecast, 'm');
    expect(days).toHaveLength(1);
    expect(days[0]).toMatchObject({
      date: '2026-07-01',
      tick: '01/07',
      '08': 1,
      '12': 1.5,
      '18': 2,
    });
  });
  it('converts to feet: 1.5 m * 3.28084 = 4.92 -> 4.9 ft', () => {
    expect(chartDays(forecast, 'ft')[0]).toMatchObject({ '08': 3.3, '12': 4.9, '18': 6.6 });
  });
});
