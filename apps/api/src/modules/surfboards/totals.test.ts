import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { surfboards } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import { createBoards, createTestUser, seedReferences } from '../../test/factories';

// The total above a list: exact up to 1,000 matches; above that "more than 1,000", and the list
// still pages on to its last board (no query reads every match).

let app: App;
const EXCELLENT = 1_250;
const POOR = 30;

beforeAll(async () => {
  app = await createTestApp();
  const refs = await seedReferences(app);
  const seller = await createTestUser(app);
  const board = (condition: 'excellent' | 'poor', length: number | null = null) => ({
    sellerId: seller.id,
    length,
    brandId: refs.brand,
    categoryId: refs.category,
    condition,
    moderationStatus: 'approved' as const,
  });
  for (let i = 0; i < EXCELLENT; i += 250) {
    await createBoards(
      app,
      Array.from({ length: 250 }, (_, k) => board('excellent', k % 2 ? 5 + (k % 40) / 10 : null)),
    );
  }
  await createBoards(
    app,
    Array.from({ length: POOR }, () => board('poor')),
  );
});

async function list(
  query: string,
): Promise<{ total: number; totalCapped: boolean; hasMore: boolean; boards: unknown[] }> {
  const res = await app.inject(`/api/surfboards?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data;
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
    expect(await list('condition=poor')).toMatchObject({ total: POOR, totalCapped: false });
    await sell('poor', 2);
    expect((await list('condition=poor')).total).toBe(POOR - 2);
  });

  it('above 1,000, the answer says "more than 1,000" and the pages still go on to the last board', async () => {
    const first = await list('condition=excellent');
    expect(first.boards).toHaveLength(12);
    expect(first).toMatchObject({ total: 1_000, totalCapped: true, hasMore: true });

    // Page 100 is past the 1,000 counted, and still full: the list goes on beyond the count.
    const deep = await list('condition=excellent&page=100');
    expect(deep.boards).toHaveLength(12);
    expect(deep).toMatchObject({ totalCapped: true, hasMore: true });

    // The last page: the rest of the 1,250 boards, and no next page.
    const last = await list(`condition=excellent&page=${Math.ceil(EXCELLENT / 12)}`);
    expect(last.boards).toHaveLength(EXCELLENT % 12);
    expect(last).toMatchObject({ totalCapped: true, hasMore: false });
    const beyond = await list(`condition=excellent&page=${Math.ceil(EXCELLENT / 12) + 1}`);
    expect(beyond).toMatchObject({ boards: [], hasMore: false });

    // Sorted by price in a price range, counted along the price index: the same answer.
    const ranged = await list('condition=excellent&minPrice=0&sortBy=price&sortOrder=asc');
    expect(ranged).toMatchObject({ total: 1_000, totalCapped: true, hasMore: true });
  });

  it('boards without a length follow the longest, past the 1,000 counted too', async () => {
    const seen = new Set<string>();
    for (let page = 1; ; page++) {
      const res = await app.inject(
        `/api/surfboards?condition=excellent&sortBy=length&limit=48&page=${page}`,
      );
      const data = res.json().data as { boards: { _id: string }[]; hasMore: boolean };
      for (const b of data.boards) seen.add(b._id);
      if (!data.hasMore) break;
    }
    expect(seen.size).toBe(EXCELLENT);
  });
});
