import { eq } from 'drizzle-orm';
import { errorTexts as hebrew } from '@galim/shared/i18n/he/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { users } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import {
  createService,
  createTestUser,
  insertBoard,
  type Refs,
  seedReferences,
  type TestUser,
} from '../../test/factories';

// Roles and blocking: ADMIN_EMAILS as configured now decides who is an admin (never a copy
// stored at sign-in); admins block and unblock users.

const BOSS = 'boss@galim.example';

let app: App;
let admin: TestUser;
let refs: Refs;
beforeAll(async () => {
  app = await createTestApp({ devLogin: true, adminEmails: [BOSS] });
  admin = await createTestUser(app, { role: 'admin' });
  refs = await seedReferences(app);
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const devLogin = (email: string) =>
  app.inject({ method: 'POST', url: '/api/auth/dev-login', payload: { email, name: 'Roni Bar' } });
const block = (id: string, headers = admin.headers) =>
  app.inject({ method: 'POST', url: `/api/admin/users/${id}/block`, headers });
const unblock = (id: string, headers = admin.headers) =>
  app.inject({ method: 'POST', url: `/api/admin/users/${id}/unblock`, headers });

describe('effective role', () => {
  it('taking an address off ADMIN_EMAILS removes admin rights at the next request', async () => {
    const { token, user } = (await devLogin(BOSS)).json();
    expect(user.role).toBe('admin');
    expect(
      (await app.inject({ url: '/api/admin/analytics', headers: bearer(token) })).statusCode,
    ).toBe(200);
    // Nothing of the configuration was copied into the account...
    const [row] = await app.db.select().from(users).where(eq(users.id, user._id));
    expect(row!.role).toBe('user');

    // ...so the configuration of the next start (simulated on the running app) decides.
    const listed = app.config.adminEmails;
    app.config.adminEmails = [];
    try {
      const res = await app.inject({ url: '/api/admin/analytics', headers: bearer(token) });
      expect(res.statusCode).toBe(403);
      const me = await app.inject({ url: '/api/auth/validate', headers: bearer(token) });
      expect(me.json().user.role).toBe('user');
      expect((await devLogin(BOSS)).json().user.role).toBe('user');
    } finally {
      app.config.adminEmails = listed;
    }
  });
});

describe('blocking a user', () => {
  let target: TestUser;
  let boardId: string;
  let serviceId: string;

  beforeAll(async () => {
    target = await createTestUser(app, { email: 'blocked-seller@example.com' });
    await app.db
      .update(users)
      .set({
        slug: 'blocked-seller',
        publicProfile: { visible: true, showRegion: true, showBio: true, showSkillLevel: true },
      })
      .where(eq(users.id, target.id));
    boardId = await insertBoard(app, target.id, refs, {
      title: 'Blocked seller board',
      moderationStatus: 'approved',
    });
    const service = await createService(app, {
      providerId: target.id,
      serviceType: 'surf-photographer',
      title: 'Blocked photographer',
      description: 'Photos',
      status: 'approved',
      location: { address: 'Beach', city: 'Eilat', region: 'south', coordinates: [34.9, 29.5] },
    });
    serviceId = service.id;
  });

  async function publicViews() {
    const [list, detail, svcList, svcDetail, profile] = await Promise.all([
      app.inject({ url: '/api/surfboards' }),
      app.inject({ url: `/api/surfboards/${boardId}` }),
      app.inject({ url: '/api/services/surf-photographer' }),
      app.inject({ url: `/api/services/surf-photographer/${serviceId}` }),
      app.inject({ url: '/api/public/profile/slug/blocked-seller' }),
    ]);
    return {
      boardListed: list.body.includes(boardId),
      boardDetail: detail.statusCode,
      serviceListed: svcList.body.includes(serviceId),
      serviceDetail: svcDetail.statusCode,
      profile: profile.statusCode,
    };
  }

  it('only admins may block (403 for a user, 401 without a session)', async () => {
    const other = await createTestUser(app);
    expect((await block(target.id, other.headers)).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'POST', url: `/api/admin/users/${target.id}/block` })).statusCode,
    ).toBe(401);
    expect((await app.inject({ url: '/api/admin/users', headers: other.headers })).statusCode).toBe(
      403,
    );
  });

  it('ends their sessions, refuses their sign-in and hides their listings; unblock undoes it', async () => {
    // What anyone sees of the user's board, service and profile while they are not blocked.
    const shown = {
      boardListed: true,
      boardDetail: 200,
      serviceListed: true,
      serviceDetail: 200,
      profile: 200,
    };
    expect(await publicViews()).toEqual(shown);

    const res = await block(target.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: target.id, blockedAt: expect.any(String) });

    // The session they had is over; signing in again is refused with a clear message.
    const me = await app.inject({ url: '/api/auth/validate', headers: target.headers });
    expect(me.statusCode).toBe(401);
    const again = await devLogin(target.email);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ success: false, code: 'ACCOUNT_BLOCKED' });
    expect(again.json().error).toBe(hebrew.ACCOUNT_BLOCKED);

    expect(await publicViews()).toEqual({
      boardListed: false,
      boardDetail: 404,
      serviceListed: false,
      serviceDetail: 404,
      profile: 404,
    });
    // Admins still see them.
    const asAdmin = await app.inject({ url: `/api/surfboards/${boardId}`, headers: admin.headers });
    expect(asAdmin.statusCode).toBe(200);

    const blockedOnly = await app.inject({
      url: '/api/admin/users?blocked=true',
      headers: admin.headers,
    });
    expect(blockedOnly.json().data.map((u: { _id: string }) => u._id)).toEqual([target.id]);

    expect((await unblock(target.id)).json().data.blockedAt).toBeNull();
    expect((await devLogin(target.email)).statusCode).toBe(200);
    expect(await publicViews()).toEqual(shown);
  });

  it('refuses to block yourself or an ADMIN_EMAILS admin (409), and an unknown id (404)', async () => {
    expect((await block(admin.id)).statusCode).toBe(409);
    const boss = (await devLogin(BOSS)).json().user._id as string;
    const res = await block(boss);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/ADMIN_EMAILS/);
    expect((await block('0123456789abcdef01234567')).statusCode).toBe(404);
  });

  it('lists and searches users for admins', async () => {
    const res = await app.inject({
      url: '/api/admin/users?q=BLOCKED-SELLER',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ _id: target.id, email: 'blocked-seller@example.com' }),
    ]);
  });
});
