import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PRICE_TYPES, SERVICE_TYPES } from './options';
import { hasPrice, priceUnit, truncateText, visibleTags } from './price';

describe('priceUnit', () => {
  it('maps the form price types onto the detail units', () => {
    expect(priceUnit('hourly', 'surf-instructor')).toBe('hour');
    expect(priceUnit('daily', 'surf-photographer')).toBe('day');
    expect(priceUnit('session', 'surf-instructor')).toBe('session');
    expect(priceUnit('package', 'surf-photographer')).toBe('package');
  });

  it('shows a fixed price per repair, per photo or per session by service type', () => {
    expect(priceUnit('fixed', 'surfboard-repair')).toBe('repair');
    expect(priceUnit('fixed', 'surf-photographer')).toBe('photo');
    expect(priceUnit('fixed', 'surf-instructor')).toBe('session');
  });

  it('has a unit for every price type and type, and none for unknown types', () => {
    for (const p of PRICE_TYPES)
      for (const t of SERVICE_TYPES) expect(priceUnit(p, t)).not.toBeNull();
    expect(priceUnit('weekly', 'surf-instructor')).toBeNull();
  });
});

describe('hasPrice', () => {
  it('is false for missing, zero, negative and non-numbers', () => {
    for (const v of [null, undefined, 0, -5, Number.NaN, '200']) expect(hasPrice(v)).toBe(false);
    expect(hasPrice(250)).toBe(true);
  });
});

describe('truncateText', () => {
  it('keeps short text and cuts long text at 120 characters with an ellipsis', () => {
    expect(truncateText('שיעור גלישה', 120)).toBe('שיעור גלישה');
    const long = 'א'.repeat(130);
    expect(truncateText(long, 120)).toBe(`${'א'.repeat(120)}…`);
  });

  it('never returns more than max characters plus the ellipsis', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.integer({ min: 1, max: 200 }), (s, max) => {
        const out = Array.from(truncateText(s, max));
        expect(out.length).toBeLessThanOrEqual(max + 1);
        if (Array.from(s.trim()).length <= max) expect(out.join('')).toBe(s.trim());
        else expect(out[out.length - 1]).toBe('…');
      }),
    );
  });
});

describe('visibleTags', () => {
  it('shows three tags and counts the rest', () => {
    expect(visibleTags(['a', 'b', 'c', 'd', 'e'], 3)).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(visibleTags(['a'], 3)).toEqual({ shown: ['a'], more: 0 });
  });
});
