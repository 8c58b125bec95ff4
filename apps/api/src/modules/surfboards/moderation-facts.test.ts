import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';
import {
  createTestUser,
  insertBoard,
  seedReferences,
  type Refs,
  type TestUser,
} from '../../test/factories';
import { openHolds, placeHold } from '../holds/repo';

// Issue 33 (items 5 and 6): reports that hold a board, the moderator's queue ordered by
// signals, the facts beside a held board, and decisions that clear holds and tell reporters.

let app: App;
let admin: TestUser;
let seller: TestUser;
let refs: Refs;

beforeAll(async () => {
  app = await createTestApp();
  admin = await createTestUser(app, { role: 'admin' });
  seller = await createTestUser(app, { firstName: 'Seller' });
  refs = await seedReferences(app);
});

const report = (boardId: string, who: TestUser | null, reason = 'copied_photos', ip = '10.9.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/reports',
    remoteAddress: ip,
    headers: who?.headers ?? {},
    payload: { targetType: 'surfboard', targetId: boardId, reason },
  });

const isPublic = async (id: string) =>
  (await app.inject({ url: `/api/surfboards/${id}` })).statusCode === 200;

const queue = async () => {
  const res = await app.inject({
    url: '/api/surfboards/admin/all?status=pending',
    headers: admin.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    _id: string;
    holds: { kind: string; details: Record<string, unknown> }[];
    reports: { open: number; reporters: number; items: { reason: string }[] };
    sellerHistory: { published: number; rejected: number; reported: number; memberSince: string };
  }[];
};

const inbox = async (u: TestUser) =>
  (await app.inject({ url: '/api/notifications', headers: u.headers })).json().data.items as {
    type: string;
    title: string;
    body: string;
    url: string;
  }[];

describe('reports that lead somewhere', () => {
  it('refuses a reason outside the fixed list, and "other" without a note', async () => {
    const id = await insertBoard(app, seller.id, refs, { moderationStatus: 'approved' });
    expect((await report(id, null, 'הונאה')).statusCode).toBe(400);
    expect((await report(id, null, 'spam')).statusCode).toBe(400); // a service's reason
    expect((await report(id, null, 'other')).statusCode).toBe(400);
    const withNote = await app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: { targetType: 'surfboard', targetId: id, reason: 'other', text: 'צילום מסך' },
    });
    expect(withNote.statusCode, withNote.body).toBe(201);
  });

  it('three different signed-in reporters hide an approved board until reviewed', async () => {
    const id = await insertBoard(app, seller.id, refs, { moderationStatus: 'approved' });
    const [a, b, c] = [
      await createTestUser(app),
      await createTestUser(app),
      await createTestUser(app),
    ];
    expect((await report(id, a!)).statusCode).toBe(201);
    expect((await report(id, b!, 'price_too_good')).statusCode).toBe(201);
    expect(await isPublic(id)).toBe(true);
    expect((await report(id, c!, 'offensive')).statusCode).toBe(201);
    expect(await isPublic(id)).toBe(false);
    const listed = await app.inject({ url: '/api/surfboards?limit=48' });
    expect(listed.json().data.boards.map((x: { _id: string }) => x._id)).not.toContain(id);

    const held = (await queue()).find((x) => x._id === id)!;
    expect(held.holds).toEqual([
      expect.objectContaining({ kind: 'reports', details: { reporters: 3 } }),
    ]);
    expect(held.reports).toMatchObject({ open: 3, reporters: 3 });
    expect(held.reports.items.map((r) => r.reason)).toEqual([
      'copied_photos',
      'price_too_good',
      'offensive',
    ]);
  });

  it('two reporters, or one reporter three times, or anonymous visitors do not hide it', async () => {
    const two = await insertBoard(app, seller.id, refs, { moderationStatus: 'approved' });
    await report(two, await createTestUser(app));
    await report(two, await createTestUser(app));
    expect(await isPublic(two)).toBe(true);

    const same = await insertBoard(app, seller.id, refs, { moderationStatus: 'approved' });
    const one = await createTestUser(app);
    for (const reason of ['copied_photos', 'price_too_good', 'offensive']) {
      expect((await report(same, one, reason)).statusCode).toBe(201);
    }
    expect(await isPublic(same)).toBe(true);

    const anon = await insertBoard(app, seller.id, refs, { moderationStatus: 'approved' });
    for (const ip of ['10.9.1.1', '10.9.1.2', '10.9.1.3']) {
      expect((await report(anon, null, 'sold', ip)).statusCode).toBe(201);
    }
    expect(await isPublic(anon)).toBe(true);
    expect(await openHolds(app.db, [two, same, anon])).toEqual([]);
  });
});

