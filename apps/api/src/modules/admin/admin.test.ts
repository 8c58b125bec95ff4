import { beforeAll, describe, expect, it } from 'vitest';
import { errorTexts as hebrew } from '@galim/shared/i18n/he/errors';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import {
  activityLog,
  brands,
  categories,
  pageViews,
  sessions,
  surfboardInquiries,
  surfboardLikes,
  users,
} from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import { createBoards, createTestUser, type TestUser } from '../../test/factories';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const utcDay = (d: Date) => d.toISOString().slice(0, 10);
const SOME_ID = '0123456789abcdef01234567';

/** Every admin route of this issue, with a body that would be valid for an admin. */
const ADMIN_ROUTES: [string, string, unknown?][] = [
  ['GET', '/api/admin/analytics'],
  ['GET', '/api/admin/activity?limit=15'],
  ['GET', '/api/surfboards/admin/all?status=pending'],
  ['GET', '/api/surfboards/admin/stats'],
  ['PATCH', `/api/surfboards/${SOME_ID}/admin/approve`, {}],
  ['PATCH', `/api/surfboards/${SOME_ID}/admin/reject`, { notes: 'x' }],
  ['PATCH', `/api/surfboards/${SOME_ID}/admin/flag`, { notes: 'x' }],
  ['GET', '/api/faq'],
  ['POST', '/api/faq', { question: 'ש', answer: 'ת' }],
  ['PUT', '/api/faq/reorder', { category: 'כללי', ids: [SOME_ID] }],
  ['PUT', `/api/faq/${SOME_ID}`, { visible: false }],
  ['DELETE', `/api/faq/${SOME_ID}`],
  ['GET', '/api/contact'],
  ['PATCH', `/api/contact/${SOME_ID}`, { status: 'handled' }],
  ['GET', '/api/reports'],
  ['PATCH', `/api/reports/${SOME_ID}`, { status: 'resolved' }],
  ...(['brands', 'categories', 'models', 'technologies'] as const).flatMap(
    (kind): [string, string, unknown?][] => [
      ['POST', `/api/${kind}`, kind === 'models' ? { title: 'X', brand: SOME_ID } : { title: 'X' }],
      ['PUT', `/api/${kind}/${SOME_ID}`, { title: 'Y' }],
      ['DELETE', `/api/${kind}/${SOME_ID}`],
    ],
  ),
];

describe('admin routes are for admins only', () => {
  let app: App;
  let admin: TestUser;
  let user: TestUser;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await createTestUser(app, { role: 'admin' });
    user = await createTestUser(app);
  });

  it.each(ADMIN_ROUTES)(
    '%s %s: 401 signed out, 403 for a user, allowed for an admin',
    async (method, url, payload) => {
      const m = method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const anon = await app.inject({ method: m, url, payload: payload as object });
      expect(anon.statusCode).toBe(401);

      const res = await app.inject({
        method: m,
        url,
        headers: user.headers,
        payload: payload as object,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        success: false,
        error: hebrew.FORBIDDEN,
        code: 'FORBIDDEN',
      });

      // The route exists and lets the admin through (a missing object answers its own 404).
      const ok = await app.inject({
        method: m,
        url,
        headers: admin.headers,
        payload: payload as object,
      });
      expect([401, 403]).not.toContain(ok.statusCode);
      expect(ok.json().error ?? '').not.toMatch(/^Route /);
    },
  );
});

