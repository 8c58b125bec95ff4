import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZForecastAccuracy, type TModelAccuracy } from '@galim/shared/forecast/schemas';
import { errorTexts as english } from '@galim/shared/i18n/en/errors';
import { errorTexts as hebrew } from '@galim/shared/i18n/he/errors';
import type { App } from '../../app';
import { keptForecasts, users } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import { createBeachReports, createTestUser } from '../../test/factories';
import {
  openMeteoConfigFor,
  startOpenMeteoStandIn,
  type OpenMeteoStandIn,
} from '../../test/open-meteo-stand-in';

// GET /api/forecast/{spotId}/accuracy (issue 54, decision 056): a month of beach reports and the
// models' kept forecasts for their hours, and older ones, checked against figures counted by
// hand. Then a spot where one model has proved itself: Galim's line leans on it.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SPOT = 'bat-yam';

let upstream: OpenMeteoStandIn;
let app: App;
const now = Date.now();
/** The report `k` days back (less two hours, so that the 30th is within 30 days). */
const seen = (k: number) => new Date(now - k * DAY + 2 * HOUR);
const hourOf = (d: Date) => new Date(Math.floor(d.getTime() / HOUR) * HOUR);

type Kept = typeof keptForecasts.$inferInsert;
/** A model's latest issue (2 h ahead) and its day-ahead one (25 h) for a report's hour. */
function kept(spotId: string, at: Date, model: string, latest: number, dayAhead?: number): Kept[] {
  const target = hourOf(at);
  const row = (lead: number, height: number) => ({
    spotId,
    model,
    targetAt: target,
    issuedAt: new Date(target.getTime() - lead * HOUR),
    height,
    period: 8,
  });
  return [row(2, latest), ...(dayAhead === undefined ? [] : [row(25, dayAhead)])];
}

beforeAll(async () => {
  upstream = await startOpenMeteoStandIn();
  app = await createTestApp({ openMeteo: openMeteoConfigFor(upstream) });
  const surfer = await createTestUser(app);
  const blocked = await createTestUser(app);
  await app.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, blocked.id));

  const reports: Parameters<typeof createBeachReports>[1] = [];
  const rows: Kept[] = [];
  // The last month: 30 reports, one a day, all "waist" (0.6–0.9 m).
  for (let k = 1; k <= 30; k++) {
    const at = seen(k);
    reports.push({ spotId: SPOT, userId: surfer.id, size: 'waist', seenAt: at });
    // MFWAM: 0.7 m (waist) as the latest issue; its day-ahead 1.5 m (head) is not the one judged.
    rows.push(...kept(SPOT, at, 'meteofrance_wave', 0.7, 1.5));
    // ECMWF WAM: 1.0 m (chest, one class too big) on the last 10 days, 0.7 before.
    rows.push(...kept(SPOT, at, 'ecmwf_wam025', k <= 10 ? 1.0 : 0.7));
    // GFS-Wave: every other day, 0.4 m (knee, one class too small).
    if (k % 2 === 1) rows.push(...kept(SPOT, at, 'ncep_gfswave025', 0.4));
    // EWAM: the last 5 days only, right.
    if (k <= 5) rows.push(...kept(SPOT, at, 'ewam', 0.7));
  }
  // Two and three months back: 10 reports of "chest"; MFWAM 0.7 (too small), ECMWF 1.0 (right).
  for (let k = 40; k < 50; k++) {
    const at = seen(k);
    reports.push({ spotId: SPOT, userId: surfer.id, size: 'chest', seenAt: at });
    rows.push(...kept(SPOT, at, 'meteofrance_wave', 0.7), ...kept(SPOT, at, 'ecmwf_wam025', 1.0));
  }
  // Not counted: a removed report, a blocked author's, another spot's, one past 90 days; counted
  // but not checked: one with no kept forecast for its hour.
  const wrong = { size: 'overhead' as const };
  reports.push(
    { spotId: SPOT, userId: surfer.id, ...wrong, seenAt: seen(3), removedAt: new Date() },
    { spotId: SPOT, userId: blocked.id, ...wrong, seenAt: seen(4) },
    { spotId: 'caesarea', userId: surfer.id, ...wrong, seenAt: seen(5) },
    { spotId: SPOT, userId: surfer.id, ...wrong, seenAt: seen(95) },
    { spotId: SPOT, userId: surfer.id, size: 'waist', seenAt: new Date(now - 12 * HOUR) },
  );
  rows.push(...kept('caesarea', seen(5), 'meteofrance_wave', 0.3));
  rows.push(...kept(SPOT, seen(95), 'meteofrance_wave', 0.3));

  // Where ECMWF WAM has proved itself: 30 reports of "chest", ECMWF 1.0 m (right), MFWAM
  // 0.4 m (knee), so the models' median, 0.7 m (waist), is wrong too.
  for (let k = 1; k <= 30; k++) {
    const at = seen(k);
    reports.push({ spotId: 'palmachim', userId: surfer.id, size: 'chest', seenAt: at });
    rows.push(
      ...kept('palmachim', at, 'ecmwf_wam025', 1.0),
      ...kept('palmachim', at, 'meteofrance_wave', 0.4),
    );
  }
  await createBeachReports(app, reports);
  await app.db.insert(keptForecasts).values(rows);
});
afterAll(async () => {
  await upstream.close();
});

