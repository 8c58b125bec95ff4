import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '../../app';
import { testConfig } from '../../config';
import { jobRuns } from '../../db/schema';
import { createDatabase } from '../../test/harness';

// Several API processes on one PostgreSQL database: a queued job runs exactly once, whichever
// process's worker takes it. (The embedded PGlite is one process by nature: nothing to share.)

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('the job queue across processes', () => {
  const apps: App[] = [];
  let database: Awaited<ReturnType<typeof createDatabase>> | undefined;

  afterAll(async () => {
    for (const a of apps) await a.close();
    await database?.drop();
  });

  it('hands each job to one worker only', async () => {
    database = await createDatabase(serverUrl!);
    for (let i = 0; i < 3; i++) {
      const app = await buildApp(testConfig({ databaseUrl: database.url }));
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
