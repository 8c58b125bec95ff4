import http from 'node:http';
import type { AddressInfo } from 'node:net';
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

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const api = url.pathname.startsWith('/marine') ? 'marine' : 'weather';
    requests.push({ api, params: url.searchParams });
    const mode = behaviour.get(url.searchParams.get('latitude') ?? '') ?? 'ok';
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    };
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
    if (mode === 'slow') {
      const timer = setTimeout(() => send(200, body), slowMs);
      res.on('close', () => clearTimeout(timer));
      return;
    }
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
