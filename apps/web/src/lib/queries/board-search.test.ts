import { describe, expect, it } from 'vitest';
import { filtersToParams, sortOptionOf } from './board-search';
import { filtersFromParams } from './board-search-params';

describe('board filters in the URL', () => {
  it('keeps the filters the search API accepts, as the strings they are', () => {
    const params = new URLSearchParams(
      'search=+פאן+&brand=' + 'a'.repeat(24) + '&condition=good&minPrice=500&sortBy=price&page=3',
    );
    expect(filtersFromParams(params)).toEqual({
      search: 'פאן',
      brand: 'a'.repeat(24),
      condition: 'good',
      minPrice: '500',
      sortBy: 'price',
    });
  });

  it('drops what the API would refuse: unknown options, bad ids, numbers out of range', () => {
    const params = new URLSearchParams(
      'condition=mystery&brand=nope&minPrice=-5&maxLength=99&fitLevel=beginner&colour=red',
    );
    expect(filtersFromParams(params)).toEqual({ fitLevel: 'beginner' });
  });

  it('writes back the same filters and reads the sort', () => {
    const filters = { maxPrice: '2000', sortBy: 'price', sortOrder: 'asc' };
    expect(filtersFromParams(filtersToParams(filters))).toEqual(filters);
    expect(sortOptionOf(filters)).toBe('price-asc');
    expect(sortOptionOf({ sortBy: 'colour' })).toBe('createdAt-desc');
  });
});
