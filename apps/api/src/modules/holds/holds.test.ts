import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { surfboards } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import { createTestUser, type TestUser } from '../../test/factories';
import { clearHolds, openHolds, placeHold } from './repo';

let app: App;
let owner: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  owner = await createTestUser(app, { firstName: 'Owner' });
});

async function newBoard() {
  const [row] = await app.db
    .insert(surfboards)
    .values({
      sellerId: owner.id,
      title: 'Held',
      price: 900,
      condition: 'good',
      locationText: 'חיפה',
    })
    .returning();
  return row!.id;
}

describe('board holds', () => {
  it('keeps one open hold per kind, refreshed by a repeat signal', async () => {
    const id = await newBoard();
    await placeHold(app.db, id, 'low_price', { price: 900, estimate: 3000 });
    await placeHold(app.db, id, 'low_price', { price: 800, estimate: 3000 });
    await placeHold(app.db, id, 'copied_photo', { otherBoardId: 'x' });
    const holds = await openHolds(app.db, [id]);
    expect(holds.map((h) => h.kind).sort()).toEqual(['copied_photo', 'low_price']);
    expect(holds.find((h) => h.kind === 'low_price')!.details).toEqual({
      price: 800,
      estimate: 3000,
    });
  });

  it('a cleared hold no longer counts, and the same signal later opens a new one', async () => {
    const id = await newBoard();
    await placeHold(app.db, id, 'reports', { reporters: 3 });
    await clearHolds(app.db, id, owner.id);
    expect(await openHolds(app.db, [id])).toEqual([]);
    await placeHold(app.db, id, 'reports', { reporters: 4 });
    const holds = await openHolds(app.db, [id]);
    expect(holds).toHaveLength(1);
    expect(holds[0]!.details).toEqual({ reporters: 4 });
  });
});
