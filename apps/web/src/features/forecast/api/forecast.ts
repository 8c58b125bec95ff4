import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TForecast } from '@galim/shared/forecast/schemas';
import { ApiError, apiOrThrow } from '../../../lib/api';
import { FORECAST_STALE_MS, forecastKeys } from '../../../lib/queries/forecast';

/** GET /api/forecast/{spotId}: the spot's 7-day hourly forecast with scores. */
export const forecastQuery = (spotId: string) =>
  queryOptions({
    queryKey: forecastKeys.spot(spotId),
    queryFn: () => apiOrThrow<TForecast>(`/api/forecast/${spotId}`),
    staleTime: FORECAST_STALE_MS,
    // "No marine data" and an unknown spot are answers, not glitches: do not retry them.
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 2,
  });

export const useForecast = (spotId: string) => useQuery(forecastQuery(spotId));
