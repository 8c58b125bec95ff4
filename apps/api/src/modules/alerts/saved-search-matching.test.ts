import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { savedSearches } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import {
  createTestUser,
  insertBoard,
  type Refs,
  seedReferences,
  type TestUser,
} from '../../test/factories';
import { matchSavedSearches } from './board-events';

// Issue 30: one saved search that cannot be matched (a fractional price, stored before the
// schema refused it) made the saved-search-matches job fail for every user. The job is run
// here as its queue runs it, on a board that is already public.

/**
 * A location no real search uses. A search with it stands in for any search the database
 * refuses to run, whatever the reason (as it refused `minPrice: 0.5` against an integer
 * column): while `refuseItsQueries` holds, every query that carries it fails in the database.
 */
const REFUSED_LOCATION = 'מקום-שהמסד-מסרב-לו';

type Query = (text: unknown, params?: unknown[], ...rest: unknown[]) => Promise<unknown>;

function refuseItsQueries() {
  // Both drivers (PGlite and node-postgres) take (query, params, ...) from Drizzle.
  const client = (app.db as unknown as { $client: { query: Query } }).$client;
  const query: Query = client.query.bind(client);
  return vi
    .spyOn(client, 'query')
    .mockImplementation((text, params, ...rest) =>
      Array.isArray(params) && params.includes(`%${REFUSED_LOCATION}%`)
        ? query('select 1 / 0')
        : query(text, params, ...rest),
    );
}

let app: App;
let refs: Refs;
let seller: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  refs = await seedReferences(app);
  seller = await createTestUser(app);
}, 60_000);

const HEBREW = /[\u0590-\u05ff]/;

const matchNotices = async (u: TestUser, boardId: string) => {
  const res = await app.inject({ url: '/api/notifications', headers: u.headers });
  expect(res.statusCode).toBe(200);
  return (res.json().data.items as { type: string; url: string }[]).filter(
    (n) => n.type === 'saved-search-match' && n.url === `/surfboards/${boardId}`,
  );
};

const saveSearch = (u: TestUser, filters: object) =>
  app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: u.headers,
    payload: { name: 'חיפוש', filters },
  });

describe('saved searches that cannot be matched', () => {
  it('a fractional price is refused when saved, with a Hebrew reason', async () => {
    const u = await createTestUser(app);
    for (const key of ['minPrice', 'maxPrice']) {
      const res = await saveSearch(u, { [key]: 0.5 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(res.json().error).toMatch(HEBREW);
      expect(res.json().details[0].path).toBe(`body.filters.${key}`);
    }
    const whole = await saveSearch(u, { minPrice: 500, maxPrice: 2500, location: 'אילת' });
    expect(whole.statusCode).toBe(201);
  });

  it('an old stored search with a fractional price costs no one else their alert', async () => {
    const waiting = await createTestUser(app);
    const old = await createTestUser(app);
    expect((await saveSearch(waiting, { maxPrice: 3000, location: 'נתניה' })).statusCode).toBe(201);
    // As stored before the schema refused them: a fraction, and a price that is not a number.
    await app.db.insert(savedSearches).values([
      { userId: old.id, name: 'ישן', filters: { minPrice: 0.5 } },
      { userId: old.id, name: 'שבור', filters: { maxPrice: 'זול' } },
    ]);
    const board = await insertBoard(app, seller.id, refs, {
      price: 1800,
      locationText: 'נתניה',
      moderationStatus: 'approved',
    });

    const result = await matchSavedSearches(app.db, app.jobs, board);
    expect(result).toMatchObject({ notified: 1, searchesSkipped: 2 });
    expect(await matchNotices(waiting, board)).toHaveLength(1);
    expect(await matchNotices(old, board)).toHaveLength(0);
    await app.db.delete(savedSearches).where(eq(savedSearches.userId, old.id));
  });

  it('a search the database refuses to run costs only its owner the alert', async () => {
    const before = await createTestUser(app);
    const refused = await createTestUser(app);
    const after = await createTestUser(app);
    expect((await saveSearch(before, { location: 'הרצליה' })).statusCode).toBe(201);
    expect((await saveSearch(refused, { location: REFUSED_LOCATION })).statusCode).toBe(201);
    // A typo-tolerant text search too, which takes the list's second pass.
    expect((await saveSearch(after, { search: 'pyzle', location: 'הרצליה' })).statusCode).toBe(201);
    const board = await insertBoard(app, seller.id, refs, {
      title: 'Pyzel Ghost',
      searchText: 'pyzel ghost',
      locationText: 'הרצליה',
      moderationStatus: 'approved',
    });

    const refusing = refuseItsQueries();
    const result = await matchSavedSearches(app.db, app.jobs, board).finally(() =>
      refusing.mockRestore(),
    );
    expect(result).toMatchObject({ notified: 2, searchesSkipped: 1 });
    expect(await matchNotices(before, board)).toHaveLength(1);
    expect(await matchNotices(after, board)).toHaveLength(1);
    expect(await matchNotices(refused, board)).toHaveLength(0);
  });
});
