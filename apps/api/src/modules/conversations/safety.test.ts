import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
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

// Safety inside a thread (issue 43, item 6): a message that asks for payment ahead or moves the
// deal off Galim is marked for its recipient and counts against its sender with the moderator;
// a user blocks another (no messages either way, their boards leave the blocker's lists) and
// reports a message, after which (and only after which) the moderator reads that thread.

let app: App;
let refs: Refs;
let admin: TestUser;
let seller: TestUser;
let buyer: TestUser;
let stranger: TestUser;

const ok = (res: LightMyRequestResponse, status = 200) => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
};
const open = (who: TestUser, boardId: string, body: string) =>
  app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: who.headers,
    payload: { boardId, body },
  });
const send = (who: TestUser, id: string, body: string) =>
  app.inject({
    method: 'POST',
    url: `/api/conversations/${id}/messages`,
    headers: who.headers,
    payload: { body },
  });
const messages = async (who: TestUser, id: string) =>
  ok(await app.inject({ url: `/api/conversations/${id}/messages`, headers: who.headers }))
    .items as { _id: string; body: string; risks: string[] }[];
const block = (who: TestUser, userId: string, method: 'PUT' | 'DELETE' = 'PUT') =>
  app.inject({ method, url: `/api/blocks/${userId}`, headers: who.headers });
const search = async (who: TestUser | null) =>
  (
    ok(await app.inject({ url: '/api/surfboards?limit=48', headers: who?.headers })).boards as {
      _id: string;
    }[]
  ).map((b) => b._id);
const report = (who: TestUser | null, messageId: string, reason = 'scam') =>
  app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: who?.headers ?? {},
    payload: { targetType: 'message', targetId: messageId, reason },
  });
const approvedBoard = (sellerId: string, title: string) =>
  insertBoard(app, sellerId, refs, { moderationStatus: 'approved', title, price: 1500 });

beforeAll(async () => {
  app = await createTestApp();
  refs = await seedReferences(app);
  admin = await createTestUser(app, { role: 'admin' });
  seller = await createTestUser(app, { firstName: 'Tal' });
  buyer = await createTestUser(app, { firstName: 'Dana' });
  stranger = await createTestUser(app, { firstName: 'Other' });
});

describe('messages that look like the start of a scam', () => {
  it('are marked for the thread and counted against their sender for the moderator', async () => {
    const boardId = await approvedBoard(seller.id, 'Pyzel Ghost 6.0');
    const id = await createThread(app, {
      boardId,
      buyer,
      body: 'עדיין זמין? אפשר לבוא לראות בשבת?',
    });
    ok(await send(seller, id, 'זמין. תעביר מקדמה של 300 בביט ואני שומר לך'), 201);
    ok(
      await send(
        seller,
        id,
        'Or send a deposit via Western Union, my IBAN IL620108000000099999999',
      ),
      201,
    );
    ok(await send(seller, id, 'ואם נוח לך דבר איתי בוואטסאפ'), 201);

    const thread = await messages(buyer, id);
    expect(thread.map((m) => m.risks)).toEqual([
      [],
      ['payment', 'deposit'],
      ['payment', 'deposit', 'bank_details'],
      ['off_platform'],
    ]);

    // The moderator's facts beside the seller's boards count them (3 in 90 days).
    await insertBoard(app, seller.id, refs, { moderationStatus: 'pending', title: 'Waiting' });
    const queue = ok(
      await app.inject({ url: '/api/surfboards/admin/all?status=pending', headers: admin.headers }),
    ) as { seller: { _id: string } | null; sellerHistory: { riskyMessages: number } }[];
    const facts = queue.find((b) => b.sellerHistory && b.seller?._id === seller.id);
    expect(facts?.sellerHistory.riskyMessages).toBe(3);
  });

  it('mark bank details and a look-alike payment page (issue 51, item 12)', async () => {
    const boardId = await approvedBoard(seller.id, 'Sharpeye Storms');
    const id = await createThread(app, { boardId, buyer });
    ok(await send(seller, id, 'בנק לאומי סניף 800 חשבון 123456'), 201);
    ok(await send(seller, id, 'או כאן: https://bit-payments-secure.xyz/pay'), 201);
    const thread = await messages(buyer, id);
    expect(thread.map((m) => m.risks)).toEqual([[], ['bank_details'], ['payment_link']]);
  });
});

