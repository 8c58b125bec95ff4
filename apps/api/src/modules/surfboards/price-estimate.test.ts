import { beforeAll, describe, expect, it } from 'vitest';
import { ZPriceEstimate, type TPriceEstimate } from '@galim/shared/surfboards/price-estimate';
import type { App } from '../../app';
import type { surfboards } from '../../db/schema';
import { brands, categories } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import { createBoard, createTestUser, type TestUser } from '../../test/factories';

let app: App;
let seller: TestUser;
const ref = {} as Record<'fish' | 'long' | 'empty' | 'lost' | 'torq', string>;
type BoardValues = typeof surfboards.$inferInsert;
const DAY = 86_400_000;

async function insertBoards(n: number, values: Partial<BoardValues>): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const row = await createBoard(app, {
      sellerId: seller.id,
      title: 'Comparable board',
      price: 2000,
      brandId: ref.lost,
      categoryId: ref.fish,
      moderationStatus: 'approved',
      volume: 32,
      length: 5.8,
      ...values,
    });
    ids.push(row.id);
  }
  return ids;
}

async function estimate(query: Record<string, string | number>) {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]),
  );
  const res = await app.inject(`/api/surfboards/price-estimate?${qs}`);
  return { status: res.statusCode, body: res.json() };
}

async function figures(query: Record<string, string | number>): Promise<TPriceEstimate> {
  const { status, body } = await estimate(query);
  expect(status, JSON.stringify(body)).toBe(200);
  return ZPriceEstimate.parse(body.data);
}

beforeAll(async () => {
  app = await createTestApp();
  seller = await createTestUser(app);
  const cats = await app.db
    .insert(categories)
    .values([{ title: 'פיש' }, { title: 'לונגבורד' }, { title: 'גאן' }])
    .returning({ id: categories.id });
  [ref.fish, ref.long, ref.empty] = cats.map((c) => c.id) as [string, string, string];
  const b = await app.db
    .insert(brands)
    .values([{ title: 'Lost' }, { title: 'Torq' }])
    .returning({ id: brands.id });
  [ref.lost, ref.torq] = b.map((x) => x.id) as [string, string];
});

describe('GET /api/surfboards/price-estimate', () => {
  it('is its own route, not a board id, and needs a category', async () => {
    const ok = await estimate({ category: ref.empty });
    expect(ok.status).toBe(200);
    expect(ok.body.success).toBe(true);
    const missing = await estimate({});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });

  it('gives no figures below five comparables, only how many there were', async () => {
    const ids = await insertBoards(4, { categoryId: ref.long, volume: 70, length: 9 });
    const e = await figures({ category: ref.long, volume: 70, length: 9 });
    expect(e).toMatchObject({ low: null, median: null, high: null, currency: 'ILS', basedOn: 4 });
    expect(new Set(e.comparables)).toEqual(new Set(ids));
  });

  it('ranges over comparable boards only: same category, close volume and length, public or sold', async () => {
    const ids = await insertBoards(6, {
      categoryId: ref.long,
      volume: 72,
      length: 9.1,
      price: 1800,
    });
    await insertBoards(1, { categoryId: ref.long, volume: 72, length: 9.1, price: 1900 });
    // Not comparable: too big, too long, another category, pending, archived.
    await insertBoards(2, { categoryId: ref.long, volume: 120, price: 9000 });
    await insertBoards(2, { categoryId: ref.long, length: 11.5, price: 9000 });
    await insertBoards(2, { categoryId: ref.fish, volume: 70, length: 9, price: 9000 });
    await insertBoards(2, {
      categoryId: ref.long,
      volume: 70,
      moderationStatus: 'pending',
      price: 9000,
    });
    await insertBoards(2, { categoryId: ref.long, volume: 70, archived: true, price: 9000 });
    const e = await figures({ category: ref.long, volume: 70, length: 9 });
    expect(e.basedOn).toBe(4 + 7);
    expect(e.high).toBeLessThan(9000);
    expect(e.low!).toBeLessThanOrEqual(e.median!);
    expect(e.median!).toBeLessThanOrEqual(e.high!);
    expect(e.comparables.length).toBeLessThanOrEqual(12);
    expect(ids.some((id) => e.comparables.includes(id))).toBe(true);
  });

  it('weighs sold prices above asking prices and recent prices above old ones', async () => {
    const cat = (
      await app.db.insert(categories).values({ title: 'SUP' }).returning({ id: categories.id })
    )[0]!.id;
    await insertBoards(5, { categoryId: cat, price: 3000 });
    await insertBoards(5, {
      categoryId: cat,
      price: 3000,
      isSold: true,
      soldPrice: 1500,
      soldDate: new Date(Date.now() - 10 * DAY),
    });
    expect((await figures({ category: cat })).median).toBe(1500);

    const cat2 = (
      await app.db.insert(categories).values({ title: 'מיד' }).returning({ id: categories.id })
    )[0]!.id;
    await insertBoards(5, {
      categoryId: cat2,
      price: 3000,
      createdAt: new Date(Date.now() - 1000 * DAY),
    });
    await insertBoards(5, { categoryId: cat2, price: 1500 });
    expect((await figures({ category: cat2 })).median).toBe(1500);
  });

  it('weighs the same brand up and adjusts for condition', async () => {
    const cat = (
      await app.db.insert(categories).values({ title: 'פאן' }).returning({ id: categories.id })
    )[0]!.id;
    await insertBoards(6, { categoryId: cat, brandId: ref.lost, price: 3000 });
    await insertBoards(6, { categoryId: cat, brandId: ref.torq, price: 1000 });
    expect((await figures({ category: cat, brand: ref.lost })).median).toBe(3000);
    expect((await figures({ category: cat, brand: ref.torq })).median).toBe(1000);
    const poor = await figures({ category: cat, brand: ref.lost, condition: 'poor' });
    const fresh = await figures({ category: cat, brand: ref.lost, condition: 'new' });
    expect(poor.median!).toBeLessThan(3000);
    expect(fresh.median!).toBeGreaterThan(3000);
  });

  it('leaves out the board it is asked about', async () => {
    const cat = (
      await app.db.insert(categories).values({ title: 'טווין' }).returning({ id: categories.id })
    )[0]!.id;
    const ids = await insertBoards(5, { categoryId: cat });
    expect((await figures({ category: cat })).basedOn).toBe(5);
    const e = await figures({ category: cat, exclude: ids[0]! });
    expect(e.basedOn).toBe(4);
    expect(e.median).toBeNull();
  });
});
