import type { CheckedReport } from '@galim/shared/forecast/accuracy';
import { SPOTS, type SurfSpot } from '@galim/shared/forecast/spots';
import { createStaleCache, type CacheResult, type SharedStore } from './cache';
import { UpstreamError } from './client';
import { demoModelResults } from './demo';
import { issuePeriod, keptRows, KEEP_DAYS, MODELS_REFRESH_MS, type KeptRow } from './kept';
import {
  fetchModels,
  MODELS_TIMEOUT_MS,
  type ModelResult,
  type ModelsClientOptions,
  type ModelsForecast,
} from './models-client';

// Every model's forecast for every spot (issue 54, decision 056): refreshed for all spots at once
// every 3 hours by the `forecast-models` job, which also keeps the wave models' hours as forecast
// (kept.ts) and prunes the old ones; the forecast answer reads a spot's copy from the same cache
// (shared between processes through Redis, like the forecast itself). A process that has no copy
// yet (it started after the last refresh, with no Redis) loads that one spot itself. A model that
// failed is marked so at its spots and hides nothing of the others.

/** A spot's copy stays fresh a little longer than the refresh period, so the job renews it first. */
export const MODELS_FRESH_MS = MODELS_REFRESH_MS + 30 * 60 * 1000;
/** After a failed load an older copy is served this long (its 16 days still say something). */
export const MODELS_STALE_MS = 24 * 60 * 60 * 1000;

export interface SpotModels {
  /** Each model's series, or why there is none. */
  results: Record<string, ModelResult>;
  /** The wave model Galim's line leans on at the spot (decision 056), or null: the median. */
  lean: string | null;
}

/** What the models refresh writes to and reads from the database (repo.ts, bound to it). */
export interface KeptStore {
  keep(rows: readonly KeptRow[], issuedAt: Date): Promise<{ written: number; replaced: number }>;
  prune(before: Date): Promise<number>;
  /** Per spot, the model its line may lean on now (bestModel over the last 90 days). */
  leans(spotIds: readonly string[], nowMs: number): Promise<Record<string, string | null>>;
  /** The spots' reports of the last 90 days, each with its kept forecasts (accuracy.ts). */
  checked(spotIds: readonly string[], nowMs: number): Promise<CheckedReport[]>;
}

export interface ModelsSourceOptions {
  marineUrl: string;
  weatherUrl: string;
  apiKey?: string;
  demo: boolean;
  now?: () => number;
  /** A spot loaded for a request: each request's timeout (the forecast's own). */
  timeoutMs: number;
  /** The refresh job's requests (MODELS_TIMEOUT_MS unless said). */
  refreshTimeoutMs?: number;
  shared?: SharedStore<SpotModels>;
  kept?: KeptStore;
  /** The spots refreshed (every spot unless said). */
  places?: readonly SurfSpot[];
  /** Told of every several-models request (for /metrics). */
  onRequests?: (requests: ModelsForecast['requests']) => void;
}

export interface ModelsRefresh {
  issuedAt: string;
  requests: number;
  failedRequests: number;
  /** Kept rows written, earlier issues they replaced, and rows pruned. */
  kept: number;
  replaced: number;
  pruned: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function createModelsSource(opts: ModelsSourceOptions) {
  const now = opts.now ?? Date.now;
  const places = opts.places ?? SPOTS;
  const cache = createStaleCache<SpotModels>({
    freshMs: MODELS_FRESH_MS,
    staleMs: MODELS_STALE_MS,
    now,
    canServeStale: (err) => err instanceof UpstreamError,
    shared: opts.shared,
  });

  async function fetchAll(spots: readonly SurfSpot[], timeoutMs: number): Promise<ModelsForecast> {
    if (opts.demo) {
      return {
        spots: Object.fromEntries(spots.map((s) => [s.id, demoModelResults(s, now())])),
        requests: [],
      };
    }
    const clientOptions: ModelsClientOptions = {
      marineUrl: opts.marineUrl,
      weatherUrl: opts.weatherUrl,
      apiKey: opts.apiKey,
      timeoutMs,
    };
    const answer = await fetchModels(spots, clientOptions);
    opts.onRequests?.(answer.requests);
    return answer;
  }

  async function leans(spotIds: readonly string[]): Promise<Record<string, string | null>> {
    if (!opts.kept || opts.demo) return {};
    return opts.kept.leans(spotIds, now());
  }

  /** One spot loaded for a request; only failures throw (so an older copy can be served). */
  async function loadSpot(spot: SurfSpot): Promise<SpotModels> {
    const answer = await fetchAll([spot], opts.timeoutMs);
    const results = answer.spots[spot.id] ?? {};
    const failed = Object.values(results).filter((r) => r.status === 'failed');
    if (failed.length === Object.keys(results).length) {
      throw new UpstreamError('network', `every model failed at ${spot.id}`);
    }
    const lean = await leans([spot.id]).catch((): Record<string, string | null> => ({}));
    return { results, lean: lean[spot.id] ?? null };
  }

  /** A spot's models from the cache (or loaded now); null when none can be had. */
  async function forSpot(spot: SurfSpot): Promise<CacheResult<SpotModels> | null> {
    try {
      return await cache.get(spot.id, () => loadSpot(spot));
    } catch {
      return null;
    }
  }

  /**
   * Every model for every spot: the cache renewed, the wave models' hours kept, rows past
   * KEEP_DAYS pruned. The job's handler; what it returns is recorded with the run.
   */
  async function refresh(): Promise<ModelsRefresh> {
    const startedMs = now();
    const answer = await fetchAll(places, opts.refreshTimeoutMs ?? MODELS_TIMEOUT_MS);
    const issuedAt = new Date(issuePeriod(startedMs));
    let written = { written: 0, replaced: 0 };
    let pruned = 0;
    if (opts.kept && !opts.demo) {
      written = await opts.kept.keep(keptRows(answer, places, startedMs), issuedAt);
      pruned = await opts.kept.prune(new Date(startedMs - KEEP_DAYS * DAY_MS));
    }
    const lean = await leans(places.map((p) => p.id));
    for (const spot of places) {
      const results = answer.spots[spot.id] ?? {};
      const failed = Object.values(results).filter((r) => r.status === 'failed').length;
      // A spot every model failed at keeps the copy it had (served stale, then gone).
      if (failed === Object.keys(results).length) continue;
      await cache.put(spot.id, { results, lean: lean[spot.id] ?? null });
    }
    return {
      issuedAt: issuedAt.toISOString(),
      requests: answer.requests.length,
      failedRequests: answer.requests.filter((r) => r.result === 'error').length,
      kept: written.written,
      replaced: written.replaced,
      pruned,
    };
  }

  return { forSpot, refresh, clear: () => cache.clear() };
}
export type ModelsSource = ReturnType<typeof createModelsSource>;
