import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { ALERT_MESSAGES } from '@galim/shared/i18n/he/validation/alerts';
import type { App } from '../../app';
import {
  jobRuns,
  notifications,
  pushSubscriptions,
  savedSearches,
  surfAlerts,
  users,
} from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import {
  createService,
  chooseLanguage,
  createTestUser,
  insertBoard,
  type Refs,
  runJob,
  seedReferences,
  type TestUser,
} from '../../test/factories';
import { pollUntil } from '../../test/poll';
import { startOpenMeteoStandIn, type OpenMeteoStandIn } from '../../test/open-meteo-stand-in';
import { pushTime } from './notify';

// Alerts end to end through the API and the real job queue (pg-boss on PGlite, or on the
// PostgreSQL server with TEST_DATABASE_URL), with the local Open-Meteo stand-in.

let app: App;
let upstream: OpenMeteoStandIn;
let refs: Refs;
let admin: TestUser;
let seller: TestUser;
let surfer: TestUser;
let other: TestUser;

beforeAll(async () => {
  upstream = await startOpenMeteoStandIn();
  app = await createTestApp({
    adminEmails: ['admin@alerts.test'],
    openMeteo: { marineUrl: upstream.marineUrl, weatherUrl: upstream.weatherUrl, demo: false },
  });
  refs = await seedReferences(app);
  admin = await createTestUser(app, { email: 'admin@alerts.test' });
  seller = await createTestUser(app);
  surfer = await createTestUser(app);
  other = await createTestUser(app);
}, 60_000);
afterAll(async () => {
  await upstream.close();
});

const inbox = async (u: TestUser) => {
  const res = await app.inject({ url: '/api/notifications', headers: u.headers });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    items: {
      _id: string;
      type: string;
      title: string;
      body: string;
      url: string;
      readAt: string | null;
    }[];
    unread: number;
    unseen: number;
  };
};

/** Jobs run on the queue: wait until the inbox holds what is expected (or give up, in minutes). */
const waitForInbox = (u: TestUser, ok: (d: Awaited<ReturnType<typeof inbox>>) => boolean) =>
  pollUntil(() => inbox(u), ok);
/** Waits until the alert jobs queued so far have run: what they would have sent is in. */
const settle = () => app.jobs.settled(['saved-search-matches', 'price-drop']);

const saveSearch = (u: TestUser, body: object) =>
  app.inject({ method: 'POST', url: '/api/saved-searches', headers: u.headers, payload: body });

const approve = (id: string) =>
  app.inject({
    method: 'PATCH',
    url: `/api/surfboards/${id}/admin/approve`,
    headers: admin.headers,
  });

