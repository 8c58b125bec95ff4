import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { notifications, reports, sellerReviews, surfboards, users } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import {
  createSellerReview,
  createTestUser,
  insertBoard,
  recordSale,
  type Refs,
  seedReferences,
  type TestUser,
} from '../../test/factories';

// Reviews of sellers (issue 43): only the buyer Galim recorded for a sold board reviews its
// seller, once, within 60 days; the seller replies once; anyone reads them (no profile switch
// hides them); a moderator removes them; the export carries them and account deletion ends them.

let app: App;
let refs: Refs;
let admin: TestUser;
const DAY = 86_400_000;

beforeAll(async () => {
  app = await createTestApp();
  refs = await seedReferences(app);
  admin = await createTestUser(app, { role: 'admin' });
});

/** A seller with a public profile at `slug`, and a buyer. */
async function people(slug: string, visible = true) {
  const seller = await createTestUser(app, { firstName: 'דנה' });
  const buyer = await createTestUser(app, { firstName: 'יואב' });
  await app.db
    .update(users)
    .set({
      slug,
      publicProfile: { visible, showRegion: true, showSkillLevel: true, showBio: true },
    })
    .where(eq(users.id, seller.id));
  return { seller, buyer };
}

/** A public board of `seller`, sold to `buyer` (when given) `daysAgo` days ago. */
async function soldBoard(seller: TestUser, buyer?: TestUser, daysAgo = 1) {
  const id = await insertBoard(app, seller.id, refs, {
    moderationStatus: 'approved',
    title: 'Lost Driver 6.0',
  });
  if (buyer) await recordSale(app, id, buyer.id, new Date(Date.now() - daysAgo * DAY));
  return id;
}

const review = (as: TestUser | null, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/seller-reviews',
    headers: as?.headers ?? {},
    payload: payload as Record<string, unknown>,
  });
