import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { conversationOffers, surfboards } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import {
  createTestUser,
  insertBoard,
  seedReferences,
  type Refs,
  type TestUser,
} from '../../test/factories';

// An offer to everyone who liked a board (issue 55 §4 and §6–7): at least 5% under the price,
// once in 7 days; each liker gets it in a thread of their own, valid 48 hours; accepting it
// reserves the board as any accepted offer does.

let app: App;
let refs: Refs;
let seller: TestUser;

const ok = (res: LightMyRequestResponse, status = 200) => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
};
const offerToLikers = (boardId: string, amount: unknown, who = seller, language = 'he') =>
  app.inject({
    method: 'POST',
    url: `/api/surfboards/${boardId}/offer-to-likers`,
    headers: { ...who.headers, 'accept-language': language },
    payload: { amount },
  });
const like = async (who: TestUser, boardId: string) =>
  ok(
    await app.inject({
      method: 'PATCH',
      url: `/api/surfboards/${boardId}/like`,
      headers: who.headers,
    }),
  );
type Thread = { _id: string; board: { _id: string } | null };
type Msg = {
  _id: string;
  kind: string;
  senderId: string | null;
  offer?: { _id: string; amount: number; status: string; fromRole: string; validUntil?: string };
};
async function threadAbout(who: TestUser, boardId: string) {
  const list = ok(await app.inject({ url: '/api/conversations', headers: who.headers }));
  const thread = (list.items as Thread[]).find((t) => t.board?._id === boardId);
  if (!thread) return null;
  const page = ok(
    await app.inject({ url: `/api/conversations/${thread._id}/messages`, headers: who.headers }),
  );
  return { id: thread._id, messages: page.items as Msg[] };
}

/** A ₪2,000 board liked by Dana and Noa, and by Omer, whom the seller blocked. */
async function likedBoard() {
  const boardId = await insertBoard(app, seller.id, refs, {
    moderationStatus: 'approved',
    price: 2000,
  });
  const [dana, noa, omer] = await Promise.all(
    ['Dana', 'Noa', 'Omer'].map((firstName) => createTestUser(app, { firstName })),
  );
  for (const who of [dana!, noa!, omer!]) await like(who, boardId);
  ok(await app.inject({ method: 'PUT', url: `/api/blocks/${omer!.id}`, headers: seller.headers }));
  return { boardId, dana: dana!, noa: noa!, omer: omer! };
}

beforeAll(async () => {
  app = await createTestApp();
  refs = await seedReferences(app);
  seller = await createTestUser(app, { firstName: 'Tal' });
});

