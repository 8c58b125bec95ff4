import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../app';
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

// Marking a board sold asks to whom (issue 43): one of the buyers who wrote about it (listed for
// the seller with their accepted offer, which becomes the price) or someone outside Galim.

let app: App;
let refs: Refs;
let seller: TestUser;

const ok = (res: LightMyRequestResponse, status = 200) => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
};
const markSold = (who: TestUser, boardId: string, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/api/surfboards/${boardId}/mark-sold`,
    headers: who.headers,
    payload,
  });
const buyersOf = (who: TestUser, boardId: string) =>
  app.inject({ url: `/api/surfboards/${boardId}/buyers`, headers: who.headers });
const approvedBoard = () =>
  insertBoard(app, seller.id, refs, { moderationStatus: 'approved', price: 2000 });

beforeAll(async () => {
  app = await createTestApp();
  refs = await seedReferences(app);
  seller = await createTestUser(app, { firstName: 'Tal' });
});

describe('sold to whom', () => {
  it('lists the buyers who wrote, to the seller only', async () => {
    const boardId = await approvedBoard();
    const dana = await createTestUser(app, { firstName: 'Dana' });
    const noa = await createTestUser(app, { firstName: 'Noa' });
    await createThread(app, { boardId, buyer: dana });
    const noaThread = await createThread(app, { boardId, buyer: noa });
    await createOffer(app, { threadId: noaThread, from: noa, amount: 1700, acceptedBy: seller });

    const { items } = ok(await buyersOf(seller, boardId));
    expect(items).toMatchObject([
      { _id: noa.id, name: 'Noa', acceptedOfferAmount: 1700, reserved: true },
      { _id: dana.id, name: 'Dana', acceptedOfferAmount: null, reserved: false },
    ]);
    expect(typeof items[0].lastMessageAt).toBe('string');

    const admin = await createTestUser(app, { role: 'admin' });
    for (const who of [dana, admin]) expect((await buyersOf(who, boardId)).statusCode).toBe(403);
    expect((await app.inject({ url: `/api/surfboards/${boardId}/buyers` })).statusCode).toBe(401);
    expect((await buyersOf(seller, 'f'.repeat(24))).statusCode).toBe(404);
  });

  it('sold to a buyer with an accepted offer: its amount, the buyer recorded, no reservation', async () => {
    const boardId = await approvedBoard();
    const buyer = await createTestUser(app);
    await createOffer(app, {
      threadId: await createThread(app, { boardId, buyer }),
      from: buyer,
      amount: 1600,
      acceptedBy: seller,
    });
    const sold = ok(await markSold(seller, boardId, { buyerId: buyer.id }));
    expect(sold).toMatchObject({
      sold: true,
      soldStatus: { soldPrice: 1600 },
      soldThroughWebsite: true,
      reservedUntil: null,
    });
    const row = await boardRecord(app, boardId);
    expect(row).toMatchObject({ soldToUserId: buyer.id, reservedForUserId: null });

    // Back on sale: the buyer is forgotten with the sale.
    ok(
      await app.inject({
        method: 'PATCH',
        url: `/api/surfboards/${boardId}/unsold`,
        headers: seller.headers,
      }),
    );
    expect(await boardRecord(app, boardId)).toMatchObject({ soldToUserId: null });

    // A price given wins over the offer.
    const again = ok(await markSold(seller, boardId, { buyerId: buyer.id, soldPrice: 1550 }));
    expect(again.soldStatus.soldPrice).toBe(1550);
  });

  it('sold to a buyer without an offer, or outside Galim: the listed price', async () => {
    const boardId = await approvedBoard();
    const buyer = await createTestUser(app);
    await createThread(app, { boardId, buyer });
    const sold = ok(await markSold(seller, boardId, { buyerId: buyer.id }));
    expect(sold.soldStatus.soldPrice).toBe(2000);
    expect(await boardRecord(app, boardId)).toMatchObject({ soldToUserId: buyer.id });

    const other = await approvedBoard();
    const outside = ok(await markSold(seller, other, { buyerId: null }));
    expect(outside).toMatchObject({ sold: true, soldThroughWebsite: false });
    expect(await boardRecord(app, other)).toMatchObject({ soldToUserId: null });
  });

  it('refuses a buyer who never wrote about the board', async () => {
    const boardId = await approvedBoard();
    const stranger = await createTestUser(app);
    const elsewhere = await createTestUser(app);
    // Wrote about another board of the seller: not a buyer of this one.
    await createThread(app, { boardId: await approvedBoard(), buyer: elsewhere });
    for (const buyerId of [stranger.id, elsewhere.id, seller.id, 'a'.repeat(24)]) {
      const res = await markSold(seller, boardId, { buyerId });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe('SOLD_TO_NOT_A_BUYER');
    }
    const bad = await markSold(seller, boardId, { buyerId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(await boardRecord(app, boardId)).toMatchObject({ isSold: false });
  });

  it('archiving a reserved board ends the reservation', async () => {
    const boardId = await approvedBoard();
    const buyer = await createTestUser(app);
    await createOffer(app, {
      threadId: await createThread(app, { boardId, buyer }),
      from: buyer,
      amount: 1500,
      acceptedBy: seller,
    });
    ok(
      await app.inject({
        method: 'PATCH',
        url: `/api/surfboards/${boardId}/archive`,
        headers: seller.headers,
      }),
    );
    expect(await boardRecord(app, boardId)).toMatchObject({
      reservedForUserId: null,
      reservedUntil: null,
    });
  });
});