describe('saved searches', () => {
  it('validates filters with the list query schema: unknown keys and bad values are 400', async () => {
    expect((await saveSearch(surfer, { filters: { colour: 'red' } })).statusCode).toBe(400);
    expect((await saveSearch(surfer, { filters: { condition: 'broken' } })).statusCode).toBe(400);
    expect((await saveSearch(surfer, { filters: { minPrice: -5 } })).statusCode).toBe(400);
    const anon = await app.inject({ method: 'POST', url: '/api/saved-searches', payload: {} });
    expect(anon.statusCode).toBe(401);
  });

  it('a board approved by an admin notifies each matching search once per user and board', async () => {
    const cheap = await saveSearch(surfer, {
      name: 'פיירווייר זול',
      filters: { search: 'firewire', maxPrice: 2000 },
    });
    expect(cheap.statusCode).toBe(201);
    // A second matching search of the same user: still one notification.
    expect((await saveSearch(surfer, { filters: { brand: refs.brand } })).statusCode).toBe(201);
    // Someone whose search does not match hears nothing.
    expect((await saveSearch(other, { filters: { maxPrice: 500 } })).statusCode).toBe(201);

    const id = await insertBoard(app, seller.id, refs, {
      title: "Firewire Seaside 5'8",
      price: 1500,
      searchText: 'firewire seaside',
    });
    expect((await approve(id)).statusCode).toBe(200);

    const data = await waitForInbox(surfer, (d) => d.items.length > 0);
    await settle();
    const after = await inbox(surfer);
    const matches = after.items.filter((n) => n.type === 'saved-search-match');
    expect(matches).toHaveLength(1);
    expect(matches[0]!.url).toBe(`/surfboards/${id}`);
    expect(matches[0]!.title).toContain('גלשן חדש לחיפוש');
    expect(data.unread).toBeGreaterThanOrEqual(1);
    expect((await inbox(other)).items.filter((n) => n.type === 'saved-search-match')).toHaveLength(
      0,
    );

    // The seller is told their board is up.
    const sellerInbox = await waitForInbox(seller, (d) => d.items.length > 0);
    expect(sellerInbox.items[0]).toMatchObject({
      type: 'board-approved',
      url: `/surfboards/${id}`,
    });
  });

  it('text search matches like the list does, typos included', async () => {
    const typo = await createTestUser(app);
    expect((await saveSearch(typo, { filters: { search: 'pyzel' } })).statusCode).toBe(201);
    expect((await saveSearch(other, { filters: { search: 'pyzle' } })).statusCode).toBe(201);
    const id = await insertBoard(app, seller.id, refs, {
      title: 'Pyzel Ghost',
      searchText: 'pyzel ghost',
    });
    await approve(id);
    const data = await waitForInbox(typo, (d) => d.items.length > 0);
    expect(data.items[0]).toMatchObject({ type: 'saved-search-match', url: `/surfboards/${id}` });
    const typoInbox = await waitForInbox(other, (d) =>
      d.items.some((n) => n.url === `/surfboards/${id}`),
    );
    expect(typoInbox.items.some((n) => n.url === `/surfboards/${id}`)).toBe(true);
  });

  it('a board restored from the archive notifies too', async () => {
    const watcher = await createTestUser(app);
    await saveSearch(watcher, { filters: { location: 'אילת' } });
    const id = await insertBoard(app, seller.id, refs, {
      locationText: 'אילת',
      moderationStatus: 'approved',
      archived: true,
    });
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/surfboards/${id}/unarchive`,
      headers: seller.headers,
    });
    expect(res.statusCode).toBe(200);
    const data = await waitForInbox(watcher, (d) => d.items.length > 0);
    expect(data.items[0]).toMatchObject({ type: 'saved-search-match', url: `/surfboards/${id}` });
  });

  it('many saved searches (several batches) each get their own answer', async () => {
    const rows: (typeof savedSearches.$inferInsert)[] = [];
    for (let i = 0; i < 230; i++) {
      const [u] = await app.db
        .insert(users)
        .values({ email: `batch${i}-${Date.now()}@alerts.test`, displayName: `B${i}` })
        .returning({ id: users.id });
      // Even ones match (up to 5000), odd ones do not (up to 100).
      rows.push({
        userId: u!.id,
        name: `b${i}`,
        filters: { maxPrice: i % 2 ? 100 : 5000, location: 'נהריה' },
      });
    }
    await app.db.insert(savedSearches).values(rows);
    const id = await insertBoard(app, seller.id, refs, { price: 1200, locationText: 'נהריה' });
    await approve(id);
    const count = async () =>
      (
        await app.db
          .select()
          .from(notifications)
          .where(
            and(
              eq(notifications.type, 'saved-search-match'),
              eq(notifications.dedupeKey, id),
              inArray(
                notifications.userId,
                rows.map((r) => r.userId),
              ),
            ),
          )
      ).length;
    await pollUntil(count, (n) => n >= 115);
    await settle();
    expect(await count()).toBe(115);
  }, 240_000);

  it('lists mine only; another user’s id is 404; at most 20', async () => {
    const u = await createTestUser(app);
    const mine = await saveSearch(u, { filters: { maxPrice: 3000 } });
    const id = mine.json().data._id;
    const list = await app.inject({ url: '/api/saved-searches', headers: u.headers });
    expect(list.json().data.map((s: { _id: string }) => s._id)).toEqual([id]);
    const theirs = await app.inject({
      method: 'DELETE',
      url: `/api/saved-searches/${id}`,
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(404);
    for (let i = 1; i < 20; i++) {
      expect((await saveSearch(u, { filters: { minPrice: i } })).statusCode).toBe(201);
    }
    const over = await saveSearch(u, { filters: { minPrice: 99 } });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ success: false, code: 'SAVED_SEARCH_LIMIT' });
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/saved-searches/${id}`,
      headers: u.headers,
    });
    expect(del.statusCode).toBe(200);
  });
});

