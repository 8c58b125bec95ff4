import PgBoss from 'pg-boss';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  JOB_RUN_OUTCOMES,
  type TJobRunOutcome,
  type TJobRunResult,
  type TJobSummary,
} from '@galim/shared/alerts/schemas';
import type { Database } from '../../db/client';
import { jobRuns } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { databaseUnavailableCause } from '../../plugins/errors';

// Background jobs on pg-boss, in the database itself: on PostgreSQL through its own small pool,
// on the embedded PGlite through pg-boss's bring-your-own-database adapter (db/client.ts
// executeSql). pg-boss gives retries with backoff and hands each job to exactly one worker
// across processes. Handlers must be idempotent anyway (a retry may repeat work): every
// notification has a unique (user, type, dedupe key).
//
// The worker loop and the schedule are ours, not pg-boss's `work()` and cron: `work()` records a
// job's completion or failure without waiting for the answer, so a database that went away
// mid-job turned into an unhandled rejection that ended the process, and pg-boss's cron runs on
// such a worker too. Here every step waits for the database like the rest of the API does: a
// job cut by an outage runs again once the database answers, and its end is recorded then.

export type JobHandler<T> = (data: T) => Promise<unknown>;

interface Definition {
  handler: JobHandler<never>;
  /** Admins may start it by hand with no data (POST /api/admin/jobs/{name}/run). */
  runnable: boolean;
  retryLimit: number;
}

export interface SendOptions {
  startAfter?: Date;
  singletonKey?: string;
  singletonSeconds?: number;
}

/** What a failed run keeps (job_runs.result, the job's output): never SQL or its parameters. */
export interface JobError {
  code: string;
  message: string;
}

type Outcome = { ok: true; output: unknown } | { ok: false; error: JobError };

/** A pg-boss state that ends an admin's wait for a run (every outcome but 'timeout'). */
const isRunOutcome = (state: string): state is Exclude<TJobRunOutcome, 'timeout'> =>
  state !== 'timeout' && (JOB_RUN_OUTCOMES as readonly string[]).includes(state);

const POLL_MS = 500;
/** How many times a job cut by an outage runs again in place before pg-boss's backoff takes over. */
const RERUNS_IN_PLACE = 5;
/** How often a queue that lost the database asks whether it is back. */
const DATABASE_PROBE_MS = 500;
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

class JobTimeout extends Error {}

/** A query error of Drizzle (which carries the SQL and its parameters) or of PostgreSQL itself. */
function sqlStateOf(err: unknown): string | null {
  if (!err || typeof err !== 'object') return null;
  const e = err as {
    query?: unknown;
    cause?: { code?: unknown };
    code?: unknown;
    severity?: unknown;
  };
  if (typeof e.query === 'string') {
    return typeof e.cause?.code === 'string' ? e.cause.code : 'unknown';
  }
  return typeof e.severity === 'string' && typeof e.code === 'string' ? e.code : null;
}

/** A failure as admins see it: a code and one short line. The detail goes to the log. */
export function jobError(err: unknown): JobError {
  if (databaseUnavailableCause(err)) {
    return { code: 'DB_UNAVAILABLE', message: 'Database unavailable' };
  }
  if (err instanceof JobTimeout) return { code: 'JOB_TIMEOUT', message: err.message };
  const sqlState = sqlStateOf(err);
  if (sqlState) {
    return { code: 'DB_ERROR', message: `Database query failed (SQLSTATE ${sqlState})` };
  }
  const message = String((err as Error)?.message ?? err)
    .split('\n')[0]!
    .slice(0, 200);
  return { code: err instanceof AppError ? err.code : 'JOB_FAILED', message };
}

