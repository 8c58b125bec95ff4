import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { successOf } from '@galim/shared/common/api';
import { ZSurfboardPage, ZSurfboardSearchQuery } from '@galim/shared/surfboards/schemas';
import type { App } from '../../app';
import { users } from '../../db/schema';
import { fastSerializer } from '../../lib/fast-json';
import { createTestApp } from '../../test/helpers';
import { createBoards, createTestUser, seedReferences, type TestUser } from '../../test/factories';
import { createBrowseService } from './browse-service';
import { searchPublicBoards } from './browse-repo';
import { plainShape } from './list-statement';
import { toPage } from './serialize';

// Board lists are written by a serializer compiled from their schema (lib/fast-json.ts), not by
// the zod serializer: every list answer must be the very bytes the zod serializer makes.

const boardPage = successOf(ZSurfboardPage);
/** What the zod serializer (fastify-type-provider-zod) sends for a value. */
const zodJson = (value: unknown) => JSON.stringify(boardPage.encode(value as never));

let app: App;
let seller: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  const refs = await seedReferences(app);
  seller = await createTestUser(app, { firstName: 'יוסי "הגלשן"' });
  buyer = await createTestUser(app);
  await app.db
    .update(users)
    .set({ phone: '050-1234567', lastName: null, profileImage: 'avatars/a.webp' })
    .where(eq(users.id, seller.id));
  const image = (key: string) => ({ key, widths: [400, 800], width: 1200, height: 800 });
  const approved = { sellerId: seller.id, moderationStatus: 'approved' as const };
  await createBoards(app, [
    {
      ...approved,
      title: 'גלשן "מהיר" \\ קל\nשורה שנייה 🏄‍♂️ <b>&',
      description: 'תיאור עם\ttab ו-\u0001 תו בקרה',
      price: 1850,
      brandId: refs.brand,
      modelId: refs.model,
      categoryId: refs.category,
      technologyId: refs.technology,
      condition: 'excellent',
      volume: 32.7,
      length: 6.2,
      width: 20.25,
      thickness: 2.5625,
      finSetup: 3,
      finSystem: 'FCS II',
      color: 'צהוב',
      skillLevel: 'beginner',
      sellerType: 'shop',
      locationText: 'חיפה',
      lat: 32.794,
      lng: 34.9896,
      // A stored image may carry more than the answer shows: both serializers leave it out.
      images: [image('boards/a.webp'), { ...image('boards/b.webp'), hash: 'x' } as never],
      coverIndex: 1,
      reservedForUserId: buyer.id,
      reservedUntil: new Date(Date.now() + 3_600_000),
    },
    { ...approved, title: 'בלי כלום', price: 0, condition: 'poor', showContact: false },
    {
      ...approved,
      title: 'Longboard 9\'1"',
      price: 3200,
      condition: 'good',
      length: 9.0833,
      volume: 70,
      brandId: refs.otherBrand,
    },
    ...Array.from({ length: 14 }, (_, i) => ({
      ...approved,
      title: `לוח ${i}`,
      price: 500 + i * 100,
      condition: 'fair',
      length: i % 3 ? 5.5 + i / 10 : null,
    })),
    { sellerId: seller.id, title: 'ממתין לאישור', price: 900, condition: 'good' },
  ]);
});

const QUERIES = [
  '',
  'page=2',
  'sortBy=price&sortOrder=asc',
  'minPrice=600&maxPrice=1900&sortBy=length&sortOrder=desc',
  'condition=excellent',
  `search=${encodeURIComponent('מהיר')}`,
  'search=nothing-matches-this',
];

describe('board list JSON', () => {
  it("is the zod serializer's bytes for visitors, signed-in buyers, the seller and seller pages", async () => {
    const service = createBrowseService(app.db);
    const fast = fastSerializer(boardPage);
    for (const query of QUERIES) {
      const q = ZSurfboardSearchQuery.parse(Object.fromEntries(new URLSearchParams(query)));
      for (const who of [null, buyer, seller]) {
        const res = await app.inject({
          url: `/api/surfboards?${query}`,
          headers: who?.headers ?? {},
        });
        expect(res.statusCode).toBe(200);
        const viewer = who && { id: who.id, role: 'user' as const };
        const data = await service.search(q, viewer as never);
        const answer = { success: true, data };
        expect(fast(answer)).toBe(zodJson(answer));
        expect(res.body).toBe(zodJson(answer));
      }
    }
    for (const who of [null, seller]) {
      const res = await app.inject({
        url: `/api/surfboards/user/${seller.id}`,
        headers: who?.headers ?? {},
      });
      expect(res.body).toBe(zodJson(res.json()));
      // The seller's own page lists the pending board too.
      expect(res.json().data.total).toBe(who ? 18 : 17);
    }
  });

  it('shows the details the zod serializer would: seller, reservation, cover image, titles', async () => {
    const res = await app.inject({
      url: '/api/surfboards?condition=excellent',
      headers: buyer.headers,
    });
    const [board] = res.json().data.boards;
    expect(board.seller).toMatchObject({ firstName: 'יוסי "הגלשן"' });
    // A list never carries the seller's contact (issue 51): the board page reveals it on a tap.
    expect(board.seller).not.toHaveProperty('phone');
    expect(board.reservedForMe).toBe(true);
    expect(board.mainImage).toEqual({
      key: 'boards/b.webp',
      widths: [400, 800],
      width: 1200,
      height: 800,
    });
    // Rounded to about a kilometre (issue 56): never the seller's exact point.
    expect(board.location).toEqual({ type: 'Point', coordinates: [34.99, 32.79] });
    expect(board.title).toBe('גלשן "מהיר" \\ קל\nשורה שנייה 🏄‍♂️ <b>&');
  });

  it('a plain list (filters and order, no text) built once per shape answers as the long way does', async () => {
    const plain = [
      '',
      'page=2',
      'limit=5&page=4',
      'minPrice=600&maxPrice=1900',
      'minPrice=600&maxPrice=1900&page=2&limit=5',
      'sortBy=price&sortOrder=asc&minPrice=700',
      'sortBy=length&sortOrder=asc&maxLength=6',
      'sortBy=viewCount',
      'condition=fair&minLength=5.6&maxLength=6.4',
      `brand=${(await app.inject('/api/surfboards?condition=excellent')).json().data.boards[0].brand}`,
      'minVolume=50&sortBy=volume&sortOrder=asc',
      'maxPrice=100',
    ];
    // A seller list nobody is in sends the same filters the long way (count, ids, rows apart).
    const nobody = ['0'.repeat(24)];
    for (const query of plain) {
      const q = ZSurfboardSearchQuery.parse(Object.fromEntries(new URLSearchParams(query)));
      expect(plainShape(q)).not.toBeNull();
      const [short, long] = [
        await searchPublicBoards(app.db, q),
        await searchPublicBoards(app.db, q, nobody),
      ];
      expect(zodJson({ success: true, data: toPage(short, q.page, q.limit, null) })).toBe(
        zodJson({ success: true, data: toPage(long, q.page, q.limit, null) }),
      );
    }
    // Text, a location, rider fit and largest-first by length take the long way.
    for (const query of [
      'search=x',
      'location=a',
      'fitWeightKg=70&fitLevel=beginner',
      'sortBy=length',
    ]) {
      const q = ZSurfboardSearchQuery.parse(Object.fromEntries(new URLSearchParams(query)));
      expect(plainShape(q)).toBeNull();
    }
  });

  it('a malformed query is still the error envelope', async () => {
    const res = await app.inject('/api/surfboards?minPrice=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });
});
