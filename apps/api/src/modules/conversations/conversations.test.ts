import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { CONVERSATION_LIMITS } from '@galim/shared/conversations/schemas';
import { CONVERSATION_MESSAGES } from '@galim/shared/i18n/he/validation/conversations';
import { and, eq } from 'drizzle-orm';
import type { App } from '../../app';
import { liveEvents } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import {
  createTestUser,
  createThread,
  insertBoard,
  seedReferences,
  type Refs,
  type TestUser,
} from '../../test/factories';

// Conversations about boards (issue 43): one thread per board and buyer, messages both ways,
// read by its two participants only, a last-seen pointer per participant, and a notification
// to the other side at most once a thread in 10 minutes.

let app: App;
let refs: Refs;
let seller: TestUser;
let buyer: TestUser;
let boardId: string;

const open = (who: TestUser | null, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/conversations', headers: who?.headers, payload });
const send = (who: TestUser, id: string, body: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/conversations/${id}/messages`,
    headers: who.headers,
    payload: { body } as Record<string, unknown>,
  });
const seen = (who: TestUser, id: string, upTo: string) =>
  app.inject({
    method: 'POST',
    url: `/api/conversations/${id}/seen`,
    headers: who.headers,
    payload: { upTo },
  });
const page = (who: TestUser, id: string, query = '') =>
  app.inject({ url: `/api/conversations/${id}/messages${query}`, headers: who.headers });
const list = async (who: TestUser) => {
  const res = await app.inject({ url: '/api/conversations', headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    items: { _id: string; unreadCount: number; [k: string]: unknown }[];
    totalUnread: number;
  };
};
const messageNotices = async (who: TestUser) => {
  const res = await app.inject({ url: '/api/notifications', headers: who.headers });
  return (
    res.json().data.items as { type: string; title: string; body: string; url: string }[]
  ).filter((n) => n.type === 'message');
};
const ok = (res: LightMyRequestResponse, status = 201) => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
};
const approvedBoard = (sellerId: string, title = 'Lost Driver 6.0') =>
  insertBoard(app, sellerId, refs, { moderationStatus: 'approved', title, price: 1500 });

beforeAll(async () => {
  app = await createTestApp();
  refs = await seedReferences(app);
  seller = await createTestUser(app, { firstName: 'Tal' });
  buyer = await createTestUser(app, { firstName: 'Dana' });
  boardId = await approvedBoard(seller.id);
});

afterEach(() => {
  vi.useRealTimers();
});

/**
 * Message notices go one a thread a 10-minute window (CONVERSATION_LIMITS). Within a minute of a
 * window's end the clock moves on to the next window, so that a test's messages share one.
 */
function clearOfWindowEdge(margin = 60_000) {
  const w = CONVERSATION_LIMITS.notifyEveryMinutes * 60_000;
  const left = w - (Date.now() % w);
  if (left < margin) {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + left + 1000, shouldAdvanceTime: true });
  }
}

describe('a conversation about a board', () => {
  it('opens once per board and buyer, continues, and reaches the seller', async () => {
    clearOfWindowEdge();
    const first = ok(await open(buyer, { boardId, body: '  יש בו תיקונים או סדקים?  ' }));
    expect(first.created).toBe(true);
    expect(first.message).toMatchObject({
      senderId: buyer.id,
      body: 'יש בו תיקונים או סדקים?',
      kind: 'text',
    });
    expect(first.conversation).toMatchObject({
      board: { _id: boardId, title: 'Lost Driver 6.0', price: 1500, status: 'available' },
      other: { _id: seller.id, name: 'Tal', image: null },
      myRole: 'buyer',
      unreadCount: 0,
      lastMessage: { _id: first.message._id },
    });
    const id = first.conversation._id as string;

    const again = ok(await open(buyer, { boardId, body: 'ועוד משהו' }));
    expect(again).toMatchObject({ created: false, conversation: { _id: id } });

    const [notice, ...more] = await messageNotices(seller);
    expect(more).toEqual([]); // two messages within 10 minutes: one notice
    expect(notice).toMatchObject({
      title: 'הודעה חדשה על הגלשן שלכם',
      body: 'Lost Driver 6.0: יש בו תיקונים או סדקים?',
      url: `/profile/messages/${id}`,
    });

    const theirs = await list(seller);
    expect(theirs.totalUnread).toBe(2);
    expect(theirs.items[0]).toMatchObject({
      _id: id,
      myRole: 'seller',
      other: { _id: buyer.id, name: 'Dana' },
      unreadCount: 2,
      lastMessage: { body: 'ועוד משהו', senderId: buyer.id },
    });

    const reply = ok(await send(seller, id, 'אין סדקים, תיקון קטן בזנב'));
    expect(reply).toMatchObject({ senderId: seller.id, body: 'אין סדקים, תיקון קטן בזנב' });
    const [told] = await messageNotices(buyer);
    expect(told).toMatchObject({
      title: 'הודעה חדשה מהמוכר',
      url: `/profile/messages/${id}`,
    });
    // Writing in a thread is reading it: the seller's unread count is gone; the buyer has one.
    expect((await list(seller)).totalUnread).toBe(0);
    expect((await list(buyer)).items[0]).toMatchObject({ _id: id, unreadCount: 1 });
  });

  it('tells the other side once a thread in 10 minutes', async () => {
    clearOfWindowEdge();
    const board = await approvedBoard(seller.id, 'Pyzel Ghost');
    const writer = await createTestUser(app);
    const id = await createThread(app, { boardId: board, buyer: writer, body: 'שאלה ראשונה' });
    const count = async () =>
      (await messageNotices(seller)).filter((n) => n.url.endsWith(id)).length;
    ok(await send(writer, id, 'שנייה'));
    ok(await send(writer, id, 'שלישית'));
    expect(await count()).toBe(1);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * 60_000 });
    ok(await send(writer, id, 'אחרי עשר דקות'));
    expect(await count()).toBe(2);
  });

  it('tells the other side’s open pages of every message and every "seen", live', async () => {
    const board = await approvedBoard(seller.id, 'Firewire Seaside');
    const writer = await createTestUser(app);
    const events = async (who: TestUser) =>
      (
        await app.db
          .select()
          .from(liveEvents)
          .where(and(eq(liveEvents.userId, who.id), eq(liveEvents.type, 'conversation')))
      ).map((e) => e.payload);
    const id = await createThread(app, { boardId: board, buyer: writer });
    // Three messages inside the notifications' 10 minutes: one notice, three live events.
    ok(await send(writer, id, 'שנייה'));
    ok(await send(writer, id, 'שלישית'));
    const toSeller = (await events(seller)).filter(
      (p) => (p as { conversationId: string }).conversationId === id,
    );
    expect(toSeller).toEqual(Array(3).fill({ conversationId: id, change: 'message' }));
    // The seller opens it: the writer's page hears it was seen.
    const last = ok(await page(seller, id), 200).items.at(-1)._id as string;
    ok(await seen(seller, id, last), 200);
    expect(await events(writer)).toContainEqual({ conversationId: id, change: 'seen' });
  });

  it('pages by id, oldest first within a page, older pages by `before`', async () => {
    const board = await approvedBoard(seller.id);
    const writer = await createTestUser(app);
    const id = await createThread(app, { boardId: board, buyer: writer, body: 'הודעה 1' });
    for (let i = 2; i <= 5; i++) ok(await send(i % 2 ? writer : seller, id, `הודעה ${i}`));

    const newest = ok(await page(writer, id, '?limit=2'), 200);
    expect(newest.items.map((m: { body: string }) => m.body)).toEqual(['הודעה 4', 'הודעה 5']);
    const ids = newest.items.map((m: { _id: string }) => BigInt(m._id));
    expect(ids[0]).toBeLessThan(ids[1]);
    expect(newest.nextBefore).toBe(newest.items[0]._id);
    const older = ok(await page(writer, id, `?limit=2&before=${newest.nextBefore}`), 200);
    expect(older.items.map((m: { body: string }) => m.body)).toEqual(['הודעה 2', 'הודעה 3']);
    const oldest = ok(await page(writer, id, `?limit=2&before=${older.nextBefore}`), 200);
    expect(oldest).toMatchObject({ items: [{ body: 'הודעה 1' }], nextBefore: null });
    const all = ok(await page(writer, id), 200);
    expect(all.items).toHaveLength(5);
    expect(all.nextBefore).toBeNull();

    for (const query of ['?limit=0', '?limit=101', '?before=abc', '?before=-1', '?before=0']) {
      expect((await page(writer, id, query)).statusCode, query).toBe(400);
    }
  });

  it('keeps a last-seen pointer per side: unread counts, "נקרא", never backwards', async () => {
    const board = await approvedBoard(seller.id);
    const writer = await createTestUser(app);
    const id = await createThread(app, { boardId: board, buyer: writer, body: 'היי' });
    const m2 = ok(await send(writer, id, 'עדיין זמין?'));
    // The buyer's own messages are not "נקרא" until the seller has seen them.
    expect(ok(await page(writer, id), 200).seenByOtherUpTo).toBeNull();
    const unread = async () => (await list(seller)).items.find((t) => t._id === id)!.unreadCount;
    expect(await unread()).toBe(2);

    const first = ok(await page(seller, id), 200).items[0]._id as string;
    expect(ok(await seen(seller, id, first), 200)).toMatchObject({ seenUpTo: first });
    expect(await unread()).toBe(1);
    expect(ok(await page(writer, id), 200).seenByOtherUpTo).toBe(first);

    // Past the thread's last message: the pointer stops at it; backwards: it stays.
    expect(ok(await seen(seller, id, '999999999999'), 200).seenUpTo).toBe(m2._id);
    expect(ok(await seen(seller, id, first), 200).seenUpTo).toBe(m2._id);
    expect(await unread()).toBe(0);
    expect(ok(await page(writer, id), 200).seenByOtherUpTo).toBe(m2._id);
    // Opening the thread also reads its notices.
    const notices = (await app.inject({ url: '/api/notifications', headers: seller.headers }))
      .json()
      .data.items.filter((n: { url: string }) => n.url.endsWith(id));
    expect(notices.every((n: { readAt: string | null }) => n.readAt !== null)).toBe(true);
  });
});

describe('what a message may hold', () => {
  it('keeps emoji, mixed Hebrew/Latin/numbers and HTML exactly, as text', async () => {
    const writer = await createTestUser(app);
    const board = await approvedBoard(seller.id);
    const texts = [
      'מחיר 1,500₪ for the Pyzel 6\'0" — OK? 🏄‍♂️🌊 👍🏽',
      '<script>alert("x")</script><b>מודגש</b> &amp; <img src=x onerror=alert(1)>',
      'שורה ראשונה\nשורה שנייה\n\n  עם רווחים  באמצע',
      '\u202eRTL override\u202c ו-123 abc',
      'א'.repeat(CONVERSATION_LIMITS.maxLength),
    ];
    const id = await createThread(app, { boardId: board, buyer: writer, body: texts[0]! });
    for (const text of texts.slice(1)) ok(await send(writer, id, text));
    const res = await page(writer, id);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().data.items.map((m: { body: string }) => m.body)).toEqual(texts);
  });

  it('refuses bad input with a clear 400 and the form’s Hebrew sentence, never a 500', async () => {
    const writer = await createTestUser(app);
    const id = await createThread(app, { boardId, buyer: writer, body: 'שלום' });
    const cases: [unknown, string | undefined][] = [
      ['', CONVERSATION_MESSAGES.bodyRequired],
      ['   \n ', CONVERSATION_MESSAGES.bodyRequired],
      ['א'.repeat(CONVERSATION_LIMITS.maxLength + 1), CONVERSATION_MESSAGES.bodyMax],
      [undefined, CONVERSATION_MESSAGES.bodyRequired],
      [42, CONVERSATION_MESSAGES.bodyRequired],
      ['bad\u0000text', undefined],
    ];
    for (const [body, message] of cases) {
      for (const res of [await send(writer, id, body), await open(writer, { boardId, body })]) {
        expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(400);
        expect(res.json().code).toBe('VALIDATION_ERROR');
        if (message) expect(JSON.stringify(res.json())).toContain(message);
      }
    }
    const extra = await open(writer, { boardId, body: 'שלום', sellerId: seller.id });
    expect(extra.statusCode).toBe(400);
  });

  it('refuses what cannot be opened, with the reason', async () => {
    const cases: [TestUser | null, Record<string, unknown>, number, string][] = [
      [null, { boardId, body: 'שאלה' }, 401, 'UNAUTHORIZED'],
      [seller, { boardId, body: 'לעצמי' }, 403, 'CONVERSATION_OWN_BOARD'],
      [buyer, { boardId: 'ffffffffffffffffffffffff', body: 'שאלה' }, 404, 'BOARD_NOT_FOUND'],
      [buyer, { boardId: 'not-an-id', body: 'שאלה' }, 400, 'VALIDATION_ERROR'],
      [buyer, { body: 'שאלה' }, 400, 'VALIDATION_ERROR'],
    ];
    for (const [who, payload, status, code] of cases) {
      const res = await open(who, payload);
      expect(res.statusCode, `${code}: ${res.body}`).toBe(status);
      expect(res.json().code).toBe(code);
    }
    const pending = await insertBoard(app, seller.id, refs);
    expect((await open(buyer, { boardId: pending, body: 'שאלה' })).json().code).toBe(
      'BOARD_NOT_FOUND',
    );
    const sold = await insertBoard(app, seller.id, refs, {
      moderationStatus: 'approved',
      isSold: true,
      soldDate: new Date(),
    });
    const soldRes = await open(buyer, { boardId: sold, body: 'שאלה' });
    expect(soldRes.statusCode).toBe(409);
    expect(soldRes.json().code).toBe('BOARD_ALREADY_SOLD');
  });
});

describe('who reads a thread', () => {
  it('only its two participants: strangers and admins are told it does not exist', async () => {
    const writer = await createTestUser(app);
    const stranger = await createTestUser(app);
    const admin = await createTestUser(app, { role: 'admin' });
    const id = await createThread(app, { boardId, buyer: writer, body: 'פרטי' });
    const first = ok(await page(writer, id), 200).items[0]._id;
    for (const who of [stranger, admin]) {
      for (const res of [
        await page(who, id),
        await send(who, id, 'שלום'),
        await seen(who, id, first),
      ]) {
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json().code).toBe('CONVERSATION_NOT_FOUND');
      }
      expect((await list(who)).items.map((t) => t._id)).not.toContain(id);
    }
    const unknown = await page(writer, 'ffffffffffffffffffffffff');
    expect(unknown.json().code).toBe('CONVERSATION_NOT_FOUND');
    expect((await page(writer, 'nope')).statusCode).toBe(400);
    for (const url of [`/api/conversations`, `/api/conversations/${id}/messages`]) {
      expect((await app.inject({ url })).statusCode).toBe(401);
    }
  });

  it('the questions API is gone: one way to talk about a board', async () => {
    expect((await app.inject({ url: '/api/questions', headers: buyer.headers })).statusCode).toBe(
      404,
    );
    const asked = await app.inject({
      method: 'POST',
      url: `/api/surfboards/${boardId}/questions`,
      headers: buyer.headers,
      payload: { body: 'שאלה' },
    });
    expect(asked.statusCode).toBe(404);
  });
});

describe('limits a person never meets', () => {
  it('new threads an hour and messages a minute, each with its own code', async () => {
    const writer = await createTestUser(app);
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i <= CONVERSATION_LIMITS.newThreadsPerHour; i++) {
      last = await open(writer, { boardId, body: `שאלה ${i}` });
      if (i < CONVERSATION_LIMITS.newThreadsPerHour) expect(last.statusCode, last.body).toBe(201);
    }
    expect(last!.statusCode).toBe(429);
    expect(last!.json().code).toBe('CONVERSATION_LIMIT');
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);

    const id = (await list(writer)).items[0]!._id;
    for (let i = 0; i <= CONVERSATION_LIMITS.messagesPerMinute; i++) {
      last = await send(writer, id, `הודעה ${i}`);
      if (i < CONVERSATION_LIMITS.messagesPerMinute) expect(last.statusCode).toBe(201);
    }
    expect(last!.statusCode).toBe(429);
    expect(last!.json().code).toBe('MESSAGE_LIMIT');
  });
});
