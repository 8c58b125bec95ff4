import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TBrand, TCategory, TModel, TTechnology } from '@galim/shared/reference/schemas';
import type { TSurfboardPage } from '@galim/shared/surfboards/schemas';
import { apiOrThrow } from '../../lib/api';

// The public board search, shared by the home page, /surfboards and /stores: filters as plain
// strings (they live in the URL), a paged query with "load more", and the reference lists the
// filter selects offer.

export const FILTER_KEYS = [
  'search',
  'brand',
  'model',
  'category',
  'technology',
  'condition',
  'skillLevel',
  'sellerType',
  'finSystem',
  'minPrice',
  'maxPrice',
  'minLength',
  'maxLength',
  'minVolume',
  'maxVolume',
  'location',
  'fitWeightKg',
  'fitLevel',
  'sortBy',
  'sortOrder',
] as const;
export type TFilterKey = (typeof FILTER_KEYS)[number];
export type TBoardFilters = Partial<Record<TFilterKey, string>>;

export const SORT_OPTIONS = [
  'createdAt-desc',
  'createdAt-asc',
  'price-asc',
  'price-desc',
  'length-asc',
  'length-desc',
  'volume-asc',
  'volume-desc',
  'viewCount-desc',
] as const;
export type TSortOption = (typeof SORT_OPTIONS)[number];

export function sortOptionOf(filters: TBoardFilters): TSortOption {
  const value = `${filters.sortBy ?? 'createdAt'}-${filters.sortOrder ?? 'desc'}`;
  return (SORT_OPTIONS as readonly string[]).includes(value)
    ? (value as TSortOption)
    : 'createdAt-desc';
}

/** The filters found in a URL query (unknown keys and empty values dropped). */
export function filtersFromParams(params: URLSearchParams): TBoardFilters {
  const filters: TBoardFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
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

export function useBoardSearch(filters: TBoardFilters, opts: { enabled?: boolean } = {}) {
  const clean = cleanFilters(filters);
  return useInfiniteQuery({
    queryKey: ['surfboards', 'search', clean],
    queryFn: ({ pageParam, signal }) =>
      apiOrThrow<TSurfboardPage>('/api/surfboards', {
        query: { ...clean, page: pageParam, limit: PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled: opts.enabled ?? true,
  });
}

const REFERENCE_STALE_MS = 10 * 60 * 1000;

export function useReferenceLists() {
  const brands = useQuery({
    queryKey: ['reference', 'brands'],
    queryFn: () => apiOrThrow<TBrand[]>('/api/brands'),
    staleTime: REFERENCE_STALE_MS,
  });
  const categories = useQuery({
    queryKey: ['reference', 'categories'],
    queryFn: () => apiOrThrow<TCategory[]>('/api/categories'),
    staleTime: REFERENCE_STALE_MS,
  });
  const technologies = useQuery({
    queryKey: ['reference', 'technologies'],
    queryFn: () => apiOrThrow<TTechnology[]>('/api/technologies'),
    staleTime: REFERENCE_STALE_MS,
  });
  return {
    brands: brands.data ?? [],
    categories: categories.data ?? [],
    technologies: technologies.data ?? [],
  };
}

export function useModels(brandId: string | undefined) {
  return useQuery({
    queryKey: ['reference', 'models', brandId],
    queryFn: () => apiOrThrow<TModel[]>('/api/models', { query: { brand: brandId } }),
    enabled: Boolean(brandId),
    staleTime: REFERENCE_STALE_MS,
  });
}
