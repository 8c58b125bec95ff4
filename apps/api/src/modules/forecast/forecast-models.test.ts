import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ZForecast, type TForecast, type TForecastModel } from '@galim/shared/forecast/schemas';
import { WAVE_MODEL_IDS, WIND_MODEL_IDS } from '@galim/shared/forecast/models';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';
import {
  openMeteoConfigFor,
  startOpenMeteoStandIn,
  type OpenMeteoStandIn,
} from '../../test/open-meteo-stand-in';
import { createForecastService } from './service';

// GET /api/forecast/{spotId} with every model (issue 54, decision 056): each model's series
// side by side, Galim's own line (the median) carrying the score, and each hour's and day's
// confidence, against the local Open-Meteo stand-in (its sea: 0.45 m at 10 s every hour).

let upstream: OpenMeteoStandIn;
let app: App;

beforeAll(async () => {
  upstream = await startOpenMeteoStandIn();
  app = await createTestApp({ openMeteo: openMeteoConfigFor(upstream) });
});
afterAll(async () => {
  await upstream.close();
});
afterEach(() => {
  upstream.resetModels();
  upstream.behaviour.clear();
});

async function forecastOf(spotId: string, language = 'he'): Promise<TForecast> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/forecast/${spotId}`,
    headers: { 'accept-language': language },
  });
  expect(res.statusCode, res.body).toBe(200);
  return ZForecast.parse(res.json().data);
}

const model = (f: TForecast, id: string) => f.models.find((m) => m.id === id)!;
/** The first hour of the day after today in `f`'s model hours at `hh`:00. */
const tomorrowAt = (f: TForecast, hh: string) => {
  const dates = [...new Set(f.modelHours.map((t) => t.slice(0, 10)))];
  return f.modelHours.indexOf(`${dates[1]}T${hh}:00`);
};

describe('the models of a spot’s forecast', () => {
  it('gives every model side by side, Galim’s median line scored, models that disagree', async () => {
    // Four wave models that disagree (EWAM answers nothing): the median of 0.35, 0.65, 0.75,
    // 0.95 is 0.7.
    upstream.modelBehaviour.set('ewam', 'missing');
    upstream.setModelValue((id, variable, base) => {
      if (base === null || variable !== 'wave_height') return base;
      const add: Record<string, number> = {
        meteofrance_wave: 0.2,
        ecmwf_wam025: 0.5,
        ncep_gfswave025: -0.1,
        gwam: 0.3,
      };
      return base + (add[id] ?? 0);
    });
    const f = await forecastOf('caesarea');

    // The seed's contract holds: 7 days of scored hours.
    expect(f.slots).toHaveLength(168);
    expect(f.days).toHaveLength(7);
    // Every model, wave models first, with its Hebrew name.
    expect(f.models.map((m) => m.id)).toEqual([...WAVE_MODEL_IDS, ...WIND_MODEL_IDS]);
    expect(model(f, 'meteofrance_wave')).toMatchObject({
      kind: 'wave',
      shortName: 'MFWAM',
      name: 'MFWAM (מטאו־פראנס)',
      status: 'ok',
      reachDays: 10,
    });
    expect(model(f, 'ewam')).toMatchObject({ status: 'missing' });
    expect(model(f, 'ewam').height).toBeUndefined();

    // 16 days of local hours; each series one value per hour.
    expect(f.modelHours).toHaveLength(16 * 24);
    expect(f.modelHours[0]).toMatch(/T02:00$/); // UTC midnight at UTC+2
    const noon = tomorrowAt(f, '12');
    const mf = model(f, 'meteofrance_wave');
    expect(mf.height).toHaveLength(f.modelHours.length);
    expect(mf.height![noon]).toBe(0.65);
    expect(model(f, 'ecmwf_wam025').height![noon]).toBe(0.95);
    expect(model(f, 'ncep_gfswave025').height![noon]).toBe(0.35);
    expect(mf.period![noon]).toBe(10);
    expect(mf.direction![noon]).toBe(280);
    // Wind models: wind and gusts in km/h (2.5 and 4 m/s), no wave series.
    const gfs = model(f, 'gfs_seamless');
    expect(gfs).toMatchObject({ kind: 'wind', status: 'ok' });
    expect(gfs.wind![noon]).toBe(9);
    expect(gfs.gusts![noon]).toBe(14.4);
    expect(gfs.direction![noon]).toBe(100);
    expect(gfs.height).toBeUndefined();

    // Galim's line: the median, 0.7 m; the slot of that hour carries it and is scored with it.
    expect(f.line.basis).toBe('median');
    expect(f.line.height[noon]).toBe(0.7);
    expect(f.line.period[noon]).toBe(10);
    const slot = f.slots.find((s) => s.time === f.modelHours[noon])!;
    expect(slot.waveHeight).toBe(0.7);
    // Bigger than the single model's 0.45 m (score 50): scored higher.
    expect(slot.score).toBeGreaterThan(50);
    const day = f.days.find((d) => d.date === slot.time.slice(0, 10))!;
    expect(day.best!.score).toBeGreaterThanOrEqual(slot.score);

    // A spread of 0.6 m around 0.7: low, for the spread.
    expect(f.confidence[noon]).toEqual({
      time: f.modelHours[noon],
      level: 'low',
      reason: 'spread',
      models: 4,
      low: 0.35,
      high: 0.95,
    });
  });

  it('past a model’s reach it is absent, not 0; days only one model reaches are low, oneModel', async () => {
    const f = await forecastOf('bat-yam', 'en');
    expect(model(f, 'meteofrance_wave').name).toBe('MFWAM (Météo-France)');
    const mf = model(f, 'meteofrance_wave');
    // MFWAM reaches 10 days from UTC midnight, GFS-Wave 16.
    expect(mf.height![10 * 24 - 1]).not.toBeNull();
    expect(mf.height![10 * 24]).toBeNull();
    expect(model(f, 'ncep_gfswave025').height![10 * 24]).toBe(0.45);
    expect(model(f, 'meteofrance_seamless').wind![4 * 24]).toBeNull();

    // Every model the same: the near days are sure, for the models agree.
    expect(f.confidenceDays[1]).toMatchObject({ level: 'high', reason: 'agree' });
    expect(f.confidence[tomorrowAt(f, '12')]).toMatchObject({
      level: 'high',
      reason: 'agree',
      models: 5,
    });
    // From the local date of hour 240 on (its daylight is past 10 days): GFS-Wave alone.
    const late = f.confidenceDays.filter((d) => d.date >= f.modelHours[10 * 24]!.slice(0, 10));
    expect(late).toHaveLength(6);
    expect(f.confidenceDays.at(-7)).toMatchObject({ level: 'high', reason: 'agree' });
    for (const d of late) expect(d).toMatchObject({ level: 'low', reason: 'oneModel' });
    expect(f.confidence[12 * 24]).toMatchObject({ level: 'low', reason: 'oneModel', models: 1 });
    // The line goes on with the one model; the slots (7 days) are the models' median.
    expect(f.line.height[12 * 24]).toBe(0.45);
    expect(f.slots.every((s) => s.waveHeight === 0.45)).toBe(true);
  });

  it('a model that fails and one that times out hide nothing of the others', async () => {
    upstream.modelBehaviour.set('gwam', 'error-500');
    upstream.modelBehaviour.set('icon_seamless', 'slow');
    upstream.setSlowMs(5000);
    const started = Date.now();
    const f = await createForecastService({
      marineUrl: upstream.marineUrl,
      weatherUrl: upstream.weatherUrl,
      demo: false,
      timeoutMs: 1500,
    }).forecast('haifa-bat-galim', { language: 'en' });
    // Bounded by a request's timeout, not the slow model's answer.
    expect(Date.now() - started).toBeLessThan(4500);
    const statuses = Object.fromEntries(f.models.map((m: TForecastModel) => [m.id, m.status]));
    expect(statuses).toMatchObject({
      gwam: 'failed',
      icon_seamless: 'failed',
      meteofrance_wave: 'ok',
      ecmwf_wam025: 'ok',
      gfs_seamless: 'ok',
    });
    expect(model(f, 'gwam').height).toBeUndefined();
    expect(model(f, 'ecmwf_wam025').height![30]).toBe(0.45);
    expect(f.confidence[30]!.models).toBe(4);
  });

  it('answers the forecast without models when every model fails', async () => {
    upstream.setModelValue(() => null);
    for (const id of [...WAVE_MODEL_IDS, ...WIND_MODEL_IDS]) {
      upstream.modelBehaviour.set(id, 'error-500');
    }
    const f = await forecastOf('ashdod-lido');
    expect(f.slots).toHaveLength(168);
    expect(f.models.every((m) => m.status === 'failed')).toBe(true);
    expect(f.modelHours).toEqual([]);
    expect(f.confidence).toEqual([]);
    expect(f.line).toEqual({ basis: 'median', height: [], period: [] });
    expect(f.slots.every((s) => s.waveHeight === 0.45)).toBe(true);
  });
});
