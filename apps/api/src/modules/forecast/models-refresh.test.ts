import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { findSpot } from '@galim/shared/forecast/spots';
import type { App } from '../../app';
import { keptForecasts } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import { createTestUser, runJob } from '../../test/factories';
import {
  openMeteoConfigFor,
  startOpenMeteoStandIn,
  type OpenMeteoStandIn,
} from '../../test/open-meteo-stand-in';
import { checkedReports, leansAt } from './accuracy';
import { issuePeriod, KEEP_DAYS, MODELS_REFRESH_MS, utcHourMs } from './kept';
import { createModelsSource, type KeptStore } from './models';
import type { ModelSeriesOk } from './models-client';
import * as repo from './repo';

// The models refresh (issue 54, decision 056): every model for every spot, the wave models'
// daylight hours kept at three leads, idempotent within a refresh period, old rows pruned, and
// the same answer cached for the forecast. Against the local Open-Meteo stand-in.

const hilton = findSpot('tel-aviv-hilton')!;
const batYam = findSpot('bat-yam')!;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let upstream: OpenMeteoStandIn;
let app: App;
let kept: KeptStore;

beforeAll(async () => {
  upstream = await startOpenMeteoStandIn();
  app = await createTestApp({
    openMeteo: openMeteoConfigFor(upstream),
    adminEmails: ['admin@models.test'],
  });
  kept = {
    keep: (rows, issuedAt) => repo.keep(app.db, rows, issuedAt),
    prune: (before) => repo.prune(app.db, before),
    leans: (spotIds, nowMs) => leansAt(app.db, spotIds, nowMs),
    checked: (spotIds, nowMs) => checkedReports(app.db, spotIds, nowMs),
  };
});
afterAll(async () => {
  await upstream.close();
});
beforeEach(async () => {
  await app.db.delete(keptForecasts);
});
afterEach(() => {
  upstream.resetModels();
  upstream.behaviour.clear();
});

/** A source over two spots whose clock the test moves. */
function source(clock: { now: number }) {
  return createModelsSource({
    marineUrl: upstream.marineUrl,
    weatherUrl: upstream.weatherUrl,
    demo: false,
    now: () => clock.now,
    timeoutMs: 1000,
    refreshTimeoutMs: 1500,
    kept,
    places: [hilton, batYam],
  });
}

const rowsOf = (spotId: string, model?: string) =>
  app.db
    .select()
    .from(keptForecasts)
    .where(
      model
        ? and(eq(keptForecasts.spotId, spotId), eq(keptForecasts.model, model))
        : eq(keptForecasts.spotId, spotId),
    );

/** The models disagree: MFWAM as the stand-in's sea, ECMWF WAM half a metre more, GFS less. */
function disagree() {
  upstream.setModelValue((model, variable, base) => {
    if (base === null || !variable.endsWith('height')) return base;
    if (model === 'ecmwf_wam025') return base + 0.5;
    if (model === 'ncep_gfswave025') return base - 0.1;
    return base;
  });
}