const reply = (as: TestUser, id: string, body: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/seller-reviews/${id}/reply`,
    headers: as.headers,
    payload: { body },
  });
const listOf = (userId: string, query = '') =>
  app.inject({ url: `/api/users/${userId}/reviews${query}` });

describe('writing a review', () => {
  it('the recorded buyer reviews the seller; it shows on the profile and the board page', async () => {
    const { seller, buyer } = await people('dana-reviews');
    const boardId = await soldBoard(seller, buyer);
    const res = await review(buyer, {
      boardId,
      rating: 5,
      body: '  גלשן מעולה, בדיוק כמו בתמונות 🌊 ',
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().data._id as string;

    const list = await listOf(seller.id);
    expect(list.statusCode).toBe(200);
    const data = list.json().data;
    expect(data.summary).toEqual({ count: 1, average: 5 });
    expect(data.reviews).toHaveLength(1);
    expect(data.reviews[0]).toMatchObject({
      _id: id,
      rating: 5,
      body: 'גלשן מעולה, בדיוק כמו בתמונות 🌊',
      board: { _id: boardId, title: 'Lost Driver 6.0' },
      buyer: { _id: buyer.id },
      reply: null,
    });
    // Name and photo only: nothing else of the buyer.
    expect(JSON.stringify(data.reviews[0].buyer)).not.toContain(buyer.email);

    const profile = await app.inject({ url: '/api/public/profile/slug/dana-reviews' });
    expect(profile.json().data.sellerReviews).toEqual({ count: 1, average: 5 });

    const other = await soldBoard(seller);
    const page = await app.inject({ url: `/api/surfboards/${other}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.seller.sellerReviews).toEqual({ count: 1, average: 5 });

    // The seller heard of it, without the buyer's name.
    const notes = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, seller.id));
    expect(notes.map((n) => n.type)).toContain('new-review');
    expect(notes.find((n) => n.type === 'new-review')?.url).toBe('/u/dana-reviews#reviews');
  });

  it('shows the count and mean on the board page even when the profile is hidden', async () => {
    const { seller, buyer } = await people('hidden-seller', false);
    const buyer2 = await createTestUser(app);
    expect(
      (await review(buyer, { boardId: await soldBoard(seller, buyer), rating: 4, body: 'טוב' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await review(buyer2, { boardId: await soldBoard(seller, buyer2), rating: 3, body: 'בסדר' }))
        .statusCode,
    ).toBe(201);
    const page = await app.inject({ url: `/api/surfboards/${await soldBoard(seller)}` });
    const s = page.json().data.seller;
    expect(s.trust).toBeUndefined(); // the profile switch hides the other facts
    expect(s.sellerReviews).toEqual({ count: 2, average: 3.5 });
    expect((await listOf(seller.id)).json().data.summary).toEqual({ count: 2, average: 3.5 });
  });

  it('refuses a review without a recorded sale, by someone else, late, twice, or of oneself', async () => {
    const { seller, buyer } = await people('strict-seller');
    const stranger = await createTestUser(app);
    const unsold = await soldBoard(seller);
    const sold = await soldBoard(seller, buyer);
    const old = await soldBoard(seller, buyer, 61);
    const edge = await soldBoard(seller, buyer, 59);
    // Sold, but to someone outside Galim (no buyer recorded).
    const outside = await soldBoard(seller);
    await app.db
      .update(surfboards)
      .set({ isSold: true, soldDate: new Date(), soldThroughWebsite: false })
      .where(eq(surfboards.id, outside));
    const ok = { rating: 4, body: 'טוב' };

    const cases: [TestUser | null, unknown, number, string][] = [
      [null, { boardId: sold, ...ok }, 401, 'UNAUTHORIZED'],
      [buyer, { boardId: unsold, ...ok }, 403, 'REVIEW_NO_SALE'],
      [buyer, { boardId: outside, ...ok }, 403, 'REVIEW_NO_SALE'],
      [stranger, { boardId: sold, ...ok }, 403, 'REVIEW_NO_SALE'],
      [seller, { boardId: sold, ...ok }, 403, 'REVIEW_SELF'],
      [buyer, { boardId: old, ...ok }, 409, 'REVIEW_TOO_LATE'],
      [buyer, { boardId: 'a'.repeat(24), ...ok }, 404, 'BOARD_NOT_FOUND'],
      [stranger, { boardId: sold, rating: 0, body: 'x' }, 400, 'VALIDATION_ERROR'],
      [stranger, { boardId: sold, rating: 6, body: 'x' }, 400, 'VALIDATION_ERROR'],
      [stranger, { boardId: sold, rating: 4.5, body: 'x' }, 400, 'VALIDATION_ERROR'],
      [stranger, { boardId: sold, rating: 4, body: '   ' }, 400, 'VALIDATION_ERROR'],
      [stranger, { boardId: sold, rating: 4, body: 'א'.repeat(1001) }, 400, 'VALIDATION_ERROR'],
      [stranger, { boardId: 'nope', ...ok }, 400, 'VALIDATION_ERROR'],
      [stranger, { boardId: sold, ...ok, sellerId: stranger.id }, 400, 'VALIDATION_ERROR'],
    ];
    for (const [as, payload, status, code] of cases) {
      const res = await review(as, payload);
      expect([JSON.stringify(payload), res.statusCode, res.json().code]).toEqual([
        JSON.stringify(payload),
        status,
        code,
      ]);
      expect(res.json().success).toBe(false);
    }
    // Each limit is a rule per account: the bad input above came from another one.
    const bad = await review(stranger, { boardId: sold, rating: 0, body: 'x' });
    expect(JSON.stringify(bad.json())).toContain('יש לבחור דירוג בין 1 ל-5 כוכבים');

    expect((await review(buyer, { boardId: edge, ...ok })).statusCode).toBe(201);
    expect((await review(buyer, { boardId: sold, ...ok })).statusCode).toBe(201);
    const twice = await review(buyer, { boardId: sold, rating: 1, body: 'שוב' });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'SELLER_REVIEW_EXISTS']);
    // HTML is stored as text and comes back as typed.
    const html = await soldBoard(seller, buyer);
    expect(
      (await review(buyer, { boardId: html, rating: 2, body: '<b>x</b> 5.6 Lost' })).statusCode,
    ).toBe(201);
    const bodies = (await listOf(seller.id))
      .json()
      .data.reviews.map((r: { body: string }) => r.body);
    expect(bodies).toContain('<b>x</b> 5.6 Lost');
  });
});

