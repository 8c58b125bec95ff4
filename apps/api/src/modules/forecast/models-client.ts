import { z } from 'zod';
import {
  WAVE_MODELS,
  WIND_MODELS,
  type WaveModelId,
  type WaveVariable,
  type WindModelId,
  type WindVariable,
} from '@galim/shared/forecast/models';
import { getJson, UpstreamError, withApiKey } from './client';

// Several forecast models for every spot at once (issue 54, part 1): Open-Meteo's marine API
// for the wave models, its forecast API for the wind models. Request building, chunking the
// spots, bounded timeouts and parsing the suffixed answers into per-spot, per-model series.
// Nothing here knows about scores, confidence or caching.
//
// How a call is built and weighed (decision 056):
// - one request per model (a model group of one, by default): a model that fails or times out
//   takes only its own request down, never another model's values;
// - up to LOCATIONS_PER_CALL spots per request, as comma-separated coordinates: Open-Meteo
//   answers a list in the same order (a single object for one place);
// - only the variables the catalogue says the model has, for 16 days, in UTC;
// - Open-Meteo counts a request as locations × max(1, variables/10) × max(1, days/14) calls
//   (its terms: more than 10 variables, more than two weeks or several places weigh more;
//   written from memory): callWeight below, and the daily budget in the decision record.

export const MODELS_FORECAST_DAYS = 16;
/** Spots per request: Galim's 23 spots in two requests per model. */
export const LOCATIONS_PER_CALL = 12;
export const MODELS_TIMEOUT_MS = 10_000;

export type ModelsApi = 'marine' | 'wind';
type Variable = WaveVariable | WindVariable;

export interface ModelsPlace {
  id: string;
  lat: number;
  lng: number;
}

export interface ModelsClientOptions {
  marineUrl: string;
  weatherUrl: string;
  /** A paid Open-Meteo key: the `customer-` hosts and `apikey=` (config's OPEN_METEO_API_KEY). */
  apiKey?: string;
  /** Per request; all requests run together. */
  timeoutMs: number;
  forecastDays?: number;
  locationsPerCall?: number;
  /** Models asked for together in one request (default: each alone). */
  waveGroups?: readonly (readonly WaveModelId[])[];
  windGroups?: readonly (readonly WindModelId[])[];
}

/** One model's hourly series at one spot: null where it has nothing (past its reach). */
export interface ModelSeriesOk {
  status: 'ok';
  time: string[];
  /** Only the variables it answered with at least one value; never a 0 for a null. */
  hourly: Partial<Record<Variable, (number | null)[]>>;
}
export type ModelResult =
  | ModelSeriesOk
  /** The answer has no value at all for this model (no key, or nulls only). */
  | { status: 'missing' }
  | { status: 'failed'; kind: UpstreamError['kind']; message: string };

export interface ModelsForecast {
  /** spot id → model id → its series, or why there is none. */
  spots: Record<string, Record<string, ModelResult>>;
  /** Every request made, for logs and /metrics. */
  requests: { api: ModelsApi; models: string[]; spots: number; result: 'ok' | 'error' }[];
}

const catalogue = (api: ModelsApi) =>
  (api === 'marine' ? WAVE_MODELS : WIND_MODELS) as readonly {
    id: string;
    variables: readonly Variable[];
  }[];

/** Open-Meteo's weight of one request, in calls of its free tier. */
export function callWeight(locations: number, variables: number, days: number): number {
  return locations * Math.max(1, variables / 10) * Math.max(1, days / 14);
}

/** The variables a group of models is asked for: the union of what the catalogue says they have. */
export function groupVariables(api: ModelsApi, models: readonly string[]): Variable[] {
  const wanted = new Set<Variable>();
  for (const m of catalogue(api)) {
    if (models.includes(m.id)) for (const v of m.variables) wanted.add(v);
  }
  return [...wanted];
}

/** The places in requests of at most `size` each. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (size < 1) throw new RangeError('a chunk holds at least one place');
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The URL of one request: a group of models for a chunk of places. */
export function modelsUrl(
  api: ModelsApi,
  places: readonly ModelsPlace[],
  models: readonly string[],
  opts: ModelsClientOptions,
): URL {
  const url = withApiKey(api === 'marine' ? opts.marineUrl : opts.weatherUrl, opts.apiKey);
  const p = url.searchParams;
  p.set('latitude', places.map((s) => String(s.lat)).join(','));
  p.set('longitude', places.map((s) => String(s.lng)).join(','));
  p.set('models', models.join(','));
  p.set('hourly', groupVariables(api, models).join(','));
  // Galim's wind is m/s everywhere (client.ts), converted for display with the factor 3.6.
  if (api === 'wind') p.set('wind_speed_unit', 'ms');
  p.set('forecast_days', String(opts.forecastDays ?? MODELS_FORECAST_DAYS));
  p.set('timezone', 'UTC');
  return url;
}

