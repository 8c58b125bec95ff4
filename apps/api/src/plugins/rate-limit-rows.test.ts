import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../lib/limits';
import { WRITES } from '../lib/write-scopes';
import { createTestApp } from '../test/helpers';

describe('a route that names several rows of lib/limits.ts', () => {
  it('counts against each: the tighter extra row refuses first', async () => {
    const app = await createTestApp({}, async (a) => {
      a.post(
        '/test/limited',
        {
          config: {
            writes: WRITES.nothing,
            rateLimit: { max: 1_000, timeWindow: 60_000 },
            moreRateLimits: ['accountDelete'],
          },
        },
        async () => ({ ok: true }),
      );
    });
    const { max } = RATE_LIMITS.accountDelete;
    const codes: number[] = [];
    for (let i = 0; i <= max; i++) {
      codes.push((await app.inject({ method: 'POST', url: '/test/limited' })).statusCode);
    }
    expect(codes).toEqual([...Array(max).fill(200), 429]);
    await app.close();
  });
});
