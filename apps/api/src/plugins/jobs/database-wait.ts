import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { databaseUnavailableCause } from '../errors';

/** How often a queue that lost the database asks whether it is back. */
export const DATABASE_PROBE_MS = 500;

/**
 * How the job queue waits for the database, like the rest of the API does: pauses that stop()
 * ends early, one probe for every waiter while the database is away, and writes that are made
 * once it is back. After stop() nothing waits any more.
 */
export function createDatabaseWait(database: Database, log: FastifyBaseLogger) {
  let stopped = false;
  /** Pauses that stop() ends early. */
  const sleepers = new Set<() => void>();
  let outage: Promise<void> | null = null;

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

  return {
    get stopped() {
      return stopped;
    },
    pause,
    databaseBack,
    untilWritten,
    /** Nothing waits from now on: pauses in progress end at once. */
    stop() {
      stopped = true;
      for (const wake of [...sleepers]) wake();
    },
  };
}
