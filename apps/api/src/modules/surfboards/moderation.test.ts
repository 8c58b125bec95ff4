import { eq } from 'drizzle-orm';
import { errorTexts as hebrew } from '@galim/shared/i18n/he/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { brands, models, surfboards } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import { createTestUser, type TestUser } from '../../test/factories';

let app: App;
let admin: TestUser;
let owner: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  admin = await createTestUser(app, { role: 'admin' });
  owner = await createTestUser(app, { firstName: 'Owner' });
});

async function newBoard(status: 'pending' | 'approved' | 'rejected' | 'flagged' = 'pending') {
  const [row] = await app.db
    .insert(surfboards)
    .values({
      sellerId: owner.id,
      title: `Board ${status}`,
      price: 1800,
      condition: 'good',
      moderationStatus: status,
      locationText: 'תל אביב',
    })
    .returning();
  return row!.id;
}

const act = (id: string, action: string, payload?: object) =>
  app.inject({
    method: 'PATCH',
    url: `/api/surfboards/${id}/admin/${action}`,
    headers: admin.headers,
    ...(payload ? { payload } : {}),
  });

describe('board moderation', () => {
  it('approves a pending board, which then becomes public; approving again is 409', async () => {
    const id = await newBoard();
    expect((await app.inject({ method: 'GET', url: `/api/surfboards/${id}` })).statusCode).toBe(
      404,
    );
    const res = await act(id, 'approve');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: id, moderationStatus: 'approved' });
    expect(res.json().data.moderatedAt).toBeTruthy();
    expect((await app.inject({ method: 'GET', url: `/api/surfboards/${id}` })).statusCode).toBe(
      200,
    );

    const again = await act(id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(hebrew.BOARD_NOT_PENDING);
    expect((await act(id, 'reject', { notes: 'late' })).statusCode).toBe(409);

    // The decision shows in the admin activity feed.
    const feed = await app.inject({ url: '/api/admin/activity?limit=15', headers: admin.headers });
    expect(JSON.stringify(feed.json())).toContain('surfboard_approved');
  });

  it('rejects only with notes, and the owner sees the notes on their board', async () => {
    const id = await newBoard();
    const noNotes = await act(id, 'reject', { notes: '   ' });
    expect(noNotes.statusCode).toBe(400);
    expect(noNotes.json().error).toBe(hebrew.MODERATION_NOTES_REQUIRED);
    expect((await act(id, 'reject')).statusCode).toBe(400);

    const res = await act(id, 'reject', { notes: 'התמונות לא ברורות' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      moderationStatus: 'rejected',
      moderationNotes: 'התמונות לא ברורות',
    });
    const mine = await app.inject({
      method: 'GET',
      url: `/api/surfboards/${id}`,
      headers: owner.headers,
    });
    expect(mine.json().data).toMatchObject({
      moderationStatus: 'rejected',
      moderationNotes: 'התמונות לא ברורות',
    });
    // Strangers do not see a rejected board at all.
    expect((await app.inject({ method: 'GET', url: `/api/surfboards/${id}` })).statusCode).toBe(
      404,
    );
  });

  it("lists a rejected board's notes in the owner's /mine, and nobody else reads notes", async () => {
    const id = await newBoard();
    await act(id, 'reject', { notes: 'חסרות תמונות של התחתית' });
    const mine = await app.inject({ url: '/api/surfboards/mine', headers: owner.headers });
    expect(mine.json().data.find((b: { _id: string }) => b._id === id)).toMatchObject({
      moderationStatus: 'rejected',
      moderationNotes: 'חסרות תמונות של התחתית',
    });

    // Notes left on a board that is public (approved again later) stay the owner's.
    await app.db
      .update(surfboards)
      .set({ moderationStatus: 'approved', moderationNotes: 'הערה פנימית' })
      .where(eq(surfboards.id, id));
    const stranger = await createTestUser(app, { firstName: 'Stranger' });
    for (const headers of [stranger.headers, {}]) {
      const one = await app.inject({ url: `/api/surfboards/${id}`, headers });
      expect(one.statusCode).toBe(200);
      expect(one.json().data).not.toHaveProperty('moderationNotes');
      const list = await app.inject({ url: '/api/surfboards?limit=48', headers });
      expect(JSON.stringify(list.json())).not.toContain('הערה פנימית');
    }
  });

  it('flags any board not already flagged, with a reason', async () => {
    for (const status of ['pending', 'approved', 'rejected'] as const) {
      const id = await newBoard(status);
      expect((await act(id, 'flag')).statusCode).toBe(400);
      const res = await act(id, 'flag', { notes: 'חשד להונאה' });
      expect(res.statusCode, status).toBe(200);
      expect(res.json().data.moderationStatus).toBe('flagged');
      const twice = await act(id, 'flag', { notes: 'שוב' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().error).toBe(hebrew.BOARD_ALREADY_FLAGGED);
    }
  });

  it('answers 404 for a missing board', async () => {
    const res = await act('0123456789abcdef01234567', 'approve');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(hebrew.BOARD_NOT_FOUND);
  });

  it('lists boards by status in the admin view and counts them', async () => {
    const fresh = await createTestApp();
    const boss = await createTestUser(fresh, { role: 'admin' });
    const seller = await createTestUser(fresh, { firstName: 'Maya' });
    const [brand] = await fresh.db.insert(brands).values({ title: 'Firewire' }).returning();
    const [model] = await fresh.db
      .insert(models)
      .values({ title: 'Seaside', brandId: brand!.id })
      .returning();
    await fresh.db.insert(surfboards).values([
      {
        sellerId: seller.id,
        title: 'A',
        price: 1,
        condition: 'good',
        brandId: brand!.id,
        modelId: model!.id,
        locationText: 'חיפה',
      },
      {
        sellerId: seller.id,
        title: 'B',
        price: 1,
        condition: 'good',
        createdAt: new Date(Date.now() + 1000),
      },
      {
        sellerId: seller.id,
        title: 'C',
        price: 1,
        condition: 'good',
        moderationStatus: 'approved',
      },
      { sellerId: seller.id, title: 'D', price: 1, condition: 'good', moderationStatus: 'flagged' },
    ]);
    const stats = await fresh.inject({
      method: 'GET',
      url: '/api/surfboards/admin/stats',
      headers: boss.headers,
    });
    expect(stats.json().data).toEqual({ pending: 2, approved: 1, rejected: 0, flagged: 1, all: 4 });

    const pending = (
      await fresh.inject({
        method: 'GET',
        url: '/api/surfboards/admin/all?status=pending',
        headers: boss.headers,
      })
    ).json().data;
    expect(pending.map((b: { title: string }) => b.title)).toEqual(['A', 'B']);
    expect(pending[0]).toMatchObject({
      brand: { _id: brand!.id, title: 'Firewire' },
      brandTitle: 'Firewire',
      model: { _id: model!.id, title: 'Seaside' },
      location: { text: 'חיפה' },
      seller: { firstName: 'Maya', email: seller.email },
      moderationNotes: null,
    });
    const all = (
      await fresh.inject({
        method: 'GET',
        url: '/api/surfboards/admin/all?status=all',
        headers: boss.headers,
      })
    ).json().data;
    expect(all).toHaveLength(4);
    const bad = await fresh.inject({
      method: 'GET',
      url: '/api/surfboards/admin/all?status=sold',
      headers: boss.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});
