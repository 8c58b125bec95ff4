import { beforeAll, describe, expect, it } from 'vitest';
import { errorTexts as hebrew } from '@galim/shared/i18n/he/errors';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';
import { createBoard, createService, createTestUser, type TestUser } from '../../test/factories';

let app: App;
let admin: TestUser;
let user: TestUser;
let boardId: string;
let serviceId: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = await createTestUser(app, { role: 'admin' });
  user = await createTestUser(app, { firstName: 'Reporter' });
  const b = await createBoard(app, {
    sellerId: admin.id,
    title: 'Lost Driver',
    price: 2000,
    moderationStatus: 'approved',
  });
  const s = await createService(app, {
    providerId: admin.id,
    title: 'שיעורי גלישה בהילטון',
    description: 'שיעורים פרטיים וקבוצתיים לכל הרמות',
    location: { address: 'חוף הילטון', city: 'תל אביב', region: 'tel-aviv', coordinates: [0, 0] },
    status: 'approved',
  });
  boardId = b.id;
  serviceId = s.id;
});

describe('reports', () => {
  it('files signed-in and anonymous reports, lists them for admins and resolves with a log line', async () => {
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: user.headers,
      payload: {
        targetType: 'service',
        targetId: serviceId,
        reason: 'inaccurate',
        text: 'הטלפון לא עונה',
      },
    });
    expect(signedIn.statusCode).toBe(201);
    const anon = await app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: { targetType: 'surfboard', targetId: boardId, reason: 'price_too_good' },
    });
    expect(anon.statusCode).toBe(201);

    const list = await app.inject({ method: 'GET', url: '/api/reports', headers: admin.headers });
    const { reports, counts } = list.json().data;
    expect(counts).toEqual({ open: 2, resolved: 0, total: 2 });
    const bySvc = reports.find((r: { targetType: string }) => r.targetType === 'service');
    expect(bySvc).toMatchObject({
      targetTitle: 'שיעורי גלישה בהילטון',
      targetPath: `/services/surf-instructor/${serviceId}`,
      reason: 'inaccurate',
      text: 'הטלפון לא עונה',
      status: 'open',
      reporter: { _id: user.id, email: user.email },
    });
    const byBoard = reports.find((r: { targetType: string }) => r.targetType === 'surfboard');
    expect(byBoard).toMatchObject({ reporter: null, targetPath: `/surfboards/${boardId}` });

    const resolved = await app.inject({
      method: 'PATCH',
      url: `/api/reports/${byBoard._id}`,
      headers: admin.headers,
      payload: { status: 'resolved' },
    });
    expect(resolved.json().data.status).toBe('resolved');
    const open = (
      await app.inject({ method: 'GET', url: '/api/reports?status=open', headers: admin.headers })
    ).json().data;
    expect(open.reports).toHaveLength(1);
    const activity = (
      await app.inject({ method: 'GET', url: '/api/admin/activity', headers: admin.headers })
    ).json().data;
    expect(activity[0]).toMatchObject({ type: 'report_resolved', user: { _id: admin.id } });
    expect(activity.map((a: { type: string }) => a.type)).toContain('report_filed');
  });

  it('refuses a missing target and a malformed body', async () => {
    const missing = await app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: { targetType: 'surfboard', targetId: '0123456789abcdef01234567', reason: 'sold' },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: { targetType: 'shop', targetId: boardId, reason: '' },
    });
    expect(bad.statusCode).toBe(400);
    // No reason chosen is no report (never filed under a default reason).
    for (const reason of [undefined, '']) {
      const none = await app.inject({
        method: 'POST',
        url: '/api/reports',
        payload: { targetType: 'surfboard', targetId: boardId, reason },
      });
      expect(none.statusCode, String(reason)).toBe(400);
    }
  });

  it('limits reports per IP', async () => {
    let last = 0;
    for (let i = 0; i < 11; i++) {
      last = (
        await app.inject({
          method: 'POST',
          url: '/api/reports',
          remoteAddress: '10.1.1.1',
          payload: { targetType: 'surfboard', targetId: boardId, reason: 'offensive' },
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });

  it('answers a repeat of an open report with that report instead of filing it again', async () => {
    const reporter = await createTestUser(app);
    const file = (headers: Record<string, string> = {}, reason = 'unreachable') =>
      app.inject({
        method: 'POST',
        url: '/api/reports',
        headers,
        remoteAddress: '10.2.2.2',
        payload: { targetType: 'service', targetId: serviceId, reason },
      });
    const first = await file(reporter.headers);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toEqual({ _id: expect.any(String), duplicate: false });
    for (const attempt of [2, 3]) {
      const again = await file(reporter.headers);
      expect(again.statusCode, `attempt ${attempt}`).toBe(200);
      expect(again.json().data).toEqual({ _id: first.json().data._id, duplicate: true });
    }
    // Another reason is another report; an anonymous visitor repeating is also folded.
    expect((await file(reporter.headers, 'spam')).statusCode).toBe(201);
    expect((await file()).statusCode).toBe(201);
    expect((await file()).json().data.duplicate).toBe(true);

    const { reports } = (
      await app.inject({ method: 'GET', url: '/api/reports?status=all', headers: admin.headers })
    ).json().data;
    const mine = reports.filter(
      (r: { targetId: string; reason: string }) =>
        r.targetId === serviceId && r.reason === 'unreachable',
    );
    expect(mine).toHaveLength(2); // one signed-in, one anonymous

    // Once resolved, a new report of the same thing is filed again.
    await app.inject({
      method: 'PATCH',
      url: `/api/reports/${first.json().data._id}`,
      headers: admin.headers,
      payload: { status: 'resolved' },
    });
    expect((await file(reporter.headers)).statusCode).toBe(201);
  });

  it('a board or service that is not public is 404 to a reporter who cannot see it', async () => {
    const owner = await createTestUser(app);
    const stranger = await createTestUser(app);
    const pending = await createBoard(app, {
      sellerId: owner.id,
      title: 'Hidden Twin',
      price: 900,
    });
    const pendingService = await createService(app, {
      providerId: owner.id,
      serviceType: 'surfboard-repair',
      title: 'תיקוני גלשנים',
      description: 'תיקונים מהירים לכל סוגי הגלשנים',
      location: { address: 'נמל', city: 'חיפה', region: 'north', coordinates: [0, 0] },
    });
    const report = (targetType: string, targetId: string, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/reports',
        headers,
        remoteAddress: '10.3.3.3',
        payload: { targetType, targetId, reason: 'offensive' },
      });
    for (const headers of [{}, stranger.headers]) {
      const board = await report('surfboard', pending.id, headers);
      expect(board.statusCode).toBe(404);
      expect(board.json()).toEqual({
        success: false,
        error: hebrew.BOARD_NOT_FOUND,
        code: 'BOARD_NOT_FOUND',
      });
      expect((await report('service', pendingService.id, headers)).statusCode).toBe(404);
    }
    // The owner sees their own pending board and may report a problem with it.
    expect((await report('surfboard', pending.id, owner.headers)).statusCode).toBe(201);
  });
});
