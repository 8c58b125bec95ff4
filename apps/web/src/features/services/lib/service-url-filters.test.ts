import { describe, expect, it } from 'vitest';
import { SERVICE_FILTER_KEYS } from '../api/services-api';
import { ZServiceFilters, serviceFiltersFrom } from './service-url-filters';

describe('/services URL filters', () => {
  it('the page knows exactly the query fields its schema checks', () => {
    expect([...SERVICE_FILTER_KEYS].sort()).toEqual(ZServiceFilters.keyof().options.sort());
  });

  it('keeps what the API accepts and drops the rest', () => {
    expect(
      serviceFiltersFrom(new URLSearchParams('type=surf-instructor&rating=9&page=2&city=+')),
    ).toEqual({ type: 'surf-instructor', page: 2 });
  });
});
