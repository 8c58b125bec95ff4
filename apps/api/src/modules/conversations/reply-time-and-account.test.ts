import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { conversationMessages, conversations } from '../../db/schema';
import { medianReplyMinutes } from '../users/seller-trust';
import { createTestApp } from '../../test/helpers';
import {
  createTestUser,
  createThread,
  insertBoard,
  insertThread,
  seedReferences,
  type Refs,
  type TestUser,
} from '../../test/factories';

// The seller's usual reply time, made of conversations; and what becomes of threads when an
// account is exported or deleted.

let app: App;
let refs: Refs;
let seller: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  refs = await seedReferences(app);
  seller = await createTestUser(app, { firstName: 'Tal' });
});

describe('the seller usually replies within…', () => {
  it('is the median wait, counting a thread left a week unanswered as never answered', () => {
    expect(medianReplyMinutes([30, 90])).toBeUndefined(); // too few threads
    expect(medianReplyMinutes([30, 90, 2880])).toBe(90);
    expect(medianReplyMinutes([30, 90, 2880, null])).toBe(2880);
    expect(medianReplyMinutes([30, 90, null, null])).toBeUndefined();
    expect(medianReplyMinutes([0.2, 0.5, 0.1])).toBe(1);
  });

  it('shows on the board page, from the seller’s first reply after the buyer’s first message', async () => {
    const host = await createTestUser(app, { firstName: 'Noa' });
    const res = await app.inject({
      method: 'PUT',
      url: `/api/users/${host.id}`,
      headers: host.headers,
      payload: {
        firstName: 'Noa',
        lastName: 'Levi',
        phone: '0501234567',
        slug: 'noa-replies',
        publicProfile: { visible: true },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const board = await insertBoard(app, host.id, refs, { moderationStatus: 'approved' });
    const trust = async () => {
      const page = await app.inject({ url: `/api/surfboards/${board}` });
      expect(page.statusCode, page.body).toBe(200);
      return page.json().data.seller.trust;
    };

    const now = Date.now();
    const hoursAgo = (h: number) => new Date(now - h * 3_600_000);
    /** A thread: the buyer writes `askedH` hours ago (twice), the seller replies `repliedH` ago. */
    const put = async (askedH: number, repliedH: number | null) => {
      const buyer = await createTestUser(app);
      await insertThread(app, {
        boardId: board,
        buyerId: buyer.id,
        messages: [
          { from: 'buyer', body: 'שאלה', at: hoursAgo(askedH) },
          { from: 'buyer', body: 'ועוד אחת', at: hoursAgo(askedH - 0.5) },
          ...(repliedH === null
            ? []
            : [
                { from: 'seller', body: 'תשובה', at: hoursAgo(repliedH) } as const,
                { from: 'seller', body: 'ועוד תשובה', at: hoursAgo(repliedH - 0.5) } as const,
              ]),
        ],
      });
    };
    // Replied in 1 h and in 3 h, and one written an hour ago (not counted yet): too few.
    await put(10, 9);
    await put(10, 7);
    await put(1, null);
    expect(await trust()).not.toHaveProperty('replyMinutes');
    // A third reply, after 2 h: the median of 1, 2 and 3 hours.
    await put(30, 28);
    expect((await trust()).replyMinutes).toBe(120);
    // Two left unanswered for over a week: the middle of five is now the slowest reply.
    await put(200, null);
    await put(300, null);
    expect((await trust()).replyMinutes).toBe(180);
    // A third: most go unanswered, and no reply time is claimed.
    await put(400, null);
    expect(await trust()).not.toHaveProperty('replyMinutes');
  });
});

describe('an account that goes', () => {
  it('exports its threads, and leaves the other side its thread with "הודעה נמחקה"', async () => {
    const board = await insertBoard(app, seller.id, refs, {
      moderationStatus: 'approved',
      title: 'Firewire Seaside',
    });
    const asker = await createTestUser(app, { firstName: 'Gal' });
    const id = await createThread(app, {
      boardId: board,
      buyer: asker,
      body: 'אפשר לראות בסוף השבוע?',
    });
    const reply = await app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      headers: seller.headers,
      payload: { body: 'כן, בשבת בבוקר' },
    });
    expect(reply.statusCode).toBe(201);

    const exported = async (who: TestUser) => {
      const res = await app.inject({ url: `/api/users/${who.id}/export`, headers: who.headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.conversations;
    };
    expect(await exported(asker)).toMatchObject([
      {
        id,
        boardId: board,
        role: 'buyer',
        messages: [
          { fromMe: true, body: 'אפשר לראות בסוף השבוע?' },
          { fromMe: false, body: 'כן, בשבת בבוקר' },
        ],
      },
    ]);
    const sellers = await exported(seller);
    expect(sellers.find((t: { id: string }) => t.id === id)).toMatchObject({ role: 'seller' });

    const del = await app.inject({
      method: 'DELETE',
      url: `/api/users/${asker.id}`,
      headers: asker.headers,
    });
    expect(del.statusCode, del.body).toBe(200);

    // The seller keeps the thread: the buyer's message is there without its text or sender.
    const list = (await app.inject({ url: '/api/conversations', headers: seller.headers })).json()
      .data.items as { _id: string; other: unknown }[];
    expect(list.find((t) => t._id === id)).toMatchObject({ other: null });
    const page = await app.inject({
      url: `/api/conversations/${id}/messages`,
      headers: seller.headers,
    });
    expect(page.json().data.items).toMatchObject([
      { senderId: null, body: null },
      { senderId: seller.id, body: 'כן, בשבת בבוקר' },
    ]);
    const rows = await app.db
      .select({ body: conversationMessages.body })
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, id));
    expect(JSON.stringify(rows)).not.toContain('אפשר לראות');

    // Nobody is left to read a reply.
    const closed = await app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      headers: seller.headers,
      payload: { body: 'עדיין כאן?' },
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('CONVERSATION_CLOSED');
  });

  it('a seller who goes: the buyer keeps the thread, without the board', async () => {
    const goner = await createTestUser(app, { firstName: 'Ron' });
    const board = await insertBoard(app, goner.id, refs, { moderationStatus: 'approved' });
    const buyer = await createTestUser(app);
    const id = await createThread(app, { boardId: board, buyer, body: 'מה המצב?' });
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/users/${goner.id}`,
      headers: goner.headers,
    });
    expect(del.statusCode, del.body).toBe(200);
    const list = (await app.inject({ url: '/api/conversations', headers: buyer.headers })).json()
      .data.items as { _id: string }[];
    expect(list.find((t) => t._id === id)).toMatchObject({ board: null, other: null });
    // Once both sides are gone, the thread goes too.
    await app.inject({ method: 'DELETE', url: `/api/users/${buyer.id}`, headers: buyer.headers });
    const left = await app.db.select().from(conversations).where(eq(conversations.id, id));
    expect(left).toEqual([]);
  });
});
