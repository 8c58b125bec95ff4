import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { TMyBoardStatus } from '@galim/shared/surfboards/form';
import type { TSurfboard } from '@galim/shared/surfboards/schemas';
import { apiOrThrow } from '../api';
import { referenceKeys } from './reference';
import type { TListingBase } from './my-listings';

// Every board query key lives here, under 'surfboards', so one invalidation reaches every
// cached list and page (docs/decisions/032). The public board page and the owner's edit
// form read the same board through `boardQuery`.

export const surfboardKeys = {
  all: ['surfboards'] as const,
  search: (filters: Record<string, string>) => ['surfboards', 'search', filters] as const,
  detail: (id: string) => ['surfboards', 'detail', id] as const,
  liked: (id: string) => ['surfboards', 'liked', id] as const,
  favorites: ['surfboards', 'favorites'] as const,
  priceEstimate: (query: unknown) => ['surfboards', 'price-estimate', query] as const,
  allMine: ['surfboards', 'mine'] as const,
  mine: (status: TMyBoardStatus) => ['surfboards', 'mine', status] as const,
  analytics: (userId: string) => ['surfboards', 'analytics', userId] as const,
};

export const boardQuery = (id: string | undefined) =>
  queryOptions({
    queryKey: surfboardKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiOrThrow<TSurfboard>(`/api/surfboards/${id}`, { signal }),
    enabled: Boolean(id),
  });

export const useBoard = (id: string | undefined) => useQuery(boardQuery(id));

/**
 * After a board is published, edited or changes state: every board list and page, and the
 * reference lists (a proposed brand or a count may have changed).
 */
export function invalidateBoards(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: surfboardKeys.all }),
    queryClient.invalidateQueries({ queryKey: referenceKeys.all }),
  ]);
}

/** The seller's one-tap answers to "still for sale?" that need no more questions (issue 55). */
export type TListingAnswer = 'renew' | 'archive';

/**
 * "Still for sale?" answered: renewed for 60 days, or archived. Here, not in the seller's
 * feature, since the notification centre answers it too; every board list refreshes after.
 */
export function useListingAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    // `base`: a board's addresses, or gear's (/api/listings, issue 53).
    mutationFn: ({
      id,
      answer,
      base = '/api/surfboards',
    }: {
      id: string;
      answer: TListingAnswer;
      base?: TListingBase;
    }) =>
      answer === 'renew'
        ? apiOrThrow<TSurfboard>(`${base}/${id}/renew`, { method: 'POST' })
        : apiOrThrow<TSurfboard>(`${base}/${id}/archive`, { method: 'PATCH' }),
    onSettled: () => invalidateBoards(queryClient),
  });
}
