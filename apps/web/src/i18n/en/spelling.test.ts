import { describe, expect, it } from 'vitest';
import { tableTexts } from '../../test/table-texts';

// The English pages spell British English throughout (favourites, colour, centre, metres): a
// board's heart and a service's heart must not say "favourites" on one page and "favorites" on
// the next.

const tables = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], {
  eager: true,
});

const AMERICAN = /\b(favorit\w*|color\w*|centers?|meters?|gray)\b/i;

describe('English spelling', () => {
  it.each(Object.keys(tables))('%s spells British English', (file) => {
    const found = tableTexts(tables[file]).filter((t) => AMERICAN.test(t));
    expect(found).toEqual([]);
  });
});
