import fs from 'node:fs';
import { errorTexts as hebrew } from '@galim/shared/i18n/he/errors';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TSurfboard, TSurfboardPage } from '@galim/shared/surfboards/schemas';
import type { App } from '../../app';
import {
  brands,
  categories,
  models,
  surfboardInquiries,
  surfboardLikes,
  surfboards,
  technologies,
  users,
} from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import { createBoard, createTestUser, type TestUser } from '../../test/factories';
import { boardSearchText } from './search-text';

let app: App;
let seller: TestUser;
let other: TestUser;
let admin: TestUser;
const ref = {} as Record<
  'firewire' | 'lost' | 'seaside' | 'puddle' | 'fish' | 'longboard' | 'pu' | 'epoxy',
  string
>;

type BoardValues = typeof surfboards.$inferInsert;
let created = 0;

/** Inserts a board straight into the database (publishing is the owner side's route). */
async function insertBoard(values: Partial<BoardValues> = {}): Promise<string> {
  created += 1;
  const title = values.title ?? `Board number ${created}`;
  const brandTitle = values.brandId === ref.lost ? 'Lost' : 'Firewire';
  const row = await createBoard(app, {
    sellerId: seller.id,
    title,
    description: values.description ?? '',
    brandId: ref.firewire,
    moderationStatus: 'approved',
    length: 6,
    volume: 30,
    createdAt: new Date(Date.UTC(2025, 0, 1) + created * 60_000),
    ...values,
    searchText: boardSearchText({
      title,
      brandTitle,
      description: values.description ?? '',
    }),
  });
  return row.id;
}

async function search(query: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url: `/api/surfboards?${query}`, headers });
  return { status: res.statusCode, body: res.json() as { data: TSurfboardPage; error?: string } };
}

async function titlesFor(query: string): Promise<string[]> {
  const { status, body } = await search(query);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.boards.map((b) => b.title);
}

beforeAll(async () => {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'galim-web-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>גלים</title><meta name="description" content="x"></head><body></body></html>',
  );
  app = await createTestApp({ webDist, publicUrl: 'https://galim.test' });
  seller = await createTestUser(app, { firstName: 'Seller' });
  other = await createTestUser(app);
  admin = await createTestUser(app, { role: 'admin' });
  const [firewire, lost] = await app.db
    .insert(brands)
    .values([{ title: 'Firewire' }, { title: 'Lost' }])
    .returning();
  const [seaside, puddle] = await app.db
    .insert(models)
    .values([
      { title: 'Seaside', brandId: firewire!.id },
      { title: 'Puddle Jumper', brandId: lost!.id },
    ])
    .returning();
  const [fish, longboard] = await app.db
    .insert(categories)
    .values([{ title: 'פיש' }, { title: 'לונגבורד' }])
    .returning();
  const [pu, epoxy] = await app.db
    .insert(technologies)
    .values([{ title: 'PU' }, { title: 'Epoxy' }])
    .returning();
  Object.assign(ref, {
    firewire: firewire!.id,
    lost: lost!.id,
    seaside: seaside!.id,
    puddle: puddle!.id,
    fish: fish!.id,
    longboard: longboard!.id,
    pu: pu!.id,
    epoxy: epoxy!.id,
  });
});

