import PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  JOB_RUN_OUTCOMES,
  type TJobRunOutcome,
  type TJobRunResult,
  type TJobSummary,
} from '@galim/shared/alerts/schemas';
import type { Database } from '../../db/client';
import { databaseUnavailableCause } from '../errors';
import { createDatabaseWait, DATABASE_PROBE_MS } from './database-wait';
import { jobError, within, type JobError } from './job-error';
import { finishRun, startRun, summarise } from './runs';

// Background jobs on pg-boss, in the database itself: on PostgreSQL through its own small pool,
// on the embedded PGlite through pg-boss's bring-your-own-database adapter (db/client.ts
// executeSql). pg-boss gives retries with backoff and hands each job to exactly one worker
// across processes. Handlers must be idempotent anyway (a retry may repeat work): every
// notification has a unique (user, type, dedupe key).
//
// The worker loop and the schedule are ours, not pg-boss's `work()` and cron: `work()` records a
// job's completion or failure without waiting for the answer, so a database that went away
// mid-job turned into an unhandled rejection that ended the process, and pg-boss's cron runs on
// such a worker too. Here every step waits for the database like the rest of the API does
// (database-wait.ts): a job cut by an outage runs again once the database answers, and its end
// is recorded then.
//
// Modules define their own jobs on `app.jobs` (plugin.ts) when they register, before the queue
// starts: the handler, whether admins may run it by hand, its retries and its period.

export type JobHandler<T> = (data: T) => Promise<unknown>;

export interface JobOptions {
  /** Admins may start it by hand with no data (POST /api/admin/jobs/{name}/run). */
  runnable?: boolean;
  /** pg-boss's retries, with backoff (5 unless said). */
  retryLimit?: number;
  /** Runs once per this many seconds across processes once the server schedules (schedule()). */
  every?: number;
}

interface Definition {
  handler: JobHandler<never>;
  runnable: boolean;
  retryLimit: number;
  every?: number;
}

export interface SendOptions {
  startAfter?: Date;
  singletonKey?: string;
  singletonSeconds?: number;
}

export type { JobError };

type Outcome = { ok: true; output: unknown } | { ok: false; error: JobError };

/** A pg-boss state that ends an admin's wait for a run (every outcome but 'timeout'). */
const isRunOutcome = (state: string): state is Exclude<TJobRunOutcome, 'timeout'> =>
  state !== 'timeout' && (JOB_RUN_OUTCOMES as readonly string[]).includes(state);

const POLL_MS = 500;
/** How many times a job cut by an outage runs again in place before pg-boss's backoff takes over. */
const RERUNS_IN_PLACE = 5;
/** How long stop() lets the jobs in hand finish before it gives them back to the queue. */
const STOP_GRACE_MS = 5_000;
/** How often each process offers the scheduled jobs (pg-boss keeps one per period). */
const SCHEDULE_OFFER_MS = 60_000;
/**
 * The longest period of a scheduled job: pg-boss's archive interval (12 hours by default), after
 * which it no longer knows a period's job and refuses a longer throttle outright.
 */
export const MAX_PERIOD_SECONDS = 12 * 60 * 60;
/** The advisory lock under which processes create the job queues ("queue" in ASCII). */
const QUEUE_LOCK_KEY = 0x7175657565;

function checkPeriod(name: string, seconds: number) {
  if (seconds > MAX_PERIOD_SECONDS) {
    throw new Error(`job ${name}: a period is at most ${MAX_PERIOD_SECONDS / 3600} hours`);
  }
}