/** The weight of one refresh of every spot with every model, as modelsUrl asks for it. */
export function refreshWeight(places: number, opts: Partial<ModelsClientOptions> = {}): number {
  const days = opts.forecastDays ?? MODELS_FORECAST_DAYS;
  const perCall = opts.locationsPerCall ?? LOCATIONS_PER_CALL;
  let total = 0;
  for (const api of ['marine', 'wind'] as const) {
    for (const group of groupsOf(api, opts)) {
      const vars = groupVariables(api, group).length * group.length;
      for (const c of chunk(Array.from({ length: places }), perCall)) {
        total += callWeight(c.length, vars, days);
      }
    }
  }
  return total;
}

function groupsOf(api: ModelsApi, opts: Partial<ModelsClientOptions>): readonly string[][] {
  const given = api === 'marine' ? opts.waveGroups : opts.windGroups;
  return given ? given.map((g) => [...g]) : catalogue(api).map((m) => [m.id]);
}

const ZPlace = z.object({
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  hourly: z.object({ time: z.array(z.string()) }).catchall(z.array(z.number().nullable())),
});
const ZAnswer = z.union([z.array(ZPlace), ZPlace]);
type PlaceAnswer = z.infer<typeof ZPlace>;

/**
 * One place's answer split by model. Keys are `<variable>_<model>` when several models were
 * asked for; with one model Open-Meteo may answer the bare `<variable>`, taken as that model's.
 */
export function parsePlace(
  answer: PlaceAnswer,
  api: ModelsApi,
  models: readonly string[],
): Record<string, ModelResult> {
  const out: Record<string, ModelResult> = {};
  const { time, ...series } = answer.hourly;
  const keys = series as Record<string, (number | null)[]>;
  for (const model of models) {
    const hourly: ModelSeriesOk['hourly'] = {};
    for (const v of groupVariables(api, [model])) {
      const values = keys[`${v}_${model}`] ?? (models.length === 1 ? keys[v] : undefined);
      if (!values || values.length !== time.length) continue;
      if (!values.some((x) => x !== null)) continue;
      hourly[v] = values.map((x) => (x === null || !Number.isFinite(x) ? null : x));
    }
    out[model] =
      Object.keys(hourly).length > 0 ? { status: 'ok', time, hourly } : { status: 'missing' };
  }
  return out;
}

/** A whole answer: a list for several places (in the order asked), an object for one. */
export function parseAnswer(
  body: unknown,
  api: ModelsApi,
  places: readonly ModelsPlace[],
  models: readonly string[],
): Record<string, Record<string, ModelResult>> {
  const parsed = ZAnswer.safeParse(body);
  if (!parsed.success) {
    throw new UpstreamError(
      'malformed',
      `${api} models: unexpected JSON (${parsed.error.issues[0]?.message})`,
    );
  }
  const list = Array.isArray(parsed.data) ? parsed.data : [parsed.data];
  if (list.length !== places.length) {
    throw new UpstreamError(
      'malformed',
      `${api} models: ${list.length} places for ${places.length} asked`,
    );
  }
  return Object.fromEntries(places.map((p, i) => [p.id, parsePlace(list[i]!, api, models)]));
}

/** The answer's JSON, or an UpstreamError (a timeout, the network, an HTTP error, not JSON). */
async function answerOf(url: URL, timeoutMs: number, what: string): Promise<unknown> {
  const { status, body } = await getJson(url, timeoutMs, what);
  if (status >= 400) throw new UpstreamError('http', `${what} answered ${status}`);
  return body;
}

/**
 * Every place with every model: all requests at once, each with its own timeout. A request
 * that fails marks only its models at only its places as failed; everything else stands.
 */
export async function fetchModels(
  places: readonly ModelsPlace[],
  opts: ModelsClientOptions,
): Promise<ModelsForecast> {
  const spots: ModelsForecast['spots'] = Object.fromEntries(places.map((p) => [p.id, {}]));
  const requests: ModelsForecast['requests'] = [];
  const jobs: Promise<void>[] = [];
  for (const api of ['marine', 'wind'] as const) {
    for (const models of groupsOf(api, opts)) {
      for (const part of chunk(places, opts.locationsPerCall ?? LOCATIONS_PER_CALL)) {
        const what = `${api} models ${models.join(',')}`;
        jobs.push(
          (async () => {
            try {
              const body = await answerOf(modelsUrl(api, part, models, opts), opts.timeoutMs, what);
              for (const [id, byModel] of Object.entries(parseAnswer(body, api, part, models))) {
                Object.assign(spots[id]!, byModel);
              }
              requests.push({ api, models, spots: part.length, result: 'ok' });
            } catch (err) {
              const e =
                err instanceof UpstreamError
                  ? err
                  : new UpstreamError('malformed', `${what}: ${(err as Error).message}`);
              for (const p of part) {
                for (const m of models) {
                  spots[p.id]![m] = { status: 'failed', kind: e.kind, message: e.message };
                }
              }
              requests.push({ api, models, spots: part.length, result: 'error' });
            }
          })(),
        );
      }
    }
  }
  await Promise.all(jobs);
  return { spots, requests };
}