describe('notification centre', () => {
  it('marks one read, refuses another user’s, marks all read', async () => {
    const data = await inbox(surfer);
    expect(data.unread).toBeGreaterThan(0);
    const first = data.items[0]!;
    const stranger = await app.inject({
      method: 'POST',
      url: `/api/notifications/${first._id}/read`,
      headers: other.headers,
    });
    expect(stranger.statusCode).toBe(404);
    const mine = await app.inject({
      method: 'POST',
      url: `/api/notifications/${first._id}/read`,
      headers: surfer.headers,
    });
    expect(mine.statusCode).toBe(200);
    const after = await inbox(surfer);
    expect(after.items.find((n) => n._id === first._id)!.readAt).not.toBeNull();
    expect(after.unread).toBe(data.unread - 1);
    await app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: surfer.headers,
    });
    expect((await inbox(surfer)).unread).toBe(0);
  });

  it('opening the centre marks everything seen: the badge clears, unread ones stay unread', async () => {
    const reader = await createTestUser(app);
    await app.db.insert(notifications).values(
      [1, 2].map((i) => ({
        userId: reader.id,
        type: 'surf-alert',
        title: `t${i}`,
        dedupeKey: `s${i}`,
      })),
    );
    expect(await inbox(reader)).toMatchObject({ unread: 2, unseen: 2 });
    const seen = await app.inject({
      method: 'POST',
      url: '/api/notifications/seen',
      headers: reader.headers,
    });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data).toEqual({ updated: 2 });
    expect(await inbox(reader)).toMatchObject({ unread: 2, unseen: 0 });
    // A new one afterwards counts again.
    await app.db
      .insert(notifications)
      .values({ userId: reader.id, type: 'surf-alert', title: 't3', dedupeKey: 's3' });
    expect(await inbox(reader)).toMatchObject({ unread: 3, unseen: 1 });
    const anon = await app.inject({ method: 'POST', url: '/api/notifications/seen' });
    expect(anon.statusCode).toBe(401);
  });

  it('pages like every other list: total, page, limit, pages, and whether more follow', async () => {
    const reader = await createTestUser(app);
    await app.db.insert(notifications).values(
      Array.from({ length: 5 }, (_, n) => ({
        userId: reader.id,
        type: 'board-approved',
        title: `Notice ${n}`,
        dedupeKey: `paging-${n}`,
      })),
    );
    const page = async (n: number) =>
      (
        await app.inject({
          url: `/api/notifications?page=${n}&limit=2`,
          headers: reader.headers,
        })
      ).json().data;
    const first = await page(1);
    expect(first).toMatchObject({ total: 5, page: 1, limit: 2, totalPages: 3, hasMore: true });
    expect(first.items).toHaveLength(2);
    const last = await page(3);
    expect(last).toMatchObject({ total: 5, page: 3, totalPages: 3, hasMore: false, unread: 5 });
    expect(last.items).toHaveLength(1);
  });
});

