import { FALLBACK_SPOT_ID, findSpot, SPOTS, type SurfSpot } from '@galim/shared/forecast/spots';
import type {
  TForecast,
  TForecastAccuracy,
  TRanking,
  TRankingEntry,
} from '@galim/shared/forecast/schemas';
import type { Config } from '../../config';
import { apiError, AppError } from '../../lib/errors';
import { createStaleCache, type SharedStore } from './cache';
import { fetchMarine, fetchWeather, UpstreamError, type OpenMeteoOptions } from './client';
import { ACCURACY_MODELS, accuracyAnswer } from './accuracy';
import { demoResponses } from './demo';
import { createModelsSource, type KeptStore, type SpotModels } from './models';
import type { Language } from '@galim/shared/i18n/languages';
import {
  bestOf,
  daylightHours,
  localTime,
  mergeForecast,
  withLine,
  type MergedForecast,
} from './merge';
import { modelsAnswer } from './models-answer';

export const FRESH_MS = 30 * 60 * 1000;
export const STALE_MS = 6 * 60 * 60 * 1000;
export const UPSTREAM_TIMEOUT_MS = 8000;
/** Consecutive hours around the best one scoring at least this share of it form its window. */
export const WINDOW_SHARE = 0.85;

export interface ForecastServiceOptions extends OpenMeteoOptions {
  demo: boolean;
  freshMs?: number;
  staleMs?: number;
  now?: () => number;
  /** Told of every Open-Meteo request and cache look-up (for /metrics). */
  onUpstream?: (
    api: 'marine' | 'weather' | 'marine-models' | 'wind-models',
    result: 'ok' | 'error',
  ) => void;
  onCache?: (result: 'hit' | 'miss' | 'stale') => void;
  /** Shares cached forecasts and the single flight with other API processes (Redis). */
  shared?: SharedStore<MergedForecast | 'no-marine-data'>;
  /** Called after fresh upstream data was loaded (the surf-alerts job follows refreshes). */
  onRefresh?: () => void;
  /** Shares every spot's several models with other API processes (Redis). */
  sharedModels?: SharedStore<SpotModels>;
  /** Where the models refresh keeps forecasts and reads the reports that check them. */
  kept?: KeptStore;
  /** The models refresh's own timeout per request (models-client's unless said). */
  modelsTimeoutMs?: number;
}

export function forecastOptionsFromConfig(config: Config): ForecastServiceOptions {
  return {
    marineUrl: config.openMeteo.marineUrl,
    weatherUrl: config.openMeteo.weatherUrl,
    apiKey: config.openMeteo.apiKey,
    demo: config.openMeteo.demo,
    timeoutMs: UPSTREAM_TIMEOUT_MS,
  };
}

