import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findSpot, SPOTS } from '@galim/shared/forecast/spots';
import { ZForecast, ZRanking } from '@galim/shared/forecast/schemas';
import type { App } from '../../app';
import { testConfig } from '../../test/config';
import { errorTexts as english } from '@galim/shared/i18n/en/errors';
import { errorTexts as hebrew } from '@galim/shared/i18n/he/errors';
import { AppError } from '../../lib/errors';
import { createTestApp } from '../../test/helpers';
import { MARINE_HOURLY, WEATHER_HOURLY, withApiKey } from './client';
import { demoResponses } from './demo';
import { createForecastService, type ForecastServiceOptions } from './service';
import {
  defaultMarine,
  defaultWeather,
  localHours,
  startOpenMeteoStandIn,
  UTC_OFFSET_SECONDS,
  type OpenMeteoStandIn,
} from '../../test/open-meteo-stand-in';

const hilton = findSpot('tel-aviv-hilton')!;
const caesarea = findSpot('caesarea')!;
const batYam = findSpot('bat-yam')!;

let upstream: OpenMeteoStandIn;

beforeAll(async () => {
  upstream = await startOpenMeteoStandIn();
});
afterAll(async () => {
  await upstream.close();
});
afterEach(() => {
  upstream.behaviour.clear();
  upstream.setMarine(() => defaultMarine(localHours(Date.now())));
  upstream.setWeather(() => defaultWeather(localHours(Date.now())));
});

function service(overrides: Partial<ForecastServiceOptions> = {}) {
  return createForecastService({
    marineUrl: upstream.marineUrl,
    weatherUrl: upstream.weatherUrl,
    demo: false,
    timeoutMs: 2000,
    ...overrides,
  });
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return err as AppError;
  }
  throw new Error('expected the call to fail');
}

