import { asc, desc, type SQL } from 'drizzle-orm';
import type { TSurfboardSearchQuery } from '@galim/shared/surfboards/schemas';
import { surfboards } from '../../db/schema';

// The orders of the public lists and the column a list's count walks: shared by the long way
// (browse-repo.ts) and the one-statement plain lists (list-statement.ts).

export const SORT_COLUMNS = {
  // "Newest first" is the listing's place on the list: published, or renewed after a new price
  // or photos (decision 058). The API keeps calling the order `createdAt`.
  createdAt: surfboards.listedAt,
  price: surfboards.price,
  length: surfboards.length,
  volume: surfboards.volume,
  viewCount: surfboards.viewCount,
} as const;

export type TSortField = keyof typeof SORT_COLUMNS;

export const NULLABLE_SORTS = new Set(['length', 'volume']);

/**
 * The order of a list; the id breaks ties so pages never overlap. Each order matches a
 * (column, id) partial index read forwards or backwards, so a page costs a short index walk.
 */
export function orderBy(q: {
  sortBy: TSortField;
  sortOrder: TSurfboardSearchQuery['sortOrder'];
}): SQL[] {
  const column = SORT_COLUMNS[q.sortBy];
  if (q.sortOrder === 'asc') return [asc(column), asc(surfboards.id)];
  return [desc(column), desc(surfboards.id)];
}

/** The column of the filters' range, if any: its index serves the capped count best. */
export function rangeColumn(
  filters: Omit<TSurfboardSearchQuery, 'page' | 'limit' | 'sortBy' | 'sortOrder'>,
) {
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) return surfboards.price;
  if (filters.minLength !== undefined || filters.maxLength !== undefined) return surfboards.length;
  if (filters.minVolume !== undefined || filters.maxVolume !== undefined) return surfboards.volume;
  return undefined;
}
