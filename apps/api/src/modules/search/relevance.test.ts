import { beforeAll, describe, expect, it } from 'vitest';
import type { TSurfboardPage } from '@galim/shared/surfboards/schemas';
import type { App } from '../../app';
import { brands, categories, models, technologies } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import { createBoard, createTestUser } from '../../test/factories';
import { boardSearchText } from '../surfboards/search-text';
import { FIXTURE_BOARDS, FIXTURE_QUERIES } from '../../test/relevance-fixture';

// The relevance suite: real-life queries (Hebrew, Latin, mixed, prefixes, typos, slang) against a
// fixed set of boards, through the public search route. It prints recall@12 and MRR and fails
// when either falls below its floor. Raise the floors when search gets better; never lower them.
const RECALL_AT_12_FLOOR = 0.99;
const MRR_FLOOR = 0.99;
/** Share of the shown boards (top 12) that are relevant: noise from loose matching. */
const PRECISION_AT_12_FLOOR = 0.95;

let app: App;
const idOf = new Map<string, string>();
const keyOf = new Map<string, string>();

beforeAll(async () => {
  app = await createTestApp();
  const seller = await createTestUser(app);
  const refIds = async (
    table: typeof brands | typeof categories | typeof technologies,
    titles: string[],
  ) => {
    const rows = await app.db
      .insert(table)
      .values([...new Set(titles)].map((title) => ({ title })))
      .returning({ id: table.id, title: table.title });
    return new Map(rows.map((r) => [r.title, r.id]));
  };
  const brandIds = await refIds(
    brands,
    FIXTURE_BOARDS.map((b) => b.brand),
  );
  const categoryIds = await refIds(
    categories,
    FIXTURE_BOARDS.map((b) => b.category),
  );
  const techIds = await refIds(
    technologies,
    FIXTURE_BOARDS.map((b) => b.technology ?? 'PU'),
  );
  const modelIds = new Map<string, string>();
  for (const b of FIXTURE_BOARDS) {
    if (!b.model || modelIds.has(`${b.brand}/${b.model}`)) continue;
    const [m] = await app.db
      .insert(models)
      .values({ title: b.model, brandId: brandIds.get(b.brand)! })
      .returning({ id: models.id });
    modelIds.set(`${b.brand}/${b.model}`, m!.id);
  }
  for (const [i, b] of FIXTURE_BOARDS.entries()) {
    const row = await createBoard(app, {
      sellerId: seller.id,
      title: b.title,
      description: b.description ?? '',
      price: 1500,
      brandId: brandIds.get(b.brand)!,
      modelId: b.model ? modelIds.get(`${b.brand}/${b.model}`)! : null,
      categoryId: categoryIds.get(b.category)!,
      technologyId: techIds.get(b.technology ?? 'PU')!,
      skillLevel: b.skillLevel ?? null,
      moderationStatus: 'approved',
      createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
      searchText: boardSearchText({
        title: b.title,
        brandTitle: b.brand,
        modelTitle: b.model,
        categoryTitle: b.category,
        technologyTitle: b.technology ?? 'PU',
        skillLevel: b.skillLevel,
        description: b.description,
      }),
    });
    idOf.set(b.key, row.id);
    keyOf.set(row.id, b.key);
  }
});

async function top12(query: string): Promise<string[]> {
  const res = await app.inject(`/api/surfboards?search=${encodeURIComponent(query)}`);
  expect(res.statusCode, res.body).toBe(200);
  const page = (res.json() as { data: TSurfboardPage }).data;
  return page.boards.map((b) => keyOf.get(b._id)!);
}

describe('search relevance suite', () => {
  it(`finds what people mean in ${FIXTURE_QUERIES.length} real-life queries`, async () => {
    expect(FIXTURE_QUERIES.length).toBeGreaterThanOrEqual(80);
    let recallSum = 0;
    let rrSum = 0;
    let precisionSum = 0;
    const misses: string[] = [];
    for (const [query, relevant] of FIXTURE_QUERIES) {
      const found = await top12(query);
      const hits = relevant.filter((k) => found.includes(k)).length;
      const recall = hits / Math.min(relevant.length, 12);
      const firstRank = found.findIndex((k) => relevant.includes(k));
      recallSum += recall;
      precisionSum += found.length ? hits / found.length : 0;
      rrSum += firstRank === -1 ? 0 : 1 / (firstRank + 1);
      if (recall < 1 || firstRank !== 0 || hits < found.length) {
        misses.push(
          `${query}: recall ${recall.toFixed(2)}, first at ${firstRank + 1} [${found.join(' ')}]`,
        );
      }
    }
    const recallAt12 = recallSum / FIXTURE_QUERIES.length;
    const mrr = rrSum / FIXTURE_QUERIES.length;
    const precision = precisionSum / FIXTURE_QUERIES.length;
    console.log(
      `search relevance: ${FIXTURE_QUERIES.length} queries, recall@12 ${recallAt12.toFixed(3)}, MRR ${mrr.toFixed(3)}, precision@12 ${precision.toFixed(3)} (floors ${RECALL_AT_12_FLOOR}, ${MRR_FLOOR}, ${PRECISION_AT_12_FLOOR})`,
    );
    if (misses.length) console.log(`imperfect:\n  ${misses.join('\n  ')}`);
    expect(recallAt12).toBeGreaterThanOrEqual(RECALL_AT_12_FLOOR);
    expect(mrr).toBeGreaterThanOrEqual(MRR_FLOOR);
    expect(precision).toBeGreaterThanOrEqual(PRECISION_AT_12_FLOOR);
  });

  it('keeps the order the user chose instead of the best match first', async () => {
    const res = await app.inject(
      `/api/surfboards?search=${encodeURIComponent('פיש')}&sortBy=createdAt&sortOrder=asc`,
    );
    const keys = (res.json() as { data: TSurfboardPage }).data.boards.map((b) => keyOf.get(b._id)!);
    const order = (k: string) => FIXTURE_BOARDS.findIndex((b) => b.key === k);
    expect(keys.length).toBeGreaterThan(3);
    expect(keys.map(order)).toEqual([...keys.map(order)].sort((a, b) => a - b));
    // Best first would have put an exact "fish" title first, not the oldest fish board.
    expect(await top12('פיש')).not.toEqual(keys);
  });
});
