import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { services, surfboards } from '../../db/schema';
import { createTestApp, createTestUser, type TestUser } from '../../test/helpers';

let app: App;
let admin: TestUser;
let user: TestUser;
let boardId: string;
let serviceId: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = await createTestUser(app, { role: 'admin' });
  user = await createTestUser(app, { firstName: 'Reporter' });
  const [b] = await app.db
    .insert(surfboards)
    .values({ sellerId: admin.id, title: 'Lost Driver', price: 2000, condition: 'good' })
    .returning();
  const [s] = await app.db
    .insert(services)
    .values({
      providerId: admin.id,
      serviceType: 'surf-instructor',
      title: 'שיעורי גלישה בהילטון',
      description: 'שיעורים פרטיים וקבוצתיים לכל הרמות',
      location: { address: 'חוף הילטון', city: 'תל אביב', region: 'tel-aviv', coordinates: [0, 0] },
      city: 'תל אביב',
      region: 'tel-aviv',
    })
    .returning();
  boardId = b!.id;
  serviceId = s!.id;
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
        reason: 'מידע שגוי',
        text: 'הטלפון לא עונה',
      },
    });
    expect(signedIn.statusCode).toBe(201);
    const anon = await app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: { targetType: 'surfboard', targetId: boardId, reason: 'הונאה' },
    });
    expect(anon.statusCode).toBe(201);

    const list = await app.inject({ method: 'GET', url: '/api/reports', headers: admin.headers });
    const { reports, counts } = list.json().data;
    expect(counts).toEqual({ open: 2, resolved: 0, total: 2 });
    const bySvc = reports.find((r: { targetType: string }) => r.targetType === 'service');
    expect(bySvc).toMatchObject({
      targetTitle: 'שיעורי גלישה בהילטון',
      targetPath: `/services/surf-instructor/${serviceId}`,
      reason: 'מידע שגוי',
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
      payload: { targetType: 'surfboard', targetId: '0123456789abcdef01234567', reason: 'x' },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: { targetType: 'shop', targetId: boardId, reason: '' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('limits reports per IP', async () => {
    let last = 0;
    for (let i = 0; i < 11; i++) {
      last = (
        await app.inject({
          method: 'POST',
          url: '/api/reports',
          remoteAddress: '10.1.1.1',
          payload: { targetType: 'surfboard', targetId: boardId, reason: 'ספאם' },
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});