describe('GET /api/admin/analytics on a known data set', () => {
  let app: App;
  let admin: TestUser;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createTestUser(app, { role: 'admin', firstName: 'Admin' });
    const alice = await createTestUser(app, { firstName: 'Alice' });
    const bob = await createTestUser(app, { firstName: 'Bob' });
    const carol = await createTestUser(app, { firstName: 'Carol' });
    const dave = await createTestUser(app, { firstName: 'Dave' });
    const db = app.db;
    await db
      .update(users)
      .set({ createdAt: daysAgo(10) })
      .where(eq(users.id, bob.id));
    await db
      .update(users)
      .set({ createdAt: daysAgo(40) })
      .where(eq(users.id, carol.id));
    await db
      .update(users)
      .set({ createdAt: daysAgo(3) })
      .where(eq(users.id, dave.id));
    // Bob's and Carol's sessions are old; Bob viewed a page two days ago, Carol did nothing.
    for (const u of [bob, carol]) {
      await db
        .update(sessions)
        .set({ lastUsedAt: daysAgo(20) })
        .where(eq(sessions.userId, u.id));
    }
    await db.insert(pageViews).values([
      { path: '/', userId: bob.id, visitorKey: 'b', createdAt: daysAgo(2) },
      { path: '/', visitorKey: 'x' },
      { path: '/forecast', visitorKey: 'y' },
      { path: '/', userId: carol.id, visitorKey: 'c', createdAt: daysAgo(40) },
    ]);

    const [firewire, lost] = await db
      .insert(brands)
      .values([{ title: 'Firewire' }, { title: 'Lost' }, { title: 'Pyzel' }])
      .returning();
    const [shortboard, longboard] = await db
      .insert(categories)
      .values([{ title: 'Shortboard' }, { title: 'Longboard' }])
      .returning();
    const boards = await createBoards(app, [
      {
        sellerId: alice.id,
        brandId: firewire!.id,
        categoryId: shortboard!.id,
        price: 2000,
        viewCount: 10,
        moderationStatus: 'approved',
      },
      {
        sellerId: alice.id,
        brandId: firewire!.id,
        categoryId: longboard!.id,
        price: 3000,
        viewCount: 20,
        moderationStatus: 'approved',
        isSold: true,
        soldPrice: 2800,
        soldThroughWebsite: true,
      },
      {
        sellerId: alice.id,
        brandId: lost!.id,
        categoryId: shortboard!.id,
        price: 1500,
        viewCount: 5,
        moderationStatus: 'approved',
        isSold: true,
        soldThroughWebsite: false,
      },
      {
        sellerId: bob.id,
        brandId: lost!.id,
        categoryId: shortboard!.id,
        price: 1000,
        viewCount: 0,
        moderationStatus: 'approved',
        archived: true,
        createdAt: daysAgo(5),
      },
      {
        sellerId: bob.id,
        brandId: firewire!.id,
        categoryId: longboard!.id,
        price: 4000,
        viewCount: 15,
      },
    ]);
    await db.insert(surfboardLikes).values([
      { userId: dave.id, surfboardId: boards[0]!.id },
      { userId: carol.id, surfboardId: boards[0]!.id },
      { userId: dave.id, surfboardId: boards[1]!.id },
    ]);
    await db.insert(surfboardInquiries).values([
      { surfboardId: boards[0]!.id, channel: 'whatsapp' },
      { surfboardId: boards[1]!.id, channel: 'email' },
    ]);
  });

  it('computes every figure from the tables', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/analytics',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.users).toEqual({
      total: 5,
      newThisWeek: 3,
      newThisMonth: 4,
      activeThisWeek: 4,
      withSurfboards: 2,
      conversionRate: 40,
    });
    expect(data.surfboards).toEqual({
      total: 5,
      active: 2,
      sold: 2,
      archived: 1,
      pending: 1,
      totalViews: 50,
      averageViewsPerBoard: 10,
      totalFavorites: 3,
      totalInquiries: 2,
    });
    expect(data.sales).toEqual({
      totalSold: 2,
      totalRevenue: 4300,
      averageSalePrice: 2150,
      soldThroughWebsite: 1,
      websiteConversionRate: 50,
    });
    expect(data.brands).toEqual([
      { name: 'Firewire', listings: 3, views: 45, sold: 1, conversionRate: 33 },
      { name: 'Lost', listings: 2, views: 5, sold: 1, conversionRate: 50 },
    ]);
    expect(data.categories).toEqual([
      { name: 'Shortboard', listings: 3, sold: 1, averagePrice: 1500, conversionRate: 33 },
      { name: 'Longboard', listings: 2, sold: 1, averagePrice: 3500, conversionRate: 50 },
    ]);
    const today = utcDay(new Date());
    expect(data.daily.pageViews).toEqual([
      { day: utcDay(daysAgo(2)), value: 1 },
      { day: today, value: 2 },
    ]);
    expect(data.daily.newListings).toEqual([
      { day: utcDay(daysAgo(5)), value: 1 },
      { day: today, value: 4 },
    ]);
  });

  it('answers zeros, not NaN, on an empty site', async () => {
    const empty = await createTestApp();
    const boss = await createTestUser(empty, { role: 'admin' });
    const data = (
      await empty.inject({ method: 'GET', url: '/api/admin/analytics', headers: boss.headers })
    ).json().data;
    expect(data.users.conversionRate).toBe(0);
    expect(data.surfboards.averageViewsPerBoard).toBe(0);
    expect(data.sales).toEqual({
      totalSold: 0,
      totalRevenue: 0,
      averageSalePrice: 0,
      soldThroughWebsite: 0,
      websiteConversionRate: 0,
    });
    expect(data.brands).toEqual([]);
  });
});

