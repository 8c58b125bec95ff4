import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { surfboards } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import { createBoards, createTestUser, seedReferences } from '../../test/factories';
import { sleep } from '../../test/harness';
import { ESTIMATE_TTL_MS } from './count-cache';

// The total above a list: exact up to 1,000 matches; above that first the planner's estimate,
// and an exact count (which reads every match) only for filters still asked for later.

let app: App;
const EXCELLENT = 1_250;
const POOR = 30;

beforeAll(async () => {
  app = await createTestApp();
  const refs = await seedReferences(app);
  const seller = await createTestUser(app);
  const board = (condition: 'excellent' | 'poor') => ({
    sellerId: seller.id,
    brandId: refs.brand,
    categoryId: refs.category,
    condition,
    moderationStatus: 'approved' as const,
  });
  for (let i = 0; i < EXCELLENT; i += 250) {
    await createBoards(
      app,
      Array.from({ length: 250 }, () => board('excellent')),
    );
  }
  await createBoards(
    app,
    Array.from({ length: POOR }, () => board('poor')),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

async function list(query: string): Promise<{ total: number; boards: unknown[] }> {
  const res = await app.inject(`/api/surfboards?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/**
 * Asks until the total is `expected` (an exact count runs after the answer that started it),
 * for up to a minute on a busy machine. Timed by `performance.now`, not harness's `waitFor`:
 * Date stands still here while the test holds the clock.
 */
async function totalBecomes(query: string, expected: number): Promise<number> {
  let total = NaN;
  for (const started = performance.now(); performance.now() - started < 60_000;) {
    total = (await list(query)).total;
    if (total === expected) break;
    await sleep(50);
  }
  return total;
}

/** Sets the clock (only Date: timers and the database run in real time). */
function clockAt(time: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(time);
}

async function sell(condition: 'excellent' | 'poor', count: number) {
  const rows = await app.db
    .select({ id: surfboards.id })
    .from(surfboards)
    .where(and(eq(surfboards.condition, condition), eq(surfboards.isSold, false)))
    .limit(count);
  await app.db
    .update(surfboards)
    .set({ isSold: true })
    .where(
      inArray(
        surfboards.id,
        rows.map((r) => r.id),
      ),
    );
}

describe('list totals', () => {
  it('up to 1,000 matches, the total is exact on every answer, right after a change too', async () => {
    expect((await list('condition=poor')).total).toBe(POOR);
    await sell('poor', 2);
    expect((await list('condition=poor')).total).toBe(POOR - 2);
  });

  it('above 1,000, the total answers at once, holds while a visitor pages, and is counted exactly only for filters still asked for later', async () => {
    const start = Date.now();
    const first = await list('condition=excellent');
    expect(first.boards).toHaveLength(12);
    expect(first.total).toBeGreaterThan(1_000);

    // Paging on within the estimate's time: the same figure, so the pager does not jump.
    for (const page of [2, 3, 2]) {
      expect((await list(`condition=excellent&page=${page}`)).total).toBe(first.total);
    }

    // Still asked for after the estimate's time: counted exactly, in the background.
    clockAt(start + ESTIMATE_TTL_MS + 1_000);
    expect(await totalBecomes('condition=excellent', EXCELLENT)).toBe(EXCELLENT);

    // An exact figure above 1,000 is kept for minutes, then counted again.
    await sell('excellent', 10);
    clockAt(start + ESTIMATE_TTL_MS * 2 + 2_000);
    expect((await list('condition=excellent')).total).toBe(EXCELLENT);
    clockAt(start + ESTIMATE_TTL_MS + 6 * 60_000);
    expect(await totalBecomes('condition=excellent', EXCELLENT - 10)).toBe(EXCELLENT - 10);
  });
});
