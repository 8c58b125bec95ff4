import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// The size cap of every package's source (issue 52): a file that grows past it holds several
// concerns and is split by them. Tests may be longer. For the packages' own size tests only.

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The source files under `dir` (tests aside) over `max` lines, as "path: n lines". */
export function longSourceFiles(dir: string, max: number): string[] {
  return sourceFiles(dir)
    .map((path) => ({ path, lines: readFileSync(path, 'utf8').split('\n').length - 1 }))
    .filter((f) => f.lines > max)
    .map((f) => `${relative(dir, f.path)}: ${f.lines} lines`);
}
