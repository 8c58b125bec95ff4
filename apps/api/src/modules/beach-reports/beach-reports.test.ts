import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { App } from '../../app';
import { beachReports, notifications, reports } from '../../db/schema';
import { findSpotInfo } from '@galim/shared/forecast/spot-list';
import { createTestApp } from '../../test/helpers';
import { createTestUser, multipart, type TestUser } from '../../test/factories';

// Reports from the beach (issue 44 items 8 and 10, decision 048): a signed-in surfer posts what
// they see, the spot shows the last three hours, "מהחוף" within 3 km, once per spot in 30
// minutes, a photo without its metadata, thanks, reports, a moderator's removal, a push to
// those who asked, and a Hebrew 400 with a code for every bad input.

let app: App;
let admin: TestUser;
const SPOT = 'tel-aviv-hilton';
const spot = findSpotInfo(SPOT)!;
const good = { size: 'head', surface: 'glassy', crowd: 'few' } as const;

beforeAll(async () => {
  app = await createTestApp();
  admin = await createTestUser(app, { role: 'admin' });
});

const post = (who: TestUser | null, body: unknown, spotId = SPOT) =>
  app.inject({
    method: 'POST',
    url: `/api/forecast/${spotId}/reports`,
    headers: who?.headers ?? {},
    payload: body as object,
  });
const list = (who?: TestUser, spotId = SPOT) =>
  app.inject({ url: `/api/forecast/${spotId}/reports`, headers: who?.headers ?? {} });

/** A phone photo (not a flat picture: it has a hash): a JPEG with a GPS position in its EXIF. */
const phonePhoto = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><rect width="900" height="600" fill="#1a5fa0"/><rect y="350" width="900" height="250" fill="#e8d9a8"/><circle cx="700" cy="120" r="70" fill="#fff3b0"/></svg>',
    ),
  )
    .jpeg()
    .withExif({
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '32/1 5/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '34/1 46/1 0/1',
      },
    })
    .toBuffer();

