import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// No API source file over 450 lines: a file that grows past it holds several concerns and is
// split by them (surfboards/*-routes.ts, alerts/*-routes.ts, plugins/jobs/, db/tables/). Tests
// may be longer. The drizzle migrations are generated and sit outside src/.

const MAX_LINES = 450;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function longFiles(dir: string, max = MAX_LINES): string[] {
  return sourceFiles(dir)
    .map((path) => ({ path, lines: readFileSync(path, 'utf8').split('\n').length - 1 }))
    .filter((f) => f.lines > max)
    .map((f) => `${relative(dir, f.path)}: ${f.lines} lines`);
}

describe('API source files', () => {
  it(`are at most ${MAX_LINES} lines each`, () => {
    expect(longFiles(import.meta.dirname)).toEqual([]);
  });
});
