import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { activityLog } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import {
  boardRecord,
  createService,
  createTestUser,
  insertBoard,
  type Refs,
  seedReferences,
  type TestUser,
} from '../../test/factories';

// Concurrent requests on one row: each state transition is one conditional write, so exactly
// one of several simultaneous requests wins and the others get 409 (or 404 once deleted).
// Meaningful on PostgreSQL (TEST_DATABASE_URL), where requests really run in parallel.

let app: App;
let owner: TestUser;
let admin: TestUser;
let refs: Refs;

beforeAll(async () => {
  app = await createTestApp();
  refs = await seedReferences(app);
  owner = await createTestUser(app);
  admin = await createTestUser(app, { role: 'admin' });
});

const times = <T>(n: number, fn: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => fn(i)));

function statuses(responses: { statusCode: number }[]) {
  return responses.map((r) => r.statusCode).sort();
}

async function activityRows(type: string, boardId: string) {
  const rows = await app.db.select().from(activityLog).where(eq(activityLog.type, type));
  return rows.filter((r) => r.details.includes(boardId));
}

describe('board state transitions under concurrency', () => {
  it('10 simultaneous mark-sold: one 200, nine 409, one activity row', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await insertBoard(app, owner.id, refs, { moderationStatus: 'approved' });
      const res = await times(10, () =>
        app.inject({
          method: 'POST',
          url: `/api/surfboards/${id}/mark-sold`,
          headers: owner.headers,
          payload: { soldThroughWebsite: true },
        }),
      );
      expect(statuses(res)).toEqual([200, ...Array(9).fill(409)]);
      expect(await activityRows('surfboard_sold', id)).toHaveLength(1);
    }
  });

  it('mark-sold and archive together never leave a board sold and archived', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await insertBoard(app, owner.id, refs);
      const res = await Promise.all([
        ...[0, 1, 2].map(() =>
          app.inject({
            method: 'POST',
            url: `/api/surfboards/${id}/mark-sold`,
            headers: owner.headers,
            payload: { soldThroughWebsite: false },
          }),
        ),
        ...[0, 1, 2].map(() =>
          app.inject({
            method: 'POST',
            url: `/api/surfboards/${id}/archive`,
            headers: owner.headers,
            payload: { archived: true },
          }),
        ),
      ]);
      expect(statuses(res)).toEqual([200, 409, 409, 409, 409, 409]);
      const board = await boardRecord(app, id);
      expect(board!.isSold && board!.archived).toBe(false);
      const logged =
        (await activityRows('surfboard_sold', id)).length +
        (await activityRows('surfboard_archived', id)).length;
      expect(logged).toBe(1);
    }
  });

  it('simultaneous restores from the archive: one 200', async () => {
    const id = await insertBoard(app, owner.id, refs, { archived: true, archivedAt: new Date() });
    const res = await times(6, () =>
      app.inject({
        method: 'POST',
        url: `/api/surfboards/${id}/archive`,
        headers: owner.headers,
        payload: { archived: false },
      }),
    );
    expect(statuses(res)).toEqual([200, ...Array(5).fill(409)]);
  });

  it('bulk sold racing bulk archive: all or nothing, never both', async () => {
    const ids = await times(3, () => insertBoard(app, owner.id, refs));
    const res = await Promise.all([
      app.inject({
        method: 'POST',
        url: '/api/surfboards/bulk/sold',
        headers: owner.headers,
        payload: { ids, soldThroughWebsite: true },
      }),
      app.inject({
        method: 'POST',
        url: '/api/surfboards/bulk/archive',
        headers: owner.headers,
        payload: { ids: [...ids].reverse() },
      }),
      app.inject({
        method: 'POST',
        url: '/api/surfboards/bulk/sold',
        headers: owner.headers,
        payload: { ids, soldThroughWebsite: false },
      }),
    ]);
    expect(statuses(res)).toEqual([200, 409, 409]);
    const boards = await Promise.all(ids.map((id) => boardRecord(app, id)));
    expect(boards.every((b) => b!.isSold && b!.archived)).toBe(false);
    // All three moved the same way.
    expect(new Set(boards.map((b) => `${b!.isSold}/${b!.archived}`)).size).toBe(1);
  });

  it('simultaneous deletes: one 200, the others 404', async () => {
    const id = await insertBoard(app, owner.id, refs);
    const res = await times(5, () =>
      app.inject({ method: 'DELETE', url: `/api/surfboards/${id}`, headers: owner.headers }),
    );
    expect(statuses(res)).toEqual([200, 404, 404, 404, 404]);
  });

  it('simultaneous approve and reject of a pending board: one decision, one activity row', async () => {
    const id = await insertBoard(app, owner.id, refs, { title: `Moderated ${Date.now()}` });
    const res = await Promise.all([
      ...[0, 1, 2, 3].map(() =>
        app.inject({
          method: 'PATCH',
          url: `/api/surfboards/${id}/admin/approve`,
          headers: admin.headers,
        }),
      ),
      ...[0, 1, 2, 3].map(() =>
        app.inject({
          method: 'PATCH',
          url: `/api/surfboards/${id}/admin/reject`,
          headers: admin.headers,
          payload: { notes: 'blurry photos' },
        }),
      ),
    ]);
    expect(statuses(res)).toEqual([200, ...Array(7).fill(409)]);
    const title = (await boardRecord(app, id))!.title;
    const rows = await app.db.select().from(activityLog);
    expect(
      rows.filter(
        (r) =>
          (r.type === 'surfboard_approved' || r.type === 'surfboard_rejected') &&
          r.details.includes(title),
      ),
    ).toHaveLength(1);
  });

  it('simultaneous flags: one 200', async () => {
    const id = await insertBoard(app, owner.id, refs, { moderationStatus: 'approved' });
    const res = await times(5, () =>
      app.inject({
        method: 'PATCH',
        url: `/api/surfboards/${id}/admin/flag`,
        headers: admin.headers,
        payload: { notes: 'looks like a scam' },
      }),
    );
    expect(statuses(res)).toEqual([200, 409, 409, 409, 409]);
    expect(await boardRecord(app, id)).toMatchObject({
      moderationStatus: 'flagged',
      moderationNotes: 'looks like a scam',
    });
    expect(await activityRows('surfboard_flagged', id)).toHaveLength(1);
  });
});

