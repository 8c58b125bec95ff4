import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/code-map.md has one row per API module and web feature (issue 52): its homes, the domain
// events it publishes and hears, and its jobs. The table is read here and held to the tree: a
// module or feature folder without a row, a home that does not exist, or an event or job the
// code has and the row does not (or the other way) fails by name.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const MODULES = path.join(ROOT, 'apps/api/src/modules');
const FEATURES = path.join(ROOT, 'apps/web/src/features');
const MAP = fs.readFileSync(path.join(ROOT, 'docs/code-map.md'), 'utf8');

interface Row {
  name: string;
  api: string[];
  web: string[];
  shared: string[];
  publishes: string[];
  hears: string[];
  jobs: string[];
}

/** The `code` spans of a cell; an empty cell ("–") has none. */
const spans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

/** The rows of the table under "## Modules and features". */
function rows(): Row[] {
  const section = MAP.split(/^## /m).find((s) => s.startsWith('Modules and features'));
  if (!section) throw new Error('docs/code-map.md has no "## Modules and features" section');
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const cells = line.split('|').slice(1, -1);
      const [name, api, web, shared, publishes, hears, jobs] = cells.map(spans);
      return {
        name: name![0]!,
        api: api!,
        web: web!,
        shared: shared!,
        publishes: publishes!,
        hears: hears!,
        jobs: jobs!,
      };
    });
}

const folders = (dir: string) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();

/** The source of a folder's product files (tests aside), joined. */
function sourceOf(dir: string): string {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => fs.readFileSync(path.join(e.parentPath, e.name), 'utf8'))
    .join('\n');
}

const unique = (values: string[]) => [...new Set(values)].sort();

/** What the code in a row's API folders publishes, hears and defines as jobs. */
function wiring(row: Row) {
  const code = row.api
    .filter((p) => p.endsWith('/'))
    .map((p) => sourceOf(path.join(ROOT, 'apps/api/src', p)))
    .join('\n');
  const publishes = unique(
    [...code.matchAll(/\bpublish\(\s*'([A-Za-z]+\.[A-Za-z]+)'/g)].map((m) => m[1]!),
  );
  const hears = unique([...code.matchAll(/\bon\(\s*'([A-Za-z]+\.[A-Za-z]+)'/g)].map((m) => m[1]!));
  const constants = new Map(
    [...code.matchAll(/const ([A-Z_]+) = '([a-z-]+)'/g)].map((m) => [m[1]!, m[2]!]),
  );
  const jobs = unique(
    [...code.matchAll(/\.define(?:<[^(]*>)?\(\s*(?:'([a-z-]+)'|([A-Z_]+))/g)].map(
      (m) => m[1] ?? constants.get(m[2]!) ?? m[2]!,
    ),
  );
  return { publishes, hears, jobs };
}

describe('the code map', () => {
  const table = rows();
  const byApi = (module: string) => table.find((r) => r.api.includes(`modules/${module}/`));

  it('has a row for every API module', () => {
    const missing = folders(MODULES).filter((m) => !byApi(m));
    expect(missing, 'modules without a row').toEqual([]);
  });

  it('has a row for every web feature', () => {
    const missing = folders(FEATURES).filter(
      (f) => !table.some((r) => r.web.includes(`features/${f}/`)),
    );
    expect(missing, 'features without a row').toEqual([]);
  });

  it('names homes that exist', () => {
    const homes = table.flatMap((r) => [
      ...r.api.map((p) => `apps/api/src/${p}`),
      ...r.web.map((p) => `apps/web/src/${p}`),
      ...r.shared.map((p) => `packages/shared/src/${p}`),
    ]);
    expect(homes.filter((p) => !fs.existsSync(path.join(ROOT, p)))).toEqual([]);
  });

  it.each(folders(MODULES))('says what %s publishes, hears and runs as jobs', (module) => {
    const row = byApi(module);
    expect(row).toBeDefined();
    expect({
      publishes: unique(row!.publishes),
      hears: unique(row!.hears),
      jobs: unique(row!.jobs),
    }).toEqual(wiring(row!));
  });
});
