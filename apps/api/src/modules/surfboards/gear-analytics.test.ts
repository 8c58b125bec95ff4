import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';
import {
  createTestUser,
  createThread,
  insertBoard,
  seedReferences,
  type Refs,
  type TestUser,
} from '../../test/factories';

// A seller's analytics count every kind they sell (issue 53): a wetsuit's views, likes and
// conversations are in the totals and in its own line, named by its title and kind.

let app: App;
let refs: Refs;
let seller: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  refs = await seedReferences(app, 'gear-analytics');
  seller = await createTestUser(app);
});

describe('a seller’s analytics, every kind', () => {
  it('counts a wetsuit as a board, and names it in its own line', async () => {
    const board = await insertBoard(app, seller.id, refs, {
      title: 'Pyzel 5.10',
      moderationStatus: 'approved',
      viewCount: 3,
    });
    const wetsuit = await insertBoard(app, seller.id, refs, {
      kind: 'wetsuit',
      attributes: { size: 'M', thickness: '4/3', style: 'full', cut: 'men' },
      title: "O'Neill 4/3",
      length: null,
      volume: null,
      moderationStatus: 'approved',
      viewCount: 12,
    });
    const buyer = await createTestUser(app);
    await createThread(app, { boardId: wetsuit, buyer, body: 'עדיין זמינה?' });
    const liked = await app.inject({
      method: 'PATCH',
      url: `/api/listings/${wetsuit}/like`,
      headers: buyer.headers,
    });
    expect(liked.statusCode, liked.body).toBe(200);

    const res = await app.inject({
      url: `/api/surfboards/analytics/${seller.id}`,
      headers: seller.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ totalSurfboards: 2, totalViews: 15, totalFavorites: 1 });
    expect(data.listings).toEqual([
      {
        _id: wetsuit,
        kind: 'wetsuit',
        title: "O'Neill 4/3",
        status: 'active',
        views: 12,
        likes: 1,
        conversations: 1,
        inquiries: 0,
      },
      {
        _id: board,
        kind: 'board',
        title: 'Pyzel 5.10',
        status: 'active',
        views: 3,
        likes: 0,
        conversations: 0,
        inquiries: 0,
      },
    ]);
  });
});