describe('the pending list', () => {
  it('lists the boards sold to me that I can still review, and drops them once reviewed', async () => {
    const { seller, buyer } = await people('pending-seller');
    const fresh = await soldBoard(seller, buyer, 3);
    await soldBoard(seller, buyer, 70); // too late
    await soldBoard(seller); // not mine
    const get = () => app.inject({ url: '/api/seller-reviews/pending', headers: buyer.headers });
    const first = await get();
    expect(first.statusCode).toBe(200);
    const pending = first.json().data.pending;
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({
      board: { _id: fresh, title: 'Lost Driver 6.0' },
      seller: { _id: seller.id },
    });
    expect(new Date(pending[0].deadline).getTime() - new Date(pending[0].soldAt).getTime()).toBe(
      60 * DAY,
    );
    await review(buyer, { boardId: fresh, rating: 5, body: 'מצוין' });
    expect((await get()).json().data.pending).toEqual([]);
    expect((await app.inject({ url: '/api/seller-reviews/pending' })).statusCode).toBe(401);
  });
});

describe('the seller replies', () => {
  it('once, only the reviewed seller', async () => {
    const { seller, buyer } = await people('reply-seller');
    const id = await createSellerReview(app, {
      boardId: await soldBoard(seller, buyer),
      buyerId: buyer.id,
      rating: 3,
      body: 'היה בסדר',
    });

    const byBuyer = await reply(buyer, id, 'אני לא המוכר');
    expect([byBuyer.statusCode, byBuyer.json().code]).toEqual([403, 'FORBIDDEN']);
    const empty = await reply(seller, id, '  ');
    expect([empty.statusCode, empty.json().code]).toEqual([400, 'VALIDATION_ERROR']);
    const long = await reply(seller, id, 'א'.repeat(1001));
    expect(long.statusCode).toBe(400);
    const missing = await reply(seller, 'b'.repeat(24), 'תודה');
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'REVIEW_NOT_FOUND']);

    const ok = await reply(seller, id, 'תודה, תהנה מהגלשן!');
    expect(ok.statusCode).toBe(200);
    const again = await reply(seller, id, 'עוד משהו');
    expect([again.statusCode, again.json().code]).toEqual([409, 'REVIEW_REPLY_EXISTS']);

    const shown = (await listOf(seller.id)).json().data.reviews[0];
    expect(shown.reply.body).toBe('תודה, תהנה מהגלשן!');
  });
});

