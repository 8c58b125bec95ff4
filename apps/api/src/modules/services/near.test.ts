import { beforeAll, describe, expect, it } from 'vitest';
import type { TService } from '@galim/shared/services/schemas';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';
import { createService, createTestUser } from '../../test/factories';

// The services directory near a city or a point (issue 56). A service stored without a point is
// placed at its city's centre when the city is one of the list's.

let app: App;
const place = (city: string, coordinates: [number, number] = [0, 0]) => ({
  address: '',
  city,
  region: 'center',
  coordinates,
});

beforeAll(async () => {
  app = await createTestApp();
  const provider = await createTestUser(app);
  const approved = { providerId: provider.id, status: 'approved' as const };
  await createService(app, { ...approved, title: 'bat-yam', location: place('בת ים') });
  await createService(app, { ...approved, title: 'herzliya', location: place('הרצליה') });
  await createService(app, { ...approved, title: 'haifa', location: place('חיפה') });
  // A point of its own, in Jaffa, and a city no list knows.
  await createService(app, {
    ...approved,
    title: 'jaffa',
    location: place('יפו', [34.7559, 32.0536]),
  });
  await createService(app, { ...approved, title: 'village', location: place('כפר ויתקין') });
});

const servicesOf = async (query: string) => {
  const res = await app.inject({ url: `/api/services/search?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { services: TService[] } }).data.services;
};
const tel = `city=${encodeURIComponent('תל אביב')}`;

describe('services near a place', () => {
  it('within a radius of a city, nearest first, each with its distance', async () => {
    const found = await servicesOf(`${tel}&radiusKm=25&sortBy=distance`);
    expect(found.map((s) => s.title)).toEqual(['jaffa', 'bat-yam', 'herzliya']);
    expect(found.map((s) => s.distanceKm)).toEqual([4, 7, 11]);
    // Without a point of its own, the service shows its city's centre.
    expect(found[1]!.location.coordinates).toEqual([34.75, 32.02]);
  });

  it('a city alone still keeps to that city, now measured from its centre', async () => {
    const found = await servicesOf(`city=${encodeURIComponent('חיפה')}`);
    expect(found.map((s) => [s.title, s.distanceKm])).toEqual([['haifa', 0]]);
    // A city typed that the list does not know is the plain filter it always was.
    const village = await servicesOf(`city=${encodeURIComponent('כפר ויתקין')}`);
    expect(village.map((s) => [s.title, s.distanceKm])).toEqual([['village', undefined]]);
  });

  it('refuses a radius around a city the list does not know, and a sort without a place', async () => {
    for (const [query, code] of [
      [`city=${encodeURIComponent('כפר ויתקין')}&radiusKm=10`, 'NEAR_CITY_UNKNOWN'],
      ['sortBy=distance', 'DISTANCE_SORT_NEEDS_PLACE'],
      ['lat=95&lng=34.8&radiusKm=10', 'NEAR_POINT_INVALID'],
    ]) {
      const res = await app.inject({ url: `/api/services/surf-instructor?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code });
    }
  });
});