async function accuracy(spotId: string, query = '', language = 'he') {
  return app.inject({
    method: 'GET',
    url: `/api/forecast/${spotId}/accuracy${query}`,
    headers: { 'accept-language': language },
  });
}

const pick = (models: TModelAccuracy[], id: string) => models.find((m) => m.model === id)!;

describe('GET /api/forecast/{spotId}/accuracy', () => {
  it('counts each model against a month of reports, as counted by hand', async () => {
    const res = await accuracy(SPOT);
    expect(res.statusCode, res.body).toBe(200);
    const data = ZForecastAccuracy.parse(res.json().data);
    expect(data).toMatchObject({ spotId: SPOT, minShown: 10, minLean: 30, lean: null });
    const [month, season] = data.windows;
    expect(month!.days).toBe(30);
    // 30 a day, and the one with no kept forecast.
    expect(month!.reports).toBe(31);
    expect(month!.models.map((m) => m.model)).toEqual([
      'galim',
      'meteofrance_wave',
      'ecmwf_wam025',
      'ncep_gfswave025',
      'ewam',
      'gwam',
    ]);
    const m = month!.models;
    // Galim's line, the median of each issue: 0.7, or the mean 0.85 of two: waist every day.
    expect(pick(m, 'galim')).toMatchObject({
      name: 'גלים',
      checked: 30,
      matched: 30,
      matchedShare: 1,
      bias: 0,
      tooFew: false,
      enoughToLean: true,
    });
    // MFWAM's latest issue is judged (0.7, waist), never its day-ahead 1.5.
    expect(pick(m, 'meteofrance_wave')).toMatchObject({
      checked: 30,
      matched: 30,
      tooBigShare: 0,
      bias: 0,
    });
    // ECMWF WAM: 20 of 30 right, 10 one class too big.
    const ec = pick(m, 'ecmwf_wam025');
    expect(ec).toMatchObject({ checked: 30, matched: 20, tooSmallShare: 0, tooFew: false });
    expect(ec.matchedShare).toBeCloseTo(20 / 30);
    expect(ec.tooBigShare).toBeCloseTo(10 / 30);
    expect(ec.bias).toBeCloseTo(10 / 30);
    // GFS-Wave: 15 checked, every one a class too small; not enough to lean on.
    expect(pick(m, 'ncep_gfswave025')).toMatchObject({
      checked: 15,
      matched: 0,
      tooSmallShare: 1,
      bias: -1,
      tooFew: false,
      enoughToLean: false,
    });
    // EWAM: 5, too few to say; GWAM: none.
    expect(pick(m, 'ewam')).toMatchObject({ checked: 5, matched: 5, tooFew: true });
    expect(pick(m, 'gwam')).toMatchObject({ checked: 0, matchedShare: 0, tooFew: true });

    // 90 days: 10 more reports of chest, where MFWAM was a class small and ECMWF right.
    expect(season!.days).toBe(90);
    expect(season!.reports).toBe(41);
    const s = season!.models;
    expect(pick(s, 'meteofrance_wave')).toMatchObject({
      checked: 40,
      matched: 30,
      matchedShare: 0.75,
      tooSmallShare: 0.25,
      bias: -0.25,
    });
    expect(pick(s, 'ecmwf_wam025')).toMatchObject({
      checked: 40,
      matched: 30,
      matchedShare: 0.75,
      tooBigShare: 0.25,
      bias: 0.25,
    });
    // The median of 0.7 and 1.0 is 0.85: waist, a class small on those 10.
    expect(pick(s, 'galim')).toMatchObject({ checked: 40, matched: 30, bias: -0.25 });
    // Three at 75%: nobody beats the others by 10 points, the line stays the median.
    expect(data.lean).toBeNull();
  });

  it('answers one model’s figures, in English', async () => {
    const res = await accuracy(SPOT, '?model=ecmwf_wam025', 'en');
    expect(res.statusCode).toBe(200);
    const data = ZForecastAccuracy.parse(res.json().data);
    for (const w of data.windows) {
      expect(w.models.map((m) => m.model)).toEqual(['ecmwf_wam025']);
      expect(w.models[0]!.name).toBe('ECMWF WAM (ECMWF)');
    }
    const galim = ZForecastAccuracy.parse((await accuracy(SPOT, '?model=galim', 'en')).json().data);
    expect(galim.windows[0]!.models[0]!.name).toBe('Galim');
  });

  it('says too few where nothing was reported', async () => {
    const data = ZForecastAccuracy.parse((await accuracy('herzliya')).json().data);
    for (const w of data.windows) {
      expect(w.reports).toBe(0);
      expect(w.models.every((m) => m.checked === 0 && m.tooFew)).toBe(true);
    }
  });

  it('refuses an unknown model (400) and an unknown spot (404) with a code, in the request’s language', async () => {
    const bad = await accuracy(SPOT, '?model=my_model');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      success: false,
      code: 'UNKNOWN_FORECAST_MODEL',
      error: hebrew.UNKNOWN_FORECAST_MODEL,
    });
    const badEn = await accuracy(SPOT, '?model=icon_seamless', 'en');
    expect(badEn.json()).toMatchObject({
      code: 'UNKNOWN_FORECAST_MODEL',
      error: english.UNKNOWN_FORECAST_MODEL,
    });
    const unknown = await accuracy('eilat-north-beach');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'SPOT_NOT_FOUND', error: hebrew.SPOT_NOT_FOUND });
    expect((await accuracy('Not%20A%20Spot!')).statusCode).toBe(400);
  });

  it('leans Galim’s line on the model that proved itself at a spot', async () => {
    const data = ZForecastAccuracy.parse((await accuracy('palmachim')).json().data);
    expect(data.lean).toBe('ecmwf_wam025');
    const season = data.windows[1]!.models;
    expect(pick(season, 'ecmwf_wam025')).toMatchObject({ checked: 30, matchedShare: 1 });
    expect(pick(season, 'galim')).toMatchObject({ checked: 30, matchedShare: 0 });

    // The forecast's line is ECMWF WAM's where it reaches: 0.45 + 0.3 m, not the median.
    upstream.setModelValue((id, variable, base) =>
      base !== null && variable === 'wave_height' && id === 'ecmwf_wam025' ? base + 0.3 : base,
    );
    const res = await app.inject({ method: 'GET', url: '/api/forecast/palmachim' });
    expect(res.statusCode, res.body).toBe(200);
    const f = res.json().data;
    expect(f.line.basis).toBe('ecmwf_wam025');
    expect(f.line.height[30]).toBe(0.75);
    // Past its 10 days, the median of those that reach (GFS-Wave alone).
    expect(f.line.height[12 * 24]).toBe(0.45);
    const slot = f.slots.find((x: { time: string }) => x.time === f.modelHours[30]);
    expect(slot.waveHeight).toBe(0.75);
  });
});
