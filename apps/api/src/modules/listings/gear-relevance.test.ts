import { beforeAll, describe, expect, it } from 'vitest';
import type { TListingPage } from '@galim/shared/listings/form';
import type { App } from '../../app';
import { brands } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import { createBoard, createTestUser } from '../../test/factories';
import { FIXTURE_GEAR, GEAR_QUERIES } from '../../test/gear-relevance-fixture';
import { gearSearchText, gearTitle } from '../surfboards/gear-service';

// The gear relevance suite (issue 53): real-life queries for gear, through GET /api/listings as
// the app asks it, against a fixed set of every kind. It prints recall@12, MRR and precision@12
// and fails below the floors. Raise the floors when search gets better; never lower them.
const RECALL_AT_12_FLOOR = 0.99;
const MRR_FLOOR = 0.99;
const PRECISION_AT_12_FLOOR = 0.95;

let app: App;
const keyOf = new Map<string, string>();

beforeAll(async () => {
  app = await createTestApp();
  const seller = await createTestUser(app);
  const rows = await app.db
    .insert(brands)
    .values([...new Set(FIXTURE_GEAR.map((g) => g.brand))].map((title) => ({ title })))
    .returning({ id: brands.id, title: brands.title });
  const brandIds = new Map(rows.map((r) => [r.title, r.id]));
  for (const [i, g] of FIXTURE_GEAR.entries()) {
    const title = gearTitle(g.kind, g.attributes, g.brand, 'he');
    const row = await createBoard(app, {
      sellerId: seller.id,
      kind: g.kind,
      attributes: g.attributes,
      title,
      description: g.description ?? '',
      price: 300,
      brandId: brandIds.get(g.brand)!,
      moderationStatus: 'approved',
      createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
      searchText: gearSearchText({
        kind: g.kind,
        attributes: g.attributes,
        title,
        brandTitle: g.brand,
        categoryTitle: null,
        description: g.description ?? '',
      }),
    });
    keyOf.set(row.id, g.key);
  }
});

async function top12(query: string): Promise<string[]> {
  const res = await app.inject(`/api/listings?search=${encodeURIComponent(query)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: TListingPage }).data.listings.map((l) => keyOf.get(l._id)!);
}

describe('gear search relevance', () => {
  it(`finds what people mean in ${GEAR_QUERIES.length} gear queries`, async () => {
    expect(GEAR_QUERIES.length).toBeGreaterThanOrEqual(30);
    let recall = 0;
    let reciprocal = 0;
    let precision = 0;
    const misses: string[] = [];
    for (const [query, wanted] of GEAR_QUERIES) {
      const found = await top12(query);
      const hits = wanted.filter((k) => found.includes(k));
      recall += hits.length / wanted.length;
      const first = found.findIndex((k) => wanted.includes(k));
      reciprocal += first < 0 ? 0 : 1 / (first + 1);
      precision += found.length ? found.filter((k) => wanted.includes(k)).length / found.length : 0;
      if (hits.length < wanted.length || found.length > wanted.length) {
        misses.push(`${query}: wanted ${wanted.join(',')} got ${found.join(',')}`);
      }
    }
    const n = GEAR_QUERIES.length;
    const [r, m, p] = [recall / n, reciprocal / n, precision / n];
    console.log(
      `gear search relevance: ${n} queries, recall@12 ${r.toFixed(3)}, MRR ${m.toFixed(3)}, precision@12 ${p.toFixed(3)} (floors ${RECALL_AT_12_FLOOR}, ${MRR_FLOOR}, ${PRECISION_AT_12_FLOOR})${misses.length ? `\n  ${misses.join('\n  ')}` : ''}`,
    );
    expect(r).toBeGreaterThanOrEqual(RECALL_AT_12_FLOOR);
    expect(m).toBeGreaterThanOrEqual(MRR_FLOOR);
    expect(p).toBeGreaterThanOrEqual(PRECISION_AT_12_FLOOR);
  });
});