describe('GET /api/admin/activity', () => {
  it('answers the newest entries first, up to the limit, with the user name', async () => {
    const app = await createTestApp();
    const admin = await createTestUser(app, { role: 'admin' });
    const yoni = await createTestUser(app, { firstName: 'יוני' });
    await app.db.insert(activityLog).values(
      Array.from({ length: 20 }, (_, i) => ({
        type: i % 2 ? 'surfboard_published' : 'user_signup',
        userId: i === 19 ? yoni.id : null,
        details: `entry ${i}`,
        createdAt: new Date(Date.now() - (20 - i) * 60_000),
      })),
    );
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/activity?limit=15',
      headers: admin.headers,
    });
    const items = res.json().data;
    expect(items).toHaveLength(15);
    expect(items[0]).toMatchObject({
      type: 'surfboard_published',
      details: 'entry 19',
      user: { _id: yoni.id, name: 'יוני' },
    });
    expect(items[14].details).toBe('entry 5');
    expect(items[1].user).toBeNull();

    const bad = await app.inject({
      method: 'GET',
      url: '/api/admin/activity?limit=0',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('words the lines the API wrote in the reader’s language, older lines as they were', async () => {
    const app = await createTestApp();
    const admin = await createTestUser(app, { role: 'admin' });
    const contact = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        type: 'general',
        name: 'Dana',
        email: 'dana@example.com',
        subject: 'Lessons',
        message: 'Hello there, friends',
      },
    });
    expect(contact.statusCode, contact.body).toBe(201);
    await app.db.insert(activityLog).values({
      type: 'user_signup',
      userId: null,
      details: 'רון: חשבון חדש בגלים',
      createdAt: daysAgo(1),
    });
    const feed = async (language: string) =>
      (
        await app.inject({
          url: '/api/admin/activity?limit=5',
          headers: { ...admin.headers, 'accept-language': language },
        })
      )
        .json()
        .data.map((item: { details: string }) => item.details);
    expect(await feed('en')).toEqual(['New enquiry: Lessons', 'רון: חשבון חדש בגלים']);
    expect(await feed('he')).toEqual(['פנייה חדשה: Lessons', 'רון: חשבון חדש בגלים']);
  });

  it('names boards and users instead of their ids, with links where they are public', async () => {
    const app = await createTestApp();
    const admin = await createTestUser(app, { role: 'admin' });
    const seller = await createTestUser(app, { firstName: 'דנה' });
    const hidden = await createTestUser(app, { firstName: 'רון' });
    await app.db
      .update(users)
      .set({
        slug: 'dana',
        publicProfile: { visible: true, showRegion: true, showSkillLevel: true, showBio: true },
      })
      .where(eq(users.id, seller.id));
    await app.db.update(users).set({ slug: 'ron' }).where(eq(users.id, hidden.id));
    const [board] = await createBoards(app, [{ sellerId: seller.id, title: 'פיש 5.8 חדש' }]);
    const gone = '0123456789abcdef01234567';
    await app.db.insert(activityLog).values([
      {
        type: 'surfboard_published',
        userId: seller.id,
        details: `פיש ישן (${board!.id})`,
        createdAt: daysAgo(0.3),
      },
      {
        type: 'surfboard_sold',
        userId: hidden.id,
        details: `לונג שנמחק (${gone})`,
        createdAt: daysAgo(0.2),
      },
      {
        type: 'surfboard_approved',
        userId: seller.id,
        details: 'כותרת בלבד',
        createdAt: daysAgo(0.1),
      },
    ]);
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/activity?limit=15',
      headers: admin.headers,
    });
    const [approved, sold, published] = res.json().data;
    // The board's current title, linked; the seller's public profile, linked.
    expect(published).toMatchObject({
      details: 'פיש 5.8 חדש',
      target: {
        kind: 'surfboard',
        listingKind: 'board',
        _id: board!.id,
        title: 'פיש 5.8 חדש',
        path: `/surfboards/${board!.id}`,
      },
      user: { _id: seller.id, name: 'דנה', path: '/u/dana' },
    });
    // A deleted board keeps the title it had, without its id; a hidden profile has no link.
    expect(sold).toMatchObject({
      details: 'לונג שנמחק',
      target: null,
      user: { name: 'רון', path: null },
    });
    expect(approved).toMatchObject({ details: 'כותרת בלבד', target: null });
    expect(res.body).not.toContain(gone);
  });

  it('a sold wetsuit’s line says it is a wetsuit and links to its page (issue 53)', async () => {
    const app = await createTestApp();
    const admin = await createTestUser(app, { role: 'admin' });
    const seller = await createTestUser(app);
    const [wetsuit] = await createBoards(app, [
      {
        sellerId: seller.id,
        kind: 'wetsuit',
        attributes: { size: 'M', thickness: '4/3', style: 'full', cut: 'men' },
        title: "O'Neill 4/3",
        length: null,
        volume: null,
        moderationStatus: 'approved',
      },
    ]);
    const sold = await app.inject({
      method: 'POST',
      url: `/api/listings/${wetsuit!.id}/mark-sold`,
      headers: seller.headers,
      payload: { soldThroughWebsite: false },
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const res = await app.inject({ url: '/api/admin/activity?limit=5', headers: admin.headers });
    expect(res.json().data[0]).toMatchObject({
      type: 'surfboard_sold',
      details: "O'Neill 4/3",
      target: {
        listingKind: 'wetsuit',
        _id: wetsuit!.id,
        path: `/wetsuits/${wetsuit!.id}`,
      },
    });
  });
});
