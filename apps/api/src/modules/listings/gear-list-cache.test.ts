import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';
import {
  createTestUser,
  insertBoard,
  seedReferences,
  type Refs,
  type TestUser,
} from '../../test/factories';

// The gear lists are kept a few seconds for everyone who asks the same, as the board lists are
// (issue 53's scale: a million listings): a repeated list is served from the read cache, and a
// wetsuit approved meanwhile is in the next answer.

let app: App;
let refs: Refs;
let seller: TestUser;
let admin: TestUser;

const ids = async (query: string) => {
  const res = await app.inject(`/api/listings?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.listings as { _id: string }[]).map((l) => l._id);
};

beforeAll(async () => {
  app = await createTestApp({ readCacheMs: 60_000 });
  refs = await seedReferences(app, 'gear-cache');
  seller = await createTestUser(app);
  admin = await createTestUser(app, { role: 'admin' });
});

describe('GET /api/listings and the read cache', () => {
  it('serves a repeated list from the cache, and a new approval ends it', async () => {
    const query = 'kind=wetsuit&thickness=4/3&fitHeightCm=176&fitWeightKg=70';
    expect(await ids(query)).toEqual([]);
    const before = { ...app.readCache.stats };
    expect(await ids(query)).toEqual([]);
    expect(app.readCache.stats.hits - before.hits).toBe(1);
    expect(app.readCache.stats.misses - before.misses).toBe(0);

    // Other measures are another list.
    await ids('kind=wetsuit&thickness=4/3&fitHeightCm=190&fitWeightKg=90');
    expect(app.readCache.stats.misses - before.misses).toBe(1);

    const id = await insertBoard(app, seller.id, refs, {
      kind: 'wetsuit',
      attributes: { size: 'M', cut: 'men', thickness: '4/3', style: 'full' },
      title: 'Wetsuit 4/3 M',
      length: null,
      volume: null,
    });
    const approved = await app.inject({
      method: 'PATCH',
      url: `/api/surfboards/${id}/admin/approve`,
      headers: admin.headers,
    });
    expect(approved.statusCode).toBe(200);
    expect(await ids(query)).toEqual([id]);
  });
});
