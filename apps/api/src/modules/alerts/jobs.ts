import PgBoss from 'pg-boss';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TJobSummary } from '@galim/shared/alerts/schemas';
import type { Database } from '../../db/client';
import { jobRuns } from '../../db/schema';

// Background jobs on pg-boss, in the database itself: on PostgreSQL through its own small pool,
// on the embedded PGlite through pg-boss's bring-your-own-database adapter (db/client.ts
// executeSql). pg-boss gives retries with backoff and hands each job to exactly one worker
// across processes. Handlers must be idempotent anyway (a retry may repeat work): every
// notification has a unique (user, type, dedupe key).

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

const POLL_SECONDS = 0.5;
/** The advisory lock under which processes create the job queues ("queue" in ASCII). */
const QUEUE_LOCK_KEY = 0x7175657565;

export function createJobs(
  database: Database,
  databaseUrl: string | undefined,
  log: FastifyBaseLogger,
) {
  const definitions = new Map<string, Definition>();
  let boss: PgBoss | null = null;
  let starting: Promise<PgBoss> | null = null;
  let stopped = false;

  async function record<T>(name: string, jobId: string, data: T, handler: JobHandler<T>) {
    const [run] = await database.db
      .insert(jobRuns)
      .values({ name, jobId })
      .returning({ id: jobRuns.id });
    try {
      const output = await handler(data);
      await database.db
        .update(jobRuns)
        .set({ finishedAt: new Date(), ok: true, result: JSON.stringify(output ?? null) })
        .where(eq(jobRuns.id, run!.id));
      return output;
    } catch (err) {
      await database.db
        .update(jobRuns)
        .set({ finishedAt: new Date(), ok: false, result: String((err as Error).message ?? err) })
        .where(eq(jobRuns.id, run!.id));
      throw err;
    }
  }

  /**
   * Starts pg-boss and creates the queues that do not exist yet. pg-boss creates each queue's
   * partition table (its own cron queue at start too), and two processes doing it at once
   * deadlock on the queue table (40P01): processes that start together (a deployment, a
   * restart) take turns on an advisory lock, held by a transaction on our pool meanwhile.
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
      const b = database.executeSql
        ? new PgBoss({ db: { executeSql: database.executeSql } as PgBoss.Db })
        : new PgBoss({ connectionString: databaseUrl!, max: 3 });
      b.on('error', (err) => log.error({ err }, 'job queue error'));
      await startAndCreateQueues(b);
      for (const [name, def] of definitions) {
        await b.work<unknown>(name, { pollingIntervalSeconds: POLL_SECONDS }, async (jobs) => {
          const out = [];
          for (const job of jobs) {
            out.push(await record(name, job.id, job.data as never, def.handler));
          }
          return out.length === 1 ? out[0] : out;
        });
      }
      boss = b;
      return b;
    })();
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

    /** Schedules a known job by cron (pg-boss runs each tick once across processes). */
    async schedule(name: string, cron: string) {
      const b = await start();
      await b.schedule(name, cron, {}, { tz: 'Asia/Jerusalem' });
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

    /** Queues a runnable job and waits for it to finish: its state and output. */
    async runNow(name: string, timeoutMs = 60_000) {
      const b = await start();
      const id = await b.send(name, {}, { retryLimit: 0 });
      const until = Date.now() + timeoutMs;
      while (id && Date.now() < until) {
        const job = await b.getJobById(name, id);
        if (job && ['completed', 'failed', 'cancelled'].includes(job.state)) {
          return { name, state: job.state, output: job.output };
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      return { name, state: 'timeout' };
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

    async stop() {
      stopped = true;
      const b = boss ?? (starting ? await starting.catch(() => null) : null);
      if (b) await b.stop({ graceful: true, wait: true, timeout: 5000, close: true });
    },
  };
}

export type Jobs = ReturnType<typeof createJobs>;
