import { Skeleton } from '../ui/skeleton';
import { useUrlFilters } from '../../lib/url-filters';
import { FILTER_KEYS, type TBoardFilters } from '../../lib/queries/board-search';

const NO_FILTERS: TBoardFilters = {};
const loadParser = async () =>
  (await import('../../lib/queries/board-search-params')).filtersFromParams;

/**
 * The board filters of the URL (/surfboards, /stores), checked by the search schema, which
 * loads only for a URL with filters; undefined while it loads (see useUrlFilters).
 */
export function useBoardUrlFilters(params: URLSearchParams): TBoardFilters | undefined {
  return useUrlFilters(params, FILTER_KEYS, loadParser, NO_FILTERS);
}

/** The filters' and list's place while that check loads (a link with filters, first visit). */
export function BoardListLoading() {
  return (
    <div className="mt-6 flex flex-col gap-4" aria-busy="true">
      <Skeleton className="h-10 w-40" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
