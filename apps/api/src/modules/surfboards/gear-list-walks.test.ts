import { sql } from 'drizzle-orm';
import { LISTING_KINDS } from '@galim/shared/listings/kinds';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { createTestApp } from '../../test/helpers';
import { planText } from '../../test/plan';
import { gearListParts } from './gear-repo';
import type { GearListQuery } from './listing-conditions';

// An unseen filter set of one kind of gear (issue 53's long tail: a new price range and an
// option, yes/no or length filter) walks indexes holding every column its filters read
// (migration 0042, decision 065): its capped count and its page read no row of the table and
// stop at the cap or the page's end, instead of reading every match from the table and sorting.

let app: App;

beforeAll(async () => {
  app = await createTestApp();
});

/** The plan of a gear list's capped count or page, as gear-repo.ts runs them. */
async function gearPlanOf(part: 'count' | 'ids', q: Partial<GearListQuery>): Promise<string> {
  return app.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const parts = gearListParts(tx as unknown as Db, {
      kind: 'wetsuit',
      filters: {},
      words: '',
      page: 1,
      limit: 12,
      ...q,
    });
    return planText(tx, part === 'count' ? parts.count : parts.ids);
  });
}

describe('an unseen filter set of one kind of gear (decision 065)', () => {
  // A new price range and one option, yes/no or length filter: the long tail of issue 53.
  const asked = {
    minPrice: 300,
    maxPrice: 700,
    filters: { thickness: ['4/3'] as string[] },
  };

  it('counts in its price range of the kind, reading the index alone up to the cap', async () => {
    const count = await gearPlanOf('count', asked);
    expect(count).toContain('surfboards_public_gear_price_idx');
    expect(count).not.toMatch(/Seq Scan on surfboards|Bitmap Heap Scan on surfboards|Sort/);
    // A leash's length: no index of lengths lures the count to read the table (0041's is gone).
    const length = await gearPlanOf('count', {
      kind: 'leash',
      minPrice: 50,
      maxPrice: 150,
      filters: { length: { min: 7, max: 9 } },
    });
    expect(length).toContain('surfboards_public_gear_price_idx');
    expect(length).not.toMatch(/Seq Scan on surfboards|Bitmap Heap Scan on surfboards|Sort/);
    const noRange = await gearPlanOf('count', { filters: { hood: true } });
    expect(noRange).toContain('surfboards_public_gear_listed_idx');
    expect(noRange).not.toMatch(/Seq Scan on surfboards|Bitmap Heap Scan on surfboards|Sort/);
  });

  it('walks the kind newest first or by price to its page, filters read in the index', async () => {
    const newest = await gearPlanOf('ids', asked);
    expect(newest).toContain('surfboards_public_gear_listed_idx');
    expect(newest).not.toMatch(/Seq Scan on surfboards|Bitmap Heap Scan on surfboards/);
    const cheapest = await gearPlanOf('ids', { ...asked, sort: 'price-asc' });
    expect(cheapest).toContain('surfboards_public_gear_price_idx');
    expect(cheapest).not.toMatch(/Seq Scan on surfboards|Bitmap Heap Scan on surfboards/);
  });
});

describe('a list of every kind (no kind asked, none named by the words)', () => {
  // Asked of the whole table, its count and page read all of it: parallel sequential scans of
  // surfboards, 0.3–0.9 s at a million listings. Each kind is walked as a list of that kind is.
  const walksOf = (plan: string, index: string) =>
    plan.split('\n').filter((line) => line.includes(`using ${index} on surfboards`)).length;
  const otherKinds = LISTING_KINDS.length - 1;

  it('counts and pages newest first walking each kind newest first', async () => {
    for (const part of ['count', 'ids'] as const) {
      const plan = await gearPlanOf(part, { kind: null, page: 3 });
      expect(walksOf(plan, 'surfboards_public_gear_listed_idx'), plan).toBe(otherKinds);
      expect(walksOf(plan, 'surfboards_public_listed_idx'), plan).toBe(1);
    }
  });

  it("counts in each kind's price range and pages by price walking each kind by price", async () => {
    for (const part of ['count', 'ids'] as const) {
      const plan = await gearPlanOf(part, { kind: null, minPrice: 100, sort: 'price-asc' });
      expect(walksOf(plan, 'surfboards_public_gear_price_idx'), plan).toBe(otherKinds);
      expect(walksOf(plan, 'surfboards_public_price_idx'), plan).toBe(1);
    }
  });
});
