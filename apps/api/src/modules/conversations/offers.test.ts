import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { OFFER_LIMITS } from '@galim/shared/conversations/limits';
import { OFFER_MESSAGES } from '@galim/shared/i18n/he/validation/conversations';
import type { App } from '../../app';
import { conversationOffers, liveEvents, surfboards } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import {
  chooseLanguage,
  createTestUser,
  createThread,
  insertBoard,
  seedReferences,
  type Refs,
  type TestUser,
} from '../../test/factories';

// Offers in a thread (issue 43): the buyer offers, the seller accepts, declines or counters, one
// offer open at a time; an accepted offer reserves the board for its buyer for 48 hours, other
// buyers' offers are refused meanwhile, the seller may release it and it lapses by itself.

let app: App;
let refs: Refs;
let seller: TestUser;

interface Offer {
  _id: string;
  amount: number;
  status: string;
  fromRole: 'buyer' | 'seller';
}
interface Msg {
  _id: string;
  kind: string;
  body: string | null;
  senderId: string | null;
  offer?: Offer;
}

const ok = (res: LightMyRequestResponse, status = 201) => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
};
const refused = (res: LightMyRequestResponse, status: number, code: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ success: false, code });
  return res.json();
};

const offer = (who: TestUser | null, id: string, amount: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/conversations/${id}/offers`,
    headers: who?.headers,
    payload: { amount } as Record<string, unknown>,
  });
const answer = (who: TestUser, id: string, offerId: string, what: 'accept' | 'decline') =>
  app.inject({
    method: 'POST',
    url: `/api/conversations/${id}/offers/${offerId}/${what}`,
    headers: who.headers,
  });
const messages = async (who: TestUser, id: string) =>
  ok(await app.inject({ url: `/api/conversations/${id}/messages`, headers: who.headers }), 200)
    .items as Msg[];
const boardAs = async (who: TestUser | null, id: string) =>
  ok(await app.inject({ url: `/api/surfboards/${id}`, headers: who?.headers }), 200) as {
    reservedUntil: string | null;
    reservedForMe: boolean;
  };
const approvedBoard = () =>
  insertBoard(app, seller.id, refs, { moderationStatus: 'approved', price: 1500 });

beforeAll(async () => {
  app = await createTestApp();
  refs = await seedReferences(app);
  seller = await createTestUser(app, { firstName: 'Tal' });
});

describe('offers in a thread', () => {
  it('offer, counter, counter again, accept: one open offer at a time, and a reservation', async () => {
    const boardId = await approvedBoard();
    const buyer = await createTestUser(app, { firstName: 'Dana' });
    const id = await createThread(app, { boardId, buyer });

    const first = ok(await offer(buyer, id, 1200)) as Msg;
    expect(first).toMatchObject({
      kind: 'offer',
      senderId: buyer.id,
      offer: { amount: 1200, status: 'open', fromRole: 'buyer' },
    });
    expect(first.body).toContain('1,200');
    // The seller hears of it live.
    const live = await app.db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.userId, seller.id), eq(liveEvents.type, 'conversation')));
    expect(live.length).toBeGreaterThanOrEqual(2);

    const counter = ok(await offer(seller, id, 1400)) as Msg;
    expect(counter.offer).toMatchObject({ amount: 1400, status: 'open', fromRole: 'seller' });
    const again = ok(await offer(buyer, id, 1300)) as Msg;

    // The thread shows each offer as it stands: two superseded, one open.
    const thread = await messages(buyer, id);
    expect(thread.filter((m) => m.kind === 'offer').map((m) => m.offer)).toMatchObject([
      { amount: 1200, status: 'superseded', fromRole: 'buyer' },
      { amount: 1400, status: 'superseded', fromRole: 'seller' },
      { amount: 1300, status: 'open', fromRole: 'buyer' },
    ]);
    const open = await app.db
      .select()
      .from(conversationOffers)
      .where(and(eq(conversationOffers.conversationId, id), eq(conversationOffers.status, 'open')));
    expect(open).toHaveLength(1);

    // A superseded offer can no longer be answered; the maker cannot answer their own.
    refused(await answer(buyer, id, counter.offer!._id, 'accept'), 409, 'OFFER_NOT_OPEN');
    refused(await answer(buyer, id, again.offer!._id, 'accept'), 403, 'OFFER_OWN');

    const accepted = ok(await answer(seller, id, again.offer!._id, 'accept'), 200) as Msg;
    expect(accepted).toMatchObject({
      kind: 'offer_accepted',
      senderId: seller.id,
      offer: { _id: again.offer!._id, amount: 1300, status: 'accepted', fromRole: 'buyer' },
    });
    const after = await messages(seller, id);
    expect(after.at(-1)).toMatchObject({ kind: 'offer_accepted' });
    expect(after.find((m) => m._id === again._id)?.offer?.status).toBe('accepted');

    // Reserved for 48 hours: everyone sees "שמור", the buyer sees it is theirs.
    const publicView = await boardAs(null, boardId);
    const hours = (Date.parse(publicView.reservedUntil!) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
    expect(publicView.reservedForMe).toBe(false);
    expect((await boardAs(buyer, boardId)).reservedForMe).toBe(true);
    const list = ok(await app.inject({ url: '/api/conversations', headers: buyer.headers }), 200);
    expect(list.items[0].board).toMatchObject({ reservedForThisBuyer: true });
    // Reserved boards stay in the public lists.
    const search = ok(await app.inject({ url: '/api/surfboards?limit=48' }), 200);
    expect(
      (search.boards as { _id: string; reservedUntil: string | null }[]).find(
        (b) => b._id === boardId,
      )?.reservedUntil,
    ).toBe(publicView.reservedUntil);

    // Its buyer makes no new offer while it holds; nor does anyone else.
    refused(await offer(buyer, id, 1250), 409, 'OFFER_ALREADY_ACCEPTED');
    const other = await createTestUser(app, { firstName: 'Noa' });
    const otherThread = await createThread(app, { boardId, buyer: other });
    refused(await offer(other, otherThread, 1600), 409, 'BOARD_RESERVED');
    // Messages still go through.
    ok(
      await app.inject({
        method: 'POST',
        url: `/api/conversations/${otherThread}/messages`,
        headers: other.headers,
        payload: { body: 'אם זה לא יסתדר, אני כאן' },
      }),
    );
  });

  it('declines, and a seller only counters an open offer', async () => {
    const boardId = await approvedBoard();
    const buyer = await createTestUser(app);
    const id = await createThread(app, { boardId, buyer });
    refused(await offer(seller, id, 1000), 409, 'OFFER_NOTHING_TO_COUNTER');
    const made = ok(await offer(buyer, id, 900)) as Msg;
    const declined = ok(await answer(seller, id, made.offer!._id, 'decline'), 200) as Msg;
    expect(declined).toMatchObject({
      kind: 'offer_declined',
      offer: { amount: 900, status: 'declined' },
    });
    refused(await answer(seller, id, made.offer!._id, 'accept'), 409, 'OFFER_NOT_OPEN');
    refused(await offer(seller, id, 1000), 409, 'OFFER_NOTHING_TO_COUNTER');
    expect((await boardAs(null, boardId)).reservedUntil).toBeNull();
    // A declined buyer may offer again.
    ok(await offer(buyer, id, 1100));
  });

  it('the answer to an offer is told in its reader’s language, naming the board', async () => {
    const notices = async (who: TestUser) =>
      (
        ok(await app.inject({ url: '/api/notifications', headers: who.headers }), 200).items as {
          body: string;
        }[]
      ).map((n) => n.body);
    const english = await createTestUser(app);
    expect((await chooseLanguage(app, english, 'en')).statusCode).toBe(200);
    const hebrew = await createTestUser(app);
    const boardId = await insertBoard(app, seller.id, refs, {
      moderationStatus: 'approved',
      price: 1500,
      title: 'Mini Simmons',
    });
    for (const buyer of [english, hebrew]) {
      const id = await createThread(app, { boardId, buyer });
      const made = ok(await offer(buyer, id, 1200)) as Msg;
      // The message keeps its Hebrew text (an export, a moderator's view of a thread).
      expect(made.body).toBe('הצעת מחיר: \u200f1,200\u00a0\u200f₪');
      ok(await answer(seller, id, made.offer!._id, 'decline'), 200);
    }
    // A declined offer locks no board, and its notice still names the board.
    expect(await notices(english)).toEqual(['Mini Simmons: Your offer of ₪1,200 was declined']);
    expect(await notices(hebrew)).toEqual([
      'Mini Simmons: ההצעה של \u200f1,200\u00a0\u200f₪ נדחתה',
    ]);
  });

  it('the seller releases the reservation, and it lapses by itself after 48 hours', async () => {
    const boardId = await approvedBoard();
    const buyer = await createTestUser(app);
    const id = await createThread(app, { boardId, buyer });
    const made = ok(await offer(buyer, id, 1000)) as Msg;
    ok(await answer(seller, id, made.offer!._id, 'accept'), 200);
    const other = await createTestUser(app);
    const otherThread = await createThread(app, { boardId, buyer: other });
    refused(await offer(other, otherThread, 1200), 409, 'BOARD_RESERVED');

    // Only the seller releases it.
    const release = (who: TestUser) =>
      app.inject({
        method: 'DELETE',
        url: `/api/surfboards/${boardId}/reservation`,
        headers: who.headers,
      });
    refused(await release(buyer), 403, 'FORBIDDEN');
    expect(ok(await release(seller), 200)).toMatchObject({ reservedUntil: null });
    expect((await boardAs(null, boardId)).reservedUntil).toBeNull();
    const second = ok(await offer(other, otherThread, 1200)) as Msg;

    // Accepted again, then 48 hours pass (the end is moved into the past).
    ok(await answer(seller, otherThread, second.offer!._id, 'accept'), 200);
    refused(await offer(buyer, id, 1300), 409, 'BOARD_RESERVED');
    await app.db
      .update(surfboards)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(surfboards.id, boardId));
    expect((await boardAs(other, boardId)).reservedUntil).toBeNull();
    ok(await offer(buyer, id, 1300));
  });

  it('accepting a counter reserves the board for the buyer', async () => {
    const boardId = await approvedBoard();
    const buyer = await createTestUser(app);
    const id = await createThread(app, { boardId, buyer });
    ok(await offer(buyer, id, 1000));
    const counter = ok(await offer(seller, id, 1200)) as Msg;
    refused(await answer(seller, id, counter.offer!._id, 'accept'), 403, 'OFFER_OWN');
    ok(await answer(buyer, id, counter.offer!._id, 'accept'), 200);
    expect(await boardAs(buyer, boardId)).toMatchObject({ reservedForMe: true });
  });
});

describe('offers refused with a clear answer', () => {
  it('an amount of 0, a fraction, over 50,000 or not a number: 400 in Hebrew', async () => {
    const boardId = await approvedBoard();
    const buyer = await createTestUser(app);
    const id = await createThread(app, { boardId, buyer });
    for (const amount of [0, -5, 1.5, 50_001, '1200', 'אלף', null, true, 1e300]) {
      const res = refused(await offer(buyer, id, amount), 400, 'VALIDATION_ERROR');
      expect(res.error, String(amount)).toContain(OFFER_MESSAGES.amount);
    }
    refused(
      await app.inject({
        method: 'POST',
        url: `/api/conversations/${id}/offers`,
        headers: buyer.headers,
        payload: {},
      }),
      400,
      'VALIDATION_ERROR',
    );
    // The bounds themselves are fine.
    ok(await offer(buyer, id, 1));
    ok(await offer(buyer, id, 50_000));
  });

  it('a sold, archived or hidden board takes no offers', async () => {
    const buyer = await createTestUser(app);
    const cases = [
      { values: { isSold: true, soldDate: new Date() }, code: 'BOARD_ALREADY_SOLD' },
      { values: { archived: true, archivedAt: new Date() }, code: 'OFFER_BOARD_UNAVAILABLE' },
      { values: { availability: false }, code: 'OFFER_BOARD_UNAVAILABLE' },
    ];
    for (const { values, code } of cases) {
      const boardId = await approvedBoard();
      const id = await createThread(app, { boardId, buyer });
      const made = ok(await offer(buyer, id, 1000)) as Msg;
      await app.db.update(surfboards).set(values).where(eq(surfboards.id, boardId));
      refused(await offer(buyer, id, 1100), 409, code);
      // Nor can an open offer be accepted any more; declining is still an answer.
      refused(await answer(seller, id, made.offer!._id, 'accept'), 409, code);
      ok(await answer(seller, id, made.offer!._id, 'decline'), 200);
    }
  });

  it('a stranger, a visitor, an unknown offer', async () => {
    const boardId = await approvedBoard();
    const buyer = await createTestUser(app);
    const stranger = await createTestUser(app);
    const admin = await createTestUser(app, { role: 'admin' });
    const id = await createThread(app, { boardId, buyer });
    const made = ok(await offer(buyer, id, 1000)) as Msg;
    expect((await offer(null, id, 1000)).statusCode).toBe(401);
    for (const who of [stranger, admin]) {
      refused(await offer(who, id, 1000), 404, 'CONVERSATION_NOT_FOUND');
      refused(await answer(who, id, made.offer!._id, 'accept'), 404, 'CONVERSATION_NOT_FOUND');
    }
    refused(await answer(seller, id, 'a'.repeat(24), 'accept'), 404, 'OFFER_NOT_FOUND');
    // An offer of another thread is not found in this one.
    const otherBuyer = await createTestUser(app);
    const otherThread = await createThread(app, { boardId, buyer: otherBuyer });
    refused(await answer(seller, otherThread, made.offer!._id, 'decline'), 404, 'OFFER_NOT_FOUND');
    refused(await answer(seller, id, 'not-an-id', 'accept'), 400, 'VALIDATION_ERROR');
  });

  it('a buyer who deletes their account: open offers withdrawn, the reservation ends', async () => {
    const boardId = await approvedBoard();
    const goner = await createTestUser(app);
    const id = await createThread(app, { boardId, buyer: goner });
    const made = ok(await offer(goner, id, 1000)) as Msg;
    ok(await answer(seller, id, made.offer!._id, 'accept'), 200);
    // And an offer still open on another board.
    const secondThread = await createThread(app, { boardId: await approvedBoard(), buyer: goner });
    const pending = ok(await offer(goner, secondThread, 800)) as Msg;
    const other = await createTestUser(app);
    const otherThread = await createThread(app, { boardId, buyer: other });
    refused(await offer(other, otherThread, 1200), 409, 'BOARD_RESERVED');

    const del = await app.inject({
      method: 'DELETE',
      url: `/api/users/${goner.id}`,
      headers: goner.headers,
    });
    expect(del.statusCode, del.body).toBe(200);
    expect((await boardAs(null, boardId)).reservedUntil).toBeNull();
    // The seller keeps the threads: the offers are the buyer's still, their text gone.
    expect((await messages(seller, id)).find((m) => m.kind === 'offer')).toMatchObject({
      body: null,
      offer: { amount: 1000, status: 'accepted', fromRole: 'buyer' },
    });
    expect((await messages(seller, secondThread)).find((m) => m.kind === 'offer')).toMatchObject({
      offer: { _id: pending.offer!._id, status: 'withdrawn', fromRole: 'buyer' },
    });
    refused(
      await answer(seller, secondThread, pending.offer!._id, 'accept'),
      409,
      'CONVERSATION_CLOSED',
    );
    ok(await offer(other, otherThread, 1200));
  });

  it(`at most ${OFFER_LIMITS.perHour} offers an hour, then 429 with its own code`, async () => {
    const buyer = await createTestUser(app);
    const id = await createThread(app, { boardId: await approvedBoard(), buyer });
    for (let i = 0; i < OFFER_LIMITS.perHour; i++) ok(await offer(buyer, id, 1000 + i));
    refused(await offer(buyer, id, 999), 429, 'OFFER_LIMIT');
  });

  it('the account export holds the offers', async () => {
    const boardId = await approvedBoard();
    const buyer = await createTestUser(app);
    const id = await createThread(app, { boardId, buyer });
    const made = ok(await offer(buyer, id, 1000)) as Msg;
    ok(await answer(seller, id, made.offer!._id, 'decline'), 200);
    const res = await app.inject({ url: `/api/users/${buyer.id}/export`, headers: buyer.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.conversations).toMatchObject([
      {
        id,
        messages: [{ kind: 'text' }, { kind: 'offer', fromMe: true }, { kind: 'offer_declined' }],
        offers: [{ id: made.offer!._id, fromMe: true, amount: 1000, status: 'declined' }],
      },
    ]);
  });
});
