import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import { services, surfboards, users } from './db/schema';
import { createTestApp } from './test/helpers';
import {
  createBoards,
  createService,
  createTestUser,
  createThread,
  multipart,
  publish,
  seedReferences,
  serviceFields,
  validFields,
  type TestUser,
} from './test/factories';

// Issue 56: no answer carries a seller's point finer than about a kilometre (0.01°). Boards and
// services are written with exact points, through the routes (stored rounded) and straight in the
// database (as rows stored before the rule), then every public answer that shows a listing, a
// list of them or a profile is walked: each point in it has at most two decimals, and the exact
// digits appear nowhere.

let app: App;
let seller: TestUser;
let buyer: TestUser;
let boardId: string;
let legacyBoardId: string;
let serviceId: string;
let legacyServiceId: string;
const SLUG = 'yossi-surf';
const EXACT = { lat: 32.081234, lng: 34.774567 };
/** Digits only an exact point has: none may appear in any answer. */
const EXACT_DIGITS = ['081234', '774567', '0536', '7559', '01987', '75123'];

beforeAll(async () => {
  app = await createTestApp();
  const refs = await seedReferences(app);
  seller = await createTestUser(app);
  buyer = await createTestUser(app);
  const [row] = await app.db.select().from(users).where(eq(users.id, seller.id));
  await app.db
    .update(users)
    .set({ slug: SLUG, publicProfile: { ...row!.publicProfile, visible: true } })
    .where(eq(users.id, seller.id));
  const res = await publish(app, seller, {
    ...validFields(refs),
    location: JSON.stringify({ type: 'Point', coordinates: [EXACT.lng, EXACT.lat] }),
  });
  expect(res.statusCode, res.body).toBe(201);
  boardId = (res.json() as { data: { _id: string } }).data._id;
  const [legacy] = await createBoards(app, [
    { sellerId: seller.id, title: 'legacy', lat: 32.0536, lng: 34.7559, locationText: 'יפו' },
  ]);
  legacyBoardId = legacy!.id;
  await app.db.update(surfboards).set({ moderationStatus: 'approved' });

  const body = await multipart({
    ...serviceFields(),
    location: JSON.stringify({
      address: 'חוף הילטון',
      city: 'תל אביב',
      region: 'tel-aviv',
      coordinates: [34.75123, 32.01987],
    }),
  });
  const created = await app.inject({
    method: 'POST',
    url: '/api/services/surf-instructor',
    headers: { ...seller.headers, ...body.headers },
    payload: body.payload,
  });
  expect(created.statusCode, created.body).toBe(201);
  serviceId = (created.json() as { data: { _id: string } }).data._id;
  const legacyService = await createService(app, {
    providerId: seller.id,
    status: 'approved',
    location: {
      address: 'חוף בת ים',
      city: 'בת ים',
      region: 'tel-aviv',
      coordinates: [34.75123, 32.01987],
    },
  });
  legacyServiceId = legacyService.id;
  await app.db.update(services).set({ status: 'approved' });

  await app.inject({
    method: 'PATCH',
    url: `/api/surfboards/${boardId}/like`,
    headers: buyer.headers,
  });
  await createThread(app, { boardId, buyer });
});

/** Every point in an answer: GeoJSON coordinates and lat/lng pairs, wherever they are. */
function pointsIn(value: unknown, found: number[] = []): number[] {
  if (Array.isArray(value)) for (const v of value) pointsIn(v, found);
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === 'coordinates' && Array.isArray(v)) found.push(...(v as number[]));
      else if (/^(lat|lng|latitude|longitude)$/.test(key) && typeof v === 'number') found.push(v);
      else pointsIn(v, found);
    }
  }
  return found;
}

const twoDecimals = (x: number) => Math.abs(x * 100 - Math.round(x * 100)) < 1e-9;

describe('no answer carries a point finer than the rounding', () => {
  it('stores a point sent exactly rounded to 0.01°', async () => {
    const [row] = await app.db.select().from(surfboards).where(eq(surfboards.id, boardId));
    expect({ lat: row!.lat, lng: row!.lng }).toEqual({ lat: 32.08, lng: 34.77 });
    const [service] = await app.db.select().from(services).where(eq(services.id, serviceId));
    expect(service!.location.coordinates).toEqual([34.75, 32.02]);
  });

  it('in every public answer: lists, pages, favourites, threads, services and profiles', async () => {
    const tel = encodeURIComponent('תל אביב');
    const answers: [string, TestUser | null][] = [
      ['/api/surfboards', null],
      ['/api/surfboards', buyer],
      [`/api/surfboards?city=${tel}&radiusKm=25&sortBy=distance&sortOrder=asc`, null],
      ['/api/surfboards?lat=32.08&lng=34.78&radiusKm=10', buyer],
      ['/api/surfboards/search?search=firewire', null],
      [`/api/surfboards/${boardId}`, null],
      [`/api/surfboards/${boardId}`, buyer],
      [`/api/surfboards/${boardId}`, seller],
      [`/api/surfboards/${legacyBoardId}`, null],
      [`/api/surfboards/user/${seller.id}`, null],
      [`/api/surfboards/user/${seller.id}`, seller],
      [`/api/users/${seller.id}/surfboards`, null],
      [`/api/users/${seller.id}`, buyer],
      [`/api/public/profile/slug/${SLUG}`, null],
      ['/api/surfboards/favorites', buyer],
      ['/api/conversations', buyer],
      ['/api/conversations', seller],
      ['/api/services/search', null],
      ['/api/services/search', buyer],
      [`/api/services/search?city=${tel}&radiusKm=25&sortBy=distance`, null],
      ['/api/services/surf-instructor?lat=32.02&lng=34.75&radiusKm=10', buyer],
      [`/api/services/surf-instructor/${serviceId}`, null],
      [`/api/services/surf-instructor/${legacyServiceId}`, buyer],
      [`/api/services/all/user/${seller.id}`, buyer],
    ];
    let points = 0;
    for (const [url, who] of answers) {
      const res = await app.inject({ url, headers: who?.headers ?? {} });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
      const found = pointsIn(res.json());
      for (const x of found) expect(twoDecimals(x), `${url}: ${x}`).toBe(true);
      for (const digits of EXACT_DIGITS) expect(res.body, url).not.toContain(digits);
      points += found.length;
    }
    // The walk met points (a walk that found none would prove nothing).
    expect(points).toBeGreaterThan(40);
  });
});
