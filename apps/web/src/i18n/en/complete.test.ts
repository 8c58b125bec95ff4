import { describe, expect, it } from 'vitest';
import { tableTexts } from '../../test/table-texts';

// The English build reads i18n/en/<file> wherever the Hebrew one reads i18n/he/<file>
// (pwa/language.ts, decision 051): each table must be there, with every export, and English
// pages must not show Hebrew interface text. Each table's keys and arguments are held equal to
// the Hebrew ones by the type check (Translation<typeof he.x>).

const hebrew = import.meta.glob<Record<string, unknown>>(['../he/*.ts', '!../he/*.test.ts'], {
  eager: true,
});
const english = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], {
  eager: true,
});
const englishSource = import.meta.glob<string>(['./*.ts', '!./*.test.ts'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

describe('English tables', () => {
  const files = Object.keys(hebrew).map((file) => file.replace('../he/', ''));

  it.each(files)('%s has an English table', (file) => {
    const he = hebrew[`../he/${file}`]!;
    const en = english[`./${file}`];
    expect(en, `i18n/en/${file} is missing`).toBeDefined();
    expect(Object.keys(en!).sort()).toEqual(Object.keys(he).sort());
  });

  it('has no Hebrew in what English pages show', () => {
    const hebrewText = /[\u0590-\u05FF]/;
    for (const [file, module] of Object.entries(english)) {
      const found = tableTexts(module).filter((t) => hebrewText.test(t));
      expect(found, file).toEqual([]);
      // Comments may name Hebrew words; code and strings may not.
      const code = englishSource[file]!.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
      expect(hebrewText.test(code), file).toBe(false);
    }
  });
});
