import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every interface text comes from the language tables under i18n/, so that a second language is
// one more table, not a hunt through components (issue 46). Comments may quote Hebrew; strings,
// templates and JSX text outside i18n/ may not.

const SRC = path.resolve(import.meta.dirname, '..');

/** Data, not interface text: the demo accounts' names as the seed gives them. */
const DATA = new Set(['features/auth/components/dev-login-panel.tsx']);

const HEBREW = /[\u0590-\u05FF]/;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'i18n' || entry.name === 'test' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The Hebrew texts a file's code holds (string literals, templates, JSX text), with lines. */
function hebrewTexts(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateLiteralToken(node) ||
        ts.isJsxText(node)) &&
      HEBREW.test(node.text)
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${line + 1}: ${node.text.trim()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('interface texts', () => {
  it('come from the language tables, never written in a component', () => {
    const files = sources(SRC);
    expect(files.length).toBeGreaterThan(100);
    const outside = Object.fromEntries(
      files
        .filter((file) => !DATA.has(path.relative(SRC, file).split(path.sep).join('/')))
        .map((file) => [path.relative(SRC, file), hebrewTexts(file)] as const)
        .filter(([, texts]) => texts.length > 0),
    );
    expect(outside).toEqual({});
  });

  it('are found when a component writes one', () => {
    const file = path.join(SRC, 'components/ui/breadcrumb.tsx');
    expect(hebrewTexts(file)).toEqual([]);
    const written = path.join(import.meta.dirname, '.written-text.tsx');
    fs.writeFileSync(
      written,
      "export const A = () => <p title={'שלום'}>גלים {`ב־${1}`}</p>; // הערה\n",
    );
    try {
      expect(hebrewTexts(written)).toEqual(['1: שלום', '1: גלים', '1: ב־']);
    } finally {
      fs.rmSync(written);
    }
  });
});
