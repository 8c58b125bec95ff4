import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CITY_CENTRES } from '@galim/shared/geo/cities';
import { distanceFrom } from '@galim/shared/geo/near';
import { errorTexts as english } from '@galim/shared/i18n/en/errors';
import { errorTexts as hebrew } from '@galim/shared/i18n/he/errors';
import type { TSurfboard } from '@galim/shared/surfboards/schemas';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';
import { planText } from '../../test/plan';
import { createBoards, createTestUser, type TestUser } from '../../test/factories';

// "Near me" on the board lists (issue 56): a radius around a city or a point, nearest first,
// each board's distance, and every bad place a 400 with its own code in the request's language.

let app: App;
let seller: TestUser;
const TEL_AVIV = CITY_CENTRES['תל אביב'];

/** Board ids by place: a few along the coast, and a ring of boards around Tel Aviv. */
const ids: Record<string, string> = {};

beforeAll(async () => {
  app = await createTestApp();
  seller = await createTestUser(app);
  const approved = { sellerId: seller.id, moderationStatus: 'approved' as const };
  const places = {
    // 2-3 km from Tel Aviv's centre, an exact point as older rows may hold.
    jaffa: { lat: 32.0536, lng: 34.7559, locationText: 'יפו' },
    herzliya: { ...CITY_CENTRES.הרצליה, locationText: 'הרצליה' },
    netanya: { ...CITY_CENTRES.נתניה, locationText: 'נתניה' },
    haifa: { ...CITY_CENTRES.חיפה, locationText: 'חיפה' },
    nowhere: { lat: 0, lng: 0, locationText: 'לא ידוע' },
  };
  const rows = await createBoards(
    app,
    Object.entries(places).map(([title, p]) => ({ ...approved, title, ...p })),
  );
  for (const r of rows) ids[r.title] = r.id;
  // Forty boards on the grid around Tel Aviv, 1 to 40 km to the north-east: for the rings.
  await createBoards(
    app,
    Array.from({ length: 40 }, (_, i) => ({
      ...approved,
      title: `ring ${i}`,
      lat: Math.round((TEL_AVIV.lat + (i % 20) * 0.011) * 100) / 100,
      lng: Math.round((TEL_AVIV.lng + Math.floor(i / 2) * 0.013) * 100) / 100,
    })),
  );
});

const list = async (query: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ url: `/api/surfboards?${query}`, headers });
  return res;
};
const boardsOf = async (query: string) => {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { boards: TSurfboard[]; total: number } }).data;
};
const tel = `city=${encodeURIComponent('תל אביב')}`;

describe('boards near a city or a point', () => {
  it('within 25 km of a city, nearest first, each with its distance in whole km', async () => {
    const { boards } = await boardsOf(`${tel}&radiusKm=25&sortBy=distance&limit=48`);
    const titles = boards.map((b) => b.title);
    expect(titles).toContain('jaffa');
    expect(titles).toContain('herzliya');
    expect(titles).not.toContain('netanya'); // about 28 km
    expect(titles).not.toContain('haifa');
    expect(titles).not.toContain('nowhere');
    const km = boards.map((b) => b.distanceKm!);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    for (const b of boards) {
      const [lng, lat] = b.location.coordinates;
      expect(b.distanceKm).toBe(distanceFrom(TEL_AVIV, { lat, lng }));
      expect(b.distanceKm).toBeLessThanOrEqual(25);
    }
    expect(boards.find((b) => b.title === 'jaffa')!.distanceKm).toBe(4);
  });

  it('pages nearest first as one sorted list would (the rings hold every page)', async () => {
    const all = await boardsOf(`${tel}&sortBy=distance&limit=48`);
    // Sorted by distance with no radius: every board with a place, none without.
    expect(all.total).toBe(44);
    expect(all.boards.map((b) => b.title)).not.toContain('nowhere');
    const paged: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const { boards } = await boardsOf(`${tel}&sortBy=distance&limit=12&page=${page}`);
      paged.push(...boards.map((b) => b._id));
    }
    expect(paged).toEqual(all.boards.map((b) => b._id));
  });

  it('a point and a radius, newest first, and a place only measures the list', async () => {
    const { boards } = await boardsOf('lat=32.79&lng=34.99&radiusKm=10');
    expect(boards.map((b) => b.title)).toEqual(['haifa']);
    expect(boards[0]!.distanceKm).toBe(0);
    const measured = await boardsOf(`${tel}&limit=48`);
    expect(measured.total).toBe(45);
    expect(measured.boards.find((b) => b.title === 'nowhere')!.distanceKm).toBeUndefined();
    expect(measured.boards.find((b) => b.title === 'haifa')!.distanceKm).toBeGreaterThan(80);
    // Without a place, no distance at all.
    const plain = await boardsOf('limit=48');
    expect(plain.boards.every((b) => b.distanceKm === undefined)).toBe(true);
  });

  it.each([
    ['lat=32.1&lng=34.8&radiusKm=0', 'NEAR_RADIUS_INVALID'],
    ['lat=32.1&lng=34.8&radiusKm=10000', 'NEAR_RADIUS_INVALID'],
    ['lat=32.1&lng=34.8&radiusKm=abc', 'NEAR_RADIUS_INVALID'],
    ['lat=91&lng=34.8', 'NEAR_POINT_INVALID'],
    ['lat=NaN&lng=34.8', 'NEAR_POINT_INVALID'],
    ['lat=32.1', 'NEAR_POINT_INCOMPLETE'],
    ['radiusKm=25', 'NEAR_POINT_INCOMPLETE'],
    // The sea far west of Tel Aviv.
    ['lat=32.1&lng=33.2&radiusKm=25', 'NEAR_OUTSIDE_ISRAEL'],
    [`city=Paris&radiusKm=25`, 'NEAR_CITY_UNKNOWN'],
    [`${tel}&lat=32.1&lng=34.8`, 'NEAR_POINT_AND_CITY'],
    ['sortBy=distance', 'DISTANCE_SORT_NEEDS_PLACE'],
  ] as const)('refuses %s with %s, in the request’s language', async (query, code) => {
    const he = await list(query);
    expect(he.statusCode).toBe(400);
    expect(he.json()).toEqual({ success: false, code, error: hebrew[code] });
    const en = await list(query, { 'accept-language': 'en' });
    expect(en.json()).toMatchObject({ code, error: english[code] });
    // Signed in, the same (the list is no longer the shared cached one).
    const mine = await list(query, seller.headers);
    expect(mine.json()).toMatchObject({ code });
  });

  it('is served by the point index: a box the planner can read on it', async () => {
    // A table this small is cheaper read whole; with that ruled out, the radius must have an
    // index to use, and it is the partial point index (migration 0031).
    const plan = await app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const { filterConditions } = await import('./repo');
      const { isPublicBoard } = await import('./visibility');
      const { surfboards } = await import('../../db/schema');
      const { and } = await import('drizzle-orm');
      const where = and(isPublicBoard, ...filterConditions({ city: 'תל אביב', radiusKm: 25 }));
      return planText(
        tx,
        sql`select ${surfboards.id} from ${surfboards} where ${where} order by ${surfboards.lat} desc, ${surfboards.lng} desc, ${surfboards.id} desc limit 1001`,
      );
    });
    expect(plan).toContain('surfboards_public_point_idx');
    expect(plan).not.toMatch(/Seq Scan on surfboards/);
  });
});
