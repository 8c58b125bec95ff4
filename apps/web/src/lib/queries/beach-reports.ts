import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSurfAlert } from '@galim/shared/alerts/schemas';
import type { TBeachReportList } from '@galim/shared/beach-reports/schemas';
import { apiOrThrow } from '../api';
import { alertsKeys } from './alerts-keys';

// Reports from the beach (decision 048): the key factory both the spot page (features/forecast)
// and the reporter's history in the profile use, that history's query, and a surf alert's
// push for good reports (here, not in alerts.ts: the forecast page's first load carries that).

export const beachReportKeys = {
  all: ['beach-reports'] as const,
  spot: (spotId: string) => ['beach-reports', 'spot', spotId] as const,
  mine: ['beach-reports', 'mine'] as const,
};

/** GET /api/beach-reports/mine: the signed-in user's reports at every spot, newest first. */
export const myBeachReportsQuery = () =>
  queryOptions({
    queryKey: beachReportKeys.mine,
    queryFn: () => apiOrThrow<TBeachReportList>('/api/beach-reports/mine'),
  });

export const useMyBeachReports = () => useQuery(myBeachReportsQuery());

/** Turns a surf alert's push for good reports from the beach on or off. */
export function useSetSurfAlertPush() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; pushOnReport: boolean }) =>
      apiOrThrow<TSurfAlert>(`/api/surf-alerts/${v.id}`, {
        method: 'PATCH',
        body: { pushOnReport: v.pushOnReport },
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: alertsKeys.surfAlerts }),
  });
}
