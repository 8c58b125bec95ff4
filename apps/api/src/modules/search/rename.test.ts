import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { TSurfboardPage } from '@galim/shared/surfboards/schemas';
import type { App } from '../../app';
import { surfboards } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import {
  createTestUser,
  insertBoard,
  seedReferences,
  type Refs,
  type TestUser,
} from '../../test/factories';
import { boardSearchText } from '../surfboards/search-text';
import { refreshBoardsOf, writeUnchanged } from './backfill';

// A board's search text holds its brand, model, category and technology names. When an admin
// renames one, a search by the new name finds the boards that use it (and the old name no
// longer does), on the next requests, without any board being edited.

let app: App;
let admin: TestUser;
let refs: Refs;
let boardIds: string[];

const search = async (q: string) => {
  const res = await app.inject(`/api/surfboards?search=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: TSurfboardPage }).data.boards.map((b) => b._id).sort();
};

const rename = async (kind: string, id: string, title: string) => {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/${kind}/${id}`,
    headers: admin.headers,
    payload: { title },
  });
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  app = await createTestApp();
  admin = await createTestUser(app, { role: 'admin' });
  const seller = await createTestUser(app);
  refs = await seedReferences(app, 'rename');
  const text = (category: string) =>
    boardSearchText({
      title: 'Used board',
      brandTitle: 'Firewire rename',
      modelTitle: 'Seaside rename',
      categoryTitle: category,
      technologyTitle: 'Helium rename',
    });
  boardIds = [];
  for (let i = 0; i < 3; i += 1) {
    boardIds.push(
      await insertBoard(app, seller.id, refs, {
        title: 'Used board',
        modelId: refs.model,
        technologyId: refs.technology,
        moderationStatus: 'approved',
        searchText: text('Fish rename'),
      }),
    );
  }
  boardIds.sort();
});

describe('renaming what boards are found by', () => {
  it('finds the boards by a category’s new name, and no longer by the old one', async () => {
    expect(await search('Fish rename')).toEqual(boardIds);
    expect(await search('Kangaroo')).toEqual([]);
    await rename('categories', refs.category, 'Kangaroo');
    await expect
      .poll(() => search('Kangaroo'), { timeout: 60_000, interval: 250 })
      .toEqual(boardIds);
    await rename('categories', refs.category, 'Quokka');
    await expect.poll(() => search('Quokka'), { timeout: 60_000, interval: 250 }).toEqual(boardIds);
    expect(await search('Kangaroo')).toEqual([]);
  });

  it('does the same for a brand, a model and a technology', async () => {
    for (const [kind, id, name] of [
      ['brands', refs.brand, 'Wombatwire'],
      ['models', refs.model, 'Platypus'],
      ['technologies', refs.technology, 'Echidnaflex'],
    ] as const) {
      await rename(kind, id, name);
      await expect.poll(() => search(name), { timeout: 60_000, interval: 250 }).toEqual(boardIds);
    }
  });

  it('rewrites every board that uses the row, a batch at a time, and nothing else', async () => {
    const seller = await createTestUser(app);
    const other = await seedReferences(app, 'other');
    const many: string[] = [];
    for (let i = 0; i < 501; i += 1)
      many.push(await insertBoard(app, seller.id, refs, { searchText: 'x' }));
    const untouched = await insertBoard(app, seller.id, other, { searchText: 'x' });
    expect(await refreshBoardsOf(app.db, { kind: 'categories', id: refs.category })).toBe(
      501 + boardIds.length,
    );
    const rows = await app.db
      .select({ id: surfboards.id, searchText: surfboards.searchText })
      .from(surfboards)
      .where(inArray(surfboards.id, [many[0]!, many[500]!, untouched]));
    const byId = new Map(rows.map((r) => [r.id, r.searchText]));
    expect(byId.get(many[0]!)).toContain('quokka');
    expect(byId.get(many[500]!)).toContain('quokka');
    expect(byId.get(untouched)).toBe('x');
  });

  it('leaves a board a seller edited meanwhile with the text the edit wrote', async () => {
    const seller = await createTestUser(app);
    const id = await insertBoard(app, seller.id, refs, { searchText: 'edited' });
    const [read] = await app.db.select().from(surfboards).where(eq(surfboards.id, id));
    // The seller's edit lands between the job's read and its write.
    await app.db
      .update(surfboards)
      .set({ description: 'new words', searchText: 'the edit wrote this' })
      .where(eq(surfboards.id, id));
    const source = {
      ...read!,
      brandTitle: 'B',
      modelTitle: null,
      categoryTitle: 'C',
      technologyTitle: null,
    };
    await writeUnchanged(app.db, [source]);
    const text = async () =>
      (await app.db.select().from(surfboards).where(eq(surfboards.id, id)))[0]!.searchText;
    expect(await text()).toBe('the edit wrote this');
    // Read again after the edit, the same write goes through.
    const [fresh] = await app.db.select().from(surfboards).where(eq(surfboards.id, id));
    await writeUnchanged(app.db, [{ ...source, ...fresh! }]);
    expect(await text()).toContain('new words');
  });
});
