import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { surfboards } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import { multipart } from '../../test/harness';
import {
  boardRecord,
  bulkItem,
  createOffer,
  createTestUser,
  createThread,
  insertBoard,
  pngImage,
  seedReferences,
  type Refs,
  type TestUser,
} from '../../test/factories';

// Listings expire and renew (issue 55, decision 058). The clock is moved by writing the
// timestamps a listing would have after so many days, never by waiting: a listing published 53
// days ago is asked "still for sale?" once, however often the job runs; at 60 days it leaves the
// list and its page says it expired (never a 404); a renewal brings it back in the same place. A
// review or a reservation stops the clock.

const DAY = 86_400_000;
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);

let app: App;
let refs: Refs;
let seller: TestUser;
let other: TestUser;
let admin: TestUser;
let webDist: string;

beforeAll(async () => {
  // A stand-in of the web build: the server draws board pages with their status and title.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'galim-expiry-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>גלים</title></head><body></body></html>',
  );
  app = await createTestApp({ webDist, publicUrl: 'https://galim.test' });
  refs = await seedReferences(app);
  seller = await createTestUser(app);
  other = await createTestUser(app);
  admin = await createTestUser(app, { role: 'admin' });
}, 60_000);

afterAll(() => {
  fs.rmSync(webDist, { recursive: true, force: true });
});

const data = (res: LightMyRequestResponse, status = 200) => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
};

/** An approved board published `days` ago, its term as it would be without a renewal. */
const publishedDaysAgo = (days: number, values: Parameters<typeof insertBoard>[3] = {}) => {
  const createdAt = ago(days * DAY);
  return insertBoard(app, seller.id, refs, {
    moderationStatus: 'approved',
    createdAt,
    expiresAt: new Date(createdAt.getTime() + 60 * DAY),
    ...values,
  });
};

const runReminders = async () => {
  const run = await app.jobs.runNow('listing-expiry');
  expect(run.state, JSON.stringify(run)).toBe('completed');
  return run.output as { reminded: number };
};

const reminders = async (who: TestUser, boardId: string) => {
  const items = data(await app.inject({ url: '/api/notifications', headers: who.headers }))
    .items as { type: string; title: string; body: string; url: string }[];
  return items.filter((n) => n.type === 'listing-expiring' && n.url.endsWith(`still=${boardId}`));
};

/** The ids of the public list, newest first, as a visitor reads it. */
const listed = async () =>
  (data(await app.inject({ url: '/api/surfboards?limit=48' })).boards as { _id: string }[]).map(
    (b) => b._id,
  );

const renew = (id: string, who: TestUser | null = seller, language = 'he') =>
  app.inject({
    method: 'POST',
    url: `/api/surfboards/${id}/renew`,
    headers: { ...(who?.headers ?? {}), 'accept-language': language },
  });

const view = (id: string, who: TestUser | null = null) =>
  app.inject({ url: `/api/surfboards/${id}`, headers: who?.headers ?? {} });

/** How far `at` (an ISO time) is from `expected`, in ms. */
const off = (at: string | Date, expected: Date) =>
  Math.abs(new Date(at).getTime() - expected.getTime());