async function addPhoto(who: TestUser, id: string, data: Buffer, name = 'beach.jpg') {
  const form = await multipart({}, [{ field: 'photo', name, data, type: 'image/jpeg' }]);
  return app.inject({
    method: 'POST',
    url: `/api/beach-reports/${id}/photo`,
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
}

describe('reports from the beach', () => {
  it('posts a report, shows it to everyone with "מהחוף" only near the spot, never storing the place', async () => {
    const near = await createTestUser(app, { firstName: 'נועה' });
    const far = await createTestUser(app, { firstName: 'גיל' });
    const a = await post(near, {
      ...good,
      text: '  סטים נקיים  ',
      lat: spot.lat + 0.01,
      lng: spot.lng,
    });
    expect(a.statusCode).toBe(201);
    expect(a.json().data).toMatchObject({
      spotId: SPOT,
      size: 'head',
      surface: 'glassy',
      crowd: 'few',
      text: 'סטים נקיים',
      onBeach: true,
      photo: null,
      thanks: 0,
      mine: true,
      author: { name: expect.stringContaining('נועה') },
    });
    // 0.1° of latitude is about 11 km: not from the beach. No location: not either.
    const b = await post(far, {
      size: 'knee',
      surface: 'choppy',
      crowd: 'empty',
      lat: spot.lat + 0.1,
      lng: spot.lng,
    });
    expect(b.json().data.onBeach).toBe(false);
    const c = await post(await createTestUser(app), {
      size: 'waist',
      surface: 'textured',
      crowd: 'crowded',
    });
    expect(c.json().data.onBeach).toBe(false);

    const shown = (await list()).json().data.reports;
    expect(shown.map((r: { _id: string }) => r._id)).toEqual(
      expect.arrayContaining([a.json().data._id, b.json().data._id, c.json().data._id]),
    );
    expect(shown.every((r: { mine: boolean }) => !r.mine)).toBe(true);
    // The table has no place for the location: only whether it was near.
    const [row] = await app.db
      .select()
      .from(beachReports)
      .where(eq(beachReports.id, a.json().data._id));
    expect(JSON.stringify(row)).not.toContain(String(spot.lat + 0.01));
    expect(Object.keys(row!)).not.toEqual(expect.arrayContaining(['lat']));
  });

  it('one report per user and spot in 30 minutes; another spot is fine; a visitor must sign in', async () => {
    const u = await createTestUser(app);
    expect((await post(u, good)).statusCode).toBe(201);
    const again = await post(u, { ...good, size: 'chest' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BEACH_REPORT_TOO_SOON');
    expect((await post(u, good, 'bat-yam')).statusCode).toBe(201);
    // Half an hour later the spot may be reported again.
    await app.db
      .update(beachReports)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(eq(beachReports.userId, u.id));
    expect((await post(u, good)).statusCode).toBe(201);
    expect((await post(null, good)).statusCode).toBe(401);
  });

  it("shows the last three hours; older reports stay in the reporter's history", async () => {
    const u = await createTestUser(app);
    const old = (await post(u, good, 'herzliya')).json().data._id;
    await app.db
      .update(beachReports)
      .set({ seenAt: sql`now() - interval '4 hours'`, createdAt: sql`now() - interval '4 hours'` })
      .where(eq(beachReports.id, old));
    const fresh = (
      await post(
        u,
        { ...good, seenAt: new Date(Date.now() - 20 * 60_000).toISOString() },
        'herzliya',
      )
    ).json().data;
    expect(Date.now() - new Date(fresh.seenAt).getTime()).toBeGreaterThan(19 * 60_000);
    const ids = (await list(undefined, 'herzliya'))
      .json()
      .data.reports.map((r: { _id: string }) => r._id);
    expect(ids).toEqual([fresh._id]);
    const mine = await app.inject({ url: '/api/beach-reports/mine', headers: u.headers });
    expect(mine.json().data.reports.map((r: { _id: string }) => r._id)).toEqual([fresh._id, old]);
    expect((await app.inject({ url: '/api/beach-reports/mine' })).statusCode).toBe(401);
  });

  it('refuses bad input with a Hebrew 400 and a code', async () => {
    const u = await createTestUser(app);
    const hebrew = /[\u0590-\u05FF]/;
    const cases: [string, unknown, string, string][] = [
      ['unknown spot', good, 'VALIDATION_ERROR', 'nowhere-beach'],
      ['unknown size', { ...good, size: 'huge' }, 'VALIDATION_ERROR', SPOT],
      ['unknown crowd', { ...good, crowd: 'packed' }, 'VALIDATION_ERROR', SPOT],
      ['unknown surface', { ...good, surface: 'wavy' }, 'VALIDATION_ERROR', SPOT],
      ['lat NaN', { ...good, lat: 'NaN', lng: 34.7 }, 'VALIDATION_ERROR', SPOT],
      ['lat 400°', { ...good, lat: 400, lng: 34.7 }, 'VALIDATION_ERROR', SPOT],
      ['lng 400°', { ...good, lat: 32, lng: 400 }, 'VALIDATION_ERROR', SPOT],
      ['lat alone', { ...good, lat: 32 }, 'VALIDATION_ERROR', SPOT],
      ['text 281', { ...good, text: 'א'.repeat(281) }, 'VALIDATION_ERROR', SPOT],
      ['seenAt garbage', { ...good, seenAt: 'yesterday' }, 'VALIDATION_ERROR', SPOT],
      [
        'in the future',
        { ...good, seenAt: new Date(Date.now() + 3_600_000).toISOString() },
        'BEACH_REPORT_IN_FUTURE',
        SPOT,
      ],
      [
        'too old',
        { ...good, seenAt: new Date(Date.now() - 4 * 3_600_000).toISOString() },
        'BEACH_REPORT_TOO_OLD',
        SPOT,
      ],
    ];
    for (const [what, body, code, spotId] of cases) {
      const res = await post(u, body, spotId);
      expect(res.statusCode, what).toBe(400);
      expect(res.json().code, what).toBe(code);
      expect(res.json().details?.[0]?.message, what).toMatch(hebrew);
    }
    expect((await list(undefined, 'nowhere-beach')).statusCode).toBe(400);
    // 280 characters is fine, and none of the refused ones was stored.
    expect((await post(u, { ...good, text: 'א'.repeat(280) })).statusCode).toBe(201);
  });

  it('takes a photo from its author: re-encoded, no GPS, hashed; a file that is not an image is a Hebrew 400', async () => {
    const u = await createTestUser(app);
    const id = (await post(u, good, 'jaffa-givat-aliya')).json().data._id;
    const other = await createTestUser(app);
    expect((await addPhoto(other, id, await phonePhoto())).statusCode).toBe(404);
    const notImage = await addPhoto(u, id, Buffer.from('just some text'), 'beach.jpg');
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().code).toBe('BEACH_REPORT_PHOTO_NOT_IMAGE');
    expect(notImage.json().details[0].message).toMatch(/תמונה/);

    const res = await addPhoto(u, id, await phonePhoto());
    expect(res.statusCode).toBe(200);
    const photo = res.json().data.photo;
    expect(photo).toMatchObject({ width: 900, height: 600 });
    const file = await app.inject({ url: `/uploads/${photo.key}-${photo.widths[0]}.webp` });
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    const [row] = await app.db.select().from(beachReports).where(eq(beachReports.id, id));
    expect(row!.photoHash).not.toBeNull();
    // Once: a second photo is refused. The orphan sweep keeps the report's files.
    expect((await addPhoto(u, id, await phonePhoto())).json().code).toBe(
      'BEACH_REPORT_PHOTO_CLOSED',
    );
    await app.images.sweepOrphans(0);
    expect(
      (await app.inject({ url: `/uploads/${photo.key}-${photo.widths[0]}.webp` })).statusCode,
    ).toBe(200);
  });

  it('is thanked by others (not its author), reported, and removed by a moderator', async () => {
    const author = await createTestUser(app);
    const fan = await createTestUser(app);
    const id = (await post(author, good, 'netanya-poleg')).json().data._id;
    const thank = (who: TestUser, method: 'POST' | 'DELETE' = 'POST') =>
      app.inject({ method, url: `/api/beach-reports/${id}/thanks`, headers: who.headers });
    expect((await thank(fan)).json().data).toEqual({ _id: id, thanks: 1, thanked: true });
    expect((await thank(fan)).json().data.thanks).toBe(1);
    expect((await thank(author)).json().code).toBe('BEACH_REPORT_OWN');
    const seen = (await list(fan, 'netanya-poleg')).json().data.reports[0];
    expect(seen).toMatchObject({ thanks: 1, thanked: true });

    const filed = await app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: fan.headers,
      payload: { targetType: 'beach_report', targetId: id, reason: 'false' },
    });
    expect(filed.statusCode).toBe(201);
    const inbox = (await app.inject({ url: '/api/reports', headers: admin.headers })).json().data;
    const mine = inbox.reports.find((r: { targetId: string }) => r.targetId === id);
    expect(mine).toMatchObject({
      targetType: 'beach_report',
      targetPath: '/forecast/netanya-poleg#reports',
    });
    expect(mine.targetTitle).toMatch(/^נתניה.*: ראש, חלק$/);

    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/beach-reports/${id}`,
          headers: fan.headers,
        })
      ).statusCode,
    ).toBe(403);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/beach-reports/${id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await list(undefined, 'netanya-poleg')).json().data.reports).toEqual([]);
    const [report] = await app.db.select().from(reports).where(eq(reports.targetId, id));
    expect(report!.status).toBe('resolved');
    expect((await thank(fan)).statusCode).toBe(404);
    const reportAgain = await app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: fan.headers,
      payload: { targetType: 'beach_report', targetId: id, reason: 'offensive' },
    });
    expect(reportAgain.statusCode).toBe(404);
  });

  it("pushes a good report to the spot's watchers who asked, never to its reporter", async () => {
    const watcher = await createTestUser(app);
    const quiet = await createTestUser(app);
    const reporter = await createTestUser(app);
    const alert = (who: TestUser, body: object) =>
      app.inject({
        method: 'POST',
        url: '/api/surf-alerts',
        headers: who.headers,
        payload: { spotId: 'beit-yanai', minStars: 3, ...body },
      });
    const w = (await alert(watcher, {})).json().data;
    expect(w.pushOnReport).toBe(false);
    const asked = await app.inject({
      method: 'PATCH',
      url: `/api/surf-alerts/${w._id}`,
      headers: watcher.headers,
      payload: { pushOnReport: true },
    });
    expect(asked.json().data.pushOnReport).toBe(true);
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: `/api/surf-alerts/${w._id}`,
          headers: quiet.headers,
          payload: { pushOnReport: true },
        })
      ).statusCode,
    ).toBe(404);
    await alert(quiet, {});
    await alert(reporter, { pushOnReport: true });

    const notesOf = (u: TestUser) =>
      app.db.select().from(notifications).where(eq(notifications.userId, u.id));
    // Small or messy: no push.
    await post(reporter, { size: 'chest', surface: 'glassy', crowd: 'few' }, 'beit-yanai');
    await app.db
      .update(beachReports)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(eq(beachReports.userId, reporter.id));
    await post(reporter, { size: 'overhead', surface: 'choppy', crowd: 'few' }, 'beit-yanai');
    expect(await notesOf(watcher)).toEqual([]);
    await app.db
      .update(beachReports)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(eq(beachReports.userId, reporter.id));
    const posted = await post(
      reporter,
      { size: 'overhead', surface: 'textured', crowd: 'empty', lat: 32.39, lng: 34.86 },
      'beit-yanai',
    );
    expect(posted.statusCode).toBe(201);

    const notes = await notesOf(watcher);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      type: 'surf-alert',
      url: '/forecast/beit-yanai#reports',
    });
    expect(notes[0]!.title).toContain('בית ינאי');
    expect(notes[0]!.body).toContain('מעל הראש');
    expect(await notesOf(quiet)).toEqual([]);
    expect(await notesOf(reporter)).toEqual([]);
    const queued = (await app.db.execute(
      sql`select 1 from pgboss.job where name = 'push' and data->>'notificationId' = ${notes[0]!.id}`,
    )) as unknown as { rows: unknown[] };
    expect(queued.rows).toHaveLength(1);
  });
});
