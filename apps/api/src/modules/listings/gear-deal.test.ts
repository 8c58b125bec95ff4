import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';
import {
  boardRecord,
  createTestUser,
  createThread,
  insertBoard,
  seedReferences,
  type Refs,
  type TestUser,
} from '../../test/factories';

// The whole deal on a wetsuit, as on a board (issue 53): the buyer writes and offers, the seller
// counters, the buyer accepts and the wetsuit is reserved; the seller sees the buyer, sells it to
// them at the agreed price, and the buyer reviews the seller. The lifecycle lives under
// /api/listings/{id}; the board addresses still refuse gear.

let app: App;
let refs: Refs;
let seller: TestUser;
let buyer: TestUser;

const ok = (res: LightMyRequestResponse, status = 200) => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
};
const as = (
  who: TestUser | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

const wetsuit = (values: Record<string, unknown> = {}) =>
  insertBoard(app, seller.id, refs, {
    kind: 'wetsuit',
    attributes: { size: 'M', thickness: '4/3', style: 'full', cut: 'men' },
    title: "חליפה O'Neill 4/3 M",
    length: null,
    volume: null,
    price: 600,
    moderationStatus: 'approved',
    ...values,
  });

beforeAll(async () => {
  app = await createTestApp();
  refs = await seedReferences(app, 'deal');
  seller = await createTestUser(app, { firstName: 'Tal' });
  buyer = await createTestUser(app, { firstName: 'Dana' });
});

describe('a wetsuit, written about, offered, reserved, sold to its buyer and reviewed', () => {
  it('goes through the deal as a board does', async () => {
    const id = await wetsuit();
    const threadId = await createThread(app, { boardId: id, buyer, body: 'עדיין זמינה?' });

    const offer = ok(
      await as(buyer, 'POST', `/api/conversations/${threadId}/offers`, { amount: 500 }),
      201,
    );
    expect(offer.offer.amount).toBe(500);
    const counter = ok(
      await as(seller, 'POST', `/api/conversations/${threadId}/offers`, { amount: 550 }),
      201,
    );
    ok(
      await as(buyer, 'POST', `/api/conversations/${threadId}/offers/${counter.offer._id}/accept`),
    );

    const reserved = ok(await as(buyer, 'GET', `/api/listings/${id}`));
    expect(reserved.kind).toBe('wetsuit');
    expect(reserved.reservedForMe).toBe(true);
    expect(reserved.reservedUntil).not.toBeNull();

    const { items } = ok(await as(seller, 'GET', `/api/listings/${id}/buyers`));
    expect(items).toMatchObject([{ _id: buyer.id, acceptedOfferAmount: 550, reserved: true }]);
    expect((await as(buyer, 'GET', `/api/listings/${id}/buyers`)).statusCode).toBe(403);

    const sold = ok(
      await as(seller, 'POST', `/api/listings/${id}/mark-sold`, { buyerId: buyer.id }),
    );
    expect(sold).toMatchObject({
      kind: 'wetsuit',
      sold: true,
      soldStatus: { soldPrice: 550 },
      soldThroughWebsite: true,
      reservedUntil: null,
    });
    expect(await boardRecord(app, id)).toMatchObject({ soldToUserId: buyer.id });

    const review = await as(buyer, 'POST', '/api/seller-reviews', {
      boardId: id,
      rating: 5,
      body: 'חליפה כמו חדשה, מוכר אמין',
    });
    expect(review.statusCode, review.body).toBe(201);
  });

  it('is kept, archived, renewed and deleted by its owner alone, under /api/listings', async () => {
    const id = await wetsuit();
    const stranger = await createTestUser(app);
    expect((await as(stranger, 'PATCH', `/api/listings/${id}/archive`)).statusCode).toBe(403);
    expect((await as(null, 'PATCH', `/api/listings/${id}/archive`)).statusCode).toBe(401);
    const archived = ok(await as(seller, 'PATCH', `/api/listings/${id}/archive`));
    expect(archived).toMatchObject({ kind: 'wetsuit', archived: true });
    // Out of public view: a stranger is told it is not there.
    const hidden = await as(stranger, 'PATCH', `/api/listings/${id}/unarchive`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe('LISTING_NOT_FOUND');
    ok(await as(seller, 'PATCH', `/api/listings/${id}/unarchive`));
    ok(await as(seller, 'POST', `/api/listings/${id}/renew`));
    ok(await as(seller, 'DELETE', `/api/listings/${id}`));
    expect((await as(seller, 'GET', `/api/listings/${id}`)).statusCode).toBe(404);
  });

  it('the board addresses refuse gear; the listing addresses take a board', async () => {
    const id = await wetsuit();
    for (const [method, url] of [
      ['POST', `/api/surfboards/${id}/mark-sold`],
      ['PATCH', `/api/surfboards/${id}/archive`],
      ['DELETE', `/api/surfboards/${id}`],
    ] as const) {
      const res = await as(seller, method, url, method === 'POST' ? {} : undefined);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('BOARD_NOT_FOUND');
    }
    const bulk = await as(seller, 'POST', '/api/surfboards/bulk/archive', { ids: [id] });
    expect(bulk.statusCode).toBe(404);
    expect((await boardRecord(app, id))!.archived).toBe(false);

    const board = await insertBoard(app, seller.id, refs, { moderationStatus: 'approved' });
    const archived = ok(await as(seller, 'PATCH', `/api/listings/${board}/archive`));
    expect(archived).toMatchObject({ kind: 'board', archived: true });
  });

  it('several at once under /api/listings/bulk: boards and gear together, all or none', async () => {
    const stranger = await createTestUser(app, { firstName: 'Noa' });
    const [suit, board] = [await wetsuit(), await insertBoard(app, seller.id, refs, {})];
    const theirs = await as(stranger, 'POST', '/api/listings/bulk/archive', { ids: [suit, board] });
    expect(theirs.statusCode).toBe(403);
    expect((await boardRecord(app, suit))!.archived).toBe(false);

    const archived = ok(
      await as(seller, 'POST', '/api/listings/bulk/archive', { ids: [suit, board] }),
    );
    expect(archived).toMatchObject({ count: 2 });
    for (const id of [suit, board]) expect((await boardRecord(app, id))!.archived).toBe(true);

    const other = await wetsuit();
    const sold = ok(await as(seller, 'POST', '/api/listings/bulk/sold', { ids: [other] }));
    expect(sold).toMatchObject({ count: 1 });
    expect((await boardRecord(app, other))!.isSold).toBe(true);

    ok(await as(seller, 'POST', '/api/listings/bulk/delete', { ids: [suit, board, other] }));
    expect((await as(seller, 'GET', `/api/listings/${suit}`)).statusCode).toBe(404);
  });
});
