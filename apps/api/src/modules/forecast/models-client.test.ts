import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callWeight,
  chunk,
  fetchModels,
  modelsUrl,
  parseAnswer,
  refreshWeight,
  type ModelSeriesOk,
  type ModelsClientOptions,
} from './models-client';

// A local stand-in for Open-Meteo's marine and forecast APIs answering several models and
// several places as the real ones do: `<variable>_<model>` keys when several models are asked,
// bare keys for one, a list for several coordinates and an object for one, nulls past a
// model's reach. It knows each model's variables and reach; EWAM never answers (a timeout),
// GWAM has no key at all (missing), ECMWF IFS answers 500. No test here reaches the internet.

const HOURS = 16 * 24;
const REACH_H: Record<string, number> = {
  meteofrance_wave: 240,
  ecmwf_wam025: 240,
  ncep_gfswave025: 384,
  icon_seamless: 180,
  gfs_seamless: 384,
  meteofrance_seamless: 96,
};
/** The models disagree: heights by model, plus a little by latitude so each place shows. */
const HEIGHT: Record<string, number> = {
  meteofrance_wave: 1.0,
  ecmwf_wam025: 1.6,
  ncep_gfswave025: 1.1,
};
const TOTAL_ONLY = new Set(['ecmwf_wam025']);
const byLat = (lat: number) => Math.round((lat - 31) * 10) / 100;

const seen: URLSearchParams[] = [];
let server: http.Server;
let base: string;

function place(params: URLSearchParams, index: number) {
  const lat = Number(params.get('latitude')!.split(',')[index]);
  const lng = Number(params.get('longitude')!.split(',')[index]);
  const models = params.get('models')!.split(',');
  const hourly: Record<string, unknown[]> = {
    time: Array.from(
      { length: HOURS },
      (_, t) => `${new Date(Date.UTC(2026, 10, 29) + t * 3_600_000).toISOString().slice(0, 13)}:00`,
    ),
  };
  for (const model of models) {
    if (model === 'gwam') continue; // missing: no key at all
    for (const v of params.get('hourly')!.split(',')) {
      if (TOTAL_ONLY.has(model) && !v.startsWith('wave_')) continue;
      const value = v.endsWith('height')
        ? HEIGHT[model]! + byLat(lat)
        : v.includes('period')
          ? 9
          : v.startsWith('wind_speed')
            ? 5
            : 280;
      const key = models.length > 1 ? `${v}_${model}` : v;
      hourly[key] = Array.from({ length: HOURS }, (_, t) => (t < REACH_H[model]! ? value : null));
    }
  }
  return { latitude: lat, longitude: lng, utc_offset_seconds: 0, timezone: 'GMT', hourly };
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const params = new URL(req.url!, 'http://x').searchParams;
    seen.push(params);
    const models = params.get('models')!.split(',');
    if (models.includes('ewam')) return; // never answers
    if (models.includes('ecmwf_ifs025')) {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"error":true,"reason":"Internal"}');
      return;
    }
    const n = params.get('latitude')!.split(',').length;
    const body = n === 1 ? place(params, 0) : Array.from({ length: n }, (_, i) => place(params, i));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const PLACES = [
  { id: 'hilton', lat: 32.09, lng: 34.77 },
  { id: 'bat-galim', lat: 32.83, lng: 34.97 },
  { id: 'ashdod', lat: 31.8, lng: 34.63 },
];
const opts = (more: Partial<ModelsClientOptions> = {}): ModelsClientOptions => ({
  marineUrl: `${base}/v1/marine`,
  weatherUrl: `${base}/v1/forecast`,
  // Long enough for every request to reach the stand-in on a loaded machine (the 18 are counted).
  timeoutMs: 1500,
  locationsPerCall: 2,
  ...more,
});
const ok = (r: unknown) => r as ModelSeriesOk;

describe('modelsUrl', () => {
  const places = PLACES.slice(0, 2);

  it("asks for several places and models, the models' variables, 16 days in UTC", () => {
    const url = modelsUrl('marine', places, ['meteofrance_wave', 'ecmwf_wam025'], {
      marineUrl: 'https://marine-api.open-meteo.com/v1/marine',
      weatherUrl: 'https://api.open-meteo.com/v1/forecast',
      timeoutMs: 1,
    });
    expect(url.origin + url.pathname).toBe('https://marine-api.open-meteo.com/v1/marine');
    const p = url.searchParams;
    expect(p.get('latitude')).toBe('32.09,32.83');
    expect(p.get('longitude')).toBe('34.77,34.97');
    expect(p.get('models')).toBe('meteofrance_wave,ecmwf_wam025');
    expect(p.get('hourly')!.split(',')).toContain('swell_wave_height');
    expect(p.get('forecast_days')).toBe('16');
    expect(p.get('timezone')).toBe('UTC');
    expect(p.has('apikey')).toBe(false);
  });

  it('asks a model alone only for what it has, wind in m/s', () => {
    const only = modelsUrl('marine', places, ['ecmwf_wam025'], opts());
    expect(only.searchParams.get('hourly')).toBe('wave_height,wave_period,wave_direction');
    const wind = modelsUrl('wind', places, ['gfs_seamless'], {
      ...opts(),
      weatherUrl: 'https://api.open-meteo.com/v1/forecast',
    });
    expect(wind.searchParams.get('hourly')).toBe(
      'wind_speed_10m,wind_gusts_10m,wind_direction_10m',
    );
    expect(wind.searchParams.get('wind_speed_unit')).toBe('ms');
  });

  it('goes to the customer- hosts with a paid key', () => {
    const url = modelsUrl('wind', places, ['gfs_seamless'], {
      ...opts(),
      weatherUrl: 'https://api.open-meteo.com/v1/forecast',
      apiKey: 'k3y',
    });
    expect(url.hostname).toBe('customer-api.open-meteo.com');
    expect(url.searchParams.get('apikey')).toBe('k3y');
  });
});