describe('GET /api/forecast/* through the app', () => {
  let app: App;
  beforeAll(async () => {
    const base = testConfig();
    app = await createTestApp({
      openMeteo: {
        ...base.openMeteo,
        marineUrl: upstream.marineUrl,
        weatherUrl: upstream.weatherUrl,
        demo: false,
      },
    });
  });

  it('lists every spot of the coast with its tuning profile and the Hilton fallback', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/forecast/spots' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.spots).toHaveLength(SPOTS.length);
    expect(data.fallbackSpotId).toBe('tel-aviv-hilton');
    expect(data.spots.find((s: { id: string }) => s.id === 'haifa-bat-galim').tuning).toMatchObject(
      {
        optimalSwellMin: 290,
        optimalSwellMax: 10,
        windProtection: { shelteringDirection: 225, maxWindKph: 35 },
      },
    );
  });

  it('asks Open-Meteo for the documented fields, m/s wind and 7 days, and scores every hour', async () => {
    const before = upstream.requests.length;
    const res = await app.inject({ method: 'GET', url: '/api/forecast/tel-aviv-hilton' });
    expect(res.statusCode).toBe(200);
    const forecast = ZForecast.parse(res.json().data);
    const sent = upstream.requests.slice(before);
    const marine = sent.find((r) => r.api === 'marine')!.params;
    const weather = sent.find((r) => r.api === 'weather')!.params;
    expect(marine.get('latitude')).toBe(String(hilton.lat));
    expect(marine.get('hourly')).toContain(
      'wave_height,wave_period,wave_direction,sea_surface_temperature',
    );
    expect(marine.get('hourly')).toContain('sea_level_height_msl');
    expect(marine.get('timezone')).toBe('auto');
    expect(marine.get('forecast_days')).toBe('7');
    expect(weather.get('hourly')).toBe(
      'temperature_2m,wind_speed_10m,wind_direction_10m,wind_gusts_10m',
    );
    expect(weather.get('daily')).toBe('sunrise,sunset,uv_index_max');
    expect(weather.get('wind_speed_unit')).toBe('ms');
    expect(weather.get('forecast_days')).toBe('7');

    expect(forecast.slots).toHaveLength(168);
    expect(forecast.days).toHaveLength(7);
    expect(forecast.stale).toBe(false);
    expect(forecast.demo).toBe(false);
    // 0.45 m, 10 s -> 50; 2.5 m/s * 3.6 = 9 km/h light offshore -> x1; slack tide x0.95 -> 47.5 -> 48.
    const moving = forecast.slots.find((s) => s.tide === 'rising')!;
    expect(moving).toMatchObject({
      waveHeight: 0.45,
      period: 10,
      windSpeed: 9,
      windClass: 'light',
    });
    expect(moving).toMatchObject({ windRelation: 'offshore', score: 50, stars: 3, seaTemp: 24.5 });
    expect(forecast.slots.find((s) => s.tide === 'slack')).toMatchObject({ score: 48, stars: 3 });
    expect(forecast.days[0]).toMatchObject({ uvIndexMax: 8.5, best: { score: 50, stars: 3 } });
    expect(forecast.days[0]!.sunrise).toMatch(/T05:45$/);
  });

  it('answers 404 for an unknown spot and 400 for a malformed id', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/api/forecast/eilat-north-beach' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      success: false,
      code: 'SPOT_NOT_FOUND',
      error: hebrew.SPOT_NOT_FOUND,
    });
    const bad = await app.inject({ method: 'GET', url: '/api/forecast/Not%20A%20Spot!' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers the spec texts: no marine data (404 NO_MARINE_DATA) and upstream failure (502)', async () => {
    upstream.behaviour.set(String(caesarea.lat), 'no-marine-data');
    const none = await app.inject({ method: 'GET', url: '/api/forecast/caesarea' });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({
      success: false,
      code: 'NO_MARINE_DATA',
      error: hebrew.NO_MARINE_DATA,
    });

    upstream.behaviour.set(String(batYam.lat), 'error-500');
    const failed = await app.inject({ method: 'GET', url: '/api/forecast/bat-yam' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({
      success: false,
      code: 'FORECAST_UNAVAILABLE',
      error: hebrew.FORECAST_UNAVAILABLE,
    });
  });

  it("ranks spots by today's best score with a time window; failing spots go last", async () => {
    const mikhmoret = findSpot('mikhmoret')!;
    const nitzanim = findSpot('nitzanim')!;
    upstream.behaviour.set(String(mikhmoret.lat), 'error-500');
    upstream.behaviour.set(String(nitzanim.lat), 'no-marine-data');
    // Bigger waves at Ashdod: 1.8 m at 10 s -> 100.
    const ashdod = findSpot('ashdod-lido')!;
    upstream.setMarine((params) => {
      const body = defaultMarine(localHours(Date.now()));
      if (params.get('latitude') === String(ashdod.lat)) {
        body.hourly.wave_height = body.hourly.wave_height.map(() => 1.8);
      }
      return body;
    });
    const res = await app.inject({ method: 'GET', url: '/api/forecast/ranking' });
    expect(res.statusCode).toBe(200);
    const ranking = ZRanking.parse(res.json().data);
    expect(ranking.spots).toHaveLength(SPOTS.length);
    const ids = ranking.spots.map((s) => s.spot.id);
    expect(ids[0]).toBe('ashdod-lido');
    expect(ranking.spots[0]).toMatchObject({ status: 'ok', bestScore: 100, stars: 5 });
    expect(ranking.spots[0]!.window!.start <= ranking.spots[0]!.bestTime!).toBe(true);
    expect(ranking.spots[0]!.window!.end > ranking.spots[0]!.bestTime!).toBe(true);
    expect(ids.slice(-2).sort()).toEqual(['mikhmoret', 'nitzanim']);
    expect(ranking.spots.find((s) => s.spot.id === 'nitzanim')!.status).toBe('no-marine-data');
    expect(ranking.spots.find((s) => s.spot.id === 'mikhmoret')!.status).toBe('error');
    const scores = ranking.spots.map((s) => s.bestScore ?? -1);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });
});

