import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { QUESTION_LIMITS } from '@galim/shared/questions/schemas';
import type { App } from '../../app';
import { boardQuestions } from '../../db/schema';
import { medianReplyMinutes } from '../../lib/seller-trust';
import { createTestApp } from '../../test/helpers';
import {
  createTestUser,
  insertBoard,
  seedReferences,
  type Refs,
  type TestUser,
} from '../../test/factories';

// Questions to a seller (issue 33): asked on a board page, answered once by its seller, each
// side told in the notification centre, read by nobody else; the answers make the seller's
// "usually answers within…".

let app: App;
let refs: Refs;
let seller: TestUser;
let buyer: TestUser;
let stranger: TestUser;
let boardId: string;

const ask = (who: TestUser | null, id: string, body: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/surfboards/${id}/questions`,
    headers: who?.headers,
    payload: { body },
  });
const answer = (who: TestUser, id: string, text: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/questions/${id}/answer`,
    headers: who.headers,
    payload: { answer: text },
  });
const list = async (who: TestUser, query = 'role=received') => {
  const res = await app.inject({ url: `/api/questions?${query}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const inbox = async (who: TestUser) => {
  const res = await app.inject({ url: '/api/notifications', headers: who.headers });
  return res.json().data.items as { type: string; title: string; body: string; url: string }[];
};

beforeAll(async () => {
  app = await createTestApp();
  refs = await seedReferences(app);
  seller = await createTestUser(app, { firstName: 'Tal' });
  buyer = await createTestUser(app, { firstName: 'Dana' });
  stranger = await createTestUser(app, { firstName: 'Omer' });
  boardId = await insertBoard(app, seller.id, refs, {
    moderationStatus: 'approved',
    title: 'Lost Driver 6.0',
  });
});

describe('questions to a seller', () => {
  it('reaches the seller, who answers once; the buyer is told, nobody else reads them', async () => {
    const asked = await ask(buyer, boardId, '  יש בו תיקונים או סדקים?  ');
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().data._id;

    // The seller's notification quotes the question and opens their questions page.
    const [notice] = (await inbox(seller)).filter((n) => n.type === 'board-question');
    expect(notice).toMatchObject({
      title: 'שאלה חדשה על הגלשן שלך',
      body: 'Lost Driver 6.0: יש בו תיקונים או סדקים?',
      url: '/profile/questions',
    });

    const received = await list(seller);
    expect(received).toMatchObject({ total: 1, unanswered: 1, page: 1, hasMore: false });
    expect(received.items[0]).toMatchObject({
      _id: id,
      board: { _id: boardId, title: 'Lost Driver 6.0' },
      askerName: 'Dana',
      body: 'יש בו תיקונים או סדקים?',
      answer: null,
    });
    // A third user reads none of it, as seller or as asker, nor answers it.
    expect((await list(stranger)).items).toEqual([]);
    expect((await list(stranger, `role=asked&boardId=${boardId}`)).items).toEqual([]);
    expect((await answer(stranger, id, 'כן')).statusCode).toBe(404);
    expect((await answer(buyer, id, 'כן')).statusCode).toBe(404);

    const answered = await answer(seller, id, 'אין סדקים, תיקון קטן בזנב');
    expect(answered.statusCode, answered.body).toBe(200);
    // Twice (a second device): the first answer stays.
    const again = await answer(seller, id, 'שינוי');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('QUESTION_ALREADY_ANSWERED');

    const mine = await list(buyer, `role=asked&boardId=${boardId}`);
    expect(mine.items[0]).toMatchObject({ answer: 'אין סדקים, תיקון קטן בזנב' });
    expect(mine.unanswered).toBe(0);
    const [told] = (await inbox(buyer)).filter((n) => n.type === 'question-answered');
    expect(told).toMatchObject({
      title: 'המוכר ענה על השאלה שלך',
      body: 'Lost Driver 6.0: אין סדקים, תיקון קטן בזנב',
      url: `/surfboards/${boardId}#questions`,
    });
  });

  it('answering reads the seller’s notice of that question: the badge drops', async () => {
    const board = await insertBoard(app, seller.id, refs, { moderationStatus: 'approved' });
    const asked = await ask(buyer, board, 'מה המשקל?');
    expect(asked.statusCode, asked.body).toBe(201);
    const counts = async () => {
      const res = await app.inject({ url: '/api/notifications', headers: seller.headers });
      const data = res.json().data as {
        unread: number;
        unseen: number;
        items: { type: string; body: string; readAt: string | null }[];
      };
      return { ...data, notice: data.items.find((n) => n.body.includes('מה המשקל?'))! };
    };
    const before = await counts();
    expect(before.notice.readAt).toBeNull();
    expect((await answer(seller, asked.json().data._id, '3 ק"ג')).statusCode).toBe(200);
    const after = await counts();
    expect(after.notice.readAt).not.toBeNull();
    expect(after.unread).toBe(before.unread - 1);
    expect(after.unseen).toBe(before.unseen - 1);
  });

  it('refuses what cannot be asked, with the reason', async () => {
    const cases: [TestUser | null, string, unknown, number, string][] = [
      [null, boardId, 'שאלה', 401, 'UNAUTHORIZED'],
      [buyer, boardId, 'x', 400, 'VALIDATION_ERROR'],
      [buyer, boardId, 'א'.repeat(QUESTION_LIMITS.maxLength + 1), 400, 'VALIDATION_ERROR'],
      [buyer, boardId, 42, 400, 'VALIDATION_ERROR'],
      [seller, boardId, 'שאלה לעצמי', 403, 'QUESTION_OWN_BOARD'],
      [buyer, 'ffffffffffffffffffffffff', 'שאלה', 404, 'BOARD_NOT_FOUND'],
      [buyer, 'not-an-id', 'שאלה', 400, 'VALIDATION_ERROR'],
    ];
    for (const [who, id, body, status, code] of cases) {
      const res = await ask(who, id, body);
      expect(res.statusCode, `${code}: ${res.body}`).toBe(status);
      expect(res.json().code).toBe(code);
    }
    const pending = await insertBoard(app, seller.id, refs);
    expect((await ask(buyer, pending, 'שאלה')).json().code).toBe('BOARD_NOT_FOUND');
    const sold = await insertBoard(app, seller.id, refs, {
      moderationStatus: 'approved',
      isSold: true,
      soldDate: new Date(),
    });
    expect((await ask(buyer, sold, 'שאלה')).json().code).toBe('BOARD_ALREADY_SOLD');
  });

  it('waits for answers before more questions about the same board', async () => {
    const board = await insertBoard(app, seller.id, refs, { moderationStatus: 'approved' });
    for (let i = 0; i < QUESTION_LIMITS.openPerBoard; i++) {
      expect((await ask(stranger, board, `שאלה ${i + 1}`)).statusCode).toBe(201);
    }
    const over = await ask(stranger, board, 'ועוד אחת');
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('QUESTIONS_OPEN_LIMIT');
    // Another buyer may still ask; an answer frees a place.
    expect((await ask(buyer, board, 'מה המידות?')).statusCode).toBe(201);
    const first = (await list(stranger, `role=asked&boardId=${board}`)).items.at(-1);
    expect((await answer(seller, first._id, 'בסדר')).statusCode).toBe(200);
    expect((await ask(stranger, board, 'ועוד אחת')).statusCode).toBe(201);
  });

  it('lists the waiting questions first for the seller', async () => {
    const items = (await list(seller, 'role=received&limit=50')).items as {
      answer: string | null;
    }[];
    const firstAnswered = items.findIndex((q) => q.answer !== null);
    expect(firstAnswered).toBeGreaterThan(0);
    expect(items.slice(firstAnswered).every((q) => q.answer !== null)).toBe(true);
  });
});

