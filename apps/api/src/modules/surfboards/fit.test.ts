import { beforeAll, describe, expect, it } from 'vitest';
import { ZSurfboardPage } from '@galim/shared/surfboards/schemas';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';
import { createBoard, createTestUser, type TestUser } from '../../test/factories';

let app: App;
let rider: TestUser;
let other: TestUser;
let admin: TestUser;

async function volumesFor(query: string): Promise<number[]> {
  const res = await app.inject(`/api/surfboards?${query}&limit=48`);
  expect(res.statusCode, res.body).toBe(200);
  return ZSurfboardPage.parse(res.json().data)
    .boards.map((b) => b.volume!)
    .sort((a, b) => a - b);
}

beforeAll(async () => {
  app = await createTestApp();
  rider = await createTestUser(app);
  other = await createTestUser(app);
  admin = await createTestUser(app, { role: 'admin' });
  for (const volume of [22, 25, 27, 29, 31, 33, 40, 55, 70]) {
    await createBoard(app, {
      sellerId: other.id,
      title: `Board of ${volume} litres`,
      price: 1500,
      moderationStatus: 'approved',
      volume,
    });
  }
});

describe('boards that fit a rider (Guild factor)', () => {
  it('turns weight and level into a volume range', async () => {
    // 70 kg intermediate: 0.42–0.65 L/kg = 29.4–45.5 L.
    expect(await volumesFor('fitWeightKg=70&fitLevel=intermediate')).toEqual([31, 33, 40]);
    // 70 kg beginner: 0.8–1.05 L/kg = 56–73.5 L.
    expect(await volumesFor('fitWeightKg=70&fitLevel=beginner')).toEqual([70]);
    // 70 kg expert: 0.33–0.37 L/kg = 23.1–25.9 L.
    expect(await volumesFor('fitWeightKg=70&fitLevel=expert')).toEqual([25]);
    // No level: intermediate.
    expect(await volumesFor('fitWeightKg=70')).toEqual([31, 33, 40]);
  });

  it('never offers a beginner a board its seller marked for a harder level', async () => {
    // A 62 kg beginner (49.6–65.1 L): the 55 L soft-top and the unmarked 55 L board, not the
    // 31.5 L gun for experts nor a 58 L board its seller says is for advanced surfers.
    for (const [volume, skillLevel] of [
      [31.5, 'expert'],
      [58, 'advanced'],
      [56, 'beginner'],
    ] as const) {
      await createBoard(app, {
        sellerId: other.id,
        title: `A ${volume} L board for ${skillLevel}`,
        price: 1500,
        moderationStatus: 'approved',
        volume,
        skillLevel,
      });
    }
    expect(await volumesFor('fitWeightKg=62&fitLevel=beginner')).toEqual([55, 56]);
    // The gun fits the riders its seller meant it for: a 90 kg expert (29.7–33.3 L).
    expect(await volumesFor('fitWeightKg=90&fitLevel=expert')).toContain(31.5);
  });

  it('refuses a weight out of range or an unknown level', async () => {
    for (const q of ['fitWeightKg=500', 'fitWeightKg=abc', 'fitWeightKg=70&fitLevel=pro']) {
      const res = await app.inject(`/api/surfboards?${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
  });
});

describe('weight and level in the profile', () => {
  const put = (payload: Record<string, unknown>) =>
    app.inject({
      method: 'PUT',
      url: `/api/users/${rider.id}`,
      headers: rider.headers,
      payload: {
        firstName: 'דנה',
        lastName: 'כהן',
        phone: '0501234567',
        slug: 'dana-fit',
        ...payload,
      },
    });

  it('saves them for the user and shows them only to the user', async () => {
    const res = await put({
      fitWeightKg: 72,
      fitLevel: 'intermediate',
      publicProfile: { visible: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const self = (
      await app.inject({ url: `/api/users/${rider.id}`, headers: rider.headers })
    ).json();
    expect(self.user).toMatchObject({ fitWeightKg: 72, fitLevel: 'intermediate' });

    const seen = [
      (await app.inject({ url: `/api/users/${rider.id}`, headers: other.headers })).json(),
      (await app.inject({ url: `/api/users/${rider.id}`, headers: admin.headers })).json(),
      (await app.inject({ url: `/api/users/${rider.id}` })).json(),
      (await app.inject({ url: '/api/public/profile/slug/dana-fit' })).json(),
    ];
    for (const body of seen) {
      expect(JSON.stringify(body)).not.toContain('fitWeightKg');
      expect(JSON.stringify(body)).not.toContain('fitLevel');
    }
  });

  it('validates the weight and clears both with an empty value', async () => {
    const bad = await put({ fitWeightKg: 10 });
    expect(bad.statusCode).toBe(400);
    expect((await put({ fitWeightKg: '', fitLevel: '' })).statusCode).toBe(200);
    const self = (
      await app.inject({ url: `/api/users/${rider.id}`, headers: rider.headers })
    ).json();
    expect(self.user).toMatchObject({ fitWeightKg: null, fitLevel: null });
  });
});

// Issue #51: "fits me" could only be saved with the whole profile, which asks for a phone.
describe('PUT /api/users/me/fit', () => {
  it('saves the weight and level alone, with no phone on the account', async () => {
    // A new account, as every test user is: no phone yet.
    const newcomer = await createTestUser(app);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/users/me/fit',
      headers: newcomer.headers,
      payload: { fitWeightKg: 70, fitLevel: 'beginner' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ fitWeightKg: 70, fitLevel: 'beginner', phone: null });
    const me = await app.inject({ url: `/api/users/${newcomer.id}`, headers: newcomer.headers });
    expect(me.json().user).toMatchObject({ fitWeightKg: 70, fitLevel: 'beginner' });
  });

  it('refuses a weight out of range or a made-up level, and strangers', async () => {
    for (const payload of [
      { fitWeightKg: 12, fitLevel: 'beginner' },
      { fitWeightKg: 70.5, fitLevel: 'beginner' },
      { fitWeightKg: 70, fitLevel: 'legend' },
      { fitLevel: 'beginner' },
    ]) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/users/me/fit',
        headers: rider.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const anonymous = await app.inject({
      method: 'PUT',
      url: '/api/users/me/fit',
      payload: { fitWeightKg: 70, fitLevel: 'beginner' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
