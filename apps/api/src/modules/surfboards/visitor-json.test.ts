import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successOf } from '@galim/shared/common/api';
import { ZListingPage, ZListingsQuery } from '@galim/shared/listings/form';
import type { App } from '../../app';
import { surfboards } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import { createBoards, createTestUser, seedReferences, type TestUser } from '../../test/factories';
import { visitorRowJson } from './visitor-json';
import { findBoardRow } from './repo';

// A visitor's page of listings is put together from each listing's JSON, kept with its row
// (visitor-json.ts): the page must be the very bytes the zod serializer makes of the page, in
// either language, and a listing's JSON is made again when its reservation or its term ends.

const listingPage = successOf(ZListingPage);
/** What the zod serializer (fastify-type-provider-zod) sends for a value. */
const zodJson = (value: unknown) => JSON.stringify(listingPage.encode(value as never));

let app: App;
let seller: TestUser;
let buyer: TestUser;
const HOUR = 3_600_000;

beforeAll(async () => {
  app = await createTestApp();
  const refs = await seedReferences(app, 'visitor-json');
  seller = await createTestUser(app, { firstName: 'יוסי "הגלשן"' });
  buyer = await createTestUser(app);
  const approved = {
    sellerId: seller.id,
    moderationStatus: 'approved' as const,
    expiresAt: new Date(Date.now() + 30 * 24 * HOUR),
  };
  await createBoards(app, [
    {
      ...approved,
      kind: 'wetsuit',
      title: 'חליפה "4/3" \\ חמה\nשורה שנייה 🏄‍♂️ <b>&',
      description: 'תיאור עם\ttab ו-\u0001 תו בקרה',
      attributes: { size: 'M', thickness: '4/3', features: ['hood'] },
      price: 650,
      brandId: refs.brand,
      categoryId: refs.category,
      condition: 'excellent',
      locationText: 'חיפה',
      lat: 32.794,
      lng: 34.9896,
      images: [{ key: 'gear/a.webp', widths: [400, 800], width: 1200, height: 800 }],
      reservedForUserId: buyer.id,
      reservedUntil: new Date(Date.now() + HOUR),
    },
    {
      ...approved,
      // Flagged by a moderator: the term's end moves on with the clock until the pause ends (so
      // no two answers of it are the same bytes: it is a kind of its own here).
      kind: 'rack',
      title: 'A paused term',
      price: 400,
      clockPausedAt: new Date(Date.now() - HOUR),
    },
    ...Array.from({ length: 24 }, (_, i) => ({
      ...approved,
      kind: i % 2 ? ('fins' as const) : ('wetsuit' as const),
      title: `פריט ${i}`,
      attributes: (i % 2
        ? { system: 'fcs2', set: 'thruster' }
        : { size: 'S', thickness: '3/2' }) as Record<string, string>,
      price: 100 + i * 10,
      condition: 'good',
    })),
  ]);
}, 120_000);

afterAll(async () => {
  await app?.close();
});

const QUERIES = [
  'kind=wetsuit',
  'kind=wetsuit&page=2',
  'kind=wetsuit&sort=price-asc&minPrice=300',
  `kind=wetsuit&thickness=${encodeURIComponent('4/3')}`,
  'kind=fins&system=fcs2&sort=price-desc',
  `search=${encodeURIComponent('חליפה 4/3')}`,
  'kind=leash',
];

describe('a visitor’s page of listings', () => {
  it('is the zod serializer’s bytes of the page, in Hebrew and in English', async () => {
    for (const query of QUERIES) {
      for (const language of ['he', 'en'] as const) {
        // The shorter page is another list, put together from the JSON the first kept.
        for (const url of [query, `${query}&limit=3`]) {
          const q = ZListingsQuery.parse(Object.fromEntries(new URLSearchParams(url)));
          const res = await app.inject({
            url: `/api/listings?${url}`,
            headers: { 'accept-language': language },
          });
          expect(res.statusCode, res.body).toBe(200);
          expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
          const data = await app.surfboards.gear.list(q, null, language);
          expect(res.body, `${url} in ${language}`).toBe(zodJson({ success: true, data }));
        }
      }
    }
    const res = await app.inject('/api/listings?kind=wetsuit&sort=price-desc');
    expect(res.json().data.listings[0]).toMatchObject({
      title: 'חליפה "4/3" \\ חמה\nשורה שנייה 🏄‍♂️ <b>&',
      reservedUntil: expect.any(String),
      seller: { firstName: 'יוסי "הגלשן"' },
    });
  });

  it('says again whether the reservation holds and the term ended, when their time comes', async () => {
    const [made] = await createBoards(app, [
      {
        sellerId: seller.id,
        kind: 'bag',
        title: 'a bag',
        moderationStatus: 'approved',
        reservedForUserId: buyer.id,
        reservedUntil: new Date(Date.now() + 300),
        expiresAt: new Date(Date.now() + 600),
      },
    ]);
    const row = (await findBoardRow(app.db, made!.id, 'listing'))!;
    const read = () => JSON.parse(visitorRowJson(row, 'listings', 'he').toString('utf8'));
    expect(read()).toMatchObject({ reservedUntil: expect.any(String), expired: false });
    await new Promise((r) => setTimeout(r, 400));
    expect(read()).toMatchObject({ reservedUntil: null, expired: false });
    await new Promise((r) => setTimeout(r, 300));
    expect(read()).toMatchObject({ reservedUntil: null, expired: true });
  });

  it('moves a paused term’s end with the clock on every read', async () => {
    const [paused] = await app.db
      .select({ id: surfboards.id })
      .from(surfboards)
      .where(eq(surfboards.title, 'A paused term'));
    const row = (await findBoardRow(app.db, paused!.id, 'listing'))!;
    const end = () => JSON.parse(visitorRowJson(row, 'listings', 'en').toString('utf8')).expiresAt;
    const first = end();
    await new Promise((r) => setTimeout(r, 20));
    expect(Date.parse(end())).toBeGreaterThan(Date.parse(first));
  });
});
