import { describe, expect, it } from 'vitest';
import { filterProblem } from './filters';

describe('filterProblem', () => {
  it('takes a kind’s own options, ranges and yes', () => {
    expect(filterProblem('wetsuit', { thickness: ['4/3', '5/4'], size: ['M'] })).toBeNull();
    expect(filterProblem('leash', { length: { min: 6, max: 9 } })).toBeNull();
  });

  it('names the first thing wrong', () => {
    expect(filterProblem('wetsuit', { thickness: ['9/9'] })).toEqual({
      code: 'LISTING_UNKNOWN_OPTION',
      field: 'thickness',
    });
    expect(filterProblem('wetsuit', { system: ['fcs'] })).toEqual({
      code: 'LISTING_ATTRIBUTE_OTHER_KIND',
      field: 'system',
    });
    expect(filterProblem('wetsuit', { colour: ['red'] })).toEqual({
      code: 'LISTING_UNKNOWN_ATTRIBUTE',
      field: 'colour',
    });
    expect(filterProblem('leash', { length: { min: 6, max: 40 } })).toMatchObject({
      code: 'LISTING_OUT_OF_RANGE',
      field: 'length',
      min: 5,
      max: 12,
    });
    expect(filterProblem('wetsuit', { size: { min: 1, max: 2 } })).toEqual({
      code: 'LISTING_WRONG_TYPE',
      field: 'size',
    });
  });
});
