import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../../app';
import { jobRuns } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import { createTestUser, runJob, type TestUser } from '../../test/factories';
import { PHOTO_HASHES_EVERY_SECONDS } from '../../modules/images/plugin';
import { MAX_PERIOD_SECONDS } from './queue';

// What a failed job leaves for admins (job_runs.result on the admin jobs page, the output of
// "run now"): a code and a short message, never the SQL or its parameters. The detail is in the
// log, with the job's id.

let app: App;
let admin: TestUser;
const logLines: string[] = [];
/** Someone's data in a query's parameters. */
const PARAM = 'dana.levi@example.com';

beforeAll(async () => {
  app = await createTestApp({ adminEmails: ['admin@jobs.test'] }, undefined, {
    logStream: { write: (line: string) => void logLines.push(line) },
  });
  admin = await createTestUser(app, { email: 'admin@jobs.test' });
  // Jobs start with the first send: these are defined before it.
  app.jobs.define(
    'failing-query',
    async () => {
      await app.db.execute(sql`select ${PARAM}::int as n`);
    },
    { runnable: true, retryLimit: 0 },
  );
  app.jobs.define(
    'failing-call',
    async () => {
      throw new Error('push failed: push.example: 503\n    at somewhere (file.ts:1:1)');
    },
    { runnable: true, retryLimit: 0 },
  );
  let calls = 0;
  app.jobs.define(
    'fails-once',
    async () => {
      calls += 1;
      if (calls === 1) throw new Error('upstream busy');
      return { calls };
    },
    { runnable: true, retryLimit: 1 },
  );
}, 60_000);

const runNow = async (name: string) => {
  const res = await runJob(app, name, admin);
  expect(res.statusCode).toBe(200);
  return res.json().data as { state: string; output: unknown };
};

const lastResult = async (name: string) => {
  const res = await app.inject({ url: '/api/admin/jobs', headers: admin.headers });
  expect(res.statusCode).toBe(200);
  const job = (res.json().data as { name: string; lastOk: boolean; lastResult: string }[]).find(
    (j) => j.name === name,
  )!;
  expect(job.lastOk).toBe(false);
  return job.lastResult;
};

describe('a failed job', () => {
  it('keeps a code and a short message; the SQL and its parameters go nowhere an admin sees', async () => {
    const run = await runNow('failing-query');
    expect(run.state).toBe('failed');
    const expected = { code: 'DB_ERROR', message: 'Database query failed (SQLSTATE 22P02)' };
    expect(run.output).toEqual(expected);
    const shown = await lastResult('failing-query');
    expect(JSON.parse(shown)).toEqual(expected);
    for (const text of [shown, JSON.stringify(run.output)]) {
      expect(text).not.toMatch(/select|params|::int/i);
      expect(text).not.toContain(PARAM);
    }

    // The log has the detail, with the job's id, and still no parameter.
    const [stored] = await app.db.select().from(jobRuns).where(eq(jobRuns.name, 'failing-query'));
    const entries = logLines
      .map((line) => JSON.parse(line) as { job?: { id: string }; err?: { cause?: object } })
      .filter((entry) => entry.job?.id === stored!.jobId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      job: { name: 'failing-query' },
      err: { cause: { code: '22P02' } },
    });
    expect(logLines.join('\n')).not.toContain(PARAM);
  });

  it('any other error: its first line, under a code', async () => {
    const run = await runNow('failing-call');
    const expected = { code: 'JOB_FAILED', message: 'push failed: push.example: 503' };
    expect(run.output).toEqual(expected);
    expect(JSON.parse(await lastResult('failing-call'))).toEqual(expected);
  });
});

describe('run now', () => {
  it('keeps the queue’s retries: a failed first attempt says "retry", and the job runs again', async () => {
    const run = await runNow('fails-once');
    expect(run).toMatchObject({
      state: 'retry',
      output: { code: 'JOB_FAILED', message: 'upstream busy' },
    });
    // pg-boss runs it again after its backoff (seconds): the second attempt succeeds.
    const ok = async () =>
      (await app.db.select().from(jobRuns).where(eq(jobRuns.name, 'fails-once'))).filter(
        (r) => r.ok,
      );
    const until = Date.now() + 90_000;
    while (Date.now() < until && (await ok()).length === 0) {
      await new Promise((r) => setTimeout(r, 250));
    }
    expect((await ok()).map((r) => JSON.parse(r.result!))).toEqual([{ calls: 2 }]);
  }, 120_000);
});

describe('schedules', () => {
  it("offers the jobs the modules gave a period (the server's schedule), and refuses a period the queue cannot keep", async () => {
    expect(() => app.jobs.every('fails-once', MAX_PERIOD_SECONDS + 1)).toThrow(/at most 12 hours/);
    expect(() =>
      app.jobs.define('too-rare', async () => undefined, { every: MAX_PERIOD_SECONDS + 1 }),
    ).toThrow(/at most 12 hours/);
    expect(PHOTO_HASHES_EVERY_SECONDS).toBe(MAX_PERIOD_SECONDS);
    app.jobs.schedule();
    const ran = (name: string) =>
      app.db
        .select()
        .from(jobRuns)
        .where(eq(jobRuns.name, name))
        .then((rows) => rows.filter((r) => r.ok));
    const until = Date.now() + 90_000;
    while (
      Date.now() < until &&
      ((await ran('photo-hashes')).length === 0 || (await ran('surf-alerts')).length === 0)
    ) {
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(logLines.filter((l) => l.includes('schedule: could not queue'))).toEqual([]);
    // One run per period of each: the alerts' and the images' scheduled jobs.
    expect(await ran('photo-hashes')).toHaveLength(1);
    expect(await ran('surf-alerts')).toHaveLength(1);
  }, 120_000);
});
