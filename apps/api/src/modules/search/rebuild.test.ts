import { beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { SEARCH_DOC_VERSION } from '@galim/shared/search/document';
import type { TSurfboardPage } from '@galim/shared/surfboards/schemas';
import type { App } from '../../app';
import { services, surfboards } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import {
  createService,
  createTestUser,
  insertBoard,
  runJob,
  seedReferences,
  type Refs,
  type TestUser,
} from '../../test/factories';
import { refreshSearchText, searchTextStale } from './backfill';
import { queueSearchTextRebuild, SEARCH_TEXT_REBUILD_JOB } from './plugin';

// A release that changes how search text is built leaves every row with the older text. The
// server starts serving at once and queues a job that rewrites them in the background, one pass
// over each table; once it has run, the rows are found by what they say.

let app: App;
let admin: TestUser;
let seller: TestUser;
let refs: Refs;

/** Search text as an older release wrote it: another version's prefix. */
const OLDER = 'v0¦old words';

const boardsFound = async (q: string) => {
  const res = await app.inject(`/api/surfboards?search=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: TSurfboardPage }).data.total;
};

const servicesFound = async (q: string) => {
  const res = await app.inject(`/api/services/search?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { services: unknown[] } }).data.services.length;
};

const current = (text: string) => text.startsWith(`${SEARCH_DOC_VERSION}¦`);

beforeAll(async () => {
  app = await createTestApp();
  admin = await createTestUser(app, { role: 'admin' });
  seller = await createTestUser(app);
  refs = await seedReferences(app, 'rebuild');
});

describe('search text an older release wrote', () => {
  it('is rebuilt by a job the server queues, and then found', async () => {
    const ids: string[] = [];
    // More than one batch (500), so the rebuild goes on from where each batch ended.
    for (let i = 0; i < 520; i += 1) {
      ids.push(
        await insertBoard(app, seller.id, refs, {
          title: i % 2 ? 'Quokkaboard twin fin' : 'Quokkaboard single fin',
          moderationStatus: 'approved',
          searchText: OLDER,
        }),
      );
    }
    const service = await createService(app, {
      providerId: seller.id,
      title: 'Wallabyschool lessons',
      status: 'approved',
      searchText: OLDER,
    });
    expect(await boardsFound('Quokkaboard')).toBe(0);
    expect(await servicesFound('Wallabyschool')).toBe(0);
    expect(await searchTextStale(app.db)).toBe(true);

    expect(await queueSearchTextRebuild(app)).toBe(true);
    await app.jobs.settled([SEARCH_TEXT_REBUILD_JOB], 120_000);

    expect(await boardsFound('Quokkaboard')).toBe(ids.length);
    expect(await servicesFound('Wallabyschool')).toBe(1);
    const rows = await app.db
      .select({ text: surfboards.searchText })
      .from(surfboards)
      .where(inArray(surfboards.id, ids));
    expect(rows.filter((r) => !current(r.text))).toEqual([]);
    const [serviceRow] = await app.db
      .select({ text: services.searchText })
      .from(services)
      .where(inArray(services.id, [service.id]));
    expect(current(serviceRow!.text)).toBe(true);
    // Up to date, a start queues nothing.
    expect(await searchTextStale(app.db)).toBe(false);
    expect(await queueSearchTextRebuild(app)).toBe(false);
  });

  it('reads each stale row once, and leaves rows already current alone', async () => {
    await refreshSearchText(app.db); // From an up-to-date database.
    const stale = await insertBoard(app, seller.id, refs, { searchText: OLDER });
    const untouched = await insertBoard(app, seller.id, refs, {
      searchText: `${SEARCH_DOC_VERSION}¦kept as written`,
    });
    expect(await refreshSearchText(app.db)).toEqual({ boards: 1, services: 0 });
    const rows = await app.db
      .select({ id: surfboards.id, text: surfboards.searchText })
      .from(surfboards)
      .where(inArray(surfboards.id, [stale, untouched]));
    const byId = new Map(rows.map((r) => [r.id, r.text]));
    expect(current(byId.get(stale)!)).toBe(true);
    expect(byId.get(untouched)).toBe(`${SEARCH_DOC_VERSION}¦kept as written`);
    expect(await refreshSearchText(app.db)).toEqual({ boards: 0, services: 0 });
  });

  it('stops when its time is up, and the next run goes on', async () => {
    await refreshSearchText(app.db);
    for (let i = 0; i < 501; i += 1) {
      await insertBoard(app, seller.id, refs, { searchText: OLDER });
    }
    // Out of time from the start: one batch, and word that rows are left.
    expect(await refreshSearchText(app.db, { until: 0 })).toEqual({
      boards: 500,
      services: 0,
      more: true,
    });
    expect(await searchTextStale(app.db)).toBe(true);
    expect(await refreshSearchText(app.db, { until: 0 })).toEqual({ boards: 1, services: 0 });
    expect(await searchTextStale(app.db)).toBe(false);
  });

  it('an admin can run it from the jobs page', async () => {
    const id = await insertBoard(app, seller.id, refs, {
      title: 'Numbatboard',
      moderationStatus: 'approved',
      searchText: OLDER,
    });
    const res = await runJob(app, SEARCH_TEXT_REBUILD_JOB, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'completed', output: { boards: 1 } });
    expect(await boardsFound('Numbatboard')).toBe(1);
    const [row] = await app.db
      .select({ text: surfboards.searchText })
      .from(surfboards)
      .where(inArray(surfboards.id, [id]));
    expect(current(row!.text)).toBe(true);
  });
});
