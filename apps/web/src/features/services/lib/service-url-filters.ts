import { SERVICE_TYPES } from '@galim/shared/services/options';
import { ZServiceQuery } from '@galim/shared/services/schemas';
import { filtersFromSearch } from '../../../lib/search-params';
import { withSensiblePlace } from '../../../lib/near-params';
import {
  SERVICE_FILTER_KEYS,
  type ServiceFilters,
  type TServiceFilterKey,
} from '../api/services-api';

/** The URL filters /services offers, as fields of the API's query (ZServiceQuery). */
export const ZServiceFilters = ZServiceQuery.pick(
  Object.fromEntries(SERVICE_FILTER_KEYS.map((key) => [key, true])) as Record<
    TServiceFilterKey,
    true
  >,
);

/** The filters and page of a /services URL, each checked by the API's schema. */
export function serviceFiltersFrom(params: URLSearchParams): ServiceFilters {
  const { type, ...filters } = withSensiblePlace(
    filtersFromSearch(ZServiceFilters.shape, params),
    false,
  );
  const page = ZServiceQuery.shape.page.safeParse(params.get('page') ?? undefined).data;
  return {
    ...filters,
    type: SERVICE_TYPES.find((t) => t === type),
    page: page && page > 1 ? page : undefined,
  };
}
