import { describe, expect, it } from 'vitest';
import { dayLabel, shortDayLabel } from './format';

// Day labels are written from tables: they must read exactly as Intl writes them for he-IL.

const intl = (weekday: 'long' | 'short', date: string) =>
  new Intl.DateTimeFormat('he-IL', { weekday, timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

describe('forecast day labels', () => {
  // Two weeks across a month and a year end, so every weekday comes twice.
  const dates = Array.from({ length: 14 }, (_, i) =>
    new Date(Date.UTC(2026, 11, 25 + i)).toISOString().slice(0, 10),
  );

  it.each(dates)('%s reads as Intl writes it', (date) => {
    const dm = `${date.slice(8, 10)}/${date.slice(5, 7)}`;
    expect(dayLabel(date)).toBe(`${intl('long', date)} ${dm}`);
    expect(shortDayLabel(date)).toBe(`${intl('short', date)} ${dm}`);
  });

  it('names today as today', () => {
    expect(dayLabel('2026-11-23', { today: '2026-11-23' })).toBe('היום');
    expect(shortDayLabel('2026-11-28')).toBe('שבת 28/11');
  });
});
