import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns';

// Runs of background jobs (plugins/jobs).

/** One row per job run (the admin's jobs page): what ran, when, and how it ended. */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: id(),
    name: text().notNull(),
    jobId: text(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
    ok: boolean(),
    result: text(),
  },
  (t) => [index('job_runs_name_idx').on(t.name, t.startedAt)],
);
