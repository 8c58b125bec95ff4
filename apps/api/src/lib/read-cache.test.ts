import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import type { TSurfboard, TSurfboardPage } from '@galim/shared/surfboards/schemas';
import { buildApp, type App } from '../app';
import { testConfig } from '../test/config';
import { surfboards, surfboardViews } from '../db/schema';
import { createTestApp } from '../test/helpers';
import {
  createService,
  createTestUser,
  insertBoard,
  seedReferences,
  type Refs,
  type TestUser,
} from '../test/factories';
import { createReadCache, writeGeneration } from './read-cache';
import { endReadsOnWrites, WRITES } from './write-scopes';

describe('the read cache', () => {
  it('serves an entry until a write or its lifetime ends, one load at a time', async () => {
    let clock = 0;
    const generation = writeGeneration(null);
    const cache = createReadCache({ ttlMs: 1_000, maxEntries: 10, generation, now: () => clock });
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((r) => setTimeout(r, 5));
      return { loads };
    };

    const together = await Promise.all([
      cache.get('boards', 'k', load),
      cache.get('boards', 'k', load),
    ]);
    expect(loads).toBe(1);
    expect(together[0]).toBe(together[1]);
    expect(await cache.get('boards', 'k', load)).toEqual({ loads: 1 });

    await cache.bump(['boards']);
    expect(await cache.get('boards', 'k', load)).toEqual({ loads: 2 });

    clock = 999;
    expect(await cache.get('boards', 'k', load)).toEqual({ loads: 2 });
    clock = 1_000;
    expect(await cache.get('boards', 'k', load)).toEqual({ loads: 3 });
  });

  it('keeps at most maxEntries, and a failed load is not kept', async () => {
    const cache = createReadCache({
      ttlMs: 60_000,
      maxEntries: 2,
      generation: writeGeneration(null),
    });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('boards', 'a', load);
    await cache.get('boards', 'b', load);
    await cache.get('boards', 'c', load); // 'a' goes
    expect(await cache.get('boards', 'b', load)).toBe(2);
    expect(await cache.get('boards', 'a', load)).toBe(4);

    await expect(cache.get('boards', 'x', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await cache.get('boards', 'x', async () => 'up')).toBe('up');
  });

  it('ends the entries of the scopes a write names, and keeps the others', async () => {
    const cache = createReadCache({
      ttlMs: 60_000,
      maxEntries: 10,
      generation: writeGeneration(null),
    });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('boards', 'b', load);
    await cache.get('services', 's', load);
    await cache.bump(['services']);
    expect(await cache.get('boards', 'b', load)).toBe(1);
    expect(await cache.get('services', 's', load)).toBe(3);
    await cache.bump([]);
    expect(await cache.get('boards', 'b', load)).toBe(1);
    expect(await cache.get('services', 's', load)).toBe(3);
  });

  it('knows what every write route of the app changes, and refuses one that does not say', async () => {
    // The whole app starts: each of its write routes declares its config.writes.
    await createTestApp();

    const app = Fastify();
    endReadsOnWrites(app);
    app.get('/read', async () => 'ok');
    app.post('/declared', { config: { writes: WRITES.nothing } }, async () => 'ok');
    expect(() => app.delete('/undeclared', async () => 'ok')).toThrow(
      'DELETE /undeclared does not declare what it changes',
    );
    // In a module's plugin, as the app's routes are: the app does not start.
    void app.register(
      async (child) => {
        child.patch('/undeclared', async () => 'ok');
      },
      { prefix: '/api' },
    );
    await expect(app.ready()).rejects.toThrow('PATCH /api/undeclared does not declare');
  });

  it('is bypassed while Redis does not answer (another server could have written)', async () => {
    const app = await createTestApp({ redisUrl: 'redis://127.0.0.1:1', readCacheMs: 60_000 });
    let loads = 0;
    await app.readCache.get('boards', 'k', async () => ++loads);
    await app.readCache.get('boards', 'k', async () => ++loads);
    expect(loads).toBe(2);
    expect(app.readCache.stats.bypassed).toBe(2);
  });
});

async function list(app: App, headers: Record<string, string> = {}): Promise<TSurfboardPage> {
  const res = await app.inject({ method: 'GET', url: '/api/surfboards', headers });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: TSurfboardPage }).data;
}

async function markSold(app: App, id: string, seller: TestUser) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/surfboards/${id}/mark-sold`,
    headers: seller.headers,
    payload: {},
  });
  expect(res.statusCode).toBe(200);
}

async function viewBoard(app: App, id: string, userAgent: string): Promise<TSurfboard> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/surfboards/${id}`,
    headers: { 'user-agent': userAgent },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: TSurfboard }).data;
}