export function createJobs(
  database: Database,
  databaseUrl: string | undefined,
  log: FastifyBaseLogger,
) {
  const definitions = new Map<string, Definition>();
  let boss: PgBoss | null = null;
  let starting: Promise<PgBoss> | null = null;
  let stopped = false;
  /** The worker loops, one per queue; stop() waits for them. */
  const loops: Promise<void>[] = [];
  /** Jobs being worked on now, for stop() to hand back. */
  const inHand = new Map<string, { name: string; id: string }>();
  const timers: NodeJS.Timeout[] = [];
  /** Pauses that stop() ends early. */
  const sleepers = new Set<() => void>();

  function pause(ms: number): Promise<void> {
    if (stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      sleepers.add(done);
    });
  }

  let outage: Promise<void> | null = null;

  /**
   * Resolves once the database answers again (or the queue stops). One probe serves every
   * waiter, and an outage is logged once, when it starts and when it ends.
   */
  function databaseBack(): Promise<void> {
    if (stopped) return Promise.resolve();
    outage ??= (async () => {
      const since = Date.now();
      log.warn('job queue: database unavailable, jobs wait for it');
      while (!stopped) {
        await pause(DATABASE_PROBE_MS);
        if (stopped) return;
        try {
          await database.ping();
          log.info({ waitedMs: Date.now() - since }, 'job queue: database back');
          return;
        } catch {
          // Still away.
        }
      }
    })().finally(() => {
      outage = null;
    });
    return outage;
  }

  /**
   * Runs a write the queue must not lose (a run's end in job_runs, a job's completion or failure
   * in pg-boss): while the database is unavailable it waits and tries again. Any other failure,
   * or the queue stopping meanwhile, is logged; pg-boss then runs the job again once it expires.
   */
  async function untilWritten(
    what: string,
    job: { name: string; id: string },
    write: () => Promise<unknown>,
  ) {
    for (;;) {
      try {
        await write();
        return;
      } catch (err) {
        if (databaseUnavailableCause(err) && !stopped) {
          await databaseBack();
          continue;
        }
        log.error(
          { err, job },
          `job queue: could not record ${what}; the job runs again when it expires`,
        );
        return;
      }
    }
  }

  /** The handler's answer, or JobTimeout after `seconds` (the handler itself goes on). */
  async function within<T>(work: Promise<T>, seconds: number): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new JobTimeout(`The job ran longer than ${seconds} s`)),
        seconds * 1000,
      );
    });
    try {
      return await Promise.race([work, late]);
    } finally {
      clearTimeout(timer);
    }
  }

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
      const [run] = await database.db
        .insert(jobRuns)
        .values({ name, jobId: job.id })
        .returning({ id: jobRuns.id });
      runId = run!.id;
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
        database.db
          .update(jobRuns)
          .set({ finishedAt: new Date(), ok: outcome.ok, result })
          .where(eq(jobRuns.id, id)),
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
        if (cutByOutage && reruns < RERUNS_IN_PLACE && Date.now() < rerunUntil && !stopped) {
          await databaseBack();
          await pause(DATABASE_PROBE_MS);
          if (!stopped) continue;
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
    while (!stopped) {
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
    if (stopped) throw new Error('jobs stopped');
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
      if (stopped) {
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

  return {
    define<T>(
      name: string,
      handler: JobHandler<T>,
      opts: { runnable?: boolean; retryLimit?: number } = {},
    ) {
      definitions.set(name, {
        handler: handler as JobHandler<never>,
        runnable: opts.runnable ?? false,
        retryLimit: opts.retryLimit ?? 5,
      });
    },

    /** Starts the queue and the workers (lazily on the first send otherwise). */
    start,

    /**
     * Runs a known job once every `seconds` across processes: each process offers it every
     * minute, and pg-boss keeps one job per period (`singletonSeconds`, periods counted from
     * the epoch). An offer the database was away for is made again the next minute. pg-boss
     * keeps a period's job only until it archives it, so a period is at most MAX_PERIOD_SECONDS.
     */
    every(name: string, seconds: number) {
      if (!definitions.has(name)) throw new Error(`unknown job ${name}`);
      if (seconds > MAX_PERIOD_SECONDS) {
        throw new Error(`job ${name}: a period is at most ${MAX_PERIOD_SECONDS / 3600} hours`);
      }
      const offer = async () => {
        try {
          const b = await start();
          await b.send(name, {}, { singletonKey: 'schedule', singletonSeconds: seconds });
        } catch (err) {
          const unavailable = databaseUnavailableCause(err);
          if (stopped) return;
          if (unavailable)
            log.warn({ db: unavailable, job: name }, 'schedule: database unavailable');
          else log.error({ err, job: name }, 'schedule: could not queue the job');
        }
      };
      void offer();
      const timer = setInterval(() => void offer(), SCHEDULE_OFFER_MS);
      timer.unref();
      timers.push(timer);
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
     * a job sent nothing. Throws when the queues are still busy after `timeoutMs`.
     */
    async settled(names: string[], timeoutMs = 30_000) {
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
    async summary(): Promise<TJobSummary[]> {
      const rows = await database.db
        .select({
          name: jobRuns.name,
          runs: sql<number>`count(*)::int`,
          failures: sql<number>`count(*) filter (where ${jobRuns.ok} = false)::int`,
        })
        .from(jobRuns)
        .groupBy(jobRuns.name);
      const counts = new Map(rows.map((r) => [r.name, r]));
      const out: TJobSummary[] = [];
      for (const [name, def] of definitions) {
        const [last] = await database.db
          .select()
          .from(jobRuns)
          .where(eq(jobRuns.name, name))
          .orderBy(desc(jobRuns.startedAt))
          .limit(1);
        out.push({
          name,
          runnable: def.runnable,
          lastRunAt: last?.startedAt.toISOString() ?? null,
          lastOk: last?.ok ?? null,
          lastResult: last?.result ?? null,
          runs: counts.get(name)?.runs ?? 0,
          failures: counts.get(name)?.failures ?? 0,
        });
      }
      return out;
    },

    /**
     * Workers finish the job in hand (for up to 5 s); jobs still running then are handed back
     * as failed, so that pg-boss retries them (here or in another process) without waiting for
     * their expiry. Then pg-boss stops.
     */
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      for (const wake of [...sleepers]) wake();
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
