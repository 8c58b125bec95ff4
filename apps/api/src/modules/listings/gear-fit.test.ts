import { beforeAll, describe, expect, it } from 'vitest';
import type { TListingKind } from '@galim/shared/listings/kinds';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';
import { createTestUser, insertBoard, seedReferences, type Refs } from '../../test/factories';

// "Fits me" on the gear lists (issue 53): a wetsuit by height and weight against its cut's
// chart, fins by weight against the makers' ranges; the rider's measures are kept (privately)
// with the profile; asking it of a kind with no chart, or without the measure it needs, is a
// 400 in words at its path.

let app: App;
let refs: Refs;
const ids: Record<string, string> = {};

const list = (query: string, language = 'he') =>
  app.inject({ url: `/api/listings?${query}`, headers: { 'accept-language': language } });
const listed = async (query: string) => {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.listings as { _id: string }[]).map((l) => l._id).sort();
};

beforeAll(async () => {
  app = await createTestApp();
  refs = await seedReferences(app, 'gear-fit');
  const seller = await createTestUser(app);
  const item = (name: string, kind: TListingKind, attributes: Record<string, string>) =>
    insertBoard(app, seller.id, refs, {
      kind,
      attributes,
      title: name,
      length: null,
      volume: null,
      moderationStatus: 'approved',
    }).then((id) => (ids[name] = id));
  const suit = (size: string, cut: string) => ({ size, cut, thickness: '4/3', style: 'full' });
  await item('men M', 'wetsuit', suit('M', 'men'));
  await item('men L', 'wetsuit', suit('L', 'men'));
  await item('men XL', 'wetsuit', suit('XL', 'men'));
  await item('women M', 'wetsuit', suit('M', 'women'));
  await item('kids 12', 'wetsuit', suit('kids-12', 'children'));
  await item('fins M', 'fins', { system: 'fcs2', set: 'thruster', size: 'M' });
  await item('fins L', 'fins', { system: 'fcs2', set: 'thruster', size: 'L' });
  await item('fins unsized', 'fins', { system: 'futures', set: 'quad' });
});

describe('GET /api/listings with "fits me"', () => {
  it('lists the wetsuits whose size and cut fit the rider, and only them', async () => {
    // 176 cm, 70 kg: a men's M (173–180 cm, 64–77 kg); a men's L starts at 178 cm.
    expect(await listed('kind=wetsuit&fitHeightCm=176&fitWeightKg=70')).toEqual([ids['men M']]);
    // 182 cm, 82 kg: a men's L, not the M (77 kg at most) nor the XL (from 84 kg).
    expect(await listed('kind=wetsuit&fitHeightCm=182&fitWeightKg=82')).toEqual([ids['men L']]);
    // A 145 cm, 38 kg child: the children's 12.
    expect(await listed('kind=wetsuit&fitHeightCm=145&fitWeightKg=38')).toEqual([ids['kids 12']]);
    // A chest out of the men's M's range (94–102) rules it out.
    expect(await listed('kind=wetsuit&fitHeightCm=176&fitWeightKg=70&fitChestCm=110')).toEqual([]);
  });

  it("reads a wetsuit search's kind, and keeps its other filters", async () => {
    const search = encodeURIComponent('חליפה 4/3');
    expect(await listed(`search=${search}&kind=wetsuit&fitHeightCm=166&fitWeightKg=57`)).toEqual([
      ids['women M'],
    ]);
    expect(await listed('kind=wetsuit&fitHeightCm=166&fitWeightKg=57&cut=men')).toEqual([]);
  });

  it("lists fins by the rider's weight against the makers' ranges", async () => {
    expect(await listed('kind=fins&fitWeightKg=70')).toEqual([ids['fins M']]);
    expect(await listed('kind=fins&fitWeightKg=78')).toEqual([ids['fins M'], ids['fins L']].sort());
    expect(await listed('kind=fins&fitWeightKg=95')).toEqual([]);
  });

  it('refuses a kind with no chart and a wetsuit without a height, in words', async () => {
    const leash = await list('kind=leash&fitWeightKg=70');
    expect(leash.statusCode).toBe(400);
    expect(leash.json()).toMatchObject({ problem: 'LISTING_FIT_NOT_FOR_KIND' });
    expect(leash.json().error).toBe('התאמה לפי מידות יש לחליפות ולסנפירים בלבד');

    const noHeight = await list('kind=wetsuit&fitWeightKg=70', 'en');
    expect(noHeight.statusCode).toBe(400);
    expect(noHeight.json().details).toEqual([
      { path: 'querystring.fitHeightCm', message: 'Fill in "height"' },
    ]);

    const tall = await list('kind=wetsuit&fitHeightCm=400&fitWeightKg=70');
    expect(tall.statusCode).toBe(400);
    expect(tall.json().details[0].path).toBe('querystring.fitHeightCm');
  });
});

describe('PUT /api/users/me/fit', () => {
  it('keeps the height and chest with the weight, privately, and leaves the level', async () => {
    const rider = await createTestUser(app);
    const board = await app.inject({
      method: 'PUT',
      url: '/api/users/me/fit',
      headers: rider.headers,
      payload: { fitWeightKg: 75, fitLevel: 'advanced' },
    });
    expect(board.statusCode, board.body).toBe(200);

    const suit = await app.inject({
      method: 'PUT',
      url: '/api/users/me/fit',
      headers: rider.headers,
      payload: { fitWeightKg: 76, fitHeightCm: 178, fitChestCm: 99 },
    });
    expect(suit.statusCode, suit.body).toBe(200);
    expect(suit.json().user).toMatchObject({
      fitWeightKg: 76,
      fitHeightCm: 178,
      fitChestCm: 99,
      fitLevel: 'advanced',
    });

    const other = await createTestUser(app);
    const seen = await app.inject({ url: `/api/users/${rider.id}`, headers: other.headers });
    expect(seen.json().user ?? seen.json().data).not.toHaveProperty('fitHeightCm');

    const wrong = await app.inject({
      method: 'PUT',
      url: '/api/users/me/fit',
      headers: rider.headers,
      payload: { fitWeightKg: 76, fitHeightCm: 17.8 },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0]).toMatchObject({
      path: 'body.fitHeightCm',
      message: 'גובה בין 90 ל־220 ס״מ, במספר שלם',
    });
  });
});
