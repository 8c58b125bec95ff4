import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TSurfboardPage } from '@galim/shared/surfboards/schemas';
import { buildApp, type App } from '../app';
import { testConfig } from '../test/config';
import { surfboards } from '../db/schema';
import { createTestApp } from '../test/helpers';
import {
  createTestUser,
  insertBoard,
  seedReferences,
  type Refs,
  type TestUser,
} from '../test/factories';
import { approxBytes, createReadCache, writeGeneration } from './read-cache';

interface Row {
  id: string;
  text: string;
}

describe('the read cache by id', () => {
  const rowsOf = (ids: string[], tag: string) => ids.map((id) => ({ id, text: `${id}${tag}` }));
  const idOf = (row: Row) => row.id;

  it('reads only the missing ids, until a write or the lifetime ends', async () => {
    let clock = 0;
    const cache = createReadCache({
      ttlMs: 1_000,
      maxEntries: 10,
      maxRows: 100,
      maxRowBytes: 1_000_000,
      generation: writeGeneration(null),
      now: () => clock,
    });
    const asked: string[][] = [];
    const load = (tag: string) => async (ids: string[]) => {
      asked.push(ids);
      return rowsOf(ids, tag);
    };
    const sorted = (rows: Row[]) => rows.map((r) => r.text).sort();

    expect(sorted(await cache.byIds('boards', ['a', 'b'], idOf, load('1')))).toEqual(['a1', 'b1']);
    expect(sorted(await cache.byIds('boards', ['b', 'c'], idOf, load('2')))).toEqual(['b1', 'c2']);
    expect(asked).toEqual([['a', 'b'], ['c']]);
    expect(cache.rowStats).toEqual({ hits: 1, misses: 3 });

    // A write of another scope leaves them; one of theirs ends them all.
    await cache.bump(['services']);
    expect(sorted(await cache.byIds('boards', ['a', 'c'], idOf, load('3')))).toEqual(['a1', 'c2']);
    await cache.bump(['boards']);
    expect(sorted(await cache.byIds('boards', ['a', 'c'], idOf, load('4')))).toEqual(['a4', 'c4']);

    clock = 999;
    expect(sorted(await cache.byIds('boards', ['a'], idOf, load('5')))).toEqual(['a4']);
    clock = 1_000;
    expect(sorted(await cache.byIds('boards', ['a'], idOf, load('6')))).toEqual(['a6']);
  });

  it('never keeps a row read under a generation that a write has ended', async () => {
    const cache = createReadCache({
      ttlMs: 60_000,
      maxEntries: 10,
      maxRows: 100,
      maxRowBytes: 1_000_000,
      generation: writeGeneration(null),
    });
    // The list's generation is read, then a write lands while its rows are read.
    const gen = await writeGeneration(null).current('boards');
    await cache.bump(['boards']);
    await cache.byIds('boards', ['a'], idOf, async (ids) => rowsOf(ids, 'old'), gen);
    const now = await cache.byIds('boards', ['a'], idOf, async (ids) => rowsOf(ids, 'new'));
    expect(now.map((r) => r.text)).toEqual(['anew']);
  });

  it('keeps at most maxRows rows and maxRowBytes of them, the oldest going first', async () => {
    const row = { id: 'x', text: 'y'.repeat(100) };
    const size = approxBytes(row);
    const cache = createReadCache({
      ttlMs: 60_000,
      maxEntries: 10,
      maxRows: 3,
      maxRowBytes: size * 2,
      generation: writeGeneration(null),
    });
    const load = async (ids: string[]) => ids.map((id) => ({ id, text: row.text }));
    await cache.byIds('boards', ['a', 'b', 'c'], idOf, load);
    expect(cache.rowSize()).toEqual({ rows: 2, bytes: size * 2 });
    let asked: string[] = [];
    await cache.byIds('boards', ['a', 'b', 'c'], idOf, async (ids) => {
      asked = ids;
      return load(ids);
    });
    expect(asked).toEqual(['a']);

    const many = createReadCache({
      ttlMs: 60_000,
      maxEntries: 10,
      maxRows: 3,
      maxRowBytes: 1_000_000,
      generation: writeGeneration(null),
    });
    await many.byIds('boards', ['a', 'b', 'c', 'd', 'e'], idOf, load);
    expect(many.rowSize().rows).toBe(3);
  });

  it('is off without room for rows or without a lifetime', async () => {
    for (const opts of [
      { ttlMs: 60_000, maxRows: 0 },
      { ttlMs: 0, maxRows: 10 },
    ]) {
      const cache = createReadCache({
        ...opts,
        maxEntries: 10,
        maxRowBytes: 1_000_000,
        generation: writeGeneration(null),
      });
      let loads = 0;
      const load = async (ids: string[]) => {
        loads += 1;
        return rowsOf(ids, '');
      };
      await cache.byIds('boards', ['a'], idOf, load);
      await cache.byIds('boards', ['a'], idOf, load);
      expect(loads).toBe(2);
    }
  });
});

