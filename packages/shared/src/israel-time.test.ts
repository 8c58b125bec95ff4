import { describe, expect, it } from 'vitest';
import { israelInstant } from './israel-time';

// A meeting's day and hour as the form takes them, in Israel whatever the phone's zone.
describe('Israel wall time', () => {
  it('takes the offset Israel has that day, winter or summer', () => {
    expect(israelInstant('2030-12-03', '18:00')).toBe('2030-12-03T18:00:00+02:00');
    expect(israelInstant('2026-07-01', '09:30')).toBe('2026-07-01T09:30:00+03:00');
    expect(israelInstant('', '18:00')).toBeNull();
    expect(israelInstant('2030-12-03', '')).toBeNull();
  });

  it('has no time in the hour the clocks skip in spring', () => {
    expect(israelInstant('2026-03-27', '02:30')).toBeNull();
    expect(israelInstant('2026-03-27', '03:30')).toBe('2026-03-27T03:30:00+03:00');
  });
});
