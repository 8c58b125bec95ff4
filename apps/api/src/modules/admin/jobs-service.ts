import type { TJobRunResult, TJobSummary } from '@galim/shared/alerts/schemas';
import { apiError } from '../../lib/errors';
import type { Jobs } from '../../plugins/jobs/queue';

// The admins' jobs page: every job the modules defined, with its runs, and running one by hand.

export function createJobsAdminService(jobs: Jobs) {
  return {
    list: (): Promise<TJobSummary[]> => jobs.summary(),

    /** Only a job its module made runnable; any other name is 404. */
    async run(name: string): Promise<TJobRunResult> {
      if (!jobs.isRunnable(name)) throw apiError('JOB_NOT_FOUND');
      return jobs.runNow(name);
    },
  };
}
