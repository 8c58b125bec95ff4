import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';
import { createTestUser, insertBoard, seedReferences, type Refs } from '../../test/factories';

// "Download my data" holds every kind of listing (issue 53): a seller's wetsuit with its kind and
// attributes beside their board (the section keeps its first name, `surfboards`).

let app: App;
let refs: Refs;

beforeAll(async () => {
  app = await createTestApp();
  refs = await seedReferences(app, 'gear-export');
});

describe('the account export, every kind', () => {
  it('lists each listing with its kind and attributes', async () => {
    const seller = await createTestUser(app);
    const attributes = { size: 'M', thickness: '4/3', style: 'full', cut: 'men' };
    const wetsuit = await insertBoard(app, seller.id, refs, {
      kind: 'wetsuit',
      attributes,
      title: "O'Neill 4/3",
      length: null,
      volume: null,
      moderationStatus: 'approved',
    });
    const board = await insertBoard(app, seller.id, refs, { title: 'Pyzel 5.10' });

    const res = await app.inject({
      url: `/api/users/${seller.id}/export`,
      headers: seller.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const listings = res.json().data.surfboards as { id: string; kind: string }[];
    expect(listings.find((l) => l.id === wetsuit)).toMatchObject({
      kind: 'wetsuit',
      attributes,
      title: "O'Neill 4/3",
    });
    expect(listings.find((l) => l.id === board)).toMatchObject({ kind: 'board' });
  });
});
