import { describe, expect, it } from 'vitest';
import { distanceKm } from './distance';
import { CITIES, CITY_CENTRES } from './cities';
import { distanceFrom, inIsrael, readNear, readNearText, roundPoint } from './near';

describe('a point rounded to about a kilometre', () => {
  it('keeps two decimals, never finer', () => {
    expect(roundPoint({ lat: 32.08532, lng: 34.78176 })).toEqual({ lat: 32.09, lng: 34.78 });
    expect(roundPoint({ lat: 31.805, lng: 34.6449 })).toEqual({ lat: 31.81, lng: 34.64 });
    // The float noise of a value already on the grid does not move it.
    expect(roundPoint({ lat: 32.07, lng: 34.85 })).toEqual({ lat: 32.07, lng: 34.85 });
    for (let i = 0; i < 200; i++) {
      const p = roundPoint({ lat: 29.5 + i * 0.0197, lng: 34.2 + i * 0.00853 });
      for (const x of [p.lat, p.lng])
        expect(Math.abs(x * 100 - Math.round(x * 100))).toBeLessThan(1e-9);
    }
  });

  it('moves a point by at most about 800 m', () => {
    const exact = { lat: 32.0849, lng: 34.7749 };
    expect(distanceKm(exact, roundPoint(exact))).toBeLessThan(0.8);
  });
});

describe('the cities a buyer may pick', () => {
  it('are all in Israel, on the grid, and far enough apart to tell', () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(20);
    for (const city of CITIES) {
      const c = CITY_CENTRES[city];
      expect(inIsrael(c), city).toBe(true);
      expect(roundPoint(c)).toEqual(c);
    }
    // Known distances along the coast, to a few km.
    expect(distanceKm(CITY_CENTRES['תל אביב'], CITY_CENTRES.חיפה)).toBeGreaterThan(80);
    expect(distanceKm(CITY_CENTRES['תל אביב'], CITY_CENTRES.חיפה)).toBeLessThan(95);
    expect(distanceKm(CITY_CENTRES.נהריה, CITY_CENTRES.אשדוד)).toBeGreaterThan(135);
  });
});

describe('reading a list\'s "near" query', () => {
  it('asks nothing when nothing is given', () => {
    expect(readNear({})).toEqual({ near: null });
  });

  it('takes a city or a point, with or without a radius', () => {
    expect(readNear({ city: 'אשדוד', radiusKm: 25 })).toEqual({
      near: { point: CITY_CENTRES.אשדוד, radiusKm: 25 },
    });
    expect(readNear({ lat: 32.1, lng: 34.8 })).toEqual({
      near: { point: { lat: 32.1, lng: 34.8 }, radiusKm: null },
    });
  });

  it.each([
    [{ lat: 32.1, lng: 34.8, radiusKm: 0 }, 'radius'],
    [{ lat: 32.1, lng: 34.8, radiusKm: 10_000 }, 'radius'],
    [{ lat: 32.1, lng: 34.8, radiusKm: 12.5 }, 'radius'],
    [{ lat: 32.1, lng: 34.8, radiusKm: Number.NaN }, 'radius'],
    [{ lat: 91, lng: 34.8 }, 'point'],
    [{ lat: Number.NaN, lng: 34.8 }, 'point'],
    [{ lat: 32.1 }, 'half-point'],
    [{ radiusKm: 25 }, 'half-point'],
    // The sea far west of Tel Aviv, Cyprus, and latitude and longitude swapped.
    [{ lat: 32.1, lng: 33.2 }, 'outside'],
    [{ lat: 35.0, lng: 33.4 }, 'outside'],
    [{ lat: 34.8, lng: 32.1 }, 'outside'],
    [{ city: 'Paris' }, 'city'],
    [{ city: 'חיפה', lat: 32.1, lng: 34.8 }, 'point-and-city'],
  ] as const)('refuses %o as %s', (query, problem) => {
    expect(readNear(query)).toEqual({ problem });
  });
});

describe('how far a card says', () => {
  it('measures to the rounded point, to a whole km', () => {
    const buyer = CITY_CENTRES['תל אביב'];
    expect(distanceFrom(buyer, { lat: 32.0849, lng: 34.7801 })).toBe(0);
    expect(distanceFrom(buyer, CITY_CENTRES.הרצליה)).toBeGreaterThanOrEqual(9);
    expect(distanceFrom(buyer, CITY_CENTRES.הרצליה)).toBeLessThanOrEqual(11);
  });
});

describe('reading a place from an address', () => {
  it('reads the text as the API reads its query', () => {
    expect(readNearText({ city: 'חיפה', radiusKm: '25' })).toEqual({
      near: { point: CITY_CENTRES.חיפה, radiusKm: 25 },
    });
    expect(readNearText({ lat: '32.1', lng: '34.8' })).toEqual({
      near: { point: { lat: 32.1, lng: 34.8 }, radiusKm: null },
    });
  });

  it('finds the problem of a hand-edited link', () => {
    expect(readNearText({ lat: 'north', lng: '34.8' })).toEqual({ problem: 'point' });
    expect(readNearText({ lat: '32.1' })).toEqual({ problem: 'half-point' });
    expect(readNearText({ city: 'אטלנטיס' })).toEqual({ problem: 'city' });
    expect(readNearText({ city: 'חיפה', radiusKm: '25km' })).toEqual({ problem: 'radius' });
  });
});