describe('blocking a user', () => {
  it('stops messages both ways and hides their boards from the blocker, until unblocked', async () => {
    const boardId = await approvedBoard(seller.id, 'Channel Islands Happy');
    const id = await createThread(app, { boardId, buyer, body: 'מה המידות?' });
    expect(await search(buyer)).toContain(boardId);

    ok(await block(buyer, seller.id));
    ok(await block(buyer, seller.id)); // twice is once
    const blocked = ok(await app.inject({ url: '/api/blocks', headers: buyer.headers }));
    expect(blocked.items).toEqual([
      { _id: seller.id, name: 'Tal', image: null, blockedAt: expect.any(String) },
    ]);

    for (const res of [
      await send(buyer, id, 'עוד שאלה'),
      await send(seller, id, 'תשובה'),
      await open(buyer, boardId, 'שוב'),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('CONVERSATION_BLOCKED');
    }
    const summary = ok(
      await app.inject({ url: '/api/conversations', headers: buyer.headers }),
    ).items.find((t: { _id: string }) => t._id === id);
    expect(summary.blockedByMe).toBe(true);
    const theirs = ok(
      await app.inject({ url: '/api/conversations', headers: seller.headers }),
    ).items.find((t: { _id: string }) => t._id === id);
    expect(theirs.blockedByMe).toBe(false);

    // The blocker no longer meets the seller's boards in lists; everyone else does.
    expect(await search(buyer)).not.toContain(boardId);
    expect(await search(null)).toContain(boardId);
    expect(await search(stranger)).toContain(boardId);

    ok(await block(buyer, seller.id, 'DELETE'));
    ok(await send(buyer, id, 'סליחה, לחצתי בטעות'), 201);
    expect(await search(buyer)).toContain(boardId);
  });

  it('refuses to block yourself or nobody', async () => {
    const self = await block(buyer, buyer.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe('USER_BLOCK_SELF');
    const nobody = await block(buyer, 'a'.repeat(24));
    expect(nobody.statusCode).toBe(404);
    expect((await app.inject({ method: 'PUT', url: `/api/blocks/${seller.id}` })).statusCode).toBe(
      401,
    );
  });
});

describe('reporting a message', () => {
  it('only its recipient may, and only then the moderator reads the thread', async () => {
    const boardId = await approvedBoard(seller.id, 'Firewire Seaside');
    const id = await createThread(app, { boardId, buyer, body: 'היי, אפשר לראות?' });
    const bad = ok(await send(seller, id, 'שלח צילום תעודת זהות ואז נדבר'), 201)._id as string;

    const moderatorView = () =>
      app.inject({ url: `/api/admin/conversations/${id}`, headers: admin.headers });
    expect((await moderatorView()).statusCode).toBe(404);

    // The sender, a stranger and a visitor cannot report it (it does not exist for them).
    for (const who of [seller, stranger, null]) {
      const res = await report(who, bad);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().code).toBe('MESSAGE_NOT_FOUND');
    }
    expect((await report(buyer, '99999999')).statusCode).toBe(404);
    expect((await report(buyer, 'not-a-number')).statusCode).toBe(400);

    ok(await report(buyer, bad), 201);
    expect(ok(await report(buyer, bad)).duplicate).toBe(true);

    const view = ok(await moderatorView());
    expect(view.board).toEqual({ _id: boardId, title: 'Firewire Seaside', kind: 'board' });
    expect(view.buyer.name).toBe('Dana');
    expect(view.messages.map((m: { body: string }) => m.body)).toEqual([
      'היי, אפשר לראות?',
      'שלח צילום תעודת זהות ואז נדבר',
    ]);
    expect(view.reportedMessageIds).toEqual([bad]);
    // Nobody but a moderator.
    expect(
      (await app.inject({ url: `/api/admin/conversations/${id}`, headers: buyer.headers }))
        .statusCode,
    ).toBe(403);

    const inbox = ok(await app.inject({ url: '/api/reports', headers: admin.headers }));
    const filed = inbox.reports.find((r: { targetId: string }) => r.targetId === bad);
    expect(filed).toMatchObject({
      targetType: 'message',
      reason: 'scam',
      targetTitle: 'Firewire Seaside',
      targetPath: `/admin/conversations/${id}?message=${bad}`,
    });
  });
});
