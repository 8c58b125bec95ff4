import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';
import { createService, createTestUser, multipart, type TestUser } from '../../test/factories';

// #42 item 14: a price outside its kind's range is refused on create, edit and approval, and
// the moderation list carries the median of approved prices of the kind.

const fields = (over: Record<string, unknown> = {}) => ({
  title: 'שיעורי גלישה בהילטון',
  description: 'שיעורי גלישה פרטיים וקבוצתיים לכל הרמות, כולל ציוד.',
  price: '250',
  priceType: 'session',
  location: { address: 'חוף הילטון', city: 'תל אביב', region: 'tel-aviv' },
  contactInfo: { email: 'coach@example.com' },
  ...over,
});

let app: App;
let owner: TestUser;
let admin: TestUser;

async function send(method: 'POST' | 'PUT', url: string, body: Record<string, unknown>) {
  const form = await multipart(body);
  return app.inject({
    method,
    url,
    headers: { ...owner.headers, ...form.headers },
    payload: form.payload,
  });
}

beforeAll(async () => {
  app = await createTestApp();
  owner = await createTestUser(app, { firstName: 'מאיה' });
  admin = await createTestUser(app, { role: 'admin' });
});

describe('service price ranges', () => {
  it.each(['999999', '0.5'])('refuse %s ₪ a session on create, in Hebrew', async (price) => {
    const res = await send('POST', '/api/services/surf-instructor', fields({ price }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('המחיר צריך להיות בין 50 ל-2,000 ₪');
    expect(res.json().details).toContainEqual({
      path: 'body.price',
      message: 'המחיר צריך להיות בין 50 ל-2,000 ₪',
    });
  });

  it('refuse an out-of-range price on edit', async () => {
    const created = await send('POST', '/api/services/surf-instructor', fields());
    expect(created.statusCode).toBe(201);
    const id = created.json().data._id as string;
    const res = await send('PUT', `/api/services/surf-instructor/${id}`, { price: '999999' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('המחיר צריך להיות בין 50 ל-2,000 ₪');
  });

  it('refuse to approve a stored price outside the range, and approve one inside', async () => {
    const typo = await createService(app, {
      providerId: owner.id,
      price: 999_999,
      priceType: 'session',
    });
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/services/surf-instructor/${typo.id}/admin/approve`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SERVICE_PRICE_OUT_OF_RANGE');
    const fine = await createService(app, {
      providerId: owner.id,
      price: 300,
      priceType: 'session',
    });
    const ok = await app.inject({
      method: 'PATCH',
      url: `/api/services/surf-instructor/${fine.id}/admin/approve`,
      headers: admin.headers,
    });
    expect(ok.statusCode).toBe(200);
  });

  it("give the moderator the median of the kind's approved prices per price type", async () => {
    for (const price of [200, 250, 400]) {
      await createService(app, {
        providerId: owner.id,
        serviceType: 'surf-photographer',
        price,
        priceType: 'session',
        status: 'approved',
      });
    }
    await createService(app, {
      providerId: owner.id,
      serviceType: 'surf-photographer',
      price: 4_000,
      priceType: 'session',
    });
    const res = await app.inject({
      url: '/api/services/surf-photographer/admin/pending',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().priceMedians).toEqual({ session: { median: 250, count: 3 } });
    expect(res.json().data.priceMedians).toEqual({ session: { median: 250, count: 3 } });
  });
});

describe('group size (#42 item 25)', () => {
  it('is kept for an instructor and dropped for a photographer, also from older rows', async () => {
    const photo = await send(
      'POST',
      '/api/services/surf-photographer',
      fields({ groupSize: { min: 1, max: 8 } }),
    );
    expect(photo.statusCode).toBe(201);
    expect(photo.json().data.groupSize).toBeNull();
    const old = await createService(app, {
      providerId: owner.id,
      serviceType: 'surf-photographer',
      price: 300,
      priceType: 'session',
      groupSize: { min: 1, max: 8 },
    });
    const read = await app.inject({
      url: `/api/services/surf-photographer/${old.id}`,
      headers: owner.headers,
    });
    expect(read.json().data.groupSize).toBeNull();
    const coach = await send(
      'POST',
      '/api/services/surf-instructor',
      fields({ groupSize: { min: 2, max: 6 } }),
    );
    expect(coach.json().data.groupSize).toEqual({ min: 2, max: 6 });
  });
});