describe('the call budget', () => {
  it('weighs a call as Open-Meteo counts it', () => {
    expect(callWeight(1, 3, 7)).toBe(1);
    expect(callWeight(1, 15, 7)).toBe(1.5);
    expect(callWeight(12, 12, 16)).toBeCloseTo(12 * 1.2 * (16 / 14));
  });

  it('splits 23 spots into two requests per model', () => {
    expect(chunk(Array.from({ length: 23 }), 12).map((c) => c.length)).toEqual([12, 11]);
  });

  it('weighs a refresh of 23 spots at about 247 calls (decision 056)', () => {
    // Per place: wave 1.2 + 1 + 1.2 + 1 + 1, wind 4 × 1; all × 16/14 days.
    expect(refreshWeight(23)).toBeCloseTo(23 * 9.4 * (16 / 14), 6);
    expect(refreshWeight(23)).toBeCloseTo(247.09, 1);
  });
});

describe('parseAnswer', () => {
  it('takes one object for one place and keeps nulls as absent, never 0', () => {
    const body = {
      hourly: {
        time: ['2026-11-29T00:00', '2026-11-29T01:00', '2026-11-29T02:00'],
        wave_height_ewam: [0.8, null, null],
        wave_period_ewam: [null, null, null],
      },
    };
    const got = parseAnswer(body, 'marine', [PLACES[0]!], ['ewam', 'gwam']);
    expect(got.hilton!.ewam).toEqual({
      status: 'ok',
      time: body.hourly.time,
      hourly: { wave_height: [0.8, null, null] },
    });
    expect(got.hilton!.gwam).toEqual({ status: 'missing' });
  });

  it('refuses a list of the wrong length', () => {
    expect(() => parseAnswer([], 'marine', [PLACES[0]!], ['ewam'])).toThrow(/0 places for 1/);
  });
});

describe('fetchModels against the stand-in', () => {
  it('answers every model that answered, at every place, whatever the others did', async () => {
    const started = Date.now();
    const got = await fetchModels(PLACES, opts());
    // The timed-out model held nothing up beyond its own timeout.
    expect(Date.now() - started).toBeLessThan(5_000);

    // 9 models × 2 chunks (2 places, then 1): 18 requests, a list then an object.
    expect(seen).toHaveLength(18);
    expect(new Set(seen.map((p) => p.get('latitude')))).toEqual(new Set(['32.09,32.83', '31.8']));
    expect(got.requests.filter((r) => r.result === 'error')).toHaveLength(4);

    for (const { id, lat } of PLACES) {
      const s = got.spots[id]!;
      const d = byLat(lat);
      // Disagreeing models, each with its own height, in the places' order.
      expect(ok(s.meteofrance_wave).hourly.wave_height![0]).toBeCloseTo(1.0 + d);
      expect(ok(s.ecmwf_wam025).hourly.wave_height![0]).toBeCloseTo(1.6 + d);
      expect(ok(s.ncep_gfswave025).hourly.wave_height![383]).toBeCloseTo(1.1 + d);
      // ECMWF WAM has no swell parts: absent, not zeros.
      expect(ok(s.ecmwf_wam025).hourly.swell_wave_height).toBeUndefined();
      expect(ok(s.meteofrance_wave).hourly.swell_wave_height).toHaveLength(HOURS);
      // Past its reach a model is null, never 0.
      expect(ok(s.meteofrance_wave).hourly.wave_height![239]).not.toBeNull();
      expect(ok(s.meteofrance_wave).hourly.wave_height![240]).toBeNull();
      expect(ok(s.meteofrance_seamless).hourly.wind_speed_10m![96]).toBeNull();
      expect(ok(s.gfs_seamless).hourly.wind_speed_10m![0]).toBe(5);
      // The one that timed out, the one that is missing, the one that failed.
      expect(s.ewam).toMatchObject({ status: 'failed', kind: 'timeout' });
      expect(s.gwam).toEqual({ status: 'missing' });
      expect(s.ecmwf_ifs025).toMatchObject({ status: 'failed', kind: 'http' });
      expect(s.icon_seamless!.status).toBe('ok');
    }
  });

  it('reads suffixed keys when models share a request', async () => {
    seen.length = 0;
    const got = await fetchModels(PLACES.slice(0, 2), {
      ...opts({ locationsPerCall: 12 }),
      waveGroups: [['meteofrance_wave', 'ecmwf_wam025', 'gwam']],
      windGroups: [],
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.get('models')).toBe('meteofrance_wave,ecmwf_wam025,gwam');
    const bat = got.spots['bat-galim']!;
    expect(ok(bat.meteofrance_wave).hourly.wave_height![0]).toBeCloseTo(1.18);
    expect(ok(bat.ecmwf_wam025).hourly.wave_height![0]).toBeCloseTo(1.78);
    expect(ok(bat.ecmwf_wam025).hourly.swell_wave_height).toBeUndefined();
    expect(bat.gwam).toEqual({ status: 'missing' });
  });
});