describe('forecast service against the stand-in', () => {
  it('merges marine and weather by hour: hours missing wind keep their waves, hours without waves drop', async () => {
    const t = localHours(Date.now()).slice(0, 5);
    upstream.setMarine(() => {
      const body = defaultMarine(t.slice(0, 4));
      body.hourly.wave_height = [0.45, 0.45, null, 0.8] as number[];
      body.hourly.wave_period = [10, 10, 10, 9];
      body.hourly.swell_wave_direction = [280, 280, 280, 280];
      delete (body.hourly as Partial<typeof body.hourly>).sea_level_height_msl;
      return body;
    });
    upstream.setWeather(() => {
      const body = defaultWeather(t.slice(1, 5));
      // T1: 5 m/s = 18 km/h (moderate) from 285, straight onshore at the Hilton -> x0.1.
      body.hourly.wind_speed_10m = [5, 2.5, 2.5, 2.5];
      body.hourly.wind_direction_10m = [285, 100, 100, 100];
      body.hourly.temperature_2m = [21, 22, 23, 24];
      return body;
    });
    const f = await service().forecast(hilton.id);
    expect(f.slots.map((s) => s.time)).toEqual([t[0], t[1], t[3]]);
    // T0 has no weather hour: wind unknown (factor 1): 0.45 m, 10 s -> 50.
    expect(f.slots[0]).toMatchObject({
      windSpeed: null,
      airTemp: null,
      score: 50,
      stars: 3,
      tide: null,
    });
    // T1: 50 * 0.1 = 5.
    expect(f.slots[1]).toMatchObject({
      windSpeed: 18,
      windClass: 'moderate',
      windRelation: 'onshore',
      airTemp: 21,
      score: 5,
      stars: 1,
    });
    // T3: 0.8 m, 9 s -> 60; 9 km/h light offshore x1 -> 60.
    expect(f.slots[2]).toMatchObject({ windSpeed: 9, airTemp: 23, score: 60, stars: 3 });
  });

  it('converts km/h as given when the upstream reports km/h (no second x3.6)', async () => {
    upstream.setWeather(() => {
      const body = defaultWeather(localHours(Date.now()));
      body.hourly_units.wind_speed_10m = 'km/h';
      body.hourly.wind_speed_10m = body.hourly.wind_speed_10m.map(() => 9);
      return body;
    });
    const f = await service().forecast(hilton.id);
    expect(f.slots[0]!.windSpeed).toBe(9);
  });

  /**
   * Noon today on the stand-in's clock. A test that moves its clock on by minutes or hours from
   * there never passes midnight, where a cached copy is rightly loaded anew for the new day (the
   * test below). From the real time, such tests failed when run in the half hour before
   * midnight in Israel.
   */
  const todayAtNoon = () => {
    const local = new Date(Date.now() + UTC_OFFSET_SECONDS * 1000);
    const noon = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), 12);
    return noon - UTC_OFFSET_SECONDS * 1000;
  };

  it('caches per spot: a second call within 30 minutes makes no upstream request', async () => {
    let now = todayAtNoon();
    const svc = service({ now: () => now });
    const before = upstream.count(undefined, caesarea.lat);
    await svc.forecast(caesarea.id);
    expect(upstream.count(undefined, caesarea.lat) - before).toBe(2);
    now += 29 * 60 * 1000;
    const again = await svc.forecast(caesarea.id);
    expect(upstream.count(undefined, caesarea.lat) - before).toBe(2);
    expect(again.stale).toBe(false);
    now += 2 * 60 * 1000;
    await svc.forecast(caesarea.id);
    expect(upstream.count(undefined, caesarea.lat) - before).toBe(4);
  });

  it('a forecast across midnight: a copy cached at 23:50 is loaded anew 20 minutes later, 7 days from the new day', async () => {
    // 23:50 on the stand-in's clock (the offset it answers with).
    const day = new Date(Date.now() + 2 * 86_400_000);
    const base = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 23, 50);
    let now = base - UTC_OFFSET_SECONDS * 1000;
    upstream.setMarine(() => defaultMarine(localHours(now)));
    upstream.setWeather(() => defaultWeather(localHours(now)));
    const svc = service({ now: () => now });
    const before = await svc.forecast(batYam.id);
    const evening = before.localNow.slice(0, 10);
    expect(before.days[0]!.date).toBe(evening);
    expect(before.days).toHaveLength(7);
    now += 20 * 60 * 1000;
    // Open-Meteo down just after midnight: the evening's copy, stale, begins with the new day.
    upstream.behaviour.set(String(batYam.lat), 'error-500');
    const kept = await svc.forecast(batYam.id);
    const nextDay = kept.localNow.slice(0, 10);
    expect(nextDay > evening).toBe(true);
    expect(kept).toMatchObject({ stale: true, fetchedAt: before.fetchedAt });
    expect(kept.days[0]!.date).toBe(nextDay);
    expect(kept.days).toHaveLength(6);
    // Back up: the copy is loaded anew, a whole week from the new day.
    upstream.behaviour.delete(String(batYam.lat));
    const after = await svc.forecast(batYam.id);
    expect(after.stale).toBe(false);
    expect(after.fetchedAt).not.toBe(before.fetchedAt);
    expect(after.days[0]!.date).toBe(nextDay);
    expect(after.slots[0]!.time.slice(0, 10)).toBe(nextDay);
    expect(after.days).toHaveLength(7);
  });

  it('serves the last good copy marked stale when the upstream fails, for up to 6 hours', async () => {
    let now = todayAtNoon();
    const svc = service({ now: () => now });
    const good = await svc.forecast(batYam.id);
    upstream.behaviour.set(String(batYam.lat), 'error-500');
    now += 31 * 60 * 1000;
    const stale = await svc.forecast(batYam.id);
    expect(stale.stale).toBe(true);
    expect(stale.fetchedAt).toBe(good.fetchedAt);
    expect(stale.slots).toEqual(good.slots);
    now += 6 * 60 * 60 * 1000;
    const err = await failure(svc.forecast(batYam.id));
    expect(err).toMatchObject({
      statusCode: 502,
      code: 'FORECAST_UNAVAILABLE',
      message: english.FORECAST_UNAVAILABLE,
    });
    upstream.behaviour.delete(String(batYam.lat));
    const back = await svc.forecast(batYam.id);
    expect(back.stale).toBe(false);
  });

  it('shares one upstream call between concurrent requests for the same spot', async () => {
    upstream.behaviour.set(String(hilton.lat), 'slow');
    upstream.setSlowMs(150);
    const svc = service();
    const before = upstream.count('marine', hilton.lat);
    const results = await Promise.all(Array.from({ length: 5 }, () => svc.forecast(hilton.id)));
    expect(upstream.count('marine', hilton.lat) - before).toBe(1);
    expect(new Set(results.map((r) => r.fetchedAt)).size).toBe(1);
  });

  it('gives up on a slow upstream after its timeout and answers the forecast error', async () => {
    upstream.behaviour.set(String(hilton.lat), 'slow');
    upstream.setSlowMs(5000);
    const started = Date.now();
    const err = await failure(service({ timeoutMs: 200 }).forecast(hilton.id));
    expect(err).toMatchObject({ statusCode: 502, code: 'FORECAST_UNAVAILABLE' });
    // Bounded: well before the stand-in would have answered.
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('reports no marine data from all-null waves or a marine 400 saying so, and caches it', async () => {
    upstream.behaviour.set(String(caesarea.lat), 'no-marine-reason');
    const svc = service();
    const before = upstream.count('marine', caesarea.lat);
    const first = await failure(svc.forecast(caesarea.id));
    expect(first).toMatchObject({
      statusCode: 404,
      code: 'NO_MARINE_DATA',
      message: english.NO_MARINE_DATA,
    });
    await failure(svc.forecast(caesarea.id));
    expect(upstream.count('marine', caesarea.lat) - before).toBe(1);

    upstream.behaviour.set(String(caesarea.lat), 'no-marine-data');
    const nulls = await failure(service().forecast(caesarea.id));
    expect(nulls.code).toBe('NO_MARINE_DATA');
  });

  it('rejects malformed upstream JSON (wrong shape or not JSON) as a forecast error', async () => {
    upstream.behaviour.set(String(hilton.lat), 'malformed');
    expect(await failure(service().forecast(hilton.id))).toMatchObject({
      statusCode: 502,
      code: 'FORECAST_UNAVAILABLE',
    });
    upstream.behaviour.set(String(hilton.lat), 'not-json');
    expect(await failure(service().forecast(hilton.id))).toMatchObject({
      statusCode: 502,
      code: 'FORECAST_UNAVAILABLE',
    });
  });

  it('sends the API key and uses the commercial hosts when one is configured', async () => {
    // A spot no earlier test loads, and only its requests: a request an earlier test left in
    // flight (its forecast had already failed) may reach the stand-in during this one.
    const herzliya = findSpot('herzliya')!;
    const before = upstream.requests.length;
    await service({ apiKey: 'k-123' }).forecast(herzliya.id);
    const sent = upstream.requests
      .slice(before)
      .filter((r) => r.params.get('latitude') === String(herzliya.lat));
    expect(sent.map((r) => r.api).sort()).toEqual(['marine', 'weather']);
    expect(sent.every((r) => r.params.get('apikey') === 'k-123')).toBe(true);
    expect(withApiKey('https://marine-api.open-meteo.com/v1/marine', 'k').host).toBe(
      'customer-marine-api.open-meteo.com',
    );
    expect(withApiKey('https://api.open-meteo.com/v1/forecast').host).toBe('api.open-meteo.com');
  });
});

