import { afterAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildApp, type App } from '../../app';
import { testConfig } from '../../test/config';
import { jobRuns } from '../../db/schema';
import { createDatabase } from '../../test/harness';
import { pollUntil } from '../../test/poll';

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
    const runsOf = () => apps[0]!.db.select().from(jobRuns).where(eq(jobRuns.name, 'surf-alerts'));
    await pollUntil(runsOf, (runs) => runs.filter((r) => r.finishedAt).length >= ids.length);
    // Every job has run: nothing is left to run a second time.
    await apps[0]!.jobs.settled(['surf-alerts']);
    const runs = await runsOf();
    expect(runs.map((r) => r.jobId).sort()).toEqual([...ids].sort());
  }, 240_000);
});

// Several API processes starting together on a new database each create the job queues at
// start. pg-boss creates a queue's partition table in a transaction; two of them at once
// deadlock (40P01) and, unhandled, the process fails to start.
describe.skipIf(!serverUrl)('the job queue when processes start together', () => {
  const apps: App[] = [];
  let database: Awaited<ReturnType<typeof createDatabase>> | undefined;

  afterAll(async () => {
    for (const a of apps) await a.close();
    await database?.drop();
  });

  it('all of them come up, and the queues exist once', async () => {
    database = await createDatabase(serverUrl!);
    // Migrations first (they have their own lock), so that the queues are what races.
    const first = await buildApp(testConfig({ databaseUrl: database.url }));
    await first.ready();
    apps.push(first);
    const others = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const app = await buildApp(testConfig({ databaseUrl: database!.url }));
        await app.ready();
        apps.push(app);
        return app;
      }),
    );
    const started = await Promise.allSettled([first, ...others].map((a) => a.jobs.start()));
    expect(started.filter((s) => s.status === 'rejected')).toEqual([]);
    const rows = await first.db.execute(sql`select name from pgboss.queue order by name`);
    const names = (rows as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
    expect(names).toEqual([...new Set(names)]);
    expect(names).toContain('surf-alerts');
  }, 120_000);
});
