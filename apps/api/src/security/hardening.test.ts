import { beforeAll, describe, expect, it } from 'vitest';
import { errorTexts as hebrew } from '@galim/shared/i18n/he/errors';
import { buildApp, type App } from '../app';
import { WRITES } from '../lib/write-scopes';
import { testConfig } from '../test/config';
import { serviceReviews } from '../db/schema';
import { createTestApp } from '../test/helpers';
import {
  createService,
  createTestUser,
  insertBoard,
  type Refs,
  seedReferences,
  type TestUser,
} from '../test/factories';

// Smaller leaks (issue 11): permission before validation, no caching of private answers, the
// Permissions-Policy, refused attempts in the log, hidden boards on unlike, and what a deleted
// account leaves behind.

let app: App;
let refs: Refs;
let user: TestUser;
let admin: TestUser;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  app = await createTestApp({ logLevel: 'warn', devLogin: true }, undefined, {
    logStream: { write: (line: string) => void logLines.push(JSON.parse(line)) },
  });
  refs = await seedReferences(app);
  user = await createTestUser(app);
  admin = await createTestUser(app, { role: 'admin' });
});

describe('permission before validation', () => {
  it('admin write routes answer 401/403 to strangers sending a bad body, 400 only to admins', async () => {
    const bad = { title: '', brandRating: 'lots', question: '', ids: 'x', notes: 42 };
    const cases = [
      { method: 'POST' as const, url: '/api/brands' },
      { method: 'PUT' as const, url: `/api/categories/${refs.category}` },
      { method: 'POST' as const, url: '/api/faq' },
      { method: 'PUT' as const, url: '/api/faq/reorder' },
      { method: 'PATCH' as const, url: `/api/surfboards/${'a'.repeat(24)}/admin/reject` },
    ];
    for (const c of cases) {
      const anon = await app.inject({ ...c, payload: bad });
      expect(anon.statusCode, `${c.method} ${c.url} anonymous`).toBe(401);
      expect(anon.json()).toEqual({
        success: false,
        error: hebrew.UNAUTHORIZED,
        code: 'UNAUTHORIZED',
      });
      const stranger = await app.inject({ ...c, headers: user.headers, payload: bad });
      expect(stranger.statusCode, `${c.method} ${c.url} as a user`).toBe(403);
      expect(stranger.json().code).toBe('FORBIDDEN');
      const byAdmin = await app.inject({ ...c, headers: admin.headers, payload: bad });
      expect(byAdmin.statusCode, `${c.method} ${c.url} as an admin`).toBe(400);
    }
    // Unparseable JSON too: the guard answers before the body is even read.
    const garbage = await app.inject({
      method: 'POST',
      url: '/api/brands',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(garbage.statusCode).toBe(403);
    const anonUser = await app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: { firstName: '' },
    });
    expect(anonUser.statusCode).toBe(401);
  });

  it("someone else's board, service or profile: 403 to a bad body too, 400 only to the owner", async () => {
    const owner = await createTestUser(app);
    const board = await insertBoard(app, owner.id, refs, { moderationStatus: 'approved' });
    const svc = await createService(app, {
      providerId: owner.id,
      serviceType: 'surfboard-repair',
      title: 'תיקוני גלשנים בחיפה',
      description: 'תיקונים מהירים לכל סוגי הגלשנים',
      location: { address: 'נמל', city: 'חיפה', region: 'north', coordinates: [0, 0] },
      status: 'approved',
    });
    const author = await createTestUser(app);
    const [review] = await app.db
      .insert(serviceReviews)
      .values({ serviceId: svc.id, userId: author.id, rating: 4 })
      .returning();
    const reviewUrl = `/api/services/surfboard-repair/${svc.id}/reviews/${review!.id}`;
    const byAuthor = await app.inject({
      method: 'PUT',
      url: reviewUrl,
      headers: author.headers,
      payload: { rating: 9 },
    });
    expect(byAuthor.statusCode).toBe(400);
    const byOther = await app.inject({
      method: 'PUT',
      url: reviewUrl,
      headers: user.headers,
      payload: { rating: 9 },
    });
    expect(byOther.statusCode, 'PUT a review as someone else').toBe(403);
    const notMultipart = { 'content-type': 'application/json' };
    const cases = [
      { method: 'PUT' as const, url: `/api/surfboards/${board}`, payload: { price: -5 } },
      {
        method: 'POST' as const,
        url: `/api/surfboards/${board}/mark-sold`,
        payload: { soldPrice: 'x' },
      },
      {
        method: 'PUT' as const,
        url: `/api/surfboards/${board}/images`,
        payload: '{}',
        headers: notMultipart,
      },
      {
        method: 'PUT' as const,
        url: `/api/services/surfboard-repair/${svc.id}`,
        payload: '{}',
        headers: notMultipart,
      },
      { method: 'PUT' as const, url: `/api/users/${owner.id}`, payload: { firstName: '' } },
    ];
    for (const c of cases) {
      const stranger = await app.inject({ ...c, headers: { ...c.headers, ...user.headers } });
      expect(stranger.statusCode, `${c.method} ${c.url} as someone else`).toBe(403);
      const own = await app.inject({ ...c, headers: { ...c.headers, ...owner.headers } });
      expect(own.statusCode, `${c.method} ${c.url} as the owner`).toBe(400);
    }
  });

  it('refuses to start when a route puts the sign-in guard after validation', async () => {
    // A second app on the same database (not closed by it): no new database to migrate.
    const probe = await buildApp(testConfig(), {
      database: { ...app.database, close: async () => {} },
    });
    try {
      expect(() =>
        probe.post(
          '/api/probe',
          { config: { writes: WRITES.nothing }, preHandler: probe.requireUser },
          async () => ({ ok: true }),
        ),
      ).toThrow(/requireUser\/requireAdmin belong in onRequest/);
    } finally {
      await probe.close();
    }
  });
});