describe('"still for sale?"', () => {
  it('reaches the seller of a listing published 53 days ago once, however often the job runs', async () => {
    const due = await publishedDaysAgo(53);
    const fresh = await publishedDaysAgo(20);
    expect((await runReminders()).reminded).toBeGreaterThanOrEqual(1);
    await runReminders();
    const told = await reminders(seller, due);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: 'עדיין למכירה?',
      url: `/profile/my-surfboards?still=${due}`,
    });
    expect(told[0]!.body).toContain('בעוד 7 ימים');
    expect(await reminders(seller, fresh)).toHaveLength(0);
    expect((await boardRecord(app, due))!.expiryRemindedAt).not.toBeNull();
    expect((await boardRecord(app, fresh))!.expiryRemindedAt).toBeNull();
  });

  it('asks again in the next term, and never about an expired, sold or hidden listing', async () => {
    const id = await publishedDaysAgo(54);
    await runReminders();
    expect(await reminders(seller, id)).toHaveLength(1);
    data(await renew(id));
    // 53 days into the renewed term: its own reminder.
    await app.db
      .update(surfboards)
      .set({ expiresAt: ahead(7 * DAY - HOUR) })
      .where(eq(surfboards.id, id));
    await runReminders();
    expect(await reminders(seller, id)).toHaveLength(2);

    const expired = await publishedDaysAgo(61);
    const sold = await publishedDaysAgo(55, { isSold: true, soldDate: new Date() });
    const archived = await publishedDaysAgo(55, { archived: true });
    const pending = await publishedDaysAgo(55, { moderationStatus: 'pending' });
    await runReminders();
    for (const quiet of [expired, sold, archived, pending]) {
      expect(await reminders(seller, quiet)).toHaveLength(0);
    }
  });

  it('is worded in the seller’s language', async () => {
    const english = await createTestUser(app);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/users/me/language',
      headers: english.headers,
      payload: { language: 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = await insertBoard(app, english.id, refs, {
      moderationStatus: 'approved',
      expiresAt: ahead(2 * DAY - HOUR),
    });
    await runReminders();
    const [told] = await reminders(english, id);
    expect(told).toMatchObject({ title: 'Still for sale?' });
    expect(told!.body).toContain('in 2 days');
  });
});

describe('an expired listing', () => {
  it('leaves the list at 60 days; its page says it expired, to a visitor, never a 404', async () => {
    const before = await publishedDaysAgo(59);
    const after = await publishedDaysAgo(60, { expiresAt: ago(HOUR) });
    const ids = await listed();
    expect(ids).toContain(before);
    expect(ids).not.toContain(after);

    const page = data(await view(after));
    expect(page).toMatchObject({ _id: after, expired: true });
    expect(off(page.expiresAt, ago(HOUR))).toBeLessThan(60_000);
    expect(data(await view(before))).toMatchObject({ expired: false });

    // The server-drawn page: 200, its title says so, and it is in no sitemap.
    const drawn = await app.inject({ url: `/surfboards/${after}` });
    expect(drawn.statusCode).toBe(200);
    expect(drawn.body).toMatch(/<title>המודעה פגה: /);
    const sitemap = (await app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`/surfboards/${before}<`);
    expect(sitemap).not.toContain(`/surfboards/${after}<`);

    // Nobody reaches its seller through it any more; nothing was deleted.
    expect(
      (await app.inject({ method: 'POST', url: `/api/surfboards/${after}/contact` })).statusCode,
    ).toBe(404);
    const write = await app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: other.headers,
      payload: { boardId: after, body: 'עדיין זמין?' },
    });
    expect(write.statusCode).toBe(404);
    expect(await boardRecord(app, after)).toBeTruthy();
  });

  it('stays with its seller under "mine", and with those who liked it, marked expired', async () => {
    const id = await publishedDaysAgo(45);
    const like = await app.inject({
      method: 'PATCH',
      url: `/api/surfboards/${id}/like`,
      headers: other.headers,
    });
    expect(like.statusCode, like.body).toBe(200);
    await app.db
      .update(surfboards)
      .set({ expiresAt: ago(DAY) })
      .where(eq(surfboards.id, id));

    const mine = data(
      await app.inject({ url: '/api/surfboards/mine?status=active', headers: seller.headers }),
    ) as { _id: string; expired: boolean }[];
    expect(mine.find((b) => b._id === id)).toMatchObject({ expired: true });
    const favorites = data(
      await app.inject({ url: '/api/surfboards/favorites', headers: other.headers }),
    ).boards as { _id: string; expired: boolean }[];
    expect(favorites.find((b) => b._id === id)).toMatchObject({ expired: true });
  });
});

