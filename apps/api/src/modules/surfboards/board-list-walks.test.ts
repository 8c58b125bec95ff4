import { and, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TSurfboardSearchQuery } from '@galim/shared/surfboards/schemas';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { createTestApp } from '../../test/helpers';
import { planText } from '../../test/plan';
import { rangeColumn, type TSortField } from './list-order';
import { boardListParts } from './list-statement';
import { filterConditions } from './repo';
import { isPublicBoard } from './visibility';

// A board list with a price range and one plain filter (a condition, a level, a fin system, a
// length, a maker): its capped count walks the price index and its page the newest-first or price
// index, and each index holds every column the filters read (migration 0043, decision 066), so
// neither reads a row of the table. Before, each entry walked was a read of the table for its
// condition: such a list ran at a tenth of the same list without the filter.

let app: App;

beforeAll(async () => {
  app = await createTestApp();
});

type Filters = Partial<Omit<TSurfboardSearchQuery, 'sortBy'>> & { sortBy?: TSortField };

/** The plan of a board list's capped count or page, as browse-repo.ts and list-statement.ts run them. */
async function boardPlanOf(part: 'count' | 'ids', q: Filters): Promise<string> {
  return app.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const where = and(isPublicBoard, ...filterConditions(q));
    const parts = boardListParts(tx as unknown as Db, where, {
      order: { sortBy: q.sortBy ?? 'createdAt', sortOrder: q.sortOrder ?? 'desc' },
      take: 21,
      skip: 0,
      countBy: rangeColumn(q as TSurfboardSearchQuery),
    });
    return planText(tx, part === 'count' ? parts.count : parts.ids);
  });
}

/** The walks of `surfboards` in a plan, each "Index Only Scan" or not, with its index. */
function walksOf(plan: string): string[] {
  return [
    ...plan.matchAll(
      /(Index Only Scan|Index Scan|Seq Scan)(?: Backward)? (?:using (\w+) )?on surfboards/g,
    ),
  ].map((m) => `${m[1]} ${m[2] ?? ''}`.trim());
}

describe('an unseen board list with a price range and a filter (decision 066)', () => {
  const asked: Filters[] = [
    { minPrice: 800, maxPrice: 1600, condition: 'good' },
    { minPrice: 800, maxPrice: 1600, skillLevel: 'beginner' },
    { minPrice: 800, maxPrice: 1600, finSystem: 'FCS II' },
    { minPrice: 800, maxPrice: 1600, minLength: 6, maxLength: 7 },
  ];

  it('counts in the price range, reading the index alone', async () => {
    for (const q of asked) {
      const walks = walksOf(await boardPlanOf('count', q));
      expect(walks, JSON.stringify(q)).toEqual(['Index Only Scan surfboards_public_price_idx']);
    }
  });

  it('walks newest first or by price to its page, the filters read in the index', async () => {
    for (const q of asked) {
      const newest = walksOf(await boardPlanOf('ids', q));
      expect(newest, JSON.stringify(q)).toEqual(['Index Only Scan surfboards_public_listed_idx']);
      const cheapest = walksOf(
        await boardPlanOf('ids', { ...q, sortBy: 'price', sortOrder: 'asc' }),
      );
      expect(cheapest, JSON.stringify(q)).toEqual(['Index Only Scan surfboards_public_price_idx']);
    }
  });
});
