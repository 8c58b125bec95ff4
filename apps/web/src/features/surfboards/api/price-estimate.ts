import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TPriceEstimate, TPriceEstimateQuery } from '@galim/shared/surfboards/price-estimate';
import { apiOrThrow } from '../../../lib/api';
import { surfboardKeys } from '../../../lib/queries/surfboards';

// What comparable boards cost: the publish form's hint and the board page's badge.

/**
 * The estimate for a board's fields; null while there is no category to compare within. A form
 * parses its values first (ZPriceEstimateQuery); a board page passes the board's own fields, so
 * it does not load zod.
 */
export function usePriceEstimate(query: TPriceEstimateQuery | null) {
  return useQuery({
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
}

/** The value, once it has stopped changing for `ms` (typing in a form). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
    // The key stands for the value: a new object with the same fields does not restart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ms]);
  return settled;
}
