import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ALERT_MESSAGES } from '@galim/shared/i18n/he/validation/alerts';
import { validationTexts } from '@galim/shared/i18n/en/messages';
import { findSpot } from '@galim/shared/forecast/spots';
import { israelDate } from '@galim/shared/israel-time';
import type { App } from '../../app';
import { surfAlerts } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import { createTestUser, type TestUser } from '../../test/factories';
import {
  defaultMarine,
  localHours,
  startOpenMeteoStandIn,
  type OpenMeteoStandIn,
} from '../../test/open-meteo-stand-in';
import { evaluateBestWindows, fromIsraelLocal } from './best-windows';

// Best windows (issue 54, item 5) through the API, the real database and the Open-Meteo
// stand-in, whose spots have good days (1.2 m) and bad ones (0.3 m). The job is run with the
// clock the test chooses: the Israel time it evaluates at, never waited for.

let app: App;
let upstream: OpenMeteoStandIn;

/** Each spot's good days, counted from today (every other day is flat). */
const GOOD_DAYS: Record<string, number[]> = {
  mikhmoret: [1, 3],
  'beit-yanai': [1, 3],
  caesarea: [0, 2],
  'dor-habonim': [],
};
const latOf = (id: string) => String(findSpot(id)!.lat);

beforeAll(async () => {
  upstream = await startOpenMeteoStandIn();
  upstream.setMarine((params) => {
    const time = localHours(Date.now());
    const body = defaultMarine(time);
    const spot = Object.keys(GOOD_DAYS).find((id) => latOf(id) === params.get('latitude'));
    const good = spot ? GOOD_DAYS[spot]! : [];
    body.hourly.wave_height = time.map((_, i) => (good.includes(Math.floor(i / 24)) ? 1.2 : 0.3));
    return body;
  });
  app = await createTestApp({
    openMeteo: { marineUrl: upstream.marineUrl, weatherUrl: upstream.weatherUrl, demo: false },
  });
}, 60_000);
afterAll(async () => {
  await upstream.close();
});

