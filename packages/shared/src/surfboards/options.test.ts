import { describe, expect, it } from 'vitest';
import { SURFBOARD_FILTER_KEYS } from './options';
import { ZSurfboardSearchQuery } from './schemas';

describe('the filter keys the URL carries', () => {
  it("are the search query schema's fields less paging, in the same order", () => {
    const fields = Object.keys(ZSurfboardSearchQuery.shape).filter(
      (k) => k !== 'page' && k !== 'limit',
    );
    expect([...SURFBOARD_FILTER_KEYS]).toEqual(fields);
  });
});
