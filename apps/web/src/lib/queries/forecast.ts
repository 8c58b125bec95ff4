import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRanking } from '@galim/shared/forecast/schemas';
import { apiOrThrow } from '../api';

// The forecast's query keys: the ranking (home page, forecast page) and each spot's forecast.

export const forecastKeys = {
  all: ['forecast'] as const,
  ranking: ['forecast', 'ranking'] as const,
  spot: (spotId: string) => ['forecast', 'spot', spotId] as const,
};

/** A forecast is recomputed hourly at most; ten minutes old is fresh enough. */
export const FORECAST_STALE_MS = 10 * 60 * 1000;

/** GET /api/forecast/ranking: every spot by today's best score. */
export const forecastRankingQuery = () =>
  queryOptions({
    queryKey: forecastKeys.ranking,
    queryFn: () => apiOrThrow<TRanking>('/api/forecast/ranking'),
    staleTime: FORECAST_STALE_MS,
  });

export const useForecastRanking = () => useQuery(forecastRankingQuery());
