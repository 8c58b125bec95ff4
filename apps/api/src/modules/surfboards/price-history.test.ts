import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BOARD_MESSAGES } from '@galim/shared/i18n/he/validation/board';
import type { App } from '../../app';
import { boardPriceChanges, surfboards } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import {
  createTestUser,
  insertBoard,
  type Refs,
  seedReferences,
  type TestUser,
} from '../../test/factories';

// Issue 55: every change of a board's price is kept with the change, and the board's own answer
// (its page, the owner's after an edit) carries the last ones, newest first, once there is one;
// lists never do. A price of 0 or below is refused in the request's language.

let app: App;
let refs: Refs;
let seller: TestUser;
let visitor: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  refs = await seedReferences(app);
  seller = await createTestUser(app);
  visitor = await createTestUser(app);
}, 60_000);

const approvedBoard = (price: number) =>
  insertBoard(app, seller.id, refs, { price, moderationStatus: 'approved' });

const edit = (id: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'PUT',
    url: `/api/surfboards/${id}`,
    headers: { ...seller.headers, ...headers },
    payload,
  });

const page = async (id: string, who?: TestUser) => {
  const res = await app.inject({ url: `/api/surfboards/${id}`, headers: who?.headers ?? {} });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

const moves = (history: { from: number; to: number }[]) => history.map((c) => [c.from, c.to]);

describe('a board’s price history', () => {
  it('is absent until the price changes, then kept newest first, rises included', async () => {
    const id = await approvedBoard(2300);
    expect((await page(id)).priceHistory).toBeUndefined();
    // An edit of the text alone (back to review: the owner sees it) changes no price.
    expect((await edit(id, { description: 'בלי שינוי מחיר, רק תיאור' })).statusCode).toBe(200);
    expect((await page(id, seller)).priceHistory).toBeUndefined();
    await app.db
      .update(surfboards)
      .set({ moderationStatus: 'approved' })
      .where(eq(surfboards.id, id));

    expect((await edit(id, { price: 2100 })).statusCode).toBe(200);
    expect((await edit(id, { price: 1900 })).statusCode).toBe(200);
    const mine = await edit(id, { price: 2000 });
    expect(mine.statusCode).toBe(200);
    const expected = [
      [1900, 2000],
      [2100, 1900],
      [2300, 2100],
    ];
    // The owner's answer, a signed-in visitor's, and an anonymous visitor's (the shared one).
    expect(moves(mine.json().data.priceHistory)).toEqual(expected);
    expect(moves((await page(id, visitor)).priceHistory)).toEqual(expected);
    const shown = (await page(id)).priceHistory as { at: string }[];
    expect(moves(shown as never)).toEqual(expected);
    for (const c of shown) expect(new Date(c.at).toISOString()).toBe(c.at);
    const times = shown.map((c) => Date.parse(c.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('keeps the last ten on the page', async () => {
    const id = await approvedBoard(3000);
    for (let i = 1; i <= 12; i++) {
      expect((await edit(id, { price: 3000 - i * 50 })).statusCode).toBe(200);
    }
    const history = (await page(id)).priceHistory as { from: number; to: number }[];
    expect(history).toHaveLength(10);
    expect(history[0]).toMatchObject({ from: 2450, to: 2400 });
  });

  it('records the prices a bulk edit changes, and only those', async () => {
    const a = await approvedBoard(1000);
    const b = await approvedBoard(1200);
    const res = await app.inject({
      method: 'POST',
      url: '/api/surfboards/bulk/update',
      headers: seller.headers,
      payload: {
        updates: [
          { id: a, price: 900 },
          { id: b, title: 'Channel Islands Fred Rubble' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(moves((await page(a)).priceHistory)).toEqual([[1000, 900]]);
    expect((await page(b, seller)).priceHistory).toBeUndefined();
  });

  it('never rides on a list', async () => {
    const id = await approvedBoard(1500);
    expect((await edit(id, { price: 1400 })).statusCode).toBe(200);
    for (const url of ['/api/surfboards?limit=20', `/api/surfboards/user/${seller.id}`]) {
      const res = await app.inject({ url, headers: seller.headers });
      expect(res.statusCode, url).toBe(200);
      const boards = res.json().data.boards as { _id: string; priceHistory?: unknown }[];
      expect(
        boards.some((b) => b._id === id),
        url,
      ).toBe(true);
      for (const b of boards) expect(b, url).not.toHaveProperty('priceHistory');
    }
    const mine = await app.inject({ url: '/api/surfboards/mine', headers: seller.headers });
    for (const b of mine.json().data) expect(b).not.toHaveProperty('priceHistory');
  });

  it('goes with its board', async () => {
    const id = await approvedBoard(1800);
    expect((await edit(id, { price: 1700 })).statusCode).toBe(200);
    const kept = () =>
      app.db.select().from(boardPriceChanges).where(eq(boardPriceChanges.surfboardId, id));
    expect(await kept()).toHaveLength(1);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/surfboards/${id}`,
      headers: seller.headers,
    });
    expect(del.statusCode).toBe(200);
    expect(await kept()).toHaveLength(0);
  });

  it('refuses a price of 0 or below, in the request’s language, and keeps the price', async () => {
    const id = await approvedBoard(2300);
    for (const price of [0, -100]) {
      const he = await edit(id, { price });
      expect(he.statusCode, String(price)).toBe(400);
      expect(he.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(JSON.stringify(he.json())).toContain(BOARD_MESSAGES.pricePositive);
      const en = await edit(id, { price }, { 'accept-language': 'en' });
      expect(en.statusCode, String(price)).toBe(400);
      expect(en.json().code).toBe('VALIDATION_ERROR');
      expect(JSON.stringify(en.json())).toContain('Enter a valid price greater than 0');
    }
    const [row] = await app.db.select().from(surfboards).where(eq(surfboards.id, id));
    expect(row!.price).toBe(2300);
    expect((await page(id)).priceHistory).toBeUndefined();
  });
});
