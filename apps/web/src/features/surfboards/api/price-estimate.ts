import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPriceEstimate, TPriceEstimateQuery } from '@galim/shared/surfboards/price-estimate';
import { apiOrThrow } from '../../../lib/api';
import { surfboardKeys } from '../../../lib/queries/surfboards';

// What comparable boards cost: the publish form's hint and the board page's badge; what items of
// a kind of gear with like facts cost, for a gear page's badge (issue 53).

/**
 * The estimate for a board's fields; null while there is no category to compare within. A form
 * parses its values first (ZPriceEstimateQuery); a board page passes the board's own fields, so
 * it does not load zod.
 */
export const priceEstimateQuery = (query: TPriceEstimateQuery | null) =>
  queryOptions({
    queryKey: surfboardKeys.priceEstimate(query),
    queryFn: ({ signal }) =>
      apiOrThrow<TPriceEstimate>('/api/surfboards/price-estimate', {
        query: query as Record<string, string | number>,
        signal,
      }),
    enabled: query !== null,
    staleTime: 5 * 60 * 1000,
    placeholderData: keepPreviousData,
  });

export const usePriceEstimate = (query: TPriceEstimateQuery | null) =>
  useQuery(priceEstimateQuery(query));

/**
 * GET /api/listings/price-estimate for a piece of gear: `query` is its kind, brand, condition,
 * the listing left out, and its facts by key (`thickness=4/3&size=M`).
 */
export const gearPriceEstimateQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: surfboardKeys.priceEstimate(query),
    queryFn: ({ signal }) =>
      apiOrThrow<TPriceEstimate>('/api/listings/price-estimate', { query, signal }),
    staleTime: 5 * 60 * 1000,
    placeholderData: keepPreviousData,
  });

export const useGearPriceEstimate = (query: Record<string, string>) =>
  useQuery(gearPriceEstimateQuery(query));
