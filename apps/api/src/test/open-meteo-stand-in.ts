import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WAVE_MODELS, WIND_MODELS } from '@galim/shared/forecast/models';
import type { Config } from '../config';
import { testConfig } from './config';

// A local stand-in for Open-Meteo's marine and weather APIs, for tests only: it listens on
// 127.0.0.1 with a random port, answers Open-Meteo-shaped JSON, counts requests and can be told
// to misbehave per spot latitude.

export type Behaviour =
  'ok' | 'no-marine-data' | 'no-marine-reason' | 'error-500' | 'slow' | 'malformed' | 'not-json';

export interface StandInRequest {
  api: 'marine' | 'weather';
  params: URLSearchParams;
}

/** How one model misbehaves in a several-models request (issue 54). */
export type ModelBehaviour = 'missing' | 'slow' | 'error-500';

/**
 * A model's value for a variable at an hour of its answer (`hour` counts from its first, UTC
 * midnight); `base` is what the single-model answer has for that hour. Null: nothing there.
 */
export type ModelValue = (
  model: string,
  variable: string,
  base: number | null,
  hour: number,
) => number | null;

const REACH_HOURS = new Map<string, number>(
  [...WAVE_MODELS, ...WIND_MODELS].map((m) => [m.id, m.reachDays * 24]),
);

export const UTC_OFFSET_SECONDS = 7200;

/** Local hours `YYYY-MM-DDTHH:00` from today's local midnight (at UTC+2) for `days` days. */
export function localHours(nowMs: number, days = 7): string[] {
  const local = new Date(nowMs + UTC_OFFSET_SECONDS * 1000);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return Array.from({ length: days * 24 }, (_, t) => {
    const d = new Date(midnight + t * 3600000);
    return `${d.toISOString().slice(0, 13)}:00`;
  });
}

export function defaultMarine(time: string[]) {
  return {
    latitude: 32.09,
    longitude: 34.77,
    utc_offset_seconds: UTC_OFFSET_SECONDS,
    timezone: 'Asia/Jerusalem',
    hourly_units: { wave_height: 'm' },
    hourly: {
      time,
      // 0.45 m at 10 s from 280: wave score 50 before wind and tide.
      wave_height: time.map(() => 0.45),
      wave_period: time.map(() => 10),
      wave_direction: time.map(() => 280),
      sea_surface_temperature: time.map(() => 24.5),
      swell_wave_height: time.map(() => 0.4),
      swell_wave_period: time.map(() => 10),
      swell_wave_direction: time.map(() => 280),
      // A small secondary swell from the south (outside every spot's window: it adds nothing to
      // the score) and wind waves under the 0.3 m that would take off it: the score stays 50.
      secondary_swell_wave_height: time.map(() => 0.2 as number | null),
      secondary_swell_wave_period: time.map(() => 6 as number | null),
      secondary_swell_wave_direction: time.map(() => 190 as number | null),
      wind_wave_height: time.map(() => 0.2 as number | null),
      wind_wave_period: time.map(() => 3 as number | null),
      wind_wave_direction: time.map(() => 300 as number | null),
      sea_level_height_msl: time.map(
        (_, i) => Math.round(0.15 * Math.sin((2 * Math.PI * i) / 12.42) * 1000) / 1000,
      ),
    },
  };
}

export function defaultWeather(time: string[]) {
  const dates = [...new Set(time.map((t) => t.slice(0, 10)))];
  return {
    utc_offset_seconds: UTC_OFFSET_SECONDS,
    timezone: 'Asia/Jerusalem',
    hourly_units: { wind_speed_10m: 'm/s' },
    hourly: {
      time,
      temperature_2m: time.map(() => 22),
      // 2.5 m/s = 9 km/h (light) from the east: offshore at every spot.
      wind_speed_10m: time.map(() => 2.5),
      wind_direction_10m: time.map(() => 100),
      // 4 m/s = 14.4 km/h.
      wind_gusts_10m: time.map(() => 4),
    },
    daily: {
      time: dates,
      sunrise: dates.map((d) => `${d}T05:45`),
      sunset: dates.map((d) => `${d}T19:30`),
      uv_index_max: dates.map(() => 8.5),
    },
  };
}