export function createForecastService(opts: ForecastServiceOptions) {
  const now = opts.now ?? Date.now;
  const cache = createStaleCache<MergedForecast | 'no-marine-data'>({
    freshMs: opts.freshMs ?? FRESH_MS,
    staleMs: opts.staleMs ?? STALE_MS,
    now,
    canServeStale: (err) => err instanceof UpstreamError,
    // Past the spot's midnight a copy begins with yesterday and holds a day too few: load anew.
    isCurrent: (v) =>
      v === 'no-marine-data' ||
      !v.days[0] ||
      v.days[0].date >= localTime(now(), v.utcOffsetSeconds).slice(0, 10),
    shared: opts.shared,
  });
  const models = createModelsSource({
    marineUrl: opts.marineUrl,
    weatherUrl: opts.weatherUrl,
    apiKey: opts.apiKey,
    demo: opts.demo,
    now,
    timeoutMs: opts.timeoutMs,
    refreshTimeoutMs: opts.modelsTimeoutMs,
    shared: opts.sharedModels,
    kept: opts.kept,
    onRequests: (requests) => {
      for (const r of requests) opts.onUpstream?.(`${r.api}-models`, r.result);
    },
  });

  async function load(
    spot: SurfSpot,
    announce: boolean,
  ): Promise<MergedForecast | 'no-marine-data'> {
    if (opts.demo) {
      const sample = demoResponses(spot, now());
      return mergeForecast(spot, sample.marine, sample.weather);
    }
    try {
      const counted = async <T>(api: 'marine' | 'weather', call: Promise<T>) => {
        try {
          const value = await call;
          opts.onUpstream?.(api, 'ok');
          return value;
        } catch (err) {
          opts.onUpstream?.(api, 'error');
          throw err;
        }
      };
      const [marine, weather] = await Promise.all([
        counted('marine', fetchMarine(spot, opts)),
        counted('weather', fetchWeather(spot, opts)),
      ]);
      const merged = mergeForecast(spot, marine, weather);
      if (announce) opts.onRefresh?.();
      return merged;
    } catch (err) {
      // "No sea data here" is an answer, not an outage: cache it like data.
      if (err instanceof UpstreamError && err.kind === 'no-marine-data') return 'no-marine-data';
      throw err;
    }
  }

  function spotOrThrow(spotId: string): SurfSpot {
    const spot = findSpot(spotId);
    if (!spot) throw apiError('SPOT_NOT_FOUND');
    return spot;
  }

  /**
   * A spot's forecast, from the cache or Open-Meteo. `silent`: a fresh download does not call
   * onRefresh (the surf-alerts job evaluates what it loads itself, so it does not queue itself).
   */
  async function forecast(
    spotId: string,
    { silent = false, language = 'he' as Language } = {},
  ): Promise<TForecast> {
    const spot = spotOrThrow(spotId);
    // The models load beside the forecast, each under its own timeout; they never fail it.
    const spotModels = models.forSpot(spot);
    let result;
    try {
      let loaded = false;
      result = await cache.get(spot.id, () => {
        loaded = true;
        return load(spot, !silent);
      });
      opts.onCache?.(result.stale ? 'stale' : loaded ? 'miss' : 'hit');
    } catch {
      throw apiError('FORECAST_UNAVAILABLE');
    }
    if (result.value === 'no-marine-data') throw apiError('NO_MARINE_DATA');
    const fromModels = modelsAnswer(
      spot,
      (await spotModels)?.value ?? null,
      result.value.utcOffsetSeconds,
      language,
    );
    const { heightAt, ...modelsPart } = fromModels;
    // Galim's own line carries the score (decision 056).
    const merged = withLine(spot, result.value, heightAt);
    const localNow = localTime(now(), merged.utcOffsetSeconds);
    // A copy kept while Open-Meteo is down may still begin with yesterday: the answer begins
    // with the spot's today.
    const today = localNow.slice(0, 10);
    return {
      spot: { ...spot },
      timezone: merged.timezone,
      localNow,
      fetchedAt: new Date(result.fetchedAt).toISOString(),
      stale: result.stale,
      demo: opts.demo,
      slots: merged.slots.filter((s) => s.time.slice(0, 10) >= today),
      days: merged.days.filter((d) => d.date >= today),
      ...modelsPart,
    };
  }

  async function rankingEntry(spot: SurfSpot): Promise<TRankingEntry & { stale: boolean }> {
    const summary = { id: spot.id, name: spot.name, nameHe: spot.nameHe, image: spot.image };
    const empty = {
      spot: summary,
      date: null,
      bestScore: null,
      stars: null,
      bestTime: null,
      window: null,
      waveHeight: null,
      windSpeed: null,
      stale: false,
    };
    let f: TForecast;
    try {
      f = await forecast(spot.id);
    } catch (err) {
      const code = err instanceof AppError ? err.code : null;
      return { ...empty, status: code === 'NO_MARINE_DATA' ? 'no-marine-data' : 'error' };
    }
    // The rest of today's daylight from the current hour; tomorrow's once today's is over.
    const nowHour = f.localNow.slice(0, 13);
    const daylight = (s: { time: string }) => {
      const [first, last] = daylightHours(f.days.find((d) => s.time.startsWith(d.date)));
      const h = Number(s.time.slice(11, 13));
      return h >= first && h <= last;
    };
    const today = f.localNow.slice(0, 10);
    let candidates = f.slots.filter(
      (s) => s.time.startsWith(today) && s.time.slice(0, 13) >= nowHour && daylight(s),
    );
    if (!candidates.length) {
      const next = f.slots.find((s) => s.time.slice(0, 10) > today)?.time.slice(0, 10);
      candidates = next ? f.slots.filter((s) => s.time.startsWith(next) && daylight(s)) : [];
    }
    const best = bestOf(candidates);
    if (!best) return { ...empty, status: 'ok', stale: f.stale };
    if (best.score === 0) {
      // Flat or out of the spot's swell window all day: ranked last among spots with data.
      return {
        ...empty,
        status: 'ok',
        date: best.time.slice(0, 10),
        bestScore: 0,
        stars: best.stars,
        waveHeight: best.waveHeight,
        windSpeed: best.windSpeed,
        stale: f.stale,
      };
    }
    const i = candidates.indexOf(best);
    let start = i;
    let end = i;
    const near = (k: number) => candidates[k]!.score >= best.score * WINDOW_SHARE;
    const hourOf = (k: number) => Number(candidates[k]!.time.slice(11, 13));
    while (start > 0 && hourOf(start - 1) === hourOf(start) - 1 && near(start - 1)) start -= 1;
    while (end < candidates.length - 1 && hourOf(end + 1) === hourOf(end) + 1 && near(end + 1))
      end += 1;
    const endHour = String(hourOf(end) + 1).padStart(2, '0');
    return {
      spot: summary,
      status: 'ok',
      date: best.time.slice(0, 10),
      bestScore: best.score,
      stars: best.stars,
      bestTime: best.time,
      window: { start: candidates[start]!.time, end: `${best.time.slice(0, 10)}T${endHour}:00` },
      waveHeight: best.waveHeight,
      windSpeed: best.windSpeed,
      stale: f.stale,
    };
  }

  async function ranking(): Promise<TRanking> {
    const entries = await Promise.all(SPOTS.map(rankingEntry));
    entries.sort((a, b) => {
      if ((a.bestScore === null) !== (b.bestScore === null)) return a.bestScore === null ? 1 : -1;
      return (b.bestScore ?? 0) - (a.bestScore ?? 0) || a.spot.name.localeCompare(b.spot.name);
    });
    return {
      demo: opts.demo,
      stale: entries.some((e) => e.stale),
      spots: entries.map(({ stale: _stale, ...e }) => e),
    };
  }

  /** How each model did at a spot against its beach reports (decision 056). */
  async function accuracy(
    spotId: string,
    { model, language = 'he' as Language }: { model?: string; language?: Language } = {},
  ): Promise<TForecastAccuracy> {
    const spot = spotOrThrow(spotId);
    if (model !== undefined && !(ACCURACY_MODELS as readonly string[]).includes(model)) {
      throw apiError('UNKNOWN_FORECAST_MODEL');
    }
    const nowMs = now();
    const reports = opts.kept ? await opts.kept.checked([spot.id], nowMs) : [];
    return accuracyAnswer(reports, spot.id, nowMs, language, model);
  }

  return {
    spots: () => SPOTS.map((s) => ({ ...s })),
    accuracy,
    fallbackSpotId: FALLBACK_SPOT_ID,
    forecast,
    ranking,
    /** The `forecast-models` job: every model for every spot, kept and cached (models.ts). */
    refreshModels: models.refresh,
  };
}
export type ForecastService = ReturnType<typeof createForecastService>;