async function list(app: App, query: string): Promise<TSurfboardPage> {
  const res = await app.inject({ method: 'GET', url: `/api/surfboards?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: TSurfboardPage }).data;
}

describe('lists take their rows from the cache by id, never after a board write', () => {
  let app: App;
  let seller: TestUser;
  let admin: TestUser;
  let refs: Refs;
  let listed: string;
  let witness: string;
  // Every list below is a new filter set: a miss for the cached lists, so only rows are shared.
  let maxPrice = 100_000;
  const newList = () => list(app, `maxPrice=${maxPrice--}&limit=48`);
  const titleOf = (page: TSurfboardPage, id: string) =>
    page.boards.find((b) => b._id === id)?.title;

  /** Renames the witness behind the API's back: a list with its cached row shows the old title. */
  async function renameWitness(title: string) {
    await app.db.update(surfboards).set({ title }).where(eq(surfboards.id, witness));
  }

  beforeAll(async () => {
    app = await createTestApp({ readCacheMs: 60_000 });
    seller = await createTestUser(app);
    admin = await createTestUser(app, { role: 'admin' });
    refs = await seedReferences(app);
    witness = await insertBoard(app, seller.id, refs, {
      moderationStatus: 'approved',
      title: 'witness 0',
      price: 1000,
    });
  });

  const writes: [string, () => Promise<{ statusCode: number; body: string }>][] = [
    [
      'a price edit',
      () =>
        app.inject({
          method: 'PUT',
          url: `/api/surfboards/${listed}`,
          headers: seller.headers,
          payload: { price: 4321 },
        }),
    ],
    [
      'marked sold',
      () =>
        app.inject({
          method: 'POST',
          url: `/api/surfboards/${listed}/mark-sold`,
          headers: seller.headers,
          payload: {},
        }),
    ],
    [
      'hidden by moderation',
      () =>
        app.inject({
          method: 'PATCH',
          url: `/api/surfboards/${listed}/admin/flag`,
          headers: admin.headers,
          payload: { notes: 'חשד להונאה' },
        }),
    ],
  ];

  it.each(writes.map(([name], i) => [name, i] as const))('%s', async (name, i) => {
    listed = await insertBoard(app, seller.id, refs, {
      moderationStatus: 'approved',
      title: `listed ${i}`,
      price: 2000,
    });
    await app.readCache.bump(['boards']); // the board above went in behind the API
    const first = await newList();
    expect(first.boards.map((b) => b._id)).toContain(listed);
    expect(titleOf(first, witness)).toBe(`witness ${i}`);

    // Another filter set: its count and ids are read, its rows are the cached ones.
    await renameWitness(`witness ${i + 1}`);
    const hitsBefore = app.readCache.rowStats.hits;
    expect(titleOf(await newList(), witness)).toBe(`witness ${i}`);
    expect(app.readCache.rowStats.hits - hitsBefore).toBeGreaterThanOrEqual(2);

    const res = await writes[i]![1]();
    expect(res.statusCode, `${name}: ${res.body}`).toBe(200);

    // After the write no cached row is served: the witness is read again, and so is the board.
    const after = await newList();
    expect(titleOf(after, witness)).toBe(`witness ${i + 1}`);
    const board = after.boards.find((b) => b._id === listed);
    if (name === 'a price edit') expect(board?.price).toBe(4321);
    else expect(board === undefined || board.sold).toBe(true);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!redisUrl || !databaseUrl)('rows by id on two servers (Redis)', () => {
  it("a write answered by one server ends the other's cached rows", async () => {
    const a = await createTestApp({ redisUrl, readCacheMs: 60_000 });
    const b = await buildApp(testConfig({ ...a.config, redisUrl, readCacheMs: 60_000 }));
    await b.ready();
    try {
      const seller = await createTestUser(a);
      const refs = await seedReferences(a);
      const id = await insertBoard(a, seller.id, refs, { moderationStatus: 'approved' });
      await a.readCache.bump(['boards']); // the board above went in behind the API
      const priceOn = async (app: App, maxPrice: number) =>
        (await list(app, `maxPrice=${maxPrice}`)).boards.find((x) => x._id === id)?.price;
      const before = await priceOn(b, 99_999);
      const hits = b.readCache.rowStats.hits;
      expect(await priceOn(b, 99_998)).toBe(before);
      expect(b.readCache.rowStats.hits).toBeGreaterThan(hits);

      const edit = await a.inject({
        method: 'PUT',
        url: `/api/surfboards/${id}`,
        headers: seller.headers,
        payload: { price: 4321 },
      });
      expect(edit.statusCode, edit.body).toBe(200);
      expect(await priceOn(b, 99_997)).toBe(4321);
    } finally {
      await b.close();
    }
  });
});
