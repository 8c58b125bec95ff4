import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBeachReportList } from '@galim/shared/beach-reports/schemas';
import { apiOrThrow } from '../api';

// Reports from the beach (decision 048): the key factory both the spot page (features/forecast)
// and the reporter's history in the profile use, and that history's query.

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