describe('headers', () => {
  it('private answers are never cached; public ones are left alone', async () => {
    const privateCalls = [
      { url: '/api/auth/validate', headers: user.headers },
      { url: '/api/surfboards/mine', headers: user.headers },
      { url: '/api/surfboards', headers: user.headers }, // public list, but answered to a session
      { url: `/api/users/${user.id}`, headers: user.headers },
      { url: '/api/admin/analytics', headers: admin.headers },
      { url: '/api/admin/analytics', headers: {} }, // the 401 of an admin route
      { url: '/api/reports', headers: user.headers }, // the 403 of an admin route
    ];
    for (const call of privateCalls) {
      const res = await app.inject({ method: 'GET', ...call });
      expect(res.headers['cache-control'], call.url).toBe('no-store');
    }
    const anonymous = await app.inject({ method: 'GET', url: '/api/surfboards' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['cache-control']).toBeUndefined();
  });

  it('sends a Permissions-Policy that allows geolocation only for the app itself', async () => {
    for (const url of ['/api/health', '/api/nothing-here', '/robots.txt']) {
      const policy = String(
        (await app.inject({ method: 'GET', url })).headers['permissions-policy'],
      );
      expect(policy, url).toContain('camera=()');
      expect(policy, url).toContain('microphone=()');
      expect(policy, url).toContain('geolocation=(self)');
      expect(policy, url).toContain('payment=()');
    }
  });
});

describe('refused attempts are logged', () => {
  it('at warn, with method, route and user id, without e-mail, token or address', async () => {
    logLines.length = 0;
    await app.inject({ method: 'GET', url: '/api/reports', remoteAddress: '203.0.113.9' });
    await app.inject({
      method: 'DELETE',
      url: `/api/users/${admin.id}`,
      headers: user.headers,
      remoteAddress: '203.0.113.9',
    });
    const refused = logLines.filter((l) => l.msg === 'authorization refused');
    expect(refused).toEqual([
      expect.objectContaining({
        level: 40,
        status: 401,
        method: 'GET',
        route: '/api/reports',
        userId: null,
      }),
      expect.objectContaining({
        level: 40,
        status: 403,
        method: 'DELETE',
        route: '/api/users/:id',
        userId: user.id,
      }),
    ]);
    const text = JSON.stringify(refused);
    expect(text).not.toContain(user.email);
    expect(text).not.toContain(user.token);
    expect(text).not.toContain('203.0.113.9');
  });
});

describe('unlike on a board that is not public', () => {
  it('is 404 to a stranger; whoever holds the like can still take it back', async () => {
    const owner = await createTestUser(app);
    const fan = await createTestUser(app);
    const stranger = await createTestUser(app);
    const board = await insertBoard(app, owner.id, refs, { moderationStatus: 'approved' });
    const patch = (who: TestUser, action: 'like' | 'unlike') =>
      app.inject({
        method: 'PATCH',
        url: `/api/surfboards/${board}/${action}`,
        headers: who.headers,
      });
    expect((await patch(fan, 'like')).statusCode).toBe(200);
    const archived = await app.inject({
      method: 'PATCH',
      url: `/api/surfboards/${board}/archive`,
      headers: owner.headers,
    });
    expect(archived.statusCode).toBe(200);

    const probe = await patch(stranger, 'unlike');
    expect(probe.statusCode).toBe(404);
    expect(probe.json()).toEqual({
      success: false,
      error: hebrew.BOARD_NOT_FOUND,
      code: 'BOARD_NOT_FOUND',
    });
    expect((await patch(fan, 'unlike')).json().data).toMatchObject({ liked: false });
    // Once taken back, the hidden board is as unknown to the fan as to anyone.
    expect((await patch(fan, 'unlike')).statusCode).toBe(404);
  });
});

describe('deleting an account', () => {
  it('recomputes the ratings it gave and leaves no name in the activity feed', async () => {
    const provider = await createTestUser(app);
    const fair = await createTestUser(app);
    const svc = await createService(app, {
      providerId: provider.id,
      serviceType: 'surf-photographer',
      title: 'צילומי גלישה בחוף הדולפינים',
      description: 'צילומי גלישה מקצועיים מהחוף ומהמים',
      location: {
        address: 'חוף הדולפינים',
        city: 'תל אביב',
        region: 'tel-aviv',
        coordinates: [0, 0],
      },
      status: 'approved',
    });
    const reviewsUrl = `/api/services/surf-photographer/${svc.id}/reviews`;

    // The leaving account signs up (a 'user_signup' line with its name) and reviews.
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/dev-login',
      payload: { email: 'leaving@example.com', name: 'Zohar Leaving' },
    });
    const leaving = login.json() as { token: string; user: { _id: string } };
    const leavingHeaders = { authorization: `Bearer ${leaving.token}` };
    for (const [headers, rating] of [
      [leavingHeaders, 1],
      [fair.headers, 5],
    ] as const) {
      const posted = await app.inject({
        method: 'POST',
        url: reviewsUrl,
        headers,
        payload: { rating, text: 'ביקורת' },
      });
      expect(posted.statusCode).toBe(201);
    }
    const before = (await app.inject({ method: 'GET', url: reviewsUrl })).json().data;
    expect(before).toMatchObject({ rating: 3, reviewCount: 2 });

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/users/${leaving.user._id}`,
      headers: leavingHeaders,
    });
    expect(deleted.statusCode).toBe(200);

    const after = (await app.inject({ method: 'GET', url: reviewsUrl })).json().data;
    expect(after).toMatchObject({ rating: 5, reviewCount: 1 });
    const shown = (
      await app.inject({ method: 'GET', url: `/api/services/surf-photographer/${svc.id}` })
    ).json().data;
    expect(shown).toMatchObject({ rating: 5, reviewCount: 1 });

    const feed = (
      await app.inject({
        method: 'GET',
        url: '/api/admin/activity?limit=50',
        headers: admin.headers,
      })
    ).json().data as { type: string; user: unknown; details: string }[];
    expect(JSON.stringify(feed)).not.toContain('Zohar');
    expect(JSON.stringify(feed)).not.toContain('leaving@example.com');
    const theirs = feed.filter((a) => a.type === 'user_signup' || a.type === 'review_posted');
    expect(theirs.some((a) => a.user === null && a.details === 'חשבון שנמחק')).toBe(true);
  });
});