describe('the sea by its parts, gusts, tide, water and light (issue 44)', () => {
  it('asks for every part, gusts and the sea level, and passes them through per hour', async () => {
    const before = upstream.requests.length;
    const f = await service().forecast(hilton.id);
    const sent = upstream.requests.slice(before);
    const marine = sent
      .find((r) => r.api === 'marine')!
      .params.get('hourly')!
      .split(',');
    const weather = sent
      .find((r) => r.api === 'weather')!
      .params.get('hourly')!
      .split(',');
    for (const name of [
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
      'sea_surface_temperature',
    ]) {
      expect(marine).toContain(name);
    }
    expect(weather).toContain('wind_gusts_10m');

    const s = f.slots[0]!;
    expect(s).toMatchObject({
      swell: { height: 0.4, period: 10, direction: 280 },
      secondarySwell: { height: 0.2, period: 6, direction: 190 },
      windWaves: { height: 0.2, period: 3, direction: 300 },
      // 4 m/s * 3.6.
      windGusts: 14.4,
      windSpeed: 9,
      windRelation: 'offshore',
      seaLevel: 0,
    });
    // A secondary swell from outside the window and wind waves under 0.3 m leave the score.
    expect(f.slots.find((x) => x.tide === 'rising')!.score).toBe(50);
  });

  it("gives each day its water, wetsuit, first and last light and the model's highs and lows", async () => {
    const f = await service().forecast(hilton.id);
    for (const d of f.days) {
      expect(d).toMatchObject({ seaTemp: 24.5, wetsuit: 'boardshorts' });
      // Computed for the spot (the stand-in's sun times are fixed): Tel Aviv's civil twilight at
      // UTC+2 lies between 04:00 and 06:30 in the morning and 17:00 and 20:30 in the evening.
      expect(d.firstLight!.slice(0, 10)).toBe(d.date);
      expect(d.firstLight!.slice(11) >= '04:00' && d.firstLight!.slice(11) <= '06:30').toBe(true);
      expect(d.lastLight!.slice(11) >= '17:00' && d.lastLight!.slice(11) <= '20:30').toBe(true);
      // A 12.42-hour tide turns three or four times a day.
      expect(d.tideExtremes.length).toBeGreaterThanOrEqual(3);
      for (const e of d.tideExtremes) {
        expect(e.time.startsWith(d.date)).toBe(true);
        expect(Math.abs(e.height)).toBeLessThanOrEqual(0.16);
        expect(e.height > 0).toBe(e.kind === 'high');
      }
    }
  });

  it('leaves a part the model does not give absent (null), never 0', async () => {
    upstream.setMarine(() => {
      const body = defaultMarine(localHours(Date.now()));
      const h = body.hourly as Partial<typeof body.hourly>;
      h.secondary_swell_wave_height = body.hourly.swell_wave_height.map(() => null);
      delete h.wind_wave_height;
      delete h.wind_wave_period;
      delete h.wind_wave_direction;
      h.swell_wave_period = body.hourly.swell_wave_period.map(() => null) as never;
      delete h.sea_level_height_msl;
      return body;
    });
    upstream.setWeather(() => {
      const body = defaultWeather(localHours(Date.now()));
      delete (body.hourly as Partial<typeof body.hourly>).wind_gusts_10m;
      return body;
    });
    const f = await service().forecast(hilton.id);
    for (const s of f.slots) {
      expect(s.secondarySwell).toBeNull();
      expect(s.windWaves).toBeNull();
      expect(s.swell).toEqual({ height: 0.4, period: null, direction: 280 });
      expect(s.windGusts).toBeNull();
      expect(s.seaLevel).toBeNull();
    }
    expect(f.days.every((d) => d.tideExtremes.length === 0)).toBe(true);
  });

  it('the stand-in and the demo give every variable the API asks for', () => {
    const time = localHours(Date.now());
    expect(Object.keys(defaultMarine(time).hourly)).toEqual(
      expect.arrayContaining([...MARINE_HOURLY]),
    );
    expect(Object.keys(defaultWeather(time).hourly)).toEqual(
      expect.arrayContaining([...WEATHER_HOURLY]),
    );
    for (const spot of SPOTS) {
      const { marine, weather } = demoResponses(spot, Date.now());
      for (const name of MARINE_HOURLY) {
        const values = marine.hourly[name as keyof typeof marine.hourly]!;
        expect(values, name).toHaveLength(168);
        expect(
          values.some((v) => v !== null),
          name,
        ).toBe(true);
      }
      for (const name of WEATHER_HOURLY) {
        expect(weather.hourly[name as keyof typeof weather.hourly]!.every((v) => v !== null)).toBe(
          true,
        );
      }
    }
  });
});

