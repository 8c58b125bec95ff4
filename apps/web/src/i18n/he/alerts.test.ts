import { describe, expect, it } from 'vitest';
import { timeAgo } from './alerts';

describe('timeAgo', () => {
  const now = Date.parse('2026-06-01T12:00:00Z');
  const ago = (ms: number) => timeAgo(new Date(now - ms).toISOString(), now);
  it('words the time of a notification in Hebrew', () => {
    expect(ago(20_000)).toBe('עכשיו');
    expect(ago(60_000)).toBe('לפני דקה');
    expect(ago(5 * 60_000)).toBe('לפני 5 דקות');
    expect(ago(3600_000)).toBe('לפני שעה');
    expect(ago(2 * 3600_000)).toBe('לפני שעתיים');
    expect(ago(5 * 3600_000)).toBe('לפני 5 שעות');
    expect(ago(24 * 3600_000)).toBe('אתמול');
    expect(ago(3 * 24 * 3600_000)).toBe('לפני 3 ימים');
  });
});
