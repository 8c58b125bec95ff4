import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp, type App } from '../../app';
import { testConfig } from '../../config';
import { jobRuns } from '../../db/schema';

// Several API processes on one PostgreSQL database: a queued job runs exactly once, whichever
// process's worker takes it. (The embedded PGlite is one process by nature: nothing to share.)

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('the job queue across processes', () => {
  const apps: App[] = [];
  const name = `galim_test_${randomBytes(6).toString('hex')}`;
  let url: string;

  afterAll(async () => {
    for (const a of apps) await a.close();
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });

  it('hands each job to one worker only', async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`create database ${name}`);
    await c.end();
    const u = new URL(serverUrl!);
    u.pathname = `/${name}`;
    url = u.toString();
    for (let i = 0; i < 3; i++) {
      const app = await buildApp(testConfig({ databaseUrl: url }));
      await app.ready();
      await app.jobs.start();
      apps.push(app);
    }
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const id = await apps[i % 3]!.jobs.send('surf-alerts', {});
      ids.push(id!);
    }
    const until = Date.now() + 20_000;
    let runs: (typeof jobRuns.$inferSelect)[] = [];
    while (Date.now() < until) {
      runs = await apps[0]!.db.select().from(jobRuns).where(eq(jobRuns.name, 'surf-alerts'));
      if (runs.filter((r) => r.finishedAt).length >= ids.length) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    await new Promise((r) => setTimeout(r, 1500));
    runs = await apps[0]!.db.select().from(jobRuns).where(eq(jobRuns.name, 'surf-alerts'));
    expect(runs.map((r) => r.jobId).sort()).toEqual([...ids].sort());
  }, 60_000);
});