export async function startOpenMeteoStandIn() {
  const requests: StandInRequest[] = [];
  /** Behaviour by latitude (as sent); anything else answers 'ok'. */
  const behaviour = new Map<string, Behaviour>();
  let marineBody: (params: URLSearchParams) => unknown = () =>
    defaultMarine(localHours(Date.now()));
  let weatherBody: (params: URLSearchParams) => unknown = () =>
    defaultWeather(localHours(Date.now()));
  let slowMs = 1500;
  /** Requests that named `models=` (the several-models client), apart from the others. */
  const modelRequests: StandInRequest[] = [];
  const modelBehaviour = new Map<string, ModelBehaviour>();
  let modelValue: ModelValue = (_model, _variable, base) => base;

  /**
   * A several-models answer, as Open-Meteo gives it: UTC hours from today's UTC midnight for
   * `forecast_days`, `<variable>_<model>` keys when several models are asked (bare ones for
   * one), a list for several coordinates (an object for one), nulls past each model's reach.
   * The values are the single-model answer's at the same UTC hour (repeated day by day past its
   * last), through `modelValue`.
   */
  function modelsAnswer(api: 'marine' | 'weather', params: URLSearchParams) {
    const models = params.get('models')!.split(',');
    const variables = (params.get('hourly') ?? '').split(',').filter(Boolean);
    const days = Number(params.get('forecast_days') ?? 7);
    const lats = params.get('latitude')!.split(',');
    const lngs = params.get('longitude')!.split(',');
    const start = Math.floor(Date.now() / 86_400_000) * 86_400_000;
    const time = Array.from({ length: days * 24 }, (_, t) =>
      new Date(start + t * 3_600_000).toISOString().slice(0, 16),
    );
    const places = lats.map((lat, i) => {
      const single = new URLSearchParams(params);
      single.set('latitude', lat);
      single.set('longitude', lngs[i] ?? lngs[0]!);
      const base = (api === 'marine' ? marineBody(single) : weatherBody(single)) as {
        utc_offset_seconds?: number;
        hourly: { time: string[] } & Record<string, unknown[]>;
      };
      const offsetMs = (base.utc_offset_seconds ?? 0) * 1000;
      const index = new Map(base.hourly.time.map((t, k) => [Date.parse(`${t}Z`) - offsetMs, k]));
      const n = base.hourly.time.length;
      const hourly: Record<string, unknown[]> = { time };
      for (const model of models) {
        if (modelBehaviour.get(model) === 'missing') continue;
        const reach = REACH_HOURS.get(model) ?? days * 24;
        for (const v of variables) {
          const series = base.hourly[v] as (number | null)[] | undefined;
          if (!series) continue;
          const key = models.length > 1 ? `${v}_${model}` : v;
          hourly[key] = time.map((_, t) => {
            if (t >= reach) return null;
            const k = index.get(start + t * 3_600_000) ?? (n ? t % n : undefined);
            return modelValue(model, v, k === undefined ? null : (series[k] ?? null), t);
          });
        }
      }
      return {
        latitude: Number(lat),
        longitude: Number(lngs[i]),
        utc_offset_seconds: 0,
        timezone: 'GMT',
        hourly,
      };
    });
    return places.length === 1 ? places[0] : places;
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const api = url.pathname.startsWith('/marine') ? 'marine' : 'weather';
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    };
    const later = (body: string) => {
      const timer = setTimeout(() => send(200, body), slowMs);
      res.on('close', () => clearTimeout(timer));
    };
    if (url.searchParams.has('models')) {
      modelRequests.push({ api, params: url.searchParams });
      const asked = url.searchParams.get('models')!.split(',');
      const modes = new Set(asked.map((m) => modelBehaviour.get(m)));
      const lats = url.searchParams.get('latitude')!.split(',');
      const place = lats.map((l) => behaviour.get(l)).find((b) => b && b !== 'ok');
      if (modes.has('error-500') || place === 'error-500') {
        return send(500, JSON.stringify({ error: true, reason: 'boom' }));
      }
      const body = JSON.stringify(modelsAnswer(api, url.searchParams));
      if (modes.has('slow') || place === 'slow') return later(body);
      return send(200, body);
    }
    requests.push({ api, params: url.searchParams });
    const mode = behaviour.get(url.searchParams.get('latitude') ?? '') ?? 'ok';
    if (mode === 'error-500') return send(500, JSON.stringify({ error: true, reason: 'boom' }));
    if (mode === 'malformed' && api === 'marine') {
      return send(200, JSON.stringify({ hourly: { time: 'not-a-list', wave_height: 3 } }));
    }
    if (mode === 'not-json' && api === 'weather') return send(200, '<html>gateway</html>');
    if (mode === 'no-marine-reason' && api === 'marine') {
      return send(
        400,
        JSON.stringify({ error: true, reason: 'No data is available for this location' }),
      );
    }
    if (mode === 'no-marine-data' && api === 'marine') {
      const body = marineBody(url.searchParams) as ReturnType<typeof defaultMarine>;
      const hourly = Object.fromEntries(
        Object.entries(body.hourly).map(([k, v]) => [
          k,
          k === 'time' ? v : (v as unknown[]).map(() => null),
        ]),
      );
      return send(200, JSON.stringify({ ...body, hourly }));
    }
    const body = JSON.stringify(
      api === 'marine' ? marineBody(url.searchParams) : weatherBody(url.searchParams),
    );
    if (mode === 'slow') return later(body);
    send(200, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;

  return {
    marineUrl: `${base}/marine`,
    weatherUrl: `${base}/weather`,
    requests,
    behaviour,
    modelRequests,
    modelBehaviour,
    setModelValue: (fn: ModelValue) => (modelValue = fn),
    /** Every model answers again, with the single-model answer's values, slow ones in 1.5 s. */
    resetModels: () => {
      modelBehaviour.clear();
      slowMs = 1500;
      modelValue = (_model, _variable, base) => base;
    },
    count: (api?: 'marine' | 'weather', latitude?: number) =>
      requests.filter(
        (r) =>
          (!api || r.api === api) &&
          (latitude === undefined || r.params.get('latitude') === String(latitude)),
      ).length,
    setMarine: (fn: typeof marineBody) => (marineBody = fn),
    setWeather: (fn: typeof weatherBody) => (weatherBody = fn),
    setSlowMs: (ms: number) => (slowMs = ms),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type OpenMeteoStandIn = Awaited<ReturnType<typeof startOpenMeteoStandIn>>;

/** The app's Open-Meteo settings pointed at a stand-in (no demo data). */
export function openMeteoConfigFor(upstream: OpenMeteoStandIn): Config['openMeteo'] {
  return {
    ...testConfig().openMeteo,
    marineUrl: upstream.marineUrl,
    weatherUrl: upstream.weatherUrl,
    demo: false,
  };
}