describe('an offer to those who liked a board', () => {
  it('reaches each liker in a thread of their own, valid 48 hours; an accepted one reserves', async () => {
    const { boardId, dana, noa, omer } = await likedBoard();
    const sent = ok(await offerToLikers(boardId, 1900), 201);
    expect(sent).toMatchObject({ sent: 2, skipped: 0 });
    const hours = (Date.parse(sent.validUntil) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);

    for (const who of [dana, noa]) {
      const thread = (await threadAbout(who, boardId))!;
      expect(thread.messages).toHaveLength(1);
      expect(thread.messages[0]).toMatchObject({
        kind: 'offer',
        senderId: seller.id,
        offer: { amount: 1900, status: 'open', fromRole: 'seller', validUntil: sent.validUntil },
      });
    }
    expect(await threadAbout(omer, boardId)).toBeNull();

    const dana1 = (await threadAbout(dana, boardId))!;
    const offerId = dana1.messages[0]!.offer!._id;
    ok(
      await app.inject({
        method: 'POST',
        url: `/api/conversations/${dana1.id}/offers/${offerId}/accept`,
        headers: dana.headers,
      }),
    );
    const board = ok(
      await app.inject({ url: `/api/surfboards/${boardId}`, headers: dana.headers }),
    );
    expect(board).toMatchObject({ reservedForMe: true });
    expect(board.reservedUntil).not.toBeNull();
    // Noa's offer can no longer be taken: the board is held for Dana.
    const noa1 = (await threadAbout(noa, boardId))!;
    const late = await app.inject({
      method: 'POST',
      url: `/api/conversations/${noa1.id}/offers/${noa1.messages[0]!.offer!._id}/accept`,
      headers: noa.headers,
    });
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().code).toBe('BOARD_RESERVED');
  });

  it('an offer past its 48 hours cannot be accepted', async () => {
    const { boardId, dana } = await likedBoard();
    ok(await offerToLikers(boardId, 1500), 201);
    const thread = (await threadAbout(dana, boardId))!;
    const offerId = thread.messages[0]!.offer!._id;
    await app.db
      .update(conversationOffers)
      .set({ validUntil: new Date(Date.now() - 60_000) })
      .where(eq(conversationOffers.id, offerId));
    const res = await app.inject({
      method: 'POST',
      url: `/api/conversations/${thread.id}/offers/${offerId}/accept`,
      headers: dana.headers,
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'OFFER_EXPIRED',
      error: expect.stringContaining('פג'),
    });
  });

  it('once in 7 days, and again after them', async () => {
    const { boardId } = await likedBoard();
    ok(await offerToLikers(boardId, 1800), 201);
    const again = await offerToLikers(boardId, 1700, seller, 'en');
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'LIKERS_OFFER_TOO_SOON',
      error: expect.stringContaining('every 7 days'),
    });
    await app.db
      .update(surfboards)
      .set({ likersOfferAt: new Date(Date.now() - 7 * 86_400_000 - 60_000) })
      .where(eq(surfboards.id, boardId));
    // Both likers still have the first offer open: they keep it, and are counted as skipped.
    expect(ok(await offerToLikers(boardId, 1700), 201)).toMatchObject({ sent: 0, skipped: 2 });
  });

  it('refuses a price not 5% under, a zero or negative amount, and a board nobody liked', async () => {
    const { boardId } = await likedBoard();
    const high = await offerToLikers(boardId, 1901);
    expect(high.statusCode, high.body).toBe(400);
    expect(high.json()).toMatchObject({
      code: 'LIKERS_OFFER_TOO_HIGH',
      error: expect.stringContaining('5%'),
    });
    for (const amount of [0, -100, 'מאה', 19.5]) {
      const res = await offerToLikers(boardId, amount);
      expect(res.statusCode, `${amount}: ${res.body}`).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const lonely = await insertBoard(app, seller.id, refs, { moderationStatus: 'approved' });
    const none = await offerToLikers(lonely, 100);
    expect(none.statusCode, none.body).toBe(409);
    expect(none.json().code).toBe('LIKERS_OFFER_NO_LIKERS');
  });

  it("another user's board: 403 when public, 404 when unknown; nobody is told", async () => {
    const { boardId, dana } = await likedBoard();
    const stranger = await createTestUser(app);
    const res = await offerToLikers(boardId, 1000, stranger);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    const unknown = await offerToLikers('f'.repeat(24), 1000);
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(await threadAbout(dana, boardId)).toBeNull();
  });
});

describe('an offer to those who liked a listing of another kind (issue 53)', () => {
  it('reaches the wetsuit’s likers under /api/listings; /api/surfboards never takes a wetsuit', async () => {
    const id = await insertBoard(app, seller.id, refs, {
      kind: 'wetsuit',
      attributes: { size: 'M', thickness: '4/3', style: 'full', cut: 'men' },
      length: null,
      volume: null,
      moderationStatus: 'approved',
      price: 600,
    });
    const dana = await createTestUser(app, { firstName: 'Dana' });
    ok(
      await app.inject({
        method: 'PATCH',
        url: `/api/listings/${id}/like`,
        headers: dana.headers,
      }),
    );
    const asBoard = await offerToLikers(id, 500);
    expect(asBoard.statusCode, asBoard.body).toBe(404);
    expect(asBoard.json().code).toBe('BOARD_NOT_FOUND');

    const sent = ok(
      await app.inject({
        method: 'POST',
        url: `/api/listings/${id}/offer-to-likers`,
        headers: seller.headers,
        payload: { amount: 500 },
      }),
      201,
    );
    expect(sent).toMatchObject({ sent: 1, skipped: 0 });
    const thread = (await threadAbout(dana, id))!;
    expect(thread.messages[0]).toMatchObject({
      kind: 'offer',
      offer: { amount: 500, status: 'open', fromRole: 'seller' },
    });
    // At most 95% of ₪600, as for a board.
    const tooHigh = await app.inject({
      method: 'POST',
      url: `/api/listings/${id}/offer-to-likers`,
      headers: seller.headers,
      payload: { amount: 590 },
    });
    expect(tooHigh.statusCode, tooHigh.body).toBe(400);
    const missing = await app.inject({
      method: 'POST',
      url: `/api/listings/${'0'.repeat(24)}/offer-to-likers`,
      headers: seller.headers,
      payload: { amount: 500 },
    });
    expect(missing.json().code).toBe('LISTING_NOT_FOUND');
  });
});
