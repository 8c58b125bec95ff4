import { z } from 'zod';
import type { SurfSpot } from '@galim/shared/forecast/spots';

// The Open-Meteo marine and weather APIs: request building, bounded timeouts and zod validation
// of the JSON. Nothing here knows about scores or caching.

const series = z.array(z.number().nullable());

export const ZMarineResponse = z.object({
  utc_offset_seconds: z.number().default(0),
  timezone: z.string().default('GMT'),
  hourly: z.object({
    time: z.array(z.string()),
    wave_height: series,
    wave_period: series.optional(),
    wave_direction: series.optional(),
    sea_surface_temperature: series.optional(),
    swell_wave_height: series.optional(),
    swell_wave_period: series.optional(),
    swell_wave_direction: series.optional(),
    secondary_swell_wave_height: series.optional(),
    secondary_swell_wave_period: series.optional(),
    secondary_swell_wave_direction: series.optional(),
    wind_wave_height: series.optional(),
    wind_wave_period: series.optional(),
    wind_wave_direction: series.optional(),
    sea_level_height_msl: series.optional(),
  }),
});
export type MarineResponse = z.infer<typeof ZMarineResponse>;

export const ZWeatherResponse = z.object({
  utc_offset_seconds: z.number().default(0),
  timezone: z.string().default('GMT'),
  hourly_units: z.object({ wind_speed_10m: z.string().optional() }).partial().optional(),
  hourly: z.object({
    time: z.array(z.string()),
    temperature_2m: series.optional(),
    wind_speed_10m: series.optional(),
    wind_direction_10m: series.optional(),
    wind_gusts_10m: series.optional(),
  }),
  daily: z
    .object({
      time: z.array(z.string()),
      sunrise: z.array(z.string().nullable()).optional(),
      sunset: z.array(z.string().nullable()).optional(),
      uv_index_max: series.optional(),
    })
    .optional(),
});
export type WeatherResponse = z.infer<typeof ZWeatherResponse>;

export const MARINE_HOURLY = [
  'wave_height',
  'wave_period',
  'wave_direction',
  'sea_surface_temperature',
  'swell_wave_height',
  'swell_wave_period',
  'swell_wave_direction',
  'secondary_swell_wave_height',
  'secondary_swell_wave_period',
  'secondary_swell_wave_direction',
  'wind_wave_height',
  'wind_wave_period',
  'wind_wave_direction',
  'sea_level_height_msl',
] as const;
export const WEATHER_HOURLY = [
  'temperature_2m',
  'wind_speed_10m',
  'wind_direction_10m',
  'wind_gusts_10m',
] as const;
export const WEATHER_DAILY = ['sunrise', 'sunset', 'uv_index_max'] as const;
export const FORECAST_DAYS = 7;

/** Why an upstream call failed; `no-marine-data` is not an outage and is never served stale. */
export class UpstreamError extends Error {
  constructor(
    readonly kind: 'timeout' | 'http' | 'network' | 'malformed' | 'no-marine-data',
    message: string,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

export interface OpenMeteoOptions {
  marineUrl: string;
  weatherUrl: string;
  apiKey?: string;
  /** Per request; both calls run in parallel. */
  timeoutMs: number;
}

/**
 * With an API key, Open-Meteo's commercial hosts are the `customer-` ones; a custom URL (a
 * self-hosted instance or a test stand-in) is kept and only gets the key.
 */
export function withApiKey(rawUrl: string, apiKey?: string): URL {
  const url = new URL(rawUrl);
  if (apiKey) {
    if (url.hostname === 'marine-api.open-meteo.com' || url.hostname === 'api.open-meteo.com') {
      url.hostname = `customer-${url.hostname}`;
    }
    url.searchParams.set('apikey', apiKey);
  }
  return url;
}

/** A spot's forecast from one of Open-Meteo's APIs: `series` names what to answer. */
function spotUrl(
  rawUrl: string,
  spot: SurfSpot,
  opts: OpenMeteoOptions,
  series: Record<string, string>,
): URL {
  const url = withApiKey(rawUrl, opts.apiKey);
  url.searchParams.set('latitude', String(spot.lat));
  url.searchParams.set('longitude', String(spot.lng));
  for (const [name, value] of Object.entries(series)) url.searchParams.set(name, value);
  url.searchParams.set('timezone', 'auto');
  url.searchParams.set('forecast_days', String(FORECAST_DAYS));
  return url;
}

export function marineUrl(spot: SurfSpot, opts: OpenMeteoOptions): URL {
  return spotUrl(opts.marineUrl, spot, opts, { hourly: MARINE_HOURLY.join(',') });
}

export function weatherUrl(spot: SurfSpot, opts: OpenMeteoOptions): URL {
  return spotUrl(opts.weatherUrl, spot, opts, {
    hourly: WEATHER_HOURLY.join(','),
    daily: WEATHER_DAILY.join(','),
    // Open-Meteo answers km/h by default; we ask for m/s and convert with the spec's factor 3.6.
    wind_speed_unit: 'ms',
  });
}

/** GET as JSON under a timeout: the status and the body (null when an error's is not JSON). */
export async function getJson(
  url: URL,
  timeoutMs: number,
  what: string,
): Promise<{ status: number; body: unknown }> {
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    const name = (err as Error)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new UpstreamError('timeout', `${what}: no answer within ${timeoutMs} ms`);
    }
    throw new UpstreamError('network', `${what}: ${(err as Error).message}`);
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    if (res.ok) throw new UpstreamError('malformed', `${what}: the answer is not JSON`);
    body = null;
  }
  return { status: res.status, body };
}

/** A marine-API 400 whose reason says the point has no sea data (e.g. on land or a lagoon). */
const NO_DATA_REASON = /no data|not available|out of (the )?(grid|bounds)|land/i;

export async function fetchMarine(spot: SurfSpot, opts: OpenMeteoOptions): Promise<MarineResponse> {
  const { status, body } = await getJson(marineUrl(spot, opts), opts.timeoutMs, 'marine API');
  if (status >= 400) {
    const reason = (body as { reason?: unknown } | null)?.reason;
    if (status === 400 && typeof reason === 'string' && NO_DATA_REASON.test(reason)) {
      throw new UpstreamError('no-marine-data', `marine API: ${reason}`);
    }
    throw new UpstreamError('http', `marine API answered ${status}`);
  }
  const parsed = ZMarineResponse.safeParse(body);
  if (!parsed.success) {
    throw new UpstreamError(
      'malformed',
      `marine API: unexpected JSON (${parsed.error.issues[0]?.message})`,
    );
  }
  if (!parsed.data.hourly.wave_height.some((v) => v !== null)) {
    throw new UpstreamError('no-marine-data', 'marine API: no wave data for this point');
  }
  return parsed.data;
}

export async function fetchWeather(
  spot: SurfSpot,
  opts: OpenMeteoOptions,
): Promise<WeatherResponse> {
  const { status, body } = await getJson(weatherUrl(spot, opts), opts.timeoutMs, 'weather API');
  if (status >= 400) throw new UpstreamError('http', `weather API answered ${status}`);
  const parsed = ZWeatherResponse.safeParse(body);
  if (!parsed.success) {
    throw new UpstreamError(
      'malformed',
      `weather API: unexpected JSON (${parsed.error.issues[0]?.message})`,
    );
  }
  return parsed.data;
}
