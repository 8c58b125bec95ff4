import { useQuery } from '@tanstack/react-query';
import type { TRanking } from '@galim/shared/forecast/schemas';
import { apiOrThrow } from '../../lib/api';
import { forecastKeys } from '../../lib/queries/forecast';

/** GET /api/forecast/ranking: the ten spots by today's best score. */
export function useForecastRanking() {
  return useQuery({
    queryKey: forecastKeys.ranking,
    queryFn: () => apiOrThrow<TRanking>('/api/forecast/ranking'),
    staleTime: 10 * 60 * 1000,
  });
}
