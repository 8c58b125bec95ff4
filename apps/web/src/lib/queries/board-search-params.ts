import { ZSurfboardSearchQuery } from '@galim/shared/surfboards/schemas';
import { filtersFromSearch } from '../search-params';
import { withSensiblePlace } from '../near-params';
import { FILTER_KEYS, type TBoardFilters } from './board-search';

/** The filters found in a URL query, each checked by the API's schema (see filtersFromSearch). */
export function filtersFromParams(params: URLSearchParams): TBoardFilters {
  return withSensiblePlace(filtersFromSearch(ZSurfboardSearchQuery.shape, params, FILTER_KEYS));
}
