import { describe, expect, it } from 'vitest';

// The English pages spell British English throughout (favourites, colour, centre, metres): a
// board's heart and a service's heart must not say "favourites" on one page and "favorites" on
// the next.

const tables = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], {
  eager: true,
});

/** Every text in a table, functions called with sample arguments. */
function texts(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'function') {
    try {
      texts((value as (...a: unknown[]) => unknown)(2, 3, 4), out);
    } catch {
      // A function that needs real arguments (an object).
    }
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) texts(v, out);
  }
  return out;
}

const AMERICAN = /\b(favorit\w*|color\w*|centers?|meters?|gray)\b/i;

describe('English spelling', () => {
  it.each(Object.keys(tables))('%s spells British English', (file) => {
    const found = texts(tables[file]).filter((t) => AMERICAN.test(t));
    expect(found).toEqual([]);
  });
});