describe('service moderation under concurrency', () => {
  it('simultaneous approve and reject: one 200, one activity row', async () => {
    const title = `Race school ${Date.now()}`;
    const service = await createService(app, {
      providerId: owner.id,
      serviceType: 'surf-instructor',
      title,
      description: 'Lessons',
      location: { address: 'Beach', city: 'Haifa', region: 'north', coordinates: [35, 32.8] },
    });
    const base = `/api/services/surf-instructor/${service.id}/admin`;
    const res = await Promise.all([
      ...[0, 1, 2, 3].map(() =>
        app.inject({ method: 'PATCH', url: `${base}/approve`, headers: admin.headers }),
      ),
      ...[0, 1, 2, 3].map(() =>
        app.inject({
          method: 'PATCH',
          url: `${base}/reject`,
          headers: admin.headers,
          payload: { reason: 'incomplete' },
        }),
      ),
    ]);
    expect(statuses(res)).toEqual([200, ...Array(7).fill(409)]);
    const rows = await app.db.select().from(activityLog);
    expect(
      rows.filter(
        (r) =>
          (r.type === 'service_approved' || r.type === 'service_rejected') &&
          r.details.includes(title),
      ),
    ).toHaveLength(1);

    const deletes = await times(4, () =>
      app.inject({
        method: 'DELETE',
        url: `/api/services/surf-instructor/${service.id}`,
        headers: owner.headers,
      }),
    );
    expect(statuses(deletes)).toEqual([200, 404, 404, 404]);
  });
});