describe('renewing', () => {
  it('brings an expired listing back without moving it up the newest-first list', async () => {
    const oldest = await publishedDaysAgo(61);
    const middle = await publishedDaysAgo(30);
    const newest = await publishedDaysAgo(10);
    const createdAt = (await boardRecord(app, oldest))!.createdAt;
    expect(await listed()).not.toContain(oldest);

    const renewed = data(await renew(oldest));
    expect(renewed).toMatchObject({ expired: false, createdAt: createdAt.toISOString() });
    expect(off(renewed.expiresAt, ahead(60 * DAY))).toBeLessThan(60_000);

    const ids = await listed();
    expect(ids.filter((id) => [oldest, middle, newest].includes(id))).toEqual([
      newest,
      middle,
      oldest,
    ]);
    const record = (await boardRecord(app, oldest))!;
    expect(record.createdAt).toEqual(createdAt);
    expect(record.renewedAt).not.toBeNull();
    expect(record.expiryRemindedAt).toBeNull();
  });

  it('moves a listing up when its price or photos changed since it went on the list, once', async () => {
    const repriced = await publishedDaysAgo(40);
    const rephotographed = await publishedDaysAgo(40);
    const reworded = await publishedDaysAgo(40);
    const newest = await publishedDaysAgo(5);
    const edit = (id: string, payload: object) =>
      app.inject({ method: 'PUT', url: `/api/surfboards/${id}`, headers: seller.headers, payload });
    expect((await edit(repriced, { price: 900 })).statusCode).toBe(200);
    expect((await edit(reworded, { condition: 'fair', skillLevel: 'beginner' })).statusCode).toBe(
      200,
    );
    const photo = await multipart({ layout: JSON.stringify(['new:0']) }, [
      { name: 'a.png', data: await pngImage('#0a5') },
    ]);
    const photos = await app.inject({
      method: 'PUT',
      url: `/api/surfboards/${rephotographed}/images`,
      headers: { ...seller.headers, ...photo.headers },
      payload: photo.payload,
    });
    expect(photos.statusCode, photos.body).toBe(200);
    // New photos are seen by a moderator first.
    const approved = await app.inject({
      method: 'PATCH',
      url: `/api/surfboards/${rephotographed}/admin/approve`,
      headers: admin.headers,
    });
    expect(approved.statusCode, approved.body).toBe(200);

    for (const id of [repriced, rephotographed, reworded]) data(await renew(id));
    const order = async () =>
      (await listed()).filter((id) => [repriced, rephotographed, reworded, newest].includes(id));
    expect(await order()).toEqual([rephotographed, repriced, newest, reworded]);
    // Its publishing day is kept; only its place on the list moved.
    expect((await boardRecord(app, repriced))!.createdAt.getTime()).toBeLessThan(
      ago(39 * DAY).getTime(),
    );

    // Renewing again with nothing new changes no place.
    data(await renew(repriced));
    expect(await order()).toEqual([rephotographed, repriced, newest, reworded]);
  });

  it("refuses someone else's listing with a coded error in the request's language", async () => {
    const live = await publishedDaysAgo(55);
    const gone = await publishedDaysAgo(61);
    const forbidden = await renew(live, other);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    // An expired listing is no one's to see but its seller's: as if it did not exist.
    const hidden = await renew(gone, other, 'en');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ code: 'BOARD_NOT_FOUND', error: 'Surfboard not found' });
    expect((await renew(live, null)).statusCode).toBe(401);
    expect((await boardRecord(app, gone))!.renewedAt).toBeNull();
  });

  it('refuses a sold or archived listing, and lets an admin renew', async () => {
    const sold = await publishedDaysAgo(61, { isSold: true, soldDate: new Date() });
    const archived = await publishedDaysAgo(61, { archived: true });
    const refusedSale = await renew(sold);
    expect(refusedSale.statusCode).toBe(409);
    expect(refusedSale.json()).toMatchObject({
      code: 'BOARD_SOLD_CANNOT_RENEW',
      error: 'אי אפשר לחדש מודעה של גלשן שנמכר',
    });
    const refusedArchive = await renew(archived, seller, 'en');
    expect(refusedArchive.statusCode).toBe(409);
    expect(refusedArchive.json()).toMatchObject({ code: 'BOARD_ARCHIVED_CANNOT_RENEW' });
    expect(refusedArchive.json().error).toContain('restore it first');

    const gone = await publishedDaysAgo(61);
    expect(data(await renew(gone, admin))).toMatchObject({ expired: false });
  });
});

