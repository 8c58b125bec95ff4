import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';
import {
  createTestUser,
  insertBoard,
  multipart,
  seedReferences,
  type Refs,
  type TestUser,
} from '../../test/factories';
import { openHolds } from '../holds/repo';

// The price estimate per kind (issue 53): from sold items of the kind, those sharing the facts
// weighing more; "not enough sales yet" below five; and a wetsuit priced far under what 4/3s sell
// for is held for a moderator, as a board is.

let app: App;
let refs: Refs;
let seller: TestUser;

const DAY = 86_400_000;
const soldWetsuit = (thickness: string, soldPrice: number, i: number) =>
  insertBoard(app, seller.id, refs, {
    kind: 'wetsuit',
    attributes: { size: 'M', thickness, style: 'full', cut: 'men' },
    length: null,
    volume: null,
    price: soldPrice + 50,
    moderationStatus: 'approved',
    isSold: true,
    soldPrice,
    soldDate: new Date(Date.now() - (i + 1) * DAY),
  });

const estimate = (query: string, language = 'he') =>
  app.inject({
    url: `/api/listings/price-estimate?${query}`,
    headers: { 'accept-language': language },
  });

beforeAll(async () => {
  app = await createTestApp();
  refs = await seedReferences(app, 'price-gear');
  seller = await createTestUser(app);
  for (const [i, price] of [500, 520, 480, 550, 510, 490].entries()) {
    await soldWetsuit('4/3', price, i);
  }
  for (const [i, price] of [250, 260, 240].entries()) await soldWetsuit('3/2', price, i);
});

describe('GET /api/listings/price-estimate', () => {
  it("prices a 4/3 by the 4/3s, a 3/2 lower, from the kind's own sales", async () => {
    const thick = await estimate('kind=wetsuit&thickness=4/3&size=M');
    expect(thick.statusCode, thick.body).toBe(200);
    const t = thick.json().data;
    expect(t.basedOn).toBe(9);
    expect(t.median).toBeGreaterThanOrEqual(450);
    expect(t.median).toBeLessThanOrEqual(550);
    const thin = (await estimate('kind=wetsuit&thickness=3/2')).json().data;
    expect(thin.median).toBeLessThan(t.median);
  });

  it('says "not enough sales yet" for a kind with fewer than five', async () => {
    const res = await estimate('kind=leash&length=8');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ median: null, low: null, high: null, basedOn: 0 });
  });

  it('refuses a fact the kind has not, in words at its key', async () => {
    const nine = await estimate('kind=wetsuit&thickness=9/9');
    expect(nine.statusCode).toBe(400);
    expect(nine.json().details[0]).toEqual({
      path: 'querystring.thickness',
      message: 'יש לבחור עובי מהרשימה',
    });
    const other = await estimate('kind=wetsuit&system=fcs', 'en');
    expect(other.statusCode).toBe(400);
    expect(other.json().problem).toBe('LISTING_ATTRIBUTE_OTHER_KIND');
    expect((await estimate('kind=board')).statusCode).toBe(400);
    expect((await estimate('kind=leash&length=99')).statusCode).toBe(400);
  });
});

describe('a wetsuit priced far under its kind', () => {
  it('is held for a moderator with the facts; a fair one is not', async () => {
    const publish = async (price: string) => {
      const body = await multipart({
        kind: 'wetsuit',
        price,
        condition: 'good',
        locationText: 'חיפה',
        attributes: JSON.stringify({ size: 'M', thickness: '4/3', style: 'full', cut: 'men' }),
      });
      const res = await app.inject({
        method: 'POST',
        url: '/api/listings',
        headers: { ...(await createTestUser(app)).headers, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data._id as string;
    };
    const cheap = await publish('120');
    const holds = await openHolds(app.db, [cheap]);
    expect(holds.map((h) => h.kind)).toEqual(['low_price']);
    expect(holds[0]!.details).toMatchObject({ price: 120, basedOn: 9 });
    const fair = await publish('480');
    expect(await openHolds(app.db, [fair])).toEqual([]);
  });
});