describe('the models refresh', () => {
  it('keeps the wave models’ daylight hours ahead, each model its own, never a wind model', async () => {
    disagree();
    upstream.modelBehaviour.set('gwam', 'missing');
    upstream.modelBehaviour.set('ewam', 'slow');
    upstream.modelBehaviour.set('ecmwf_ifs025', 'error-500');
    // The slow model would answer long after the test's own limit: the refresh ends at all only
    // because that model's request times out, and what the others said is kept.
    upstream.setSlowMs(600_000);
    const clock = { now: Date.now() };
    const done = await source(clock).refresh();
    expect(done.issuedAt).toBe(new Date(issuePeriod(clock.now)).toISOString());
    expect(done.failedRequests).toBe(2);
    expect(done.kept).toBeGreaterThan(0);

    const rows = await rowsOf(hilton.id);
    // The failed, the missing and the wind models keep nothing; the others do.
    expect(new Set(rows.map((r) => r.model))).toEqual(
      new Set(['meteofrance_wave', 'ecmwf_wam025', 'ncep_gfswave025']),
    );
    const issued = issuePeriod(clock.now);
    for (const r of rows) {
      expect(r.issuedAt.getTime()).toBe(issued);
      const lead = (r.targetAt.getTime() - issued) / HOUR;
      expect(r.targetAt.getTime()).toBeGreaterThan(clock.now);
      expect(lead < 24 || (lead >= 24 && lead < 27) || (lead >= 72 && lead < 75)).toBe(true);
      // Daylight only: Tel Aviv's first light is after 02:00 UTC, its last before 17:00.
      const hour = r.targetAt.getUTCHours();
      expect(hour).toBeGreaterThanOrEqual(2);
      expect(hour).toBeLessThanOrEqual(17);
      expect(r.height).not.toBeNull();
    }
    // Each model's own height for the same hour.
    const at = rows[0]!.targetAt.getTime();
    const height = (model: string) =>
      rows.find((r) => r.model === model && r.targetAt.getTime() === at)!.height!;
    expect(height('ecmwf_wam025') - height('meteofrance_wave')).toBeCloseTo(0.5, 5);
    expect(height('meteofrance_wave') - height('ncep_gfswave025')).toBeCloseTo(0.1, 5);
  });

  it('writes the same rows again within a period, with the newer values', async () => {
    // A minute into a period, so that ten minutes later is the same period (CI once ran this at
    // 17:59 UTC, and the second refresh was the 18:00 period's).
    const clock = { now: issuePeriod(Date.now()) + 60_000 };
    const models = source(clock);
    await models.refresh();
    const first = await rowsOf(batYam.id);
    upstream.setModelValue((_m, variable, base) =>
      base !== null && variable === 'wave_height' ? base + 0.25 : base,
    );
    clock.now += 10 * 60 * 1000;
    const again = await models.refresh();
    const second = await rowsOf(batYam.id);
    expect(again.replaced).toBe(0);
    expect(second).toHaveLength(first.length);
    const key = (r: (typeof first)[number]) =>
      `${r.model} ${r.targetAt.toISOString()} ${r.issuedAt.toISOString()}`;
    expect(new Set(second.map(key))).toEqual(new Set(first.map(key)));
    const before = new Map(first.map((r) => [key(r), r.height!]));
    for (const r of second) expect(r.height! - before.get(key(r))!).toBeCloseTo(0.25, 5);
  });

  it('leaves three issues per hour after days of refreshes: the latest, ~24 h and ~72 h ahead', async () => {
    const start = issuePeriod(Date.now());
    const clock = { now: start + 60_000 };
    const models = source(clock);
    // Five days of refreshes, one per period, each a minute into it.
    for (let k = 0; k < 40; k++) {
      clock.now = start + k * MODELS_REFRESH_MS + 60_000;
      await models.refresh();
    }
    const rows = await rowsOf(hilton.id, 'meteofrance_wave');
    const last = clock.now;
    // Every daylight hour between 75 h after the first refresh and the last refresh's period.
    const hours = [...new Set(rows.map((r) => r.targetAt.getTime()))].filter(
      (t) => t >= start + 75 * HOUR && t <= issuePeriod(last),
    );
    expect(hours.length).toBeGreaterThan(10);
    for (const t of hours) {
      const leads = rows
        .filter((r) => r.targetAt.getTime() === t)
        .map((r) => (t - r.issuedAt.getTime()) / HOUR)
        .sort((a, b) => a - b);
      expect(leads).toHaveLength(3);
      expect(leads[0]).toBeGreaterThan(0);
      expect(leads[0]).toBeLessThanOrEqual(3);
      expect(leads[1]).toBeGreaterThanOrEqual(24);
      expect(leads[1]).toBeLessThan(27);
      expect(leads[2]).toBeGreaterThanOrEqual(72);
      expect(leads[2]).toBeLessThan(75);
    }
  }, 60_000);

  it('prunes rows 100 days after their hour', async () => {
    const now = Date.now();
    const old = (days: number) => ({
      spotId: hilton.id,
      model: 'ewam',
      targetAt: new Date(Math.floor((now - days * DAY) / HOUR) * HOUR),
      issuedAt: new Date(Math.floor((now - days * DAY) / HOUR) * HOUR - 3 * HOUR),
      height: 1,
      period: 8,
    });
    await app.db.insert(keptForecasts).values([old(KEEP_DAYS + 1), old(KEEP_DAYS - 1)]);
    const done = await source({ now }).refresh();
    expect(done.pruned).toBe(1);
    const left = (await rowsOf(hilton.id, 'ewam')).filter((r) => r.targetAt.getTime() < now);
    expect(left.map((r) => r.targetAt.getTime())).toEqual([old(KEEP_DAYS - 1).targetAt.getTime()]);
  });

  it('serves what it fetched: a spot’s models come from the cache, a failed model beside the others', async () => {
    disagree();
    upstream.modelBehaviour.set('ewam', 'error-500');
    const clock = { now: Date.now() };
    const models = source(clock);
    await models.refresh();
    const asked = upstream.modelRequests.length;
    const got = (await models.forSpot(hilton))!;
    expect(upstream.modelRequests.length).toBe(asked);
    expect(got.stale).toBe(false);
    expect(got.value.results.ewam).toMatchObject({ status: 'failed', kind: 'http' });
    const mf = got.value.results.meteofrance_wave as ModelSeriesOk;
    const ec = got.value.results.ecmwf_wam025 as ModelSeriesOk;
    expect(ec.hourly.wave_height![0]! - mf.hourly.wave_height![0]!).toBeCloseTo(0.5, 5);
    // ECMWF WAM has no swell parts: absent, not zeros.
    expect(ec.hourly.swell_wave_height).toBeUndefined();
    // Past its reach a model is null: MFWAM reaches 10 days.
    expect(mf.hourly.wave_height![10 * 24]).toBeNull();
    expect(utcHourMs(mf.time[0]!) % DAY).toBe(0);
  });

  it('runs as the forecast-models job, by hand for an admin', async () => {
    const admin = await createTestUser(app, { email: 'admin@models.test' });
    const res = await runJob(app, 'forecast-models', admin);
    expect(res.statusCode, res.body).toBe(200);
    const run = res.json().data as { state: string; output: { kept: number; requests: number } };
    expect(run.state).toBe('completed');
    // Every spot, 9 models in chunks of 12 spots.
    expect(run.output.requests).toBe(18);
    expect(run.output.kept).toBeGreaterThan(0);
  });
});
