// The measuring loop the list benches share (run.ts's board reads, gear.ts's listings of every
// kind): each mix of URLs under autocannon for BENCH_SECONDS with BENCH_CONNECTIONS, with what
// the read cache answered of it.
import autocannon from 'autocannon';
import type { ReadCache } from '../src/lib/read-cache';

export const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

export type MixResult = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Share of the mix's reads the read cache answered; null: none went through it. */
  cacheHits: number | null;
  /** Rows of pages taken from the read cache's rows by id (the rest read). */
  rowHits: number | null;
};

type CacheStats = { hits: number; misses: number; bypassed: number };
function hitShare(before: CacheStats, after: CacheStats): number | null {
  const hits = after.hits - before.hits;
  const all = hits + after.misses - before.misses + after.bypassed - before.bypassed;
  return all ? hits / all : null;
}

/**
 * Every URL once (so that first-query costs stay out of the figures), then each mix in turn: a
 * mix named in `generated` asks a new URL of it on every request, the others go round their URLs.
 */
export async function measureMixes(
  base: string,
  readCache: Pick<ReadCache, 'stats' | 'rowStats'>,
  mixes: Record<string, string[]>,
  generated: Record<string, () => string> = {},
): Promise<MixResult[]> {
  for (const urls of Object.values(mixes)) {
    for (const u of urls) {
      const res = await fetch(base + u);
      if (!res.ok) throw new Error(`${u} answered ${res.status}: ${await res.text()}`);
    }
  }
  const results: MixResult[] = [];
  for (const [name, urls] of Object.entries(mixes)) {
    let n = 0;
    const before = { ...readCache.stats };
    const rowsBefore = { ...readCache.rowStats, bypassed: 0 };
    const out = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => ({
            ...req,
            path: generated[name]?.() ?? urls[n++ % urls.length]!,
          }),
        },
      ],
    });
    results.push({
      name,
      rps: out.requests.average,
      p50: out.latency.p50,
      p99: out.latency.p99,
      errors: out.errors + out.non2xx + out.timeouts,
      cacheHits: hitShare(before, readCache.stats),
      rowHits: hitShare(rowsBefore, { ...readCache.rowStats, bypassed: 0 }),
    });
  }
  return results;
}
