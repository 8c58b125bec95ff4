import { desc, eq, sql } from 'drizzle-orm';
import type { TJobSummary } from '@galim/shared/alerts/schemas';
import type { Db } from '../../db/client';
import { jobRuns } from '../../db/schema';

// job_runs: one row per run of a job, for the admins' jobs page.

/** A run begins: its row, before the handler runs. */
export async function startRun(db: Db, name: string, jobId: string): Promise<string> {
  const [run] = await db.insert(jobRuns).values({ name, jobId }).returning({ id: jobRuns.id });
  return run!.id;
}

/** A run ends: how, and its output or error (JSON). */
export function finishRun(db: Db, id: string, ok: boolean, result: string) {
  return db.update(jobRuns).set({ finishedAt: new Date(), ok, result }).where(eq(jobRuns.id, id));
}

/** Each job, in the order given, with its last run and its counts of runs and failures. */
export async function summarise(
  db: Db,
  jobs: { name: string; runnable: boolean }[],
): Promise<TJobSummary[]> {
  const rows = await db
    .select({
      name: jobRuns.name,
      runs: sql<number>`count(*)::int`,
      failures: sql<number>`count(*) filter (where ${jobRuns.ok} = false)::int`,
    })
    .from(jobRuns)
    .groupBy(jobRuns.name);
  const counts = new Map(rows.map((r) => [r.name, r]));
  const out: TJobSummary[] = [];
  for (const { name, runnable } of jobs) {
    const [last] = await db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.name, name))
      .orderBy(desc(jobRuns.startedAt))
      .limit(1);
    out.push({
      name,
      runnable,
      lastRunAt: last?.startedAt.toISOString() ?? null,
      lastOk: last?.ok ?? null,
      lastResult: last?.result ?? null,
      runs: counts.get(name)?.runs ?? 0,
      failures: counts.get(name)?.failures ?? 0,
    });
  }
  return out;
}
