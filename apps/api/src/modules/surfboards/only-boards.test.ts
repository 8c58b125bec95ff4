import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';
import { createBoards, createTestUser, seedReferences, type TestUser } from '../../test/factories';

// Issue 53: gear of every kind shares the board table (decision 055), and no other kind ever
// appears under /api/surfboards. A public wetsuit beside a public board, both with the same
// words, category and place: every board address answers the board and never the wetsuit.

let app: App;
let seller: TestUser;
let boardId: string;
let wetsuitId: string;

beforeAll(async () => {
  app = await createTestApp({ publicUrl: 'https://galim.example' });
  seller = await createTestUser(app);
  const refs = await seedReferences(app);
  const shared = {
    sellerId: seller.id,
    price: 500,
    categoryId: refs.category,
    brandId: refs.brand,
    moderationStatus: 'approved' as const,
    locationText: 'תל אביב',
    lat: 32.08,
    lng: 34.77,
    searchText: 'oneill zebra',
  };
  const [board, wetsuit] = await createBoards(app, [
    { ...shared, title: 'Zebra board', length: 6, volume: 30 },
    {
      ...shared,
      title: 'Zebra wetsuit',
      kind: 'wetsuit',
      attributes: { size: 'M', thickness: '4/3', style: 'full', entry: 'chest', cut: 'men' },
    },
  ]);
  boardId = board!.id;
  wetsuitId = wetsuit!.id;
});

type Boards = { _id: string }[];
/** The ids of a list's boards, whether the answer is the list or holds it. */
const ids = (body: { data: Boards | { boards: Boards } }) =>
  (Array.isArray(body.data) ? body.data : body.data.boards).map((b) => b._id);

describe('/api/surfboards answers boards only', () => {
  it('lists, searches and finds near a place the board and not the wetsuit', async () => {
    for (const query of ['', '?search=zebra', '?near=32.08,34.77&radius=10', '?sort=price_asc']) {
      const res = await app.inject({ url: `/api/surfboards${query}` });
      expect(res.statusCode, `${query} ${res.body}`).toBe(200);
      expect(ids(res.json()), query).toEqual([boardId]);
    }
  });

  it("answers 404 for the wetsuit's id, to its seller too, and on the drawn page", async () => {
    expect((await app.inject({ url: `/api/surfboards/${boardId}` })).statusCode).toBe(200);
    expect((await app.inject({ url: `/api/surfboards/${wetsuitId}` })).statusCode).toBe(404);
    const own = await app.inject({ url: `/api/surfboards/${wetsuitId}`, headers: seller.headers });
    expect(own.statusCode).toBe(404);
    const page = await app.inject({ url: `/surfboards/${wetsuitId}` });
    expect(page.statusCode).toBe(404);
  });

  it("keeps the wetsuit out of the seller's boards, public and own, and the sitemap's boards", async () => {
    for (const url of [`/api/users/${seller.id}/surfboards`, `/api/surfboards/user/${seller.id}`]) {
      const profile = await app.inject({ url });
      expect(profile.statusCode, url).toBe(200);
      expect(ids(profile.json()), url).toEqual([boardId]);
    }
    const mine = await app.inject({
      url: '/api/surfboards/mine?status=all',
      headers: seller.headers,
    });
    expect(mine.statusCode).toBe(200);
    expect(ids(mine.json())).toEqual([boardId]);
    const sitemap = await app.inject({ url: '/sitemap.xml' });
    expect(sitemap.body).toContain(boardId);
    // The sitemap names the wetsuit at its own kind's address, never at a board's.
    expect(sitemap.body).not.toContain(`/surfboards/${wetsuitId}`);
    expect(sitemap.body).toContain(`/wetsuits/${wetsuitId}`);
  });

  it('refuses to archive, renew, delete or like the wetsuit as a board', async () => {
    for (const [method, action] of [
      ['PATCH', '/archive'],
      ['POST', '/renew'],
      ['DELETE', ''],
    ] as const) {
      const res = await app.inject({
        method,
        url: `/api/surfboards/${wetsuitId}${action}`,
        headers: seller.headers,
      });
      expect(res.statusCode, `${method} ${action} ${res.body}`).toBe(404);
    }
    const buyer = await createTestUser(app);
    const like = await app.inject({
      method: 'PATCH',
      url: `/api/surfboards/${wetsuitId}/like`,
      headers: buyer.headers,
    });
    expect(like.statusCode).toBe(404);
  });
});
