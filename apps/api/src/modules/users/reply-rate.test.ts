import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';
import {
  createTestUser,
  insertBoard,
  insertThread,
  seedReferences,
  type Refs,
  type TestUser,
} from '../../test/factories';
import { replyRateCounts } from './seller-trust';

// The seller's reply rate (issue 55, rule in shared/users/reply-rate.ts): served as a band with
// the seller's facts on the board page and the public profile. Messages are back-dated and the
// count is asked at a later "now": the clock moves, nothing waits.

let app: App;
let refs: Refs;

const DAY = 86_400_000;
const daysAgo = (d: number) => new Date(Date.now() - d * DAY);

beforeAll(async () => {
  app = await createTestApp();
  refs = await seedReferences(app);
});

/** A seller with a visible public profile under `slug`, and an approved board. */
async function sellerWithBoard(slug: string) {
  const seller = await createTestUser(app, { firstName: 'Tal' });
  const res = await app.inject({
    method: 'PUT',
    url: `/api/users/${seller.id}`,
    headers: seller.headers,
    payload: {
      firstName: 'Tal',
      lastName: 'Cohen',
      phone: '0501234567',
      slug,
      publicProfile: { visible: true },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const board = await insertBoard(app, seller.id, refs, { moderationStatus: 'approved' });
  return { seller, board };
}

/** A buyer writes first `askedDaysAgo`, twice; the seller answers a day later when `answered`. */
async function thread(
  board: string,
  askedDaysAgo: number,
  answered: boolean,
  buyer?: TestUser,
): Promise<TestUser> {
  const who = buyer ?? (await createTestUser(app));
  await insertThread(app, {
    boardId: board,
    buyerId: who.id,
    messages: [
      { from: 'buyer', body: 'עדיין למכירה?', at: daysAgo(askedDaysAgo) },
      { from: 'buyer', body: 'אפשר לראות מחר?', at: daysAgo(askedDaysAgo - 0.1) },
      ...(answered ? [{ from: 'seller', body: 'כן', at: daysAgo(askedDaysAgo - 1) } as const] : []),
    ],
  });
  return who;
}

async function replyRates(board: string, slug: string) {
  const page = await app.inject({ url: `/api/surfboards/${board}` });
  expect(page.statusCode, page.body).toBe(200);
  const profile = await app.inject({ url: `/api/public/profile/slug/${slug}` });
  expect(profile.statusCode, profile.body).toBe(200);
  return [page.json().data.seller.trust.replyRate, profile.json().data.trust.replyRate];
}

describe('the seller replies to N% of messages', () => {
  it('is the 75% band for 4 answered of 5 people who wrote first', async () => {
    const { seller, board } = await sellerWithBoard('replies-often');
    for (const answered of [true, true, true, true, false]) await thread(board, 10, answered);

    // Not counted: a buyer the seller blocked, a thread older than 120 days, a thread the seller
    // opened (as when writing to those who liked a board). Counted, they would bring it below 75%.
    const pest = await thread(board, 5, false);
    const blocked = await app.inject({
      method: 'PUT',
      url: `/api/blocks/${pest.id}`,
      headers: seller.headers,
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    await thread(board, 121, false);
    const liker = await createTestUser(app);
    await insertThread(app, {
      boardId: board,
      buyerId: liker.id,
      messages: [
        { from: 'seller', body: 'ירד מחיר', at: daysAgo(3) },
        { from: 'buyer', body: 'תודה', at: daysAgo(2) },
      ],
    });

    expect(await replyRateCounts(app.db, seller.id)).toStrictEqual({
      threads: 5,
      answered: 4,
      people: 5,
    });
    expect(await replyRates(board, 'replies-often')).toStrictEqual([75, 75]);

    // 111 days on, the threads of 10 days ago leave the window: nothing is claimed.
    const later = new Date(Date.now() + 111 * DAY);
    expect(await replyRateCounts(app.db, seller.id, later)).toStrictEqual({
      threads: 0,
      answered: 0,
      people: 0,
    });
  });

  it('claims nothing with only 3 different people, however many threads they opened', async () => {
    const { seller, board } = await sellerWithBoard('few-askers');
    const other = await insertBoard(app, seller.id, refs, { moderationStatus: 'approved' });
    for (let i = 0; i < 3; i++) {
      const buyer = await thread(board, 20, true);
      await thread(other, 15, true, buyer);
    }
    expect(await replyRateCounts(app.db, seller.id)).toStrictEqual({
      threads: 6,
      answered: 6,
      people: 3,
    });
    expect(await replyRates(board, 'few-askers')).toStrictEqual([null, null]);

    // A fourth person, answered too: every one of them, the 100% band.
    await thread(other, 1, true);
    expect(await replyRateCounts(app.db, seller.id)).toMatchObject({ people: 4, answered: 7 });
  });
});