const today = israelDate(new Date());
const dayOf = (offset: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
/** An instant in Israel: `offset` days from today at `clock`. */
const at = (offset: number, clock: string) => fromIsraelLocal(`${dayOf(offset)}T${clock}`);
const run = (now: Date) => evaluateBestWindows(app.db, app.jobs, app.forecast, app.live, now);

const post = (u: TestUser, body: object, language = 'he') =>
  app.inject({
    method: 'POST',
    url: '/api/surf-alerts',
    headers: { ...u.headers, 'accept-language': language },
    payload: body,
  });

/** A best window: 2 hours or more of 1 m or more, in daylight. */
const windowAlert = (spotId: string, extra: object = {}) => ({
  spotId,
  minStars: 1,
  minHours: 2,
  minHeightM: 1,
  daylightOnly: true,
  ...extra,
});

const windowNotices = async (u: TestUser) => {
  const res = await app.inject({ url: '/api/notifications', headers: u.headers });
  expect(res.statusCode).toBe(200);
  const items = res.json().data.items as {
    _id: string;
    title: string;
    body: string;
    url: string;
  }[];
  return items.filter((n) => n.title.startsWith('חלון') || n.title.startsWith('חלונות'));
};

const toldDay = async (id: string) => {
  const [row] = await app.db.select().from(surfAlerts).where(eq(surfAlerts.id, id));
  return row!.windowToldStart ? israelDate(row!.windowToldStart) : null;
};

describe('best-window alerts: the request', () => {
  it('keeps the minimum hours and every choice, and answers them back', async () => {
    const u = await createTestUser(app);
    const res = await post(
      u,
      windowAlert('mikhmoret', {
        minHours: 3,
        wind: 'offshore',
        maxHeightM: 2,
        delivery: 'digest',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      minHours: 3,
      daylightOnly: true,
      wind: 'offshore',
      minHeightM: 1,
      maxHeightM: 2,
      minPeriodS: null,
      delivery: 'digest',
    });
    const list = await app.inject({ url: '/api/surf-alerts', headers: u.headers });
    expect(list.json().data[0]).toMatchObject({ minHours: 3, delivery: 'digest' });
    // An ordinary surf alert answers no window.
    const plain = await post(u, { spotId: 'mikhmoret', minStars: 4 });
    expect(plain.json().data).toMatchObject({ minHours: null, delivery: 'instant', wind: null });
  });

  it('keeps a height to the centimetre and a period to the tenth, however many digits come', async () => {
    // The fuzz found these: a float4 column cannot hold 1.9e-108 (an underflow was a 500).
    const u = await createTestUser(app);
    const res = await post(
      u,
      windowAlert('mikhmoret', {
        minHeightM: 1.921604441466799e-108,
        maxHeightM: 1.23456,
        minPeriodS: 29.999999999999932,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ minHeightM: 0, maxHeightM: 1.23, minPeriodS: 30 });
  });

  it('refuses a window of zero hours, 6 stars, an unknown spot, an upside-down range', async () => {
    const u = await createTestUser(app);
    const zero = await post(u, windowAlert('mikhmoret', { minHours: 0 }));
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(zero.body).toContain(ALERT_MESSAGES.windowHours);
    const english = await post(u, windowAlert('mikhmoret', { minHours: 0 }), 'en');
    expect(english.body).toContain(validationTexts.alert.windowHours);
    expect((await post(u, windowAlert('mikhmoret', { minHours: 13 }))).statusCode).toBe(400);
    expect((await post(u, windowAlert('mikhmoret', { minStars: 6 }))).statusCode).toBe(400);
    const nowhere = await post(u, windowAlert('nowhere'));
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.body).toContain(ALERT_MESSAGES.spot);
    const range = await post(u, windowAlert('mikhmoret', { minHeightM: 2, maxHeightM: 1 }));
    expect(range.statusCode).toBe(400);
    expect(range.body).toContain(ALERT_MESSAGES.heightRange);
    expect((await post(u, windowAlert('mikhmoret', { wind: 'strong' }))).statusCode).toBe(400);
  });
});

describe('best-window alerts: the job', () => {
  it('tells the next good day’s window once, never a bad day’s', async () => {
    const u = await createTestUser(app);
    const flat = await createTestUser(app);
    const id = (await post(u, windowAlert('mikhmoret'))).json().data._id as string;
    expect((await post(flat, windowAlert('dor-habonim'))).statusCode).toBe(201);

    await run(at(0, '08:00'));
    let told = await windowNotices(u);
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe('חלון גלישה: מכמורת');
    expect(told[0]!.body).toMatch(/^מחר \d\d:00–\d\d:00, \d+ שעות: ★+ 1\.2 מ׳ 10 שנ׳\n/);
    expect(told[0]!.url).toBe(`/forecast/mikhmoret?window-alert=${id}`);
    expect(await toldDay(id)).toBe(dayOf(1));

    // The same window, later today and while it is under way: not told again.
    await run(at(0, '20:00'));
    await run(at(1, '10:00'));
    expect(await windowNotices(u)).toHaveLength(1);

    // Two days on, the next good day (day 3), not the flat day 2.
    await run(at(2, '08:00'));
    told = await windowNotices(u);
    expect(told).toHaveLength(2);
    expect(await toldDay(id)).toBe(dayOf(3));
    expect(await windowNotices(flat)).toHaveLength(0);
  });

  it('tells a surfer at most one window a day across their alerts', async () => {
    const u = await createTestUser(app);
    const a = (await post(u, windowAlert('mikhmoret'))).json().data._id as string;
    const b = (await post(u, windowAlert('beit-yanai'))).json().data._id as string;
    await run(at(0, '09:00'));
    await run(at(0, '15:00'));
    expect(await windowNotices(u)).toHaveLength(1);
    const first = (await toldDay(a)) ? a : b;
    const second = first === a ? b : a;
    expect(await toldDay(second)).toBeNull();
    // The next day the other alert's window (under way since first light) is told.
    await run(at(1, '09:00'));
    expect(await windowNotices(u)).toHaveLength(2);
    expect(await toldDay(second)).toBe(dayOf(1));
  });

  it('keeps the quiet hours for the push, not for the notification centre', async () => {
    const u = await createTestUser(app);
    const s = (await app.inject({ url: '/api/notification-settings', headers: u.headers })).json()
      .data;
    s.quietHours = { enabled: true, start: '00:00', end: '23:59' };
    const put = await app.inject({
      method: 'PUT',
      url: '/api/notification-settings',
      headers: u.headers,
      payload: s,
    });
    expect(put.statusCode).toBe(200);
    await post(u, windowAlert('beit-yanai'));
    await run(at(0, '09:00'));
    const [notice] = await windowNotices(u);
    expect(notice).toBeDefined();
    const queued = (await app.db.execute(
      sql`select start_after from pgboss.job
          where name = 'push' and data->>'notificationId' = ${notice!._id}`,
    )) as unknown as { rows: { start_after: string | Date }[] };
    expect(queued.rows).toHaveLength(1);
    expect(new Date(queued.rows[0]!.start_after).getTime()).toBeGreaterThan(Date.now() + 30_000);
  });

  it('a digest: today’s windows in one notice from 06:00 Israel time, once', async () => {
    const u = await createTestUser(app);
    await post(u, windowAlert('caesarea', { delivery: 'digest' }));
    await post(u, windowAlert('mikhmoret', { delivery: 'digest' }));
    await run(at(0, '05:00'));
    expect(await windowNotices(u)).toHaveLength(0);
    await run(at(0, '06:00'));
    const told = await windowNotices(u);
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe('חלונות הגלישה של היום');
    // Caesarea is good today; Mikhmoret only tomorrow: not in today's digest.
    expect(told[0]!.body).toMatch(/^קיסריה \d\d:00–\d\d:00, /);
    expect(told[0]!.body).not.toContain('מכמורת');
    expect(told[0]!.url).toMatch(/^\/forecast\/caesarea\?window-alert=/);
    await run(at(0, '07:00'));
    expect(await windowNotices(u)).toHaveLength(1);
  });
});
