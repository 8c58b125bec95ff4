import { desc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { surfboards } from '../../db/schema';

// The totals above board lists: a capped count on every request, and above the cap a figure
// kept per filter set and per database handle (the board lists in browse-repo.ts ask for it).

/**
 * Totals never cost more than counting COUNT_CAP rows on a request: a count stops at
 * COUNT_CAP + 1 matching rows. Small totals, 0 included, are always exact and fresh. Above
 * that the total comes from a cache per filter set:
 * - first the planner's estimate (constant cost, never below COUNT_CAP + 1);
 * - an exact count, which reads every match and so grows with the table, only for a filter set
 *   still asked for ESTIMATE_TTL_MS later, and then at most every EXACT_TTL_MS: in the
 *   background, one per key at a time (single flight), the old figure served meanwhile
 *   (stale-while-revalidate). A search asked for once never pays for one.
 */
const COUNT_CAP = 1000;
export const ESTIMATE_TTL_MS = 30_000;
const EXACT_TTL_MS = 5 * 60_000;
const TOTALS_MAX_KEYS = 500;
interface CachedTotal {
  total: number;
  at: number;
  exact: boolean;
  refreshing?: Promise<void>;
}
/** Per database handle, so two app instances in one process never share totals. */
const totalsCaches = new WeakMap<Db, Map<string, CachedTotal>>();

/**
 * What a capped count reads: at most COUNT_CAP + 1 matching boards, newest first. The order is
 * the public (created_at, id) partial index's, so the planner walks that index (public boards
 * only, however many sold or archived ones the table holds) or a filter's own index and stops
 * at the cap; without it, it would scan the table until the cap, or all of it for a filter
 * that matches few boards.
 */
export function cappedMatches(tx: Db, where: SQL | undefined) {
  return tx
    .select({ one: sql`1`.as('one') })
    .from(surfboards)
    .where(where)
    .orderBy(desc(surfboards.createdAt), desc(surfboards.id))
    .limit(COUNT_CAP + 1);
}

async function cappedCount(tx: Db, where: SQL | undefined): Promise<number> {
  const matching = cappedMatches(tx, where).as('matching');
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(matching);
  return row?.n ?? 0;
}

/** The planner's row estimate for the filters: constant cost, whatever the table size. */
async function estimatedCount(tx: Db, where: SQL | undefined): Promise<number> {
  const query = tx.select({ id: surfboards.id }).from(surfboards).where(where);
  const { sql: text, params } = query.toSQL();
  const inlined = text.replace(/\$(\d+)/g, (_, i: string) => {
    const v = params[Number(i) - 1];
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    if (v === null || v === undefined) return 'null';
    return `'${String(v instanceof Date ? v.toISOString() : v).replace(/'/g, "''")}'`;
  });
  const result = await tx.execute(sql.raw(`explain (format json) ${inlined}`));
  const rows = (result as unknown as { rows?: Record<string, unknown>[] }).rows ?? [];
  const plan = rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as
    { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  return Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

export async function countOf(
  db: Db,
  tx: Db,
  where: SQL | undefined,
  cacheKey: string | null,
  recount: boolean,
): Promise<number> {
  const capped = await cappedCount(tx, where);
  if (capped <= COUNT_CAP) return capped;
  const atLeast = COUNT_CAP + 1;

  let totalsCache = totalsCaches.get(db);
  if (!totalsCache) {
    totalsCache = new Map();
    totalsCaches.set(db, totalsCache);
  }
  const key =
    cacheKey ?? `where:${JSON.stringify(db.select().from(surfboards).where(where).toSQL())}`;
  let entry = totalsCache.get(key);
  if (!entry) {
    if (totalsCache.size >= TOTALS_MAX_KEYS) totalsCache.clear();
    const estimate = await estimatedCount(tx, where).catch(() => atLeast);
    entry = { total: Math.max(atLeast, estimate), at: Date.now(), exact: false };
    totalsCache.set(key, entry);
  }
  // Search texts need their transaction's trigram settings: estimates only, no recount.
  const age = Date.now() - entry.at;
  if (recount && age >= (entry.exact ? EXACT_TTL_MS : ESTIMATE_TTL_MS) && !entry.refreshing) {
    const current = entry;
    current.refreshing = db
      .select({ total: sql<number>`count(*)::int` })
      .from(surfboards)
      .where(where)
      .then(([row]) => {
        current.total = Math.max(atLeast, row?.total ?? 0);
        current.at = Date.now();
        current.exact = true;
      })
      .catch(() => {
        // keep the previous figure; the next request tries again
      })
      .finally(() => {
        current.refreshing = undefined;
      });
  }
  return Math.max(atLeast, entry.total);
}
