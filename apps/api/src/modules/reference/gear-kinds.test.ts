import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';
import { createTestUser, type TestUser } from '../../test/factories';

// Issue 53: admins keep brands and categories per kind of gear, so a wetsuit's publish form
// offers the wetsuit makers and a board's the board makers.

let app: App;
let admin: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  admin = await createTestUser(app, { role: 'admin' });
});

const create = async (kind: 'brands' | 'categories', payload: object) => {
  const res = await app.inject({
    method: 'POST',
    url: `/api/${kind}`,
    headers: admin.headers,
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; title: string; kinds: string[] };
};
const titles = async (url: string) =>
  ((await app.inject({ url })).json().data as { title: string }[]).map((b) => b.title);

describe('brands and categories by kind of gear', () => {
  it('keeps a brand for boards unless told, and lists each kind its own makers', async () => {
    const board = await create('brands', { title: 'Sharp Eye' });
    expect(board.kinds).toEqual(['board']);
    const wetsuit = await create('brands', { title: "O'Neill", kinds: ['wetsuit', 'leash'] });
    expect(wetsuit.kinds).toEqual(['wetsuit', 'leash']);
    const fins = await create('brands', { title: 'FCS', kinds: ['fins', 'leash'] });

    expect(await titles('/api/brands?kind=board')).toEqual(['Sharp Eye']);
    expect(await titles('/api/brands?kind=wetsuit')).toEqual(["O'Neill"]);
    expect(await titles('/api/brands?kind=leash')).toEqual(['FCS', "O'Neill"]);
    expect(await titles('/api/brands?kind=rack')).toEqual([]);
    // Without a kind, every brand: the admin's table.
    expect(await titles('/api/brands')).toEqual(['FCS', "O'Neill", 'Sharp Eye']);

    const moved = await app.inject({
      method: 'PUT',
      url: `/api/brands/${fins._id}`,
      headers: admin.headers,
      payload: { kinds: ['fins', 'traction'] },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.kinds).toEqual(['fins', 'traction']);
    expect(await titles('/api/brands?kind=leash')).toEqual(["O'Neill"]);
  });

  it('sorts categories by kind too, in the request language', async () => {
    await create('categories', {
      title: 'חליפה מלאה',
      kinds: ['wetsuit'],
      translations: { en: { title: 'Full suit' } },
    });
    await create('categories', { title: 'פיש' });
    expect(await titles('/api/categories?kind=wetsuit')).toEqual(['חליפה מלאה']);
    expect(await titles('/api/categories?kind=board')).toEqual(['פיש']);
    const english = await app.inject({
      url: '/api/categories?kind=wetsuit',
      headers: { 'accept-language': 'en' },
    });
    expect(english.json().data).toMatchObject([{ title: 'Full suit', kinds: ['wetsuit'] }]);
  });

  it('refuses no kind, an unknown kind or a kind twice, naming the field in the language', async () => {
    for (const kinds of [[], ['kayak'], ['fins', 'fins'], 'fins']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/brands',
        headers: { ...admin.headers, 'accept-language': 'en' },
        payload: { title: `Maker ${JSON.stringify(kinds)}`, kinds },
      });
      expect(res.statusCode, JSON.stringify(kinds)).toBe(400);
      const details = res.json().details as { path: string; message: string }[];
      expect(details.map((d) => d.path)[0]).toMatch(/^body\.kinds/);
    }
    const hebrew = await app.inject({
      method: 'POST',
      url: '/api/brands',
      headers: admin.headers,
      payload: { title: 'Maker', kinds: [] },
    });
    expect(hebrew.json().details[0].message).toBe('יש לבחור לפחות סוג ציוד אחד, כל סוג פעם אחת');
    const unknownFilter = await app.inject({ url: '/api/brands?kind=kayak' });
    expect(unknownFilter.statusCode).toBe(400);
  });
});
