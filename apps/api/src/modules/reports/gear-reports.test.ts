import { beforeAll, describe, expect, it } from 'vitest';
import { REPORTS_TO_HOLD } from '@galim/shared/reports/schemas';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';
import {
  boardRecord,
  createTestUser,
  insertBoard,
  seedReferences,
  type Refs,
  type TestUser,
} from '../../test/factories';

// A report on a piece of gear is a report on a listing, as on a board (issue 53, item 6): whoever
// sees a wetsuit may report it, the inbox names it and opens its own page (/wetsuits/{id}), and
// enough reporters hold it for a moderator.

let app: App;
let refs: Refs;
let seller: TestUser;
let admin: TestUser;

const report = (who: TestUser, targetId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: who.headers,
    payload: { targetType: 'surfboard', targetId, reason: 'price_too_good' },
  });

beforeAll(async () => {
  app = await createTestApp();
  refs = await seedReferences(app, 'gear-reports');
  seller = await createTestUser(app);
  admin = await createTestUser(app, { role: 'admin' });
});

describe('reports on gear', () => {
  it('files a report on a wetsuit, named and linked by its kind, held by enough reporters', async () => {
    const id = await insertBoard(app, seller.id, refs, {
      kind: 'wetsuit',
      attributes: { size: 'M', thickness: '4/3', style: 'full', cut: 'men' },
      title: "O'Neill 4/3 M",
      length: null,
      volume: null,
      moderationStatus: 'approved',
    });
    for (let i = 0; i < REPORTS_TO_HOLD; i++) {
      const res = await report(await createTestUser(app), id);
      expect(res.statusCode, res.body).toBe(201);
    }
    const list = await app.inject({ method: 'GET', url: '/api/reports', headers: admin.headers });
    const mine = (
      list.json().data.reports as { targetId: string; targetTitle: string; targetPath: string }[]
    ).filter((r) => r.targetId === id);
    expect(mine).toHaveLength(REPORTS_TO_HOLD);
    expect(mine[0]).toMatchObject({ targetTitle: "O'Neill 4/3 M", targetPath: `/wetsuits/${id}` });
    expect((await boardRecord(app, id))!.moderationStatus).toBe('pending');
  });
});
