import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { percent } from './schemas';

describe('percent', () => {
  it('rounds and answers 0 when the total is 0', () => {
    expect(percent(1, 3)).toBe(33);
    expect(percent(2, 3)).toBe(67);
    expect(percent(5, 0)).toBe(0);
    expect(percent(0, 0)).toBe(0);
  });

  it('stays a whole number between 0 and 100 for a part within its total', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), (a, b) => {
        const [part, total] = a <= b ? [a, b] : [b, a];
        const p = percent(part, total);
        return Number.isInteger(p) && p >= 0 && p <= 100;
      }),
    );
  });
});
