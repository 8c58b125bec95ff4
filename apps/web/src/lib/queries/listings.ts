import {
  queryOptions,
  useInfiniteQuery,
  useQuery,
  infiniteQueryOptions,
} from '@tanstack/react-query';
import type { TListing, TListingPage } from '@galim/shared/listings/form';
import type { TListingKindInfo, TListingKinds } from '@galim/shared/listings/schemas';
import type { TListingKind } from '@galim/shared/listings/kinds';
import { apiOrThrow } from '../api';

// The gear of every kind (issue 53): the kinds with their attribute declarations, a kind's
// list filtered by the URL's query, and one listing. Keys under 'surfboards', so whatever
// invalidates the boards (a like, an edit, a sale) refreshes the gear too (decision 032).

export const listingKeys = {
  kinds: ['surfboards', 'kinds'] as const,
  search: (query: Record<string, string>) => ['surfboards', 'listings', query] as const,
  detail: (id: string) => ['surfboards', 'listing', id] as const,
};

export const GEAR_PAGE_SIZE = 12;

/** The kinds and their attributes, worded in the page's language; they change with a release. */
export const listingKindsQuery = () =>
  queryOptions({
    queryKey: listingKeys.kinds,
    queryFn: ({ signal }) => apiOrThrow<TListingKinds>('/api/listings/kinds', { signal }),
    staleTime: 60 * 60 * 1000,
  });

/** One kind's declarations, once the kinds have come. */
export function useListingKind(kind: TListingKind | null) {
  const query = useQuery(listingKindsQuery());
  const info: TListingKindInfo | undefined = query.data?.kinds.find((k) => k.kind === kind);
  return { ...query, info };
}

/** A kind's list: `query` is the URL's filters as they are sent (kind included). */
export const gearSearchQuery = (query: Record<string, string>) =>
  infiniteQueryOptions({
    queryKey: listingKeys.search(query),
    queryFn: ({ pageParam, signal }) =>
      apiOrThrow<TListingPage>('/api/listings', {
        query: { ...query, page: pageParam, limit: GEAR_PAGE_SIZE },
        signal,
      }),
    // A new filter of the same kind keeps the cards on screen, dimmed, until its own list comes
    // (the list page); another kind's cards are never shown under this kind's name.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2]?.kind === query.kind ? previous : undefined,
    initialPageParam: 1,
    getNextPageParam: (last: TListingPage) => (last.hasMore ? last.page + 1 : undefined),
  });

export const useGearSearch = (query: Record<string, string>) =>
  useInfiniteQuery(gearSearchQuery(query));

export const listingQuery = (id: string | undefined) =>
  queryOptions({
    queryKey: listingKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiOrThrow<TListing>(`/api/listings/${id}`, { signal }),
    enabled: Boolean(id),
  });

export const useListing = (id: string | undefined) => useQuery(listingQuery(id));
