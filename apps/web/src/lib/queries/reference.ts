import { queryOptions, useQuery } from '@tanstack/react-query';
import { isId } from '@galim/shared/common/ids';
import type { TListingKind } from '@galim/shared/listings/kinds';
import type {
  TBrand,
  TCategory,
  TModel,
  TReferenceKind,
  TTechnology,
} from '@galim/shared/reference/schemas';
import { apiOrThrow } from '../api';

// Reference data (brands, models, categories, technologies): the board filters, the board
// form and the admin tables read the same lists, so they share one cache entry per list.
// Every write to reference data invalidates `referenceKeys.all` (docs/decisions/032).

export const referenceKeys = {
  all: ['reference'] as const,
  list: (kind: TReferenceKind) => ['reference', kind] as const,
  ofGear: (kind: 'brands' | 'categories', gear: TListingKind) =>
    ['reference', kind, 'gear', gear] as const,
  modelsOf: (brand: string) => ['reference', 'models', brand] as const,
};

/** Reference lists change rarely: read once per ten minutes unless a write invalidates them. */
export const REFERENCE_STALE_MS = 10 * 60 * 1000;

interface ReferenceRow {
  brands: TBrand;
  categories: TCategory;
  models: TModel;
  technologies: TTechnology;
}

/** One whole list (`Row` is for the admin table, generic over the kind it shows). */
export const referenceListQuery = <K extends TReferenceKind, Row = ReferenceRow[K]>(kind: K) =>
  queryOptions({
    queryKey: referenceKeys.list(kind),
    queryFn: ({ signal }) => apiOrThrow<Row[]>(`/api/${kind}`, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });

/**
 * The brands or categories of one kind of gear (issue 53): a board's form and filters offer
 * board makers, not wetsuit makers.
 */
export const gearReferenceQuery = <K extends 'brands' | 'categories'>(
  kind: K,
  gear: TListingKind,
) =>
  queryOptions({
    queryKey: referenceKeys.ofGear(kind, gear),
    queryFn: ({ signal }) =>
      apiOrThrow<ReferenceRow[K][]>(`/api/${kind}`, { query: { kind: gear }, signal }),
    staleTime: REFERENCE_STALE_MS,
  });

/** The models of one brand; nothing is asked until the brand is a real id. */
export const modelsOfBrandQuery = (brand: string | undefined) =>
  queryOptions({
    queryKey: referenceKeys.modelsOf(brand ?? ''),
    queryFn: ({ signal }) => apiOrThrow<TModel[]>('/api/models', { query: { brand }, signal }),
    enabled: isId(brand),
    staleTime: REFERENCE_STALE_MS,
  });

export const useBrands = (gear: TListingKind = 'board') =>
  useQuery(gearReferenceQuery('brands', gear));
export const useCategories = (gear: TListingKind = 'board') =>
  useQuery(gearReferenceQuery('categories', gear));
export const useTechnologies = () => useQuery(referenceListQuery('technologies'));
export const useModelsOfBrand = (brand: string | undefined) => useQuery(modelsOfBrandQuery(brand));