describe('visibility', () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    ids = {
      public: await insertBoard({ title: 'Visible board', sellerType: 'dealer' }),
      pending: await insertBoard({ title: 'Pending board', moderationStatus: 'pending' }),
      rejected: await insertBoard({ title: 'Rejected board', moderationStatus: 'rejected' }),
      flagged: await insertBoard({ title: 'Flagged board', moderationStatus: 'flagged' }),
      archived: await insertBoard({ title: 'Archived board', archived: true }),
      sold: await insertBoard({ title: 'Sold board', isSold: true, soldDate: new Date() }),
      unavailable: await insertBoard({ title: 'Unavailable board', availability: false }),
    };
  });

  it('lists and searches only approved, available, unarchived, unsold boards', async () => {
    const listed = await titlesFor('sellerType=dealer&limit=48');
    expect(listed).toEqual(['Visible board']);
    const all = await titlesFor('search=board&limit=48');
    expect(all).toContain('Visible board');
    for (const hidden of ['Pending', 'Rejected', 'Flagged', 'Archived', 'Sold', 'Unavailable']) {
      expect(all).not.toContain(`${hidden} board`);
    }
  });

  it('answers 404 "Surfboard not found" to others for non-public boards', async () => {
    for (const key of ['pending', 'rejected', 'archived']) {
      for (const headers of [{}, other.headers]) {
        const res = await app.inject({ url: `/api/surfboards/${ids[key]}`, headers });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ success: false, error: hebrew.BOARD_NOT_FOUND });
      }
    }
    const missing = await app.inject({ url: '/api/surfboards/0123456789abcdef01234567' });
    expect(missing.statusCode).toBe(404);
  });

  it("keeps a sold board's page for saved links: marked sold, without contact details", async () => {
    for (const headers of [{}, other.headers]) {
      const res = await app.inject({ url: `/api/surfboards/${ids.sold}`, headers });
      expect(res.statusCode).toBe(200);
      const board = res.json().data;
      expect(board).toMatchObject({ title: 'Sold board', sold: true });
      expect(board.seller.phone).toBeUndefined();
      expect(board.seller.email).toBeUndefined();
    }
    // Liking it is for public boards only.
    const like = await app.inject({
      method: 'PATCH',
      url: `/api/surfboards/${ids.sold}/like`,
      headers: other.headers,
    });
    expect(like.statusCode).toBe(404);
  });

  it("links the seller's public profile only while it is visible", async () => {
    const slugOf = async () =>
      (await app.inject({ url: `/api/surfboards/${ids.public}` })).json().data.seller.slug;
    const setVisible = (visible: boolean) =>
      app.db
        .update(users)
        .set({
          slug: 'board-seller',
          publicProfile: { visible, showRegion: true, showSkillLevel: true, showBio: true },
        })
        .where(eq(users.id, seller.id));
    await setVisible(false);
    expect(await slugOf()).toBeNull();
    await setVisible(true);
    expect(await slugOf()).toBe('board-seller');
    await setVisible(false);
  });

  it('lets the owner and admins open their non-public boards', async () => {
    for (const key of ['pending', 'rejected', 'archived', 'sold']) {
      for (const viewer of [seller, admin]) {
        const res = await app.inject({
          url: `/api/surfboards/${ids[key]}`,
          headers: viewer.headers,
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().data._id).toBe(ids[key]);
      }
    }
  });

  it("a seller's list shows public boards to others and every board to the seller and admins", async () => {
    const url = `/api/surfboards/user/${seller.id}?limit=100`;
    const publicTitles = (await app.inject({ url }))
      .json()
      .data.boards.map((b: TSurfboard) => b.title);
    expect(publicTitles).toContain('Visible board');
    expect(publicTitles).not.toContain('Pending board');
    for (const viewer of [seller, admin]) {
      const mine = (await app.inject({ url, headers: viewer.headers }))
        .json()
        .data.boards.map((b: TSurfboard) => b.title);
      expect(mine).toEqual(
        expect.arrayContaining(['Pending board', 'Sold board', 'Archived board']),
      );
    }
  });
});