describe('reports and moderation', () => {
  it('anyone reports a review; a moderator removes it, and its reports are resolved', async () => {
    const { seller, buyer } = await people('moderated-seller');
    const id = await createSellerReview(app, {
      boardId: await soldBoard(seller, buyer),
      buyerId: buyer.id,
      rating: 1,
      body: 'נוכל!!!',
    });

    const filed = await app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: seller.headers,
      payload: { targetType: 'seller_review', targetId: id, reason: 'false', text: 'לא נכון' },
    });
    expect(filed.statusCode).toBe(201);
    const badReason = await app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: { targetType: 'seller_review', targetId: id, reason: 'copied_photos' },
    });
    expect(badReason.statusCode).toBe(400);

    const inbox = await app.inject({ url: '/api/reports', headers: admin.headers });
    const item = inbox.json().data.reports.find((r: { targetId: string }) => r.targetId === id);
    expect(item).toMatchObject({
      targetType: 'seller_review',
      targetTitle: 'נוכל!!!',
      targetPath: '/u/moderated-seller#reviews',
      status: 'open',
    });

    const notAdmin = await app.inject({
      method: 'DELETE',
      url: `/api/seller-reviews/${id}`,
      headers: seller.headers,
    });
    expect(notAdmin.statusCode).toBe(403);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/seller-reviews/${id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    const twice = await app.inject({
      method: 'DELETE',
      url: `/api/seller-reviews/${id}`,
      headers: admin.headers,
    });
    expect([twice.statusCode, twice.json().code]).toEqual([404, 'REVIEW_NOT_FOUND']);

    const list = (await listOf(seller.id)).json().data;
    expect(list.reviews).toEqual([]);
    expect(list.summary).toBeNull();
    const [report] = await app.db.select().from(reports).where(eq(reports.targetId, id));
    expect(report?.status).toBe('resolved');
    // A removed review can be neither reported nor answered.
    const late = await app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: { targetType: 'seller_review', targetId: id, reason: 'offensive' },
    });
    expect([late.statusCode, late.json().code]).toEqual([404, 'REVIEW_NOT_FOUND']);
    expect((await reply(seller, id, 'תודה')).statusCode).toBe(404);
  });
});

describe('the list', () => {
  it('pages newest first and refuses bad paging and unknown users', async () => {
    const { seller } = await people('paged-seller');
    for (let i = 0; i < 3; i += 1) {
      const buyer = await createTestUser(app);
      await review(buyer, {
        boardId: await soldBoard(seller, buyer),
        rating: i + 1,
        body: `ביקורת ${i}`,
      });
    }
    const first = (await listOf(seller.id, '?limit=2')).json().data;
    expect(first.reviews.map((r: { body: string }) => r.body)).toEqual(['ביקורת 2', 'ביקורת 1']);
    expect(first.hasMore).toBe(true);
    const second = (await listOf(seller.id, '?limit=2&page=2')).json().data;
    expect(second.reviews.map((r: { body: string }) => r.body)).toEqual(['ביקורת 0']);
    expect(second.hasMore).toBe(false);
    expect(second.summary).toEqual({ count: 3, average: 2 });
    expect((await listOf(seller.id, '?limit=0')).statusCode).toBe(400);
    expect((await listOf(seller.id, '?page=abc')).statusCode).toBe(400);
    expect((await listOf('c'.repeat(24))).statusCode).toBe(404);
    expect((await listOf('nope')).statusCode).toBe(400);
  });
});

describe('the account', () => {
  it('the export holds the reviews written and received; deletion removes both', async () => {
    const { seller, buyer } = await people('export-seller');
    const other = await createTestUser(app);
    await createSellerReview(app, {
      boardId: await soldBoard(seller, buyer),
      buyerId: buyer.id,
      rating: 4,
      body: 'כתבתי',
    });
    // The buyer also sells: a review of them.
    const theirs = await insertBoard(app, buyer.id, refs, { moderationStatus: 'approved' });
    await createSellerReview(app, {
      boardId: theirs,
      buyerId: other.id,
      rating: 2,
      body: 'קיבלתי',
    });

    const exp = await app.inject({ url: `/api/users/${buyer.id}/export`, headers: buyer.headers });
    expect(exp.statusCode).toBe(200);
    const { sellerReviews: mine } = exp.json().data;
    expect(mine.written.map((r: { body: string }) => r.body)).toEqual(['כתבתי']);
    expect(mine.received.map((r: { body: string }) => r.body)).toEqual(['קיבלתי']);

    const del = await app.inject({
      method: 'DELETE',
      url: `/api/users/${buyer.id}`,
      headers: buyer.headers,
    });
    expect(del.statusCode).toBe(200);
    const left = await app.db.select().from(sellerReviews);
    expect(left.filter((r) => r.buyerId === buyer.id || r.sellerId === buyer.id)).toEqual([]);
    expect((await listOf(seller.id)).json().data.summary).toBeNull();
  });
});
