import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REPLY_RATE_RULE, replyRateBand } from './reply-rate';

describe('replyRateBand', () => {
  it('needs at least four different people', () => {
    expect(replyRateBand({ threads: 3, answered: 3, people: 3 })).toBeNull();
    expect(replyRateBand({ threads: 6, answered: 6, people: 3 })).toBeNull();
    expect(replyRateBand({ threads: 4, answered: 4, people: 4 })).toBe(100);
  });

  it('is the highest band the rate reaches, and nothing below 75%', () => {
    expect(replyRateBand({ threads: 5, answered: 4, people: 5 })).toBe(75); // 80%
    expect(replyRateBand({ threads: 4, answered: 3, people: 4 })).toBe(75); // exactly 75%
    expect(replyRateBand({ threads: 20, answered: 17, people: 20 })).toBe(85); // exactly 85%
    expect(replyRateBand({ threads: 20, answered: 19, people: 20 })).toBe(95); // exactly 95%
    expect(replyRateBand({ threads: 20, answered: 18, people: 20 })).toBe(85); // 90%
    expect(replyRateBand({ threads: 100, answered: 99, people: 50 })).toBe(95);
    expect(replyRateBand({ threads: 5, answered: 3, people: 5 })).toBeNull(); // 60%
    expect(replyRateBand({ threads: 4, answered: 0, people: 4 })).toBeNull();
  });

  it('never claims more than the rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.nat(500), (threads, a) => {
        const answered = a % (threads + 1);
        const band = replyRateBand({ threads, answered, people: REPLY_RATE_RULE.minPeople });
        const rate = (answered / threads) * 100;
        if (band === null) expect(rate).toBeLessThan(75);
        else {
          expect(rate).toBeGreaterThanOrEqual(band);
          const higher = REPLY_RATE_RULE.bands.filter((b) => b > band);
          for (const b of higher) expect(rate).toBeLessThan(b);
        }
      }),
    );
  });
});
