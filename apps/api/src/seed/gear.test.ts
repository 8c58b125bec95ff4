import { eq, ne } from 'drizzle-orm';
import { listingProblem } from '@galim/shared/listings/validate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { surfboards } from '../db/schema';
import { createTestApp } from '../test/helpers';
import { seedDemoData } from './demo';
import { DEMO_GEAR } from './gear';
import { demoBoards } from './surfboards';

// The demo market carries gear of every kind beside its boards (issue 53), each listing as the
// API itself would have taken it, and the boards' own list is what it was before.

let app: App;

beforeAll(async () => {
  app = await createTestApp();
  expect(await seedDemoData(app.db, app.config, app.images)).toBe(true);
}, 300_000);

/** Every row of a public list, page by page. */
async function everyRow<T>(url: string, rowsOf: (data: never) => T[]): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const res = await app.inject(`${url}${url.includes('?') ? '&' : '?'}page=${page}&limit=48`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    rows.push(...rowsOf(data as never));
    if (page >= data.totalPages) return rows;
  }
}

describe('the demo seed’s gear', () => {
  it('lists at least 40 approved pieces of gear over six kinds or more, each valid and with a photo', async () => {
    const gear = await app.db.select().from(surfboards).where(ne(surfboards.kind, 'board'));
    expect(gear.length).toBe(DEMO_GEAR.length);
    expect(gear.length).toBeGreaterThanOrEqual(40);
    expect(new Set(gear.map((g) => g.kind)).size).toBeGreaterThanOrEqual(6);
    for (const g of gear) {
      expect(listingProblem(g.kind, g.attributes), g.title).toBeNull();
      expect(g.images.length, g.title).toBeGreaterThanOrEqual(1);
      expect(g.moderationStatus).toBe('approved');
      // Gear keeps its facts in attributes, never in the board columns.
      expect([g.length, g.volume, g.finSystem]).toEqual([null, null, null]);
      expect(g.searchText).not.toBe('');
    }
    // Spread over the demo's sellers and over the recent weeks.
    expect(new Set(gear.map((g) => g.sellerId)).size).toBeGreaterThanOrEqual(4);
    const days = gear.map((g) => (Date.now() - g.listedAt.getTime()) / 86_400_000);
    expect(Math.max(...days)).toBeGreaterThan(14);
    expect(Math.max(...days)).toBeLessThan(45);
  });

  it('answers wetsuits by kind, women’s and children’s among them, with their photos', async () => {
    const wetsuits = await everyRow(
      '/api/listings?kind=wetsuit',
      (data: {
        listings: { kind: string; attributes: Record<string, unknown>; images: unknown[] }[];
      }) => data.listings,
    );
    expect(wetsuits.length).toBeGreaterThanOrEqual(10);
    expect(wetsuits.every((w) => w.kind === 'wetsuit' && w.images.length > 0)).toBe(true);
    const cuts = new Set(wetsuits.map((w) => w.attributes.cut));
    expect([...cuts].sort()).toEqual(['children', 'men', 'women']);
    const hebrew = await app.inject(`/api/listings?search=${encodeURIComponent('חליפה 4/3')}`);
    expect(hebrew.json().data.listings.length).toBeGreaterThan(0);
  });

  it('leaves the boards’ list as it was: only the demo’s public boards', async () => {
    const boards = await everyRow('/api/surfboards', (data: { boards: { title: string }[] }) =>
      data.boards.map((b) => b.title),
    );
    const published = demoBoards().filter((b) => !b.status);
    expect(boards.sort()).toEqual(published.map((b) => b.title).sort());
    const rows = await app.db
      .select({ id: surfboards.id })
      .from(surfboards)
      .where(eq(surfboards.kind, 'board'));
    expect(rows.length).toBeGreaterThan(boards.length);
  });

  it('is not seeded twice', async () => {
    expect(await seedDemoData(app.db, app.config, app.images)).toBe(false);
    const gear = await app.db.select().from(surfboards).where(ne(surfboards.kind, 'board'));
    expect(gear.length).toBe(DEMO_GEAR.length);
  });
});
