import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  SURFBOARD_FILTER_KEYS,
  SURFBOARD_SORT_OPTIONS,
  type TSurfboardFilterKey,
  type TSurfboardSortOption,
} from '@galim/shared/surfboards/options';
import type { TSurfboardPage } from '@galim/shared/surfboards/schemas';
import { apiOrThrow, buildUrl } from '../api';
import { inlineAnswer } from '../inline-data';
import { surfboardKeys } from './surfboards';

// The public board search, shared by the home page, /surfboards and /stores (through
// components/boards' results): filters as plain strings (they live in the URL) and a paged query.

// No zod here: the home page's filter bar and results use this module, and only the list pages
// that read filters from a URL load the schema (board-search-params.ts).

/** The URL filters: the public search query's fields, less paging. */
export type TFilterKey = TSurfboardFilterKey;
export const FILTER_KEYS = SURFBOARD_FILTER_KEYS;
export type TBoardFilters = Partial<Record<TFilterKey, string>>;

export function sortOptionOf(filters: TBoardFilters): TSurfboardSortOption {
  const value = `${filters.sortBy ?? 'createdAt'}-${filters.sortOrder ?? 'desc'}`;
  return (SURFBOARD_SORT_OPTIONS as readonly string[]).includes(value)
    ? (value as TSurfboardSortOption)
    : 'createdAt-desc';
}

export function filtersToParams(filters: TBoardFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  return params;
}

/** Drops empty values so equal filters give equal query keys. */
export function cleanFilters(filters: TBoardFilters): TBoardFilters {
  return Object.fromEntries(filtersToParams(filters)) as TBoardFilters;
}

export const PAGE_SIZE = 12;

const pageQuery = (filters: TBoardFilters, page: number) => ({
  ...filters,
  page,
  limit: PAGE_SIZE,
});

/** The public board search, a page at a time ("load more" asks for the next). */
export const boardSearchQuery = (filters: TBoardFilters) => {
  const clean = cleanFilters(filters);
  return infiniteQueryOptions({
    queryKey: surfboardKeys.search(clean),
    queryFn: ({ pageParam, signal }) =>
      apiOrThrow<TSurfboardPage>('/api/surfboards', { query: pageQuery(clean, pageParam), signal }),
    // The home page comes with the unfiltered first page written in: drawn at once, and asked
    // again in the background (dated 0: already stale).
    initialData: () => {
      const first = Object.keys(clean).length
        ? undefined
        : inlineAnswer<TSurfboardPage>(buildUrl('/api/surfboards', pageQuery(clean, 1)));
      return first && { pages: [first], pageParams: [1] };
    },
    initialDataUpdatedAt: 0,
    // A new sort or filter keeps the cards on screen, dimmed, until its own list comes
    // (BoardResults), instead of emptying the list to "loading".
    placeholderData: keepPreviousData,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
};

export const useBoardSearch = (filters: TBoardFilters) =>
  useInfiniteQuery(boardSearchQuery(filters));