export function createJobs(
  database: Database,
  databaseUrl: string | undefined,
  log: FastifyBaseLogger,
) {
  const definitions = new Map<string, Definition>();
  let boss: PgBoss | null = null;
  let starting: Promise<PgBoss> | null = null;
  const wait = createDatabaseWait(database, log);
  const { pause, databaseBack, untilWritten } = wait;
  /** The worker loops, one per queue; stop() waits for them. */
  const loops: Promise<void>[] = [];
  /** Jobs being worked on now, for stop() to hand back. */
  const inHand = new Map<string, { name: string; id: string }>();
  const timers: NodeJS.Timeout[] = [];

  /** Runs the handler once and records the run in job_runs (its start, then its end). */
  async function record(
    name: string,
    job: PgBoss.Job<unknown>,
    handler: JobHandler<never>,
    timeoutSeconds: number,
  ): Promise<Outcome> {
    const ref = { name, id: job.id };
    let runId: string | undefined;
    let outcome: Outcome;
    try {
      runId = await startRun(database.db, name, job.id);
      outcome = { ok: true, output: await within(handler(job.data as never), timeoutSeconds) };
    } catch (err) {
      outcome = { ok: false, error: jobError(err) };
      const unavailable = databaseUnavailableCause(err);
      if (unavailable) {
        // Only the driver's code and reason: the outage itself is logged by the pool.
        log.warn({ job: ref, db: unavailable }, 'job cut short: database unavailable');
      } else {
        // The detail for operators (the err serializer leaves SQL parameters out).
        log.error({ err, job: ref }, `job failed: ${outcome.error.code}`);
      }
    }
    if (runId) {
      const id = runId;
      const result = JSON.stringify(outcome.ok ? (outcome.output ?? null) : outcome.error);
      await untilWritten('the end of the run', ref, () =>
        finishRun(database.db, id, outcome.ok, result),
      );
    }
    return outcome;
  }

  async function work(b: PgBoss, name: string, def: Definition, job: PgBoss.Job<unknown>) {
    const ref = { name, id: job.id };
    inHand.set(job.id, ref);
    try {
      const expireSeconds = Number(job.expireInSeconds) || 15 * 60;
      // A job cut by an outage runs again here once the database answers, while it is still
      // well within its expiry (after that pg-boss would hand it out again).
      const rerunUntil = Date.now() + (expireSeconds * 1000) / 2;
      for (let reruns = 0; ; reruns++) {
        const outcome = await record(name, job, def.handler, expireSeconds);
        if (outcome.ok) {
          const output = outcome.output;
          await untilWritten('its completion', ref, () =>
            b.complete(name, job.id, output === undefined ? undefined : (output as object)),
          );
          return;
        }
        const cutByOutage = outcome.error.code === 'DB_UNAVAILABLE';
        if (cutByOutage && reruns < RERUNS_IN_PLACE && Date.now() < rerunUntil && !wait.stopped) {
          await databaseBack();
          await pause(DATABASE_PROBE_MS);
          if (!wait.stopped) continue;
        }
        // pg-boss retries it with backoff, up to the queue's retryLimit.
        await untilWritten('its failure', ref, () => b.fail(name, job.id, outcome.error));
        return;
      }
    } finally {
      inHand.delete(job.id);
    }
  }

  /**
   * One queue's worker, a job at a time. While the database is away pg-boss's fetch finds no job
   * (it keeps the error to itself), so the loop simply polls on until it is back.
   */
  async function workLoop(b: PgBoss, name: string, def: Definition) {
    while (!wait.stopped) {
      const jobs = await b.fetch<unknown>(name).catch((err: unknown) => {
        log.error({ err, queue: name }, 'job queue: fetch failed');
        return [];
      });
      if (!jobs.length) {
        await pause(POLL_MS);
        continue;
      }
      for (const job of jobs) await work(b, name, def, job);
    }
  }

  /**
   * Starts pg-boss and creates the queues that do not exist yet. pg-boss creates each queue's
   * partition table, and two processes doing it at once deadlock on the queue table (40P01):
   * processes that start together (a deployment, a restart) take turns on an advisory lock,
   * held by a transaction on our pool meanwhile.
   */
  async function startAndCreateQueues(b: PgBoss) {
    const create = async () => {
      await b.start();
      for (const [name, def] of definitions) {
        if (await b.getQueue(name)) continue;
        await b.createQueue(name, {
          name,
          retryLimit: def.retryLimit,
          retryDelay: 5,
          retryBackoff: true,
        });
      }
    };
    if (database.kind !== 'postgres') return create();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${QUEUE_LOCK_KEY})`);
      await create();
    });
  }

  async function start(): Promise<PgBoss> {
    if (boss) return boss;
    if (wait.stopped) throw new Error('jobs stopped');
    starting ??= (async () => {
      // No pg-boss workers and no pg-boss cron (schedule: false): see the top of this file.
      // Maintenance (expiry, archiving) stays pg-boss's; its errors arrive as 'error' events.
      const b = database.executeSql
        ? new PgBoss({ db: { executeSql: database.executeSql } as PgBoss.Db, schedule: false })
        : new PgBoss({ connectionString: databaseUrl!, max: 3, schedule: false });
      b.on('error', (err) => {
        const unavailable = databaseUnavailableCause(err);
        if (unavailable) log.warn({ db: unavailable }, 'job queue: database connection lost');
        else log.error({ err }, 'job queue error');
      });
      try {
        await startAndCreateQueues(b);
      } catch (err) {
        // A later call starts afresh (the database may just have been away).
        await b.stop({ graceful: false, close: true }).catch(() => {});
        throw err;
      }
      if (wait.stopped) {
        await b.stop({ graceful: false, close: true }).catch(() => {});
        throw new Error('jobs stopped');
      }
      for (const [name, def] of definitions) {
        loops.push(
          workLoop(b, name, def).catch((err: unknown) =>
            log.error({ err, queue: name }, 'job queue: worker ended'),
          ),
        );
      }
      boss = b;
      return b;
    })().catch((err: unknown) => {
      starting = null;
      throw err;
    });
    return starting;
  }

  /**
   * Runs a known job once every `seconds` across processes: each process offers it every
   * minute, and pg-boss keeps one job per period (`singletonSeconds`, periods counted from
   * the epoch). An offer the database was away for is made again the next minute. pg-boss
   * keeps a period's job only until it archives it, so a period is at most MAX_PERIOD_SECONDS.
   */
  function every(name: string, seconds: number) {
    if (!definitions.has(name)) throw new Error(`unknown job ${name}`);
    checkPeriod(name, seconds);
    const offer = async () => {
      try {
        const b = await start();
        await b.send(name, {}, { singletonKey: 'schedule', singletonSeconds: seconds });
      } catch (err) {
        const unavailable = databaseUnavailableCause(err);
        if (wait.stopped) return;
        if (unavailable) log.warn({ db: unavailable, job: name }, 'schedule: database unavailable');
        else log.error({ err, job: name }, 'schedule: could not queue the job');
      }
    };
    void offer();
    const timer = setInterval(() => void offer(), SCHEDULE_OFFER_MS);
    timer.unref();
    timers.push(timer);
  }

  return {
    /** A job of the module that registers it; `opts.every` puts it on the server's schedule. */
    define<T>(name: string, handler: JobHandler<T>, opts: JobOptions = {}) {
      if (opts.every !== undefined) checkPeriod(name, opts.every);
      definitions.set(name, {
        handler: handler as JobHandler<never>,
        runnable: opts.runnable ?? false,
        retryLimit: opts.retryLimit ?? 5,
        every: opts.every,
      });
    },

    /** Starts the queue and the workers (lazily on the first send otherwise). */
    start,

    every,

    /** Offers every job defined with a period (`every`), in the order they were defined. */
    schedule() {
      for (const [name, def] of definitions) if (def.every !== undefined) every(name, def.every);
    },

    async send<T extends object>(
      name: string,
      data: T,
      opts: SendOptions = {},
    ): Promise<string | null> {
      if (!definitions.has(name)) throw new Error(`unknown job ${name}`);
      const b = await start();
      return b.send(name, data, opts);
    },

    /**
     * Queues a runnable job, as the schedule would (with its queue's retries, so a run cut by a
     * database outage is not lost), and waits for its first outcome: completed, failed for good,
     * or failed and due to be retried ('retry', with the error); 'timeout' when it still runs.
     */
    async runNow(name: string, timeoutMs = 60_000): Promise<TJobRunResult> {
      const b = await start();
      const id = await b.send(name, {});
      const until = Date.now() + timeoutMs;
      while (id && Date.now() < until) {
        const job = await b.getJobById(name, id);
        if (job && isRunOutcome(job.state)) return { name, state: job.state, output: job.output };
        await new Promise((r) => setTimeout(r, 200));
      }
      return { name, state: 'timeout' };
    },

    /**
     * Resolves once these queues hold no job waiting, retrying or running: what was queued
     * before the call has run to its end. Tests wait on it instead of sleeping, to assert that
     * a job sent nothing. Throws when the queues are still busy after `timeoutMs` (minutes: the
     * machines that run the tests are shared and at times slow).
     */
    async settled(names: string[], timeoutMs = 90_000) {
      const b = await start();
      const until = Date.now() + timeoutMs;
      for (;;) {
        let busy = 0;
        for (const name of names)
          busy += (await b.getQueueSize(name, { before: 'completed' })) ?? 0;
        if (busy === 0) return;
        if (Date.now() > until)
          throw new Error(`jobs still busy after ${timeoutMs} ms: ${names.join(', ')}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },

    isRunnable: (name: string) => definitions.get(name)?.runnable ?? false,

    /** Every defined job with its last run and failures (from job_runs). */
    summary(): Promise<TJobSummary[]> {
      return summarise(
        database.db,
        [...definitions].map(([name, def]) => ({ name, runnable: def.runnable })),
      );
    },

    /**
     * Workers finish the job in hand (for up to 5 s); jobs still running then are handed back
     * as failed, so that pg-boss retries them (here or in another process) without waiting for
     * their expiry. Then pg-boss stops.
     */
    async stop() {
      wait.stop();
      for (const timer of timers) clearInterval(timer);
      const b = boss ?? (starting ? await starting.catch(() => null) : null);
      if (!b) return;
      let graceTimer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(loops),
        new Promise((r) => (graceTimer = setTimeout(r, STOP_GRACE_MS))),
      ]);
      clearTimeout(graceTimer);
      for (const ref of inHand.values()) {
        await untilWritten('that it was stopped', ref, () =>
          b.fail(ref.name, ref.id, {
            code: 'STOPPED',
            message: 'The process stopped during the job',
          }),
        );
      }
      await b
        .stop({ graceful: false, close: true })
        .catch((err: unknown) => log.error({ err }, 'job queue: stop failed'));
    },
  };
}

export type Jobs = ReturnType<typeof createJobs>;