describe("the moderator's queue and decisions", () => {
  it('orders the queue held boards first, then by report count, then oldest first', async () => {
    const t = (m: number) => new Date(Date.UTC(2020, 0, 1, 0, m));
    const plain = await insertBoard(app, seller.id, refs, { createdAt: t(1) });
    const reportedOnce = await insertBoard(app, seller.id, refs, { createdAt: t(2) });
    const reportedTwice = await insertBoard(app, seller.id, refs, { createdAt: t(3) });
    const held = await insertBoard(app, seller.id, refs, { createdAt: t(4) });
    await placeHold(app.db, held, 'low_price', { price: 300, estimate: 2400, ratio: 0.125 });
    // Pending boards are visible to their owner only: the owner and an admin report them.
    await report(reportedOnce, seller);
    await report(reportedTwice, seller);
    await report(reportedTwice, admin);

    const order = (await queue())
      .map((b) => b._id)
      .filter((id) => [plain, reportedOnce, reportedTwice, held].includes(id));
    expect(order).toEqual([held, reportedTwice, reportedOnce, plain]);
  });

  it('approving clears the holds in the same decision and tells the signed-in reporters', async () => {
    const id = await insertBoard(app, seller.id, refs, {
      moderationStatus: 'approved',
      title: 'Channel Islands Fever',
    });
    const reporters = [
      await createTestUser(app),
      await createTestUser(app),
      await createTestUser(app),
    ];
    for (const r of reporters) await report(id, r);
    await report(id, null, 'sold', '10.9.2.1'); // anonymous: nobody to tell
    await placeHold(app.db, id, 'low_price', { price: 500, estimate: 3000, ratio: 0.17 });
    expect((await openHolds(app.db, [id])).map((h) => h.kind).sort()).toEqual([
      'low_price',
      'reports',
    ]);

    const res = await app.inject({
      method: 'PATCH',
      url: `/api/surfboards/${id}/admin/approve`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      moderationStatus: 'approved',
      holds: [],
      reports: { open: 0, reporters: 0, items: [] },
    });
    expect(await openHolds(app.db, [id])).toEqual([]);
    expect(await isPublic(id)).toBe(true);

    for (const r of reporters) {
      const items = (await inbox(r)).filter((n) => n.type === 'report-acted');
      expect(items).toEqual([
        expect.objectContaining({
          title: 'טיפלנו בדיווח שלכם',
          body: expect.stringContaining('Channel Islands Fever'),
          url: `/surfboards/${id}`,
        }),
      ]);
    }
    // The seller hears of the approval, not of the reports.
    expect((await inbox(seller)).some((n) => n.type === 'report-acted')).toBe(false);
  });

  it('rejecting clears the holds and tells the reporters the listing was removed', async () => {
    const id = await insertBoard(app, seller.id, refs, { moderationStatus: 'approved' });
    const reporters = [
      await createTestUser(app),
      await createTestUser(app),
      await createTestUser(app),
    ];
    for (const r of reporters) await report(id, r, 'not_a_surfboard');
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/surfboards/${id}/admin/reject`,
      headers: admin.headers,
      payload: { notes: 'זה לא גלשן' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.holds).toEqual([]);
    expect(await isPublic(id)).toBe(false);
    const [n] = (await inbox(reporters[0]!)).filter((x) => x.type === 'report-acted');
    expect(n?.body).toContain('המודעה הוסרה מהאתר');
  });

  it("shows the seller's history beside the board", async () => {
    const member = await createTestUser(app);
    await insertBoard(app, member.id, refs, { moderationStatus: 'approved' });
    await insertBoard(app, member.id, refs, { moderationStatus: 'approved' });
    await insertBoard(app, member.id, refs, { moderationStatus: 'rejected' });
    const reported = await insertBoard(app, member.id, refs, { moderationStatus: 'approved' });
    await report(reported, admin);
    const pending = await insertBoard(app, member.id, refs);
    const board = (await queue()).find((b) => b._id === pending)!;
    expect(board.sellerHistory).toEqual({
      memberSince: expect.any(String),
      published: 3,
      rejected: 1,
      reported: 1,
      riskyMessages: 0,
    });
  });
});

describe('edits to what was approved', () => {
  it('holds an approved board whose brand or location changes, with before and after', async () => {
    const id = await insertBoard(app, seller.id, refs, {
      moderationStatus: 'approved',
      locationText: 'חיפה',
    });
    // A price change is not a fact the moderator approved.
    await app.inject({
      method: 'PUT',
      url: `/api/surfboards/${id}`,
      headers: seller.headers,
      payload: { price: 1900 },
    });
    expect(await openHolds(app.db, [id])).toEqual([]);

    const res = await app.inject({
      method: 'PUT',
      url: `/api/surfboards/${id}`,
      headers: seller.headers,
      payload: { brand: refs.otherBrand, locationText: 'אילת' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.moderationStatus).toBe('pending');
    const [hold] = await openHolds(app.db, [id]);
    expect(hold).toMatchObject({
      kind: 'edited',
      details: {
        changes: [
          { field: 'brand', before: 'Firewire', after: 'Lost' },
          { field: 'location', before: 'חיפה', after: 'אילת' },
        ],
      },
    });
    const listed = (await queue()).find((b) => b._id === id)!;
    expect(listed.holds.map((h) => h.kind)).toEqual(['edited']);
  });
});