describe('public lists with the read cache on', () => {
  let app: App;
  let seller: TestUser;
  let refs: Refs;

  beforeAll(async () => {
    app = await createTestApp({ readCacheMs: 60_000 });
    seller = await createTestUser(app);
    refs = await seedReferences(app);
  });

  it('lists a change made through the API at once, and does not query again in between', async () => {
    const first = await insertBoard(app, seller.id, refs, { moderationStatus: 'approved' });
    expect((await list(app)).boards.map((b) => b._id)).toEqual([first]);
    expect((await list(app, seller.headers)).total).toBe(1);

    // Behind the API's back (a script on the database): the cached page stands, which shows
    // that the two lists above did not each query the database.
    const second = await insertBoard(app, seller.id, refs, { moderationStatus: 'approved' });
    expect((await list(app)).total).toBe(1);

    // Any write through the API ends the cached pages before its answer is sent.
    await markSold(app, first, seller);
    expect((await list(app)).boards.map((b) => b._id)).toEqual([second]);
  });

  it('passes one cache per read: visitors and signed-in users share the entry', async () => {
    await app.readCache.bump(['boards']);
    const before = { ...app.readCache.stats };
    const visitor = await app.inject({ method: 'GET', url: '/api/surfboards' });
    const again = await app.inject({ method: 'GET', url: '/api/surfboards' });
    expect(again.body).toBe(visitor.body);
    await list(app, seller.headers);
    const { hits, misses } = app.readCache.stats;
    // One load for all three, then one hit each: no second cache behind the visitors' JSON.
    expect({ hits: hits - before.hits, misses: misses - before.misses }).toEqual({
      hits: 2,
      misses: 1,
    });
  });

  it('counts a view once per visitor per day, shown at once although the board is cached', async () => {
    const id = await insertBoard(app, seller.id, refs, {
      moderationStatus: 'approved',
      viewCount: 7,
    });
    expect((await viewBoard(app, id, 'phone A')).viewCount).toBe(8);
    expect((await viewBoard(app, id, 'phone A')).viewCount).toBe(8);
    expect((await viewBoard(app, id, 'phone B')).viewCount).toBe(9);
    expect((await viewBoard(app, id, 'phone A')).viewCount).toBe(9);

    const [stored] = await app.db.select().from(surfboards).where(eq(surfboards.id, id));
    expect(stored!.viewCount).toBe(9);
    const views = await app.db
      .select()
      .from(surfboardViews)
      .where(eq(surfboardViews.surfboardId, id));
    expect(views).toHaveLength(2);
  });

  it('never shows a board that stopped being public through the API', async () => {
    const id = await insertBoard(app, seller.id, refs, { moderationStatus: 'approved' });
    await viewBoard(app, id, 'phone C');
    const archived = await app.inject({
      method: 'POST',
      url: `/api/surfboards/${id}/archive`,
      headers: seller.headers,
      payload: { archived: true },
    });
    expect(archived.statusCode).toBe(200);
    const res = await app.inject({ method: 'GET', url: `/api/surfboards/${id}` });
    expect(res.statusCode).toBe(404);
  });
});

async function listServices(app: App): Promise<string[]> {
  const res = await app.inject({ method: 'GET', url: '/api/services/search' });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { services: { _id: string }[] } }).data.services.map((s) => s._id);
}

describe('a write ends only the cached answers it changes', () => {
  let app: App;
  let seller: TestUser;
  let refs: Refs;

  beforeAll(async () => {
    app = await createTestApp({ readCacheMs: 60_000 });
    seller = await createTestUser(app);
    refs = await seedReferences(app);
  });

  it('an inquiry, a contact message and a report leave the lists cached', async () => {
    const board = await insertBoard(app, seller.id, refs, { moderationStatus: 'approved' });
    const service = await createService(app, { providerId: seller.id, status: 'approved' });
    expect((await list(app)).boards.map((b) => b._id)).toEqual([board]);
    expect(await listServices(app)).toEqual([service.id]);
    // Behind the API's back: a cached list does not show these until it ends.
    await insertBoard(app, seller.id, refs, { moderationStatus: 'approved' });
    await createService(app, { providerId: seller.id, status: 'approved' });

    const writes = [
      { url: `/api/surfboards/${board}/inquiries`, payload: { channel: 'whatsapp' } },
      {
        url: '/api/contact',
        payload: {
          type: 'general',
          name: 'Dana',
          email: 'dana@example.com',
          subject: 'שאלה',
          message: 'מתי יש גלים?',
        },
      },
      {
        url: '/api/reports',
        payload: { targetType: 'surfboard', targetId: board, reason: 'offensive' },
      },
    ];
    for (const write of writes) {
      const res = await app.inject({ method: 'POST', ...write });
      expect(res.statusCode, `${write.url}: ${res.body}`).toBeLessThan(300);
      expect((await list(app)).total, write.url).toBe(1);
      expect(await listServices(app), write.url).toEqual([service.id]);
    }
  });

  it('a board edit ends the board lists, not the service lists', async () => {
    const before = await list(app);
    const services = await listServices(app);
    await insertBoard(app, seller.id, refs, { moderationStatus: 'approved' });
    await createService(app, { providerId: seller.id, status: 'approved' });
    expect((await list(app)).total).toBe(before.total);
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/surfboards/${before.boards[0]!._id}`,
      headers: seller.headers,
      payload: { price: 4321 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await list(app);
    expect(after.boards.find((b) => b._id === before.boards[0]!._id)?.price).toBe(4321);
    expect(after.total).toBeGreaterThan(before.total);
    expect(await listServices(app)).toEqual(services);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!redisUrl || !databaseUrl)('two servers sharing PostgreSQL and Redis', () => {
  let a: App;
  let b: App;
  let seller: TestUser;
  let refs: Refs;

  beforeAll(async () => {
    a = await createTestApp({ redisUrl, readCacheMs: 60_000 });
    b = await buildApp(testConfig({ ...a.config, redisUrl, readCacheMs: 60_000 }));
    await b.ready();
    seller = await createTestUser(a);
    refs = await seedReferences(a);
  });
  afterAll(async () => {
    await b?.close();
  });

  it('a write answered by one server is listed by the next request to the other', async () => {
    const id = await insertBoard(a, seller.id, refs, { moderationStatus: 'approved' });
    await a.readCache.bump(['boards']); // the board above went in behind the API
    expect((await list(b)).boards.map((x) => x._id)).toEqual([id]);
    expect((await list(b)).boards.map((x) => x._id)).toEqual([id]);

    await markSold(a, id, seller);
    expect((await list(b)).boards).toEqual([]);
    const page = await b.inject({ method: 'GET', url: `/api/surfboards/${id}` });
    expect((page.json() as { data: TSurfboard }).data.sold).toBe(true);
  });
});
