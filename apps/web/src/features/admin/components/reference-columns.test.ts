import { describe, expect, it } from 'vitest';
import { checkValues, toPayload, type ColumnDef } from './reference-columns';

const columns: ColumnDef<unknown>[] = [
  { key: 'title', label: 'שם', input: 'text', required: true },
  { key: 'brandRating', label: 'דירוג', input: 'rating' },
  { key: 'logo', label: 'לוגו', input: 'url' },
];

describe('reference table values', () => {
  it('names the empty required fields instead of saving silently', () => {
    expect(checkValues('brands', columns, { title: '   ' })).toBe('יש למלא: שם');
  });
  it('accepts a rating of 1 to 5 in whole steps and a web address for the logo', () => {
    expect(checkValues('brands', columns, { title: 'Lost', brandRating: '6' })).toMatch(/1 ל-5/);
    expect(checkValues('brands', columns, { title: 'Lost', brandRating: '2.5' })).toMatch(/1 ל-5/);
    expect(checkValues('brands', columns, { title: 'Lost', logo: 'lost logo' })).toMatch(/הלוגו/);
    expect(
      checkValues('brands', columns, {
        title: 'Lost',
        brandRating: '5',
        logo: 'https://x.example/l.png',
      }),
    ).toBeNull();
  });
  it('trims text and sends the rating as a number, or null when cleared', () => {
    expect(toPayload(columns, { title: '  Lost ', brandRating: '4', logo: '' })).toEqual({
      title: 'Lost',
      brandRating: 4,
      logo: '',
    });
    expect(toPayload(columns, { title: 'Lost', brandRating: '' }).brandRating).toBeNull();
  });
});
