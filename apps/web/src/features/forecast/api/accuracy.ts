import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TForecastAccuracy } from '@galim/shared/forecast/schemas';
import { ApiError, apiOrThrow } from '../../../lib/api';
import { FORECAST_STALE_MS, forecastKeys } from '../../../lib/queries/forecast';

/** GET /api/forecast/{spotId}/accuracy: how each model did against the spot's beach reports. */
export const forecastAccuracyQuery = (spotId: string) =>
  queryOptions({
    queryKey: [...forecastKeys.all, 'accuracy', spotId] as const,
    queryFn: () => apiOrThrow<TForecastAccuracy>(`/api/forecast/${spotId}/accuracy`),
    staleTime: FORECAST_STALE_MS,
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 2,
  });

export const useForecastAccuracy = (spotId: string) => useQuery(forecastAccuracyQuery(spotId));
