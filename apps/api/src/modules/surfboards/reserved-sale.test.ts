import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { App } from '../../app';
import { liveEvents } from '../../db/schema';
import { replyWaits } from '../users/seller-trust';
import { createTestApp } from '../../test/helpers';
import {
  boardRecord,
  createOffer,
  createTestUser,
  createThread,
  insertBoard,
  seedReferences,
  type Refs,
  type TestUser,
} from '../../test/factories';

// A board reserved for a buyer (issue 51): sold to that buyer, or to anyone else only once the
// seller released the reservation, which tells the first buyer in their thread; the buyer it is
// sold to hears it in their thread, with the way to review the seller.

let app: App;
let refs: Refs;
let seller: TestUser;

const ok = (res: LightMyRequestResponse, status = 200) => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
};
const markSold = (payload: Record<string, unknown>, boardId: string, language = 'he') =>
  app.inject({
    method: 'POST',
    url: `/api/surfboards/${boardId}/mark-sold`,
    headers: { ...seller.headers, 'accept-language': language },
    payload,
  });
const release = (boardId: string) =>
  app.inject({
    method: 'DELETE',
    url: `/api/surfboards/${boardId}/reservation`,
    headers: seller.headers,
  });
type Msg = { kind: string; senderId: string | null; body: string | null };
const messagesOf = async (who: TestUser, threadId: string) =>
  ok(await app.inject({ url: `/api/conversations/${threadId}/messages`, headers: who.headers }))
    .items as Msg[];
const threadOf = async (who: TestUser, threadId: string) =>
  (
    ok(await app.inject({ url: '/api/conversations', headers: who.headers })).items as {
      _id: string;
      unreadCount: number;
      board: { status: string } | null;
    }[]
  ).find((t) => t._id === threadId)!;
const liveCount = async (userId: string) =>
  (
    await app.db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.userId, userId), eq(liveEvents.type, 'conversation')))
  ).length;

/** A board reserved for Dana at ₪2,800 (listed at ₪3,000); Noa wrote about it too. */
async function reservedBoard() {
  const boardId = await insertBoard(app, seller.id, refs, {
    moderationStatus: 'approved',
    price: 3000,
  });
  const dana = await createTestUser(app, { firstName: 'Dana' });
  const noa = await createTestUser(app, { firstName: 'Noa' });
  const danaThread = await createThread(app, { boardId, buyer: dana });
  await createThread(app, { boardId, buyer: noa });
  await createOffer(app, { threadId: danaThread, from: dana, amount: 2800, acceptedBy: seller });
  return { boardId, dana, noa, danaThread };
}

beforeAll(async () => {
  app = await createTestApp();
  refs = await seedReferences(app);
  seller = await createTestUser(app, { firstName: 'Tal' });
});

describe('selling a reserved board', () => {
  it('refuses a sale to anyone but the reserved buyer, in the request language', async () => {
    const { boardId, noa } = await reservedBoard();
    for (const payload of [{}, { buyerId: null }, { buyerId: noa.id }, { soldPrice: 3000 }]) {
      const res = await markSold(payload, boardId);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'SOLD_WHILE_RESERVED',
        error: expect.stringContaining('קודם בטלו את השמירה'),
      });
    }
    const en = await markSold({ buyerId: null }, boardId, 'en');
    expect(en.json().error).toContain('release the reservation first');
    // Several at once: all or none, the reserved one refuses.
    const bulk = await app.inject({
      method: 'POST',
      url: '/api/surfboards/bulk/sold',
      headers: seller.headers,
      payload: { ids: [boardId], soldThroughWebsite: false },
    });
    expect(bulk.statusCode, bulk.body).toBe(409);
    expect(await boardRecord(app, boardId)).toMatchObject({ isSold: false, soldToUserId: null });
  });

  it('sold to the reserved buyer at the accepted amount, who is told in the thread', async () => {
    const { boardId, dana, danaThread } = await reservedBoard();
    const liveBefore = await liveCount(dana.id);
    const sold = ok(await markSold({ buyerId: dana.id }, boardId));
    expect(sold).toMatchObject({ sold: true, soldStatus: { soldPrice: 2800 } });
    expect(await boardRecord(app, boardId)).toMatchObject({ soldToUserId: dana.id });

    const last = (await messagesOf(dana, danaThread)).at(-1)!;
    expect(last).toMatchObject({ kind: 'board_sold', senderId: seller.id });
    expect(last.body).toContain('חוות דעת');
    const thread = await threadOf(dana, danaThread);
    expect(thread.board?.status).toBe('sold');
    expect(thread.unreadCount).toBeGreaterThan(0);
    expect(await liveCount(dana.id)).toBeGreaterThan(liveBefore);
  });

  it('a release tells the buyer in the thread, then the board may go to another', async () => {
    const { boardId, dana, noa, danaThread } = await reservedBoard();
    const liveBefore = await liveCount(dana.id);
    const released = ok(await release(boardId));
    expect(released.reservedUntil).toBeNull();
    const last = (await messagesOf(dana, danaThread)).at(-1)!;
    expect(last).toMatchObject({ kind: 'reservation_released', senderId: seller.id });
    expect(await liveCount(dana.id)).toBeGreaterThan(liveBefore);

    // Nothing to release a second time: no second notice.
    ok(await release(boardId));
    const after = await messagesOf(dana, danaThread);
    expect(after.filter((m) => m.kind === 'reservation_released')).toHaveLength(1);

    const sold = ok(await markSold({ buyerId: noa.id }, boardId));
    expect(sold.soldStatus.soldPrice).toBe(3000);
    expect(await boardRecord(app, boardId)).toMatchObject({ soldToUserId: noa.id });
  });

  it('a sale outside Galim tells a buyer who wrote that it went elsewhere, never that it is theirs', async () => {
    const boardId = await insertBoard(app, seller.id, refs, { moderationStatus: 'approved' });
    const buyer = await createTestUser(app);
    const threadId = await createThread(app, { boardId, buyer });
    ok(await markSold({ buyerId: null }, boardId));
    expect((await messagesOf(buyer, threadId)).map((m) => m.kind)).toEqual([
      'text',
      'board_sold_elsewhere',
    ]);
  });

  it('a notice is no reply: the seller’s reply time does not count it', async () => {
    const quiet = await createTestUser(app);
    const boardId = await insertBoard(app, quiet.id, refs, { moderationStatus: 'approved' });
    const buyer = await createTestUser(app);
    await createThread(app, { boardId, buyer });
    const res = await app.inject({
      method: 'POST',
      url: `/api/surfboards/${boardId}/mark-sold`,
      headers: quiet.headers,
      payload: { buyerId: buyer.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    // A young thread the seller never answered is not counted yet.
    expect(await replyWaits(app.db, quiet.id)).toEqual([]);
  });
});
