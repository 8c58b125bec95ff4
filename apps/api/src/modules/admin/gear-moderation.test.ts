import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { boardHolds } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import { createBoards, createTestUser, type TestUser } from '../../test/factories';

// The one moderation queue holds every kind (issue 53): each item says its kind and carries its
// attributes, and the queue can be narrowed to one kind.

let app: App;
let admin: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  admin = await createTestUser(app, { role: 'admin' });
});

const queue = async (query: string) => {
  const res = await app.inject({
    url: `/api/surfboards/admin/all?${query}`,
    headers: admin.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { _id: string; kind: string; attributes: Record<string, unknown> }[];
};

describe('the moderation queue by kind', () => {
  it('answers each listing with its kind and attributes, and filters by kind', async () => {
    const seller = await createTestUser(app);
    const [board, wetsuit] = await createBoards(app, [
      { sellerId: seller.id, title: 'Pyzel 5.10', length: 70 },
      {
        sellerId: seller.id,
        kind: 'wetsuit',
        attributes: { size: 'M', thickness: '4/3', style: 'full', cut: 'men' },
        title: "O'Neill 4/3",
        length: null,
        volume: null,
      },
    ]);
    const all = await queue('status=pending');
    expect(all.find((b) => b._id === wetsuit!.id)).toMatchObject({
      kind: 'wetsuit',
      attributes: { size: 'M', thickness: '4/3' },
    });
    expect(all.find((b) => b._id === board!.id)).toMatchObject({ kind: 'board' });

    expect((await queue('status=pending&kind=wetsuit')).map((b) => b._id)).toEqual([wetsuit!.id]);
    expect((await queue('status=all&kind=board')).map((b) => b._id)).toEqual([board!.id]);
    const bad = await app.inject({
      url: '/api/surfboards/admin/all?kind=skateboard',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('names the kind of the listing a copied photo comes from, for the link to its page', async () => {
    const seller = await createTestUser(app);
    const other = await createTestUser(app);
    const [copy, original] = await createBoards(app, [
      { sellerId: seller.id, kind: 'wetsuit', title: 'Copy 4/3', length: null, volume: null },
      { sellerId: other.id, kind: 'wetsuit', title: 'Original 4/3', length: null, volume: null },
    ]);
    await app.db.insert(boardHolds).values({
      surfboardId: copy!.id,
      kind: 'copied_photo',
      details: { matches: [{ otherBoardId: original!.id, otherTitle: 'Original 4/3' }] },
    });
    const item = (await queue('status=pending&kind=wetsuit')).find((b) => b._id === copy!.id) as
      { holds: { details: { matches: { otherKind?: string }[] } }[] } | undefined;
    expect(item!.holds[0]!.details.matches[0]).toMatchObject({
      otherBoardId: original!.id,
      otherKind: 'wetsuit',
    });
  });
});
