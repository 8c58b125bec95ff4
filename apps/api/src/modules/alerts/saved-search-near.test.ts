import { beforeAll, describe, expect, it } from 'vitest';
import { CITY_CENTRES } from '@galim/shared/geo/cities';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';
import { createBoards, createTestUser, type TestUser } from '../../test/factories';
import { savedSearchHits } from './matching-repo';

// Saved searches keep their place and radius (issue 56), and their alerts match by distance.

let app: App;
const ids: Record<string, string> = {};

beforeAll(async () => {
  app = await createTestApp();
  const seller = await createTestUser(app);
  const rows = await createBoards(
    app,
    (['הרצליה', 'נתניה', 'חיפה'] as const).map((city) => ({
      sellerId: seller.id,
      moderationStatus: 'approved' as const,
      title: city,
      locationText: city,
      ...CITY_CENTRES[city],
    })),
  );
  for (const r of rows) ids[r.title] = r.id;
});

describe('saved searches near a place', () => {
  const save = (u: TestUser, filters: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: u.headers,
      payload: { filters },
    });

  it('keep the city and radius, a point only to about a kilometre, and match by distance', async () => {
    const buyer = await createTestUser(app);
    const byCity = await save(buyer, { city: 'תל אביב', radiusKm: 25 });
    expect(byCity.statusCode, byCity.body).toBe(201);
    expect(byCity.json().data.filters).toEqual({ city: 'תל אביב', radiusKm: 25 });
    const byPoint = await save(buyer, { lat: 32.794123, lng: 34.989987, radiusKm: 10 });
    expect(byPoint.json().data.filters).toEqual({ lat: 32.79, lng: 34.99, radiusKm: 10 });
    const filters = [byCity.json().data.filters, byPoint.json().data.filters];
    expect(await savedSearchHits(app.db, ids['הרצליה']!, filters)).toEqual(new Set([0]));
    expect(await savedSearchHits(app.db, ids['חיפה']!, filters)).toEqual(new Set([1]));
    expect(await savedSearchHits(app.db, ids['נתניה']!, filters)).toEqual(new Set());
  });

  it('refuse a place that makes no sense with its code', async () => {
    const buyer = await createTestUser(app);
    const res = await save(buyer, { lat: 32.1, lng: 33.2, radiusKm: 25 });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('NEAR_OUTSIDE_ISRAEL');
  });
});