describe('price drops and sellers', () => {
  it('everyone who liked a board hears once when its price goes down, with both prices', async () => {
    const id = await insertBoard(app, seller.id, refs, {
      price: 2000,
      moderationStatus: 'approved',
    });
    const fan = await createTestUser(app);
    await app.inject({ method: 'PATCH', url: `/api/surfboards/${id}/like`, headers: fan.headers });
    const up = await app.inject({
      method: 'PUT',
      url: `/api/surfboards/${id}`,
      headers: seller.headers,
      payload: { price: 2500 },
    });
    expect(up.statusCode).toBe(200);
    const down = await app.inject({
      method: 'PUT',
      url: `/api/surfboards/${id}`,
      headers: seller.headers,
      payload: { price: 1800 },
    });
    expect(down.statusCode).toBe(200);
    const data = await waitForInbox(fan, (d) => d.items.length > 0);
    await settle();
    const drops = (await inbox(fan)).items.filter((n) => n.type === 'price-drop');
    expect(drops).toHaveLength(1);
    expect(drops[0]!.body).toContain('2,500');
    expect(drops[0]!.body).toContain('1,800');
    expect(data.items[0]!.url).toBe(`/surfboards/${id}`);
  });

  it('a rejected board tells the seller the admin’s notes', async () => {
    const id = await insertBoard(app, seller.id, refs, { title: 'Old log' });
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/surfboards/${id}/admin/reject`,
      headers: admin.headers,
      payload: { notes: 'התמונות מטושטשות' },
    });
    expect(res.statusCode).toBe(200);
    const data = await inbox(seller);
    const rejected = data.items.find((n) => n.type === 'board-rejected')!;
    expect(rejected.body).toContain('התמונות מטושטשות');
  });

  it('words each notification in the language its reader chose on the site', async () => {
    const english = await createTestUser(app);
    const chose = await chooseLanguage(app, english, 'en');
    expect(chose.statusCode).toBe(200);
    expect(chose.json().user.language).toBe('en');
    expect((await chooseLanguage(app, english, 'fr')).statusCode).toBe(400);

    const theirs = await insertBoard(app, english.id, refs, { title: 'Mini Simmons' });
    const hebrews = await insertBoard(app, seller.id, refs, { title: 'Pyzel Ghost' });
    expect((await approve(theirs)).statusCode).toBe(200);
    expect((await approve(hebrews)).statusCode).toBe(200);
    const mine = (await inbox(english)).items.find((n) => n.type === 'board-approved')!;
    expect(mine).toMatchObject({
      title: 'Your board was approved and is live',
      body: 'Mini Simmons',
    });
    const sellers = (await inbox(seller)).items.find((n) => n.body === 'Pyzel Ghost')!;
    expect(sellers.title).toBe('הגלשן שלכם אושר ופורסם');
  });

  it('services: approved, rejected, and a new review without the reviewer’s details', async () => {
    const provider = await createTestUser(app);
    const mk = async () => {
      const s = await createService(app, {
        providerId: provider.id,
        serviceType: 'surf-instructor',
        title: 'שיעורי גלישה בהילטון',
        description: 'שיעורים פרטיים',
        location: { address: '', city: 'תל אביב', region: 'center', coordinates: [34.77, 32.09] },
      });
      return s.id;
    };
    const a = await mk();
    const b = await mk();
    const base = '/api/services/surf-instructor';
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: `${base}/${a}/admin/approve`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(200);
    await app.inject({
      method: 'PATCH',
      url: `${base}/${b}/admin/reject`,
      headers: admin.headers,
      payload: { notes: 'חסר מספר רישיון' },
    });
    const reviewer = await createTestUser(app, { email: 'reviewer.private@alerts.test' });
    const review = await app.inject({
      method: 'POST',
      url: `${base}/${a}/reviews`,
      headers: reviewer.headers,
      payload: { rating: 5, text: 'מעולה' },
    });
    expect(review.statusCode).toBe(201);
    const data = await inbox(provider);
    const types = data.items.map((n) => n.type).sort();
    expect(types).toEqual(['new-review', 'service-approved', 'service-rejected']);
    expect(data.items.find((n) => n.type === 'service-rejected')!.body).toContain(
      'חסר מספר רישיון',
    );
    const text = JSON.stringify(data.items);
    expect(text).not.toContain('reviewer.private');
    expect(text).not.toContain(reviewer.id);
  });
});

describe('surf alerts', () => {
  const post = (u: TestUser, body: object) =>
    app.inject({ method: 'POST', url: '/api/surf-alerts', headers: u.headers, payload: body });

  it('validates and limits to 10 per user; another user’s id is 404', async () => {
    const u = await createTestUser(app);
    expect((await post(u, { spotId: 'tel-aviv-hilton', minStars: 6 })).statusCode).toBe(400);
    expect((await post(u, { spotId: 'nowhere', minStars: 3 })).statusCode).toBe(400);
    expect(
      (await post(u, { spotId: 'tel-aviv-hilton', minStars: 3, daysAhead: [4] })).statusCode,
    ).toBe(400);
    expect(
      (await post(u, { spotId: 'tel-aviv-hilton', minStars: 3, window: 'night' })).statusCode,
    ).toBe(400);
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const r = await post(u, { spotId: 'tel-aviv-hilton', minStars: 5 });
      expect(r.statusCode).toBe(201);
      ids.push(r.json().data._id);
    }
    expect((await post(u, { spotId: 'tel-aviv-hilton', minStars: 5 })).statusCode).toBe(409);
    const theirs = await app.inject({
      method: 'DELETE',
      url: `/api/surf-alerts/${ids[0]}`,
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(404);
    await app.db.delete(surfAlerts).where(eq(surfAlerts.userId, u.id));
  });

  it('fires once per alert and day when the job runs, never again for the same day', async () => {
    const u = await createTestUser(app);
    const created = await post(u, {
      spotId: 'tel-aviv-hilton',
      minStars: 1,
      daysAhead: [1, 2],
      window: 'morning',
    });
    expect(created.statusCode).toBe(201);
    const high = await post(u, { spotId: 'tel-aviv-hilton', minStars: 5, daysAhead: [1] });
    expect(high.statusCode).toBe(201);

    expect((await runJob(app, 'surf-alerts', u)).statusCode).toBe(403);
    const run = await runJob(app, 'surf-alerts', admin);
    expect(run.statusCode).toBe(200);
    expect(run.json().data.state).toBe('completed');
    const data = await inbox(u);
    const alerts = data.items.filter((n) => n.type === 'surf-alert');
    // Tomorrow and the day after, in the morning window; the 5-star alert stays quiet.
    expect(alerts).toHaveLength(2);
    expect(alerts.map((n) => n.body).join('\n')).toMatch(
      /הילטון (מחר|מחרתיים) \d\d:00–\d\d:00: ★+ \d\.\d מ׳ 10 שנ׳/,
    );
    expect(alerts[0]!.url).toBe('/forecast/tel-aviv-hilton');

    await runJob(app, 'surf-alerts', admin);
    expect((await inbox(u)).items.filter((n) => n.type === 'surf-alert')).toHaveLength(2);

    const jobs = await app.inject({ url: '/api/admin/jobs', headers: admin.headers });
    const surf = jobs.json().data.find((j: { name: string }) => j.name === 'surf-alerts');
    expect(surf).toMatchObject({ runnable: true, lastOk: true });
    expect(surf.runs).toBeGreaterThanOrEqual(2);
    expect((await runJob(app, 'nope', admin)).statusCode).toBe(404);
  });
});

describe('forecast refreshes', () => {
  it('a fresh forecast from Open-Meteo queues the surf-alerts job', async () => {
    const runsOf = async () =>
      (await app.db.select().from(jobRuns).where(eq(jobRuns.name, 'surf-alerts'))).length;
    const before = await runsOf();
    const res = await app.inject({ url: '/api/forecast/tel-aviv-maravi' });
    expect(res.statusCode).toBe(200);
    expect(await pollUntil(runsOf, (n) => n > before)).toBeGreaterThan(before);
  });

  it('the surf-alerts job reads the forecast the API keeps: Open-Meteo is asked once', async () => {
    const u = await createTestUser(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/surf-alerts',
      headers: u.headers,
      payload: { spotId: 'mikhmoret', minStars: 1 },
    });
    expect(created.statusCode).toBe(201);
    const mikhmoret = 32.4068;
    // A visitor opens the spot's forecast: loaded from Open-Meteo once, then kept.
    expect((await app.inject({ url: '/api/forecast/mikhmoret' })).statusCode).toBe(200);
    const asked = upstream.count('marine', mikhmoret);
    expect(asked).toBeGreaterThan(0);
    const hits = async () => {
      const text = (await app.inject({ url: '/metrics' })).body;
      return Number(/galim_forecast_cache_total\{result="hit"\} (\d+)/.exec(text)?.[1] ?? 0);
    };
    const hitsBefore = await hits();

    const run = await runJob(app, 'surf-alerts', admin);
    expect(run.json().data).toMatchObject({ state: 'completed' });
    // The job took the kept forecast (a cache hit on /metrics), not a second download.
    expect(upstream.count('marine', mikhmoret)).toBe(asked);
    expect(await hits()).toBeGreaterThan(hitsBefore);
  });
});

describe('settings and quiet hours', () => {
  it('a type turned off in the app stays out of the centre', async () => {
    const u = await createTestUser(app);
    const current = (
      await app.inject({ url: '/api/notification-settings', headers: u.headers })
    ).json().data;
    expect(current.quietHours).toEqual({ enabled: true, start: '22:00', end: '07:00' });
    current.channels['saved-search-match'] = { inApp: false, push: false };
    const put = await app.inject({
      method: 'PUT',
      url: '/api/notification-settings',
      headers: u.headers,
      payload: current,
    });
    expect(put.statusCode).toBe(200);
    await saveSearch(u, { filters: { location: 'עתלית' } });
    const id = await insertBoard(app, seller.id, refs, { locationText: 'עתלית' });
    await approve(id);
    await settle();
    expect((await inbox(u)).items).toHaveLength(0);
  });

  it('refuses quiet hours that start and end at the same time, in Hebrew', async () => {
    const u = await createTestUser(app);
    const current = (
      await app.inject({ url: '/api/notification-settings', headers: u.headers })
    ).json().data;
    const put = (quietHours: object) =>
      app.inject({
        method: 'PUT',
        url: '/api/notification-settings',
        headers: u.headers,
        payload: { ...current, quietHours },
      });
    const same = await put({ enabled: true, start: '22:00', end: '22:00' });
    expect(same.statusCode).toBe(400);
    expect(JSON.stringify(same.json())).toContain(ALERT_MESSAGES.quietSame);
    // Switched off, the times do not matter.
    expect((await put({ enabled: false, start: '22:00', end: '22:00' })).statusCode).toBe(200);
  });

  it('push waits for the end of the quiet hours (Israel time), not otherwise', () => {
    const quiet = { enabled: true, start: '22:00', end: '07:00' };
    // 23:30 in Israel (winter, UTC+2) = 21:30 UTC: waits until 07:00 = 05:00 UTC.
    expect(pushTime(quiet, new Date('2026-01-10T21:30:00Z')).toISOString()).toBe(
      '2026-01-11T05:00:00.000Z',
    );
    const noon = new Date('2026-01-10T10:00:00Z');
    expect(pushTime(quiet, noon)).toBe(noon);
    expect(
      pushTime({ ...quiet, enabled: false }, new Date('2026-01-10T21:30:00Z')).toISOString(),
    ).toBe('2026-01-10T21:30:00.000Z');
  });
});

describe('account deletion', () => {
  it('removes the account’s subscriptions, alerts, searches and notifications', async () => {
    const u = await createTestUser(app);
    await saveSearch(u, { filters: { maxPrice: 100 } });
    await post(u);
    await app.db
      .insert(notifications)
      .values({ userId: u.id, type: 'surf-alert', title: 't', dedupeKey: 'x' });
    await app.db.insert(pushSubscriptions).values({
      userId: u.id,
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      p256dh: 'k',
      auth: 'a',
    });
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/users/${u.id}`,
      headers: u.headers,
    });
    expect(res.statusCode).toBe(200);
    for (const table of [notifications, pushSubscriptions, savedSearches, surfAlerts]) {
      expect(await app.db.select().from(table).where(eq(table.userId, u.id))).toHaveLength(0);
    }
  });
  function post(u: TestUser) {
    return app.inject({
      method: 'POST',
      url: '/api/surf-alerts',
      headers: u.headers,
      payload: { spotId: 'tel-aviv-hilton', minStars: 3 },
    });
  }
});