describe('FORECAST_DEMO sample data', () => {
  it('gives every spot a realistic 7-day forecast without any upstream request', async () => {
    const before = upstream.requests.length;
    const svc = service({
      demo: true,
      marineUrl: 'http://127.0.0.1:9/none',
      weatherUrl: 'http://127.0.0.1:9/none',
    });
    for (const spot of SPOTS) {
      const f = await svc.forecast(spot.id);
      expect(f.demo).toBe(true);
      expect(f.slots).toHaveLength(168);
      expect(f.days).toHaveLength(7);
      for (const s of f.slots) {
        expect(s.waveHeight).toBeGreaterThan(0.1);
        expect(s.waveHeight).toBeLessThan(4);
        expect(s.windSpeed).toBeLessThan(80);
        expect(s.seaTemp).toBeGreaterThan(15);
      }
      expect(f.slots.some((s) => s.stars >= 4)).toBe(true);
      expect(f.days.every((d) => d.sunrise && d.sunset && d.sunrise < d.sunset)).toBe(true);
      // Every part, every hour; the secondary swell on some days and not on others.
      for (const s of f.slots) {
        expect(s.swell).not.toBeNull();
        expect(s.windWaves).not.toBeNull();
        expect(s.windGusts).toBeGreaterThanOrEqual(s.windSpeed!);
        expect(s.seaLevel).not.toBeNull();
      }
      const withSecondary = f.days.map((d) =>
        f.slots.some((s) => s.time.startsWith(d.date) && s.secondarySwell !== null),
      );
      expect(withSecondary.slice(0, 4)).toEqual([false, false, false, false]);
      expect(withSecondary.slice(5)).toEqual([true, true]);
      for (const d of f.days) {
        expect(d.firstLight! < d.sunrise! && d.lastLight! > d.sunset!).toBe(true);
        expect(d.seaTemp).toBeGreaterThan(15);
        expect(d.wetsuit).not.toBeNull();
        expect(d.tideExtremes.some((e) => e.kind === 'high')).toBe(true);
        expect(d.tideExtremes.some((e) => e.kind === 'low')).toBe(true);
      }
    }
    const ranking = await svc.ranking();
    expect(ranking.demo).toBe(true);
    expect(ranking.spots.filter((s) => s.status === 'ok')).toHaveLength(SPOTS.length);
    expect(upstream.requests.length).toBe(before);
  });
});