describe('the seller usually answers within…', () => {
  it('is the median wait, counting a question left a week unanswered as never answered', () => {
    expect(medianReplyMinutes([30, 90])).toBeUndefined(); // too few questions
    expect(medianReplyMinutes([30, 90, 2880])).toBe(90);
    expect(medianReplyMinutes([30, 90, 2880, null])).toBe(2880);
    expect(medianReplyMinutes([30, 90, null, null])).toBeUndefined();
    expect(medianReplyMinutes([0.2, 0.5, 0.1])).toBe(1);
  });

  it('shows on the board page from the questions answered in Galim', async () => {
    const host = await createTestUser(app, { firstName: 'Noa' });
    const res = await app.inject({
      method: 'PUT',
      url: `/api/users/${host.id}`,
      headers: host.headers,
      payload: {
        firstName: 'Noa',
        lastName: 'Levi',
        phone: '0501234567',
        slug: 'noa-answers',
        publicProfile: { visible: true },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const board = await insertBoard(app, host.id, refs, { moderationStatus: 'approved' });
    const trust = async () =>
      (await app.inject({ url: `/api/surfboards/${board}` })).json().data.seller.trust;

    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    const put = (createdH: number, answeredH: number | null) =>
      app.db.insert(boardQuestions).values({
        boardId: board,
        askerId: buyer.id,
        body: 'שאלה',
        createdAt: hoursAgo(createdH),
        ...(answeredH !== null && { answer: 'תשובה', answeredAt: hoursAgo(answeredH) }),
      });
    // Answered in 1 h and in 3 h, and one asked an hour ago (not counted yet): too few.
    await put(10, 9);
    await put(10, 7);
    await put(1, null);
    expect(await trust()).not.toHaveProperty('replyMinutes');
    // A third answer, after 2 h: the median of 1, 2 and 3 hours.
    await put(30, 28);
    expect((await trust()).replyMinutes).toBe(120);
    // Two left unanswered for over a week: the middle of five is now the slowest answer.
    await put(200, null);
    await put(300, null);
    expect((await trust()).replyMinutes).toBe(180);
    // A third: most go unanswered, and no reply time is claimed.
    await put(400, null);
    expect(await trust()).not.toHaveProperty('replyMinutes');
  });
});

describe('an account that goes', () => {
  it('exports its questions and answers, and takes its questions with it', async () => {
    const asker = await createTestUser(app, { firstName: 'Gal' });
    const asked = await ask(asker, boardId, 'אפשר לראות בסוף השבוע?');
    const id = asked.json().data._id;
    await answer(seller, id, 'כן, בשבת בבוקר');

    const exp = await app.inject({ url: `/api/users/${asker.id}/export`, headers: asker.headers });
    expect(exp.statusCode, exp.body).toBe(200);
    expect(JSON.stringify(exp.json())).toContain('אפשר לראות בסוף השבוע?');
    const sellerExp = await app.inject({
      url: `/api/users/${seller.id}/export`,
      headers: seller.headers,
    });
    expect(JSON.stringify(sellerExp.json())).toContain('כן, בשבת בבוקר');

    const del = await app.inject({
      method: 'DELETE',
      url: `/api/users/${asker.id}`,
      headers: asker.headers,
    });
    expect(del.statusCode, del.body).toBe(200);
    const left = await app.db.select().from(boardQuestions).where(eq(boardQuestions.id, id));
    expect(left).toEqual([]);
  });
});
