import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TJobRunResult, TJobSummary } from '@galim/shared/alerts/schemas';
import { apiOrThrow } from '../../../lib/api';
import { alertsKeys } from '../../../lib/queries/alerts-keys';

// The background jobs (admin): their last runs, and running one now.

export const jobsKeys = { all: ['admin', 'jobs'] as const };

export const jobsQuery = () =>
  queryOptions({
    queryKey: jobsKeys.all,
    queryFn: () => apiOrThrow<TJobSummary[]>('/api/admin/jobs'),
  });

export const useJobs = () => useQuery(jobsQuery());

export function useRunJob() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiOrThrow<TJobRunResult>(`/api/admin/jobs/${name}/run`, {
        method: 'POST',
        timeoutMs: 70_000,
      }),
    // A job may have notified the admin too.
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: jobsKeys.all });
      void qc.invalidateQueries({ queryKey: alertsKeys.notifications });
    },
  });
}
