import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';
import {
  createTestUser,
  insertBoard,
  seedReferences,
  type Refs,
  type TestUser,
} from '../../test/factories';

// A saved search of gear (issue 53): "wetsuit 4/3, size M, up to ₪600" is told of a matching
// new wetsuit once it is approved, and not of a 3/2, a dearer one or a board; a wrong filter of
// the kind is a 400 in words at its path.

let app: App;
let refs: Refs;
let seller: TestUser;
let admin: TestUser;

const saveSearch = (u: TestUser, body: object, language = 'he') =>
  app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: { ...u.headers, 'accept-language': language },
    payload: body,
  });

const approve = (id: string) =>
  app.inject({
    method: 'PATCH',
    url: `/api/surfboards/${id}/admin/approve`,
    headers: admin.headers,
  });

const wetsuit = (thickness: string, price: number) =>
  insertBoard(app, seller.id, refs, {
    kind: 'wetsuit',
    attributes: { size: 'M', thickness, style: 'full', cut: 'men' },
    title: `Wetsuit ${thickness} M`,
    searchText: `wetsuit ${thickness} m חליפה`,
    length: null,
    volume: null,
    price,
  });

const matches = async (u: TestUser) => {
  await app.jobs.settled(['saved-search-matches']);
  const res = await app.inject({ url: '/api/notifications', headers: u.headers });
  return (res.json().data.items as { type: string; url: string }[])
    .filter((n) => n.type === 'saved-search-match')
    .map((n) => n.url);
};

beforeAll(async () => {
  app = await createTestApp();
  refs = await seedReferences(app, 'saved-gear');
  seller = await createTestUser(app);
  admin = await createTestUser(app, { role: 'admin' });
});

describe('a saved search of wetsuits', () => {
  it('is told of a matching new wetsuit, not of a 3/2, a dearer one or a board', async () => {
    const buyer = await createTestUser(app);
    const saved = await saveSearch(buyer, {
      name: 'חליפה 4/3',
      filters: { kind: 'wetsuit', attributes: { thickness: ['4/3'], size: ['M'] }, maxPrice: 600 },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data.filters).toMatchObject({ kind: 'wetsuit', maxPrice: 600 });

    const thin = await wetsuit('3/2', 400);
    const dear = await wetsuit('4/3', 900);
    const board = await insertBoard(app, seller.id, refs, { price: 500 });
    const match = await wetsuit('4/3', 550);
    for (const id of [thin, dear, board, match]) expect((await approve(id)).statusCode).toBe(200);

    expect(await matches(buyer)).toEqual([`/wetsuits/${match}`]);
  });

  it('reads its words by the kind, as the list does', async () => {
    const buyer = await createTestUser(app);
    const saved = await saveSearch(buyer, { filters: { kind: 'wetsuit', search: 'חליפה 5/4' } });
    expect(saved.statusCode, saved.body).toBe(201);
    const thick = await wetsuit('5/4', 700);
    const thin = await wetsuit('3/2', 300);
    for (const id of [thin, thick]) expect((await approve(id)).statusCode).toBe(200);
    expect(await matches(buyer)).toEqual([`/wetsuits/${thick}`]);
  });

  it('refuses a filter the kind does not have, in words at its path', async () => {
    const buyer = await createTestUser(app);
    const nine = await saveSearch(buyer, {
      filters: { kind: 'wetsuit', attributes: { thickness: ['9/9'] } },
    });
    expect(nine.statusCode).toBe(400);
    expect(nine.json().details[0]).toEqual({
      path: 'body.filters.attributes.thickness',
      message: 'יש לבחור עובי מהרשימה',
    });
    const english = await saveSearch(
      buyer,
      { filters: { kind: 'leash', attributes: { length: { min: 6, max: 40 } } } },
      'en',
    );
    expect(english.statusCode).toBe(400);
    expect(english.json().details[0].path).toBe('body.filters.attributes.length');
    expect(english.json().error).toMatch(/5.*12/);
    const kindless = await saveSearch(buyer, { filters: { attributes: { size: ['M'] } } });
    expect(kindless.json().details[0].path).toBe('body.filters.kind');
    const boardOnly = await saveSearch(buyer, { filters: { kind: 'wetsuit', minLength: 6 } });
    expect(boardOnly.statusCode).toBe(400);
    expect(boardOnly.json().details[0].path).toBe('body.filters.minLength');
    const list = await app.inject({ url: '/api/saved-searches', headers: buyer.headers });
    expect(list.json().data).toEqual([]);
  });
});