describe('the paused clock', () => {
  it('a reservation adds its hours; released early, the rest is taken back', async () => {
    // One hour left when a buyer's offer is accepted: the 48-hour reservation keeps it public.
    const id = await publishedDaysAgo(60, { expiresAt: ahead(HOUR), price: 2000 });
    const buyer = await createTestUser(app);
    const thread = await createThread(app, { boardId: id, buyer });
    await createOffer(app, { threadId: thread, from: buyer, amount: 1900, acceptedBy: seller });
    const reserved = data(await view(id));
    expect(reserved.reservedUntil).not.toBeNull();
    expect(off(reserved.expiresAt, ahead(49 * HOUR))).toBeLessThan(60_000);

    // Two hours later (the clock moved back by two hours): still public, its hour still ahead.
    await app.db
      .update(surfboards)
      .set({
        expiresAt: new Date(new Date(reserved.expiresAt).getTime() - 2 * HOUR),
        reservedUntil: new Date(new Date(reserved.reservedUntil).getTime() - 2 * HOUR),
      })
      .where(eq(surfboards.id, id));
    expect(await listed()).toContain(id);

    // Released now: the reservation's 46 hours not come are taken back; its one hour remains.
    const released = await app.inject({
      method: 'DELETE',
      url: `/api/surfboards/${id}/reservation`,
      headers: seller.headers,
    });
    expect(off(data(released).expiresAt, ahead(HOUR))).toBeLessThan(60_000);
  });

  it("a moderator's flag stops the clock until the board is approved again", async () => {
    const id = await publishedDaysAgo(50);
    const before = (await boardRecord(app, id))!.expiresAt;
    const flag = await app.inject({
      method: 'PATCH',
      url: `/api/surfboards/${id}/admin/flag`,
      headers: admin.headers,
      payload: { notes: 'התמונות לא של הגלשן' },
    });
    expect(flag.statusCode, flag.body).toBe(200);
    // Twenty days in review (the pause moved back by twenty days).
    await app.db
      .update(surfboards)
      .set({ clockPausedAt: ago(20 * DAY) })
      .where(eq(surfboards.id, id));
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/surfboards/${id}`,
      headers: seller.headers,
      payload: { title: 'גלשן עם התמונות הנכונות' },
    });
    expect(data(edit)).toMatchObject({ moderationStatus: 'pending', expired: false });
    // The edit kept the pause that the flag started.
    expect(off((await boardRecord(app, id))!.clockPausedAt!, ago(20 * DAY))).toBeLessThan(60_000);
    const approve = await app.inject({
      method: 'PATCH',
      url: `/api/surfboards/${id}/admin/approve`,
      headers: admin.headers,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const record = (await boardRecord(app, id))!;
    expect(record.clockPausedAt).toBeNull();
    expect(off(record.expiresAt, new Date(before.getTime() + 20 * DAY))).toBeLessThan(60_000);
  });

  it('a new listing’s term starts when it is approved', async () => {
    const created = data(
      await app.inject({
        method: 'POST',
        url: '/api/surfboards/bulk/create',
        headers: seller.headers,
        payload: { items: [bulkItem(refs)] },
      }),
      201,
    ) as { ids: string[] };
    const id = created.ids[0]!;
    expect((await boardRecord(app, id))!.clockPausedAt).not.toBeNull();
    // Three days waiting for a moderator.
    await app.db
      .update(surfboards)
      .set({ createdAt: ago(3 * DAY), expiresAt: ahead(57 * DAY), clockPausedAt: ago(3 * DAY) })
      .where(eq(surfboards.id, id));
    const approve = await app.inject({
      method: 'PATCH',
      url: `/api/surfboards/${id}/admin/approve`,
      headers: admin.headers,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(off((await boardRecord(app, id))!.expiresAt, ahead(60 * DAY))).toBeLessThan(60_000);
  });
});