describe('filters, sorts and pages', () => {
  let a: string, b: string, c: string;
  beforeAll(async () => {
    // A separate seller keeps these three apart from the other tests' boards.
    const shop = await createTestUser(app);
    const base = { sellerId: shop.id, sellerType: 'shop' as const };
    a = await insertBoard({
      ...base,
      title: 'Alpha fish',
      brandId: ref.firewire,
      modelId: ref.seaside,
      categoryId: ref.fish,
      technologyId: ref.pu,
      condition: 'excellent',
      skillLevel: 'intermediate',
      finSystem: 'Futures',
      price: 1500,
      length: 5.6,
      volume: 33,
      locationText: 'תל אביב',
      viewCount: 5,
    });
    b = await insertBoard({
      ...base,
      title: 'Beta log',
      brandId: ref.lost,
      modelId: ref.puddle,
      categoryId: ref.longboard,
      technologyId: ref.epoxy,
      condition: 'fair',
      skillLevel: 'beginner',
      finSystem: 'FCS II',
      price: 3000,
      length: 9.2,
      volume: 70,
      locationText: 'חיפה',
      viewCount: 50,
    });
    c = await insertBoard({
      ...base,
      title: 'Gamma mid',
      brandId: ref.lost,
      categoryId: ref.fish,
      technologyId: ref.pu,
      condition: 'good',
      skillLevel: 'advanced',
      finSystem: 'FCS II',
      price: 2200,
      length: 7.1,
      volume: null,
      locationText: 'הרצליה',
      viewCount: 0,
    });
  });

  const ids = async (query: string) => {
    const { status, body } = await search(`sellerType=shop&limit=48&${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data.boards.map((x) => x._id);
  };

  it('applies each filter', async () => {
    const cases: [string, string[]][] = [
      [`brand=${ref.lost}`, [c, b]],
      [`model=${ref.seaside}`, [a]],
      [`category=${ref.fish}`, [c, a]],
      [`technology=${ref.epoxy}`, [b]],
      ['condition=excellent', [a]],
      ['skillLevel=beginner', [b]],
      ['finSystem=FCS%20II', [c, b]],
      ['minPrice=2000', [c, b]],
      ['maxPrice=2200', [c, a]],
      ['minPrice=2000&maxPrice=2500', [c]],
      ['minLength=7', [c, b]],
      ['maxLength=6', [a]],
      ['minVolume=40', [b]],
      ['maxVolume=40', [a]],
      [`location=${encodeURIComponent('חיפ')}`, [b]],
      [`brand=${ref.lost}&category=${ref.fish}&maxPrice=2500`, [c]],
    ];
    for (const [query, expected] of cases) {
      expect(await ids(query), query).toEqual(expected);
    }
    expect(await titlesFor('sellerType=private&limit=48')).not.toContain('Alpha fish');
  });

  it('sorts by every field both ways (default newest first), boards without a value last', async () => {
    expect(await ids('')).toEqual([c, b, a]);
    expect(await ids('sortBy=createdAt&sortOrder=asc')).toEqual([a, b, c]);
    expect(await ids('sortBy=price&sortOrder=asc')).toEqual([a, c, b]);
    expect(await ids('sortBy=price&sortOrder=desc')).toEqual([b, c, a]);
    expect(await ids('sortBy=length&sortOrder=asc')).toEqual([a, c, b]);
    expect(await ids('sortBy=length&sortOrder=desc')).toEqual([b, c, a]);
    expect(await ids('sortBy=volume&sortOrder=asc')).toEqual([a, b, c]);
    expect(await ids('sortBy=volume&sortOrder=desc')).toEqual([b, a, c]);
    expect(await ids('sortBy=viewCount&sortOrder=desc')).toEqual([b, a, c]);
    expect(await ids('sortBy=viewCount&sortOrder=asc')).toEqual([c, a, b]);
  });

  it('answers 400 for unknown filter values instead of ignoring them', async () => {
    for (const query of [
      'condition=mint',
      'sellerType=pirate',
      'skillLevel=god',
      'finSystem=glue',
      'sortBy=colour',
      'sortOrder=sideways',
      'brand=not-an-id',
      'minPrice=cheap',
      'page=0',
      'limit=500',
    ]) {
      const { status, body } = await search(query);
      expect(status, query).toBe(400);
      expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
  });
});

describe('pagination', () => {
  it('pages of 12 with the total, the last page holding the rest', async () => {
    const pager = await createTestUser(app);
    for (let i = 0; i < 15; i++) {
      await insertBoard({ sellerId: pager.id, title: `Paged ${i}`, price: 40_000 + i });
    }
    const q = 'minPrice=40000';
    const first = (await search(q)).body.data;
    expect(first).toMatchObject({ total: 15, page: 1, limit: 12, totalPages: 2, hasMore: true });
    expect(first.boards).toHaveLength(12);
    const second = (await search(`${q}&page=2`)).body.data;
    expect(second).toMatchObject({ total: 15, page: 2, totalPages: 2, hasMore: false });
    expect(second.boards).toHaveLength(3);
    const seen = new Set([...first.boards, ...second.boards].map((x) => x._id));
    expect(seen.size).toBe(15);
    const beyond = (await search(`${q}&page=3`)).body.data;
    expect(beyond).toMatchObject({ total: 15, boards: [] });
  });
});

describe('free-text search', () => {
  beforeAll(async () => {
    const author = await createTestUser(app);
    await insertBoard({
      sellerId: author.id,
      title: 'גלשן פיש צהוב במצב מעולה',
      description: 'מושלם לגלים קטנים בתל אביב',
      sellerType: 'dealer',
    });
    await insertBoard({
      sellerId: author.id,
      title: 'Lost Puddle Jumper',
      brandId: ref.lost,
      description: 'Great for small waves',
      sellerType: 'dealer',
    });
  });

  const found = async (text: string) =>
    titlesFor(`sellerType=dealer&search=${encodeURIComponent(text)}`);

  it('finds Hebrew words, also inside longer words', async () => {
    expect(await found('צהוב')).toEqual(['גלשן פיש צהוב במצב מעולה']);
    expect(await found('לגלים')).toEqual(['גלשן פיש צהוב במצב מעולה']);
    expect(await found('גלים')).toEqual(['גלשן פיש צהוב במצב מעולה']);
  });

  it('tolerates small typos in Hebrew and Latin script', async () => {
    expect(await found('צהוו')).toEqual(['גלשן פיש צהוב במצב מעולה']);
    expect(await found('pudle')).toEqual(['Lost Puddle Jumper']);
    expect(await found('jumpre')).toEqual(['Lost Puddle Jumper']);
  });

  it('matches brand names and needs every word', async () => {
    expect(await found('LOST small')).toEqual(['Lost Puddle Jumper']);
    expect(await found('lost צהוב')).toEqual([]);
    expect(await found('kayak')).toEqual([]);
  });

  it('/search answers the same as the list', async () => {
    const res = await app.inject({
      url: `/api/surfboards/search?search=${encodeURIComponent('puddle')}&sellerType=dealer`,
    });
    expect(res.json().data.boards.map((x: TSurfboard) => x.title)).toEqual(['Lost Puddle Jumper']);
  });
});

describe('likes and favourites', () => {
  let board: string;
  let hidden: string;
  beforeAll(async () => {
    board = await insertBoard({ title: 'Likeable' });
    hidden = await insertBoard({ title: 'Hidden', moderationStatus: 'pending' });
  });

  const like = (id: string, action: 'like' | 'unlike', headers = other.headers) =>
    app.inject({ method: 'PATCH', url: `/api/surfboards/${id}/${action}`, headers });
  const liked = async (headers = other.headers) =>
    (await app.inject({ url: `/api/surfboards/${board}/liked`, headers })).json().data.liked;

  it('visitors must sign in', async () => {
    const res = await like(board, 'like', {} as never);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(hebrew.UNAUTHORIZED);
    expect(await liked({} as never)).toBe(false);
    expect((await app.inject({ url: '/api/surfboards/favorites' })).statusCode).toBe(401);
  });

  it('like and unlike are idempotent and the favourites list follows', async () => {
    expect(await liked()).toBe(false);
    const first = await like(board, 'like');
    expect(first.json().data).toMatchObject({ liked: true, favoriteCount: 1 });
    const again = await like(board, 'like');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.favoriteCount).toBe(1);
    const rows = await app.db
      .select()
      .from(surfboardLikes)
      .where(eq(surfboardLikes.surfboardId, board));
    expect(rows).toHaveLength(1);
    expect(await liked()).toBe(true);

    const favs = (
      await app.inject({ url: '/api/surfboards/favorites', headers: other.headers })
    ).json().data;
    expect(favs.total).toBe(1);
    expect(favs.boards[0]).toMatchObject({ _id: board, favoriteCount: 1 });

    expect((await like(board, 'unlike')).json().data).toMatchObject({
      liked: false,
      favoriteCount: 0,
    });
    expect((await like(board, 'unlike')).statusCode).toBe(200);
    expect(await liked()).toBe(false);
    const after = (
      await app.inject({ url: '/api/surfboards/favorites', headers: other.headers })
    ).json().data;
    expect(after).toMatchObject({ total: 0, boards: [] });
  });

  it('a liked board that is sold stays in the favourites, marked sold; an archived one goes', async () => {
    const sold = await insertBoard({ title: 'Sold later' });
    const archived = await insertBoard({ title: 'Archived later' });
    await like(sold, 'like');
    await like(archived, 'like');
    await app.db
      .update(surfboards)
      .set({ isSold: true, soldDate: new Date() })
      .where(eq(surfboards.id, sold));
    await app.db.update(surfboards).set({ archived: true }).where(eq(surfboards.id, archived));
    const favs = (
      await app.inject({ url: '/api/surfboards/favorites', headers: other.headers })
    ).json().data;
    expect(favs.boards.map((b: TSurfboard) => [b.title, b.sold])).toEqual([['Sold later', true]]);
    expect(favs.total).toBe(1);
    // Sold: the seller's contact is not given out any more.
    expect(favs.boards[0].seller.phone ?? null).toBeNull();
    await like(sold, 'unlike');
  });

  it("cannot like a board one cannot see, or one that doesn't exist", async () => {
    expect((await like(hidden, 'like')).statusCode).toBe(404);
    expect((await like('0123456789abcdef01234567', 'like')).statusCode).toBe(404);
  });
});

describe('views and inquiries', () => {
  it('counts a view once per viewer per day and never the owner', async () => {
    const id = await insertBoard({ title: 'Viewed' });
    const view = (headers: Record<string, string>) =>
      app.inject({ url: `/api/surfboards/${id}`, headers });
    expect((await view(seller.headers)).json().data.viewCount).toBe(0);
    expect((await view(other.headers)).json().data.viewCount).toBe(1);
    expect((await view(other.headers)).json().data.viewCount).toBe(1);
    const visitor = { 'user-agent': 'phone A' };
    expect((await view(visitor)).json().data.viewCount).toBe(2);
    expect((await view(visitor)).json().data.viewCount).toBe(2);
    expect((await view({ 'user-agent': 'laptop B' })).json().data.viewCount).toBe(3);
    const [row] = await app.db.select().from(surfboards).where(eq(surfboards.id, id));
    expect(row!.viewCount).toBe(3);
  });

  it('records WhatsApp and e-mail clicks, except the seller’s own', async () => {
    const id = await insertBoard({ title: 'Contacted' });
    const click = (channel: string, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: `/api/surfboards/${id}/inquiries`,
        payload: { channel },
        headers,
      });
    expect((await click('whatsapp')).statusCode).toBe(201);
    expect((await click('email', other.headers)).json().data.recorded).toBe(true);
    expect((await click('email', seller.headers)).json().data.recorded).toBe(false);
    expect((await click('pigeon')).statusCode).toBe(400);
    const rows = await app.db
      .select()
      .from(surfboardInquiries)
      .where(eq(surfboardInquiries.surfboardId, id));
    expect(rows.map((r) => r.channel).sort()).toEqual(['email', 'whatsapp']);
  });
});

describe('share previews', () => {
  it('renders Open Graph, Twitter and Product JSON-LD tags for a public board page', async () => {
    const id = await insertBoard({
      title: 'Seaside למכירה',
      description: 'פיש מהיר',
      price: 2500,
      images: [{ key: 'abc123', widths: [320, 800, 1600], width: 1600, height: 1200 }],
    });
    const res = await app.inject({ url: `/surfboards/${id}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<meta property="og:title" content="Seaside למכירה');
    expect(html).toContain('og:type" content="product"');
    expect(html).toContain(
      '<meta property="og:image" content="https://galim.test/uploads/abc123-1600.webp">',
    );
    // Previews lay the card out before the image arrives: its size and a description.
    expect(html).toContain('<meta property="og:image:width" content="1600">');
    expect(html).toContain('<meta property="og:image:height" content="1200">');
    expect(html).toContain(
      '<meta property="og:image:alt" content="תמונה של הגלשן Seaside למכירה">',
    );
    // The gallery's first photo is on its way before the scripts run.
    expect(html).toContain(
      '<link rel="preload" as="image" href="/uploads/abc123-1600.webp" imagesrcset="/uploads/abc123-320.webp 320w, /uploads/abc123-800.webp 800w, /uploads/abc123-1600.webp 1600w" imagesizes="(max-width: 1024px) 100vw, 60vw" fetchpriority="high">',
    );
    expect(html).toContain('name="twitter:card"');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Seaside למכירה',
      offers: { '@type': 'Offer', price: 2500, priceCurrency: 'ILS' },
    });
  });

  it('answers 404 without board details for a hidden board', async () => {
    const id = await insertBoard({ title: 'Secret pending', moderationStatus: 'pending' });
    const res = await app.inject({ url: `/surfboards/${id}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Secret pending');
  });
});
