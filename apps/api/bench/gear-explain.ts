// The plans of the gear bench's lists (gear.ts): each URL's count and page as the API runs them,
// gear lists as gear-service.ts and gear-repo.ts build them, board lists as browse-repo.ts does.
// A sequential scan of `surfboards` would grow with the table.
import { and, sql, type SQL } from 'drizzle-orm';
import { attributeOf } from '@galim/shared/listings/gear';
import { ZListingsQuery } from '@galim/shared/listings/form';
import type { TListingKind } from '@galim/shared/listings/kinds';
import { readGearQuery, type TGearFilterValue } from '@galim/shared/listings/read-query';
import { ZSurfboardSearchQuery } from '@galim/shared/surfboards/schemas';
import type { Db } from '../src/db/client';
import { surfboards } from '../src/db/schema';
import { orderBy as listOrder, rangeColumn } from '../src/modules/surfboards/browse-repo';
import { gearListParts } from '../src/modules/surfboards/gear-repo';
import { cappedMatches, COUNT_CAP } from '../src/modules/surfboards/list-totals';
import { filterConditions } from '../src/modules/surfboards/repo';
import { isPublicBoard } from '../src/modules/surfboards/visibility';
import { findByWords } from '../src/modules/search/text-search';

const COMMON_KEYS = new Set([
  'kind',
  'search',
  'condition',
  'brand',
  'minPrice',
  'maxPrice',
  'sort',
  'page',
  'limit',
]);

/** The kind's filters of a query, read as gear-service.ts's queryFilters reads them. */
function kindFilters(kind: TListingKind | null, params: Record<string, string>) {
  const filters: Record<string, TGearFilterValue> = {};
  for (const [param, text] of Object.entries(params)) {
    if (COMMON_KEYS.has(param) || !kind) continue;
    const bound = /^(.*)(Min|Max)$/.exec(param);
    const key = bound ? bound[1]! : param;
    const a = attributeOf(kind, key);
    if (!a) throw new Error(`${kind} has no attribute ${key}`);
    if (a.type === 'number') {
      const range = (filters[key] as { min: number; max: number } | undefined) ?? {
        min: a.min,
        max: a.max,
      };
      filters[key] = bound![2] === 'Min' ? { ...range, min: +text } : { ...range, max: +text };
    } else if (a.type === 'yesno') filters[key] = true;
    else filters[key] = text.split(',').map((v) => v.trim());
  }
  return filters;
}

/** The count and first page of GET /api/listings?… as gear-repo.ts's searchPublicListings. */
function gearStatements(db: Db, url: string): [string, SQL][] {
  const params = Object.fromEntries(new URL(url, 'http://x').searchParams);
  const q = ZListingsQuery.parse(params);
  const read = readGearQuery(q.search ?? '');
  const kind = q.kind ?? read.kind;
  const asked = kindFilters(kind, params);
  const filters = read.kind === kind ? { ...read.attributes, ...asked } : asked;
  const words = read.kind === kind || !q.kind ? read.text : (q.search ?? '');
  const { count, ids } = gearListParts(db, {
    kind,
    filters,
    words,
    condition: q.condition,
    brand: q.brand,
    minPrice: q.minPrice,
    maxPrice: q.maxPrice,
    sort: q.sort,
    page: q.page,
    limit: q.limit,
  });
  return [
    ['count', count],
    ['page', sql`${ids}`],
  ];
}

/** The count and page of GET /api/surfboards?… (no radius) as the reads bench checks them. */
function boardStatements(db: Db, url: string): [string, SQL][] {
  const query = Object.fromEntries(new URL(url, 'http://x').searchParams);
  const { page, limit, sortBy, sortOrder, ...filters } = ZSurfboardSearchQuery.parse(query);
  const where = and(isPublicBoard, ...filterConditions(filters));
  const sort = { sortBy: !sortBy || sortBy === 'distance' ? 'createdAt' : sortBy, sortOrder };
  const nullable = sort.sortBy === 'length' || sort.sortBy === 'volume';
  const pageWhere =
    nullable && sortOrder === 'desc'
      ? and(where, sql`${surfboards[sort.sortBy as 'length' | 'volume']} is not null`)
      : where;
  const ids = db
    .select({ id: surfboards.id })
    .from(surfboards)
    .where(pageWhere)
    .orderBy(...listOrder(sort))
    .limit(limit + 1)
    .offset((page - 1) * limit);
  const by = rangeColumn(filters);
  return [
    ['count', sql`select count(*) from (${cappedMatches(db, where, COUNT_CAP + 1, by)}) t`],
    ['page', sql`${ids}`],
  ];
}

/** The scans of `surfboards` in a plan, shortened: "Index Scan using surfboards_…_idx", "Bitmap Index Scan on surfboards_…_idx". */
function scansOf(plan: string): string[] {
  return [
    ...new Set(
      plan
        .split('\n')
        .filter((l) => /Scan/.test(l) && /surfboards|Bitmap Index Scan/.test(l))
        .map((l) =>
          l
            .trim()
            .replace(/^->\s*/, '')
            .replace(/\s+\(cost.*$/, '')
            .replace(/ on surfboards(\s.*)?$/, ''),
        ),
    ),
  ];
}

/**
 * EXPLAIN of every URL's count and page: prints the scans of each, and returns the URLs (with
 * the statement) whose plan reads `surfboards` sequentially.
 */
export async function seqScansOf(
  db: Db,
  urls: string[],
  show: boolean,
): Promise<{ bad: string[]; lines: string[] }> {
  const bad: string[] = [];
  const lines: string[] = [];
  for (const u of urls) {
    const statements = u.startsWith('/api/surfboards')
      ? boardStatements(db, u)
      : gearStatements(db, u);
    const parts: string[] = [];
    // A text search is planned as gear-repo.ts and browse-repo.ts run it: by the words' index.
    const words = new URL(u, 'http://x').searchParams.has('search');
    for (const [what, statement] of statements) {
      const res = (await db.transaction(async (tx) => {
        if (words) await findByWords(tx as unknown as Db, true);
        return tx.execute(sql`explain ${statement}`);
      })) as unknown as { rows: Record<string, string>[] };
      const plan = res.rows.map((row) => Object.values(row)[0]).join('\n');
      if (/Seq Scan on surfboards/.test(plan)) {
        bad.push(`${u} (${what})`);
        if (show) console.log(`${u} (${what})\n${plan}`);
      }
      parts.push(`${what}: ${scansOf(plan).join('; ')}`);
    }
    lines.push(`  ${decodeURIComponent(u)}\n      ${parts.join(' | ')}`);
  }
  return { bad, lines };
}
