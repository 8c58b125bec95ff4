import { and, desc, asc, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { surfboards } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import { planText } from '../../test/plan';
import { listingConditions } from '../surfboards/listing-conditions';
import { isPublicListing } from '../surfboards/visibility';

// A list of one kind (GET /api/listings?kind=…) has indexes of its own (migration 0039): partial
// on the public state, by kind and then the list's order, so a million listings of other kinds
// never cost it a row, and no list reads the whole table.

let app: App;

beforeAll(async () => {
  app = await createTestApp();
});

async function planOf(order: 'newest' | 'price'): Promise<string> {
  return app.db.transaction(async (tx) => {
    // A table this small is cheaper read whole; with that ruled out, the list must have an
    // index to use.
    await tx.execute(sql`set local enable_seqscan = off`);
    const where = and(
      isPublicListing,
      ...listingConditions({ kind: 'wetsuit', filters: {}, words: '' }, false),
    );
    const by =
      order === 'newest'
        ? sql`${desc(surfboards.listedAt)}, ${desc(surfboards.id)}`
        : sql`${asc(surfboards.price)}, ${asc(surfboards.id)}`;
    return planText(
      tx,
      sql`select ${surfboards.id} from ${surfboards} where ${where} order by ${by} limit 12`,
    );
  });
}

describe('a list of one kind', () => {
  it('walks its kind index, newest first or by price, never the whole table', async () => {
    const newest = await planOf('newest');
    // Gear's own indexes (0042) are the kind's index for every kind but boards.
    expect(newest).toMatch(/surfboards_public_(kind|gear)_listed_idx/);
    expect(newest).not.toMatch(/Seq Scan on surfboards/);
    const price = await planOf('price');
    expect(price).toMatch(/surfboards_public_(kind|gear)_price_idx/);
    expect(price).not.toMatch(/Seq Scan on surfboards/);
  });
});
