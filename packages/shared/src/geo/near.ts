import { distanceKm } from './distance';
import type { TErrorCode } from '../common/errors';
import { CITY_CENTRES, isCity, type LatLng } from './cities';

// "Near me" (issue 56): a point (the browser's, never stored, or a city's centre) and a radius.
// The pure rules the API's lists and the web's picker share: which radii, which points are
// Israel's, and the rounding every point gets before it leaves the server.

/** The radii the picker offers, km. */
export const RADIUS_OPTIONS = [10, 25, 50, 100] as const;
/** What the API takes: any whole radius in this range (the picker's and a little around). */
export const RADIUS_KM = { min: 1, max: 200 } as const;

/**
 * Israel with its sea and a margin: from Eilat's gulf to the Lebanese border, and from about
 * 40 km out to sea to the Jordan valley. A point outside is a mistake (a phone abroad, a
 * swapped latitude and longitude), never a listing: the lists refuse it.
 */
export const NEAR_BOUNDS = { south: 29.4, north: 33.4, west: 34.0, east: 35.95 } as const;

/** Degrees a point is rounded to: 0.01° is 1.1 km of latitude and 0.94 km of longitude here. */
export const POINT_STEP = 0.01;

/** The point rounded to about a kilometre: all a client is ever sent of a seller's place. */
export function roundPoint(p: LatLng): LatLng {
  // Whole hundredths, the float noise of 32.07 * 100 taken out before rounding.
  const round = (x: number) => Math.round(Math.round(x * 1e6) / 1e4) / 100;
  return { lat: round(p.lat), lng: round(p.lng) };
}

export const inIsrael = (p: LatLng): boolean =>
  p.lat >= NEAR_BOUNDS.south &&
  p.lat <= NEAR_BOUNDS.north &&
  p.lng >= NEAR_BOUNDS.west &&
  p.lng <= NEAR_BOUNDS.east;

/** What a list was asked: a point or a city, and a radius (all optional, as a query's). */
export interface NearQuery {
  lat?: number;
  lng?: number;
  city?: string;
  radiusKm?: number;
}

/** Why a "near" query is refused: the API answers each with its own 400 code. */
export type NearProblem = 'point' | 'half-point' | 'outside' | 'city' | 'radius' | 'point-and-city';

/** The API's code for each problem (each worded in every language, i18n/<lang>/errors.ts). */
export const NEAR_ERROR_CODES = {
  point: 'NEAR_POINT_INVALID',
  'half-point': 'NEAR_POINT_INCOMPLETE',
  outside: 'NEAR_OUTSIDE_ISRAEL',
  city: 'NEAR_CITY_UNKNOWN',
  radius: 'NEAR_RADIUS_INVALID',
  'point-and-city': 'NEAR_POINT_AND_CITY',
} as const satisfies Record<NearProblem, TErrorCode>;

/** A list's sort by distance (nearest first): it needs a point or a city. */
export const DISTANCE_SORT = 'distance';

export type NearReading =
  { near: null } | { near: { point: LatLng; radiusKm: number | null } } | { problem: NearProblem };

const finite = (x: number | undefined): x is number => typeof x === 'number' && Number.isFinite(x);

/**
 * Reads a list's "near" query: nothing (no distance asked), a point or a city with an optional
 * radius (sorting by distance needs no radius), or the first problem.
 */
export function readNear(q: NearQuery): NearReading {
  const hasPoint = q.lat !== undefined || q.lng !== undefined;
  if (q.radiusKm !== undefined) {
    const r = q.radiusKm;
    if (!finite(r) || !Number.isInteger(r) || r < RADIUS_KM.min || r > RADIUS_KM.max) {
      return { problem: 'radius' };
    }
  }
  if (hasPoint && q.city !== undefined) return { problem: 'point-and-city' };
  let point: LatLng;
  if (q.city !== undefined) {
    if (!isCity(q.city)) return { problem: 'city' };
    point = CITY_CENTRES[q.city];
  } else if (hasPoint) {
    if (q.lat === undefined || q.lng === undefined) return { problem: 'half-point' };
    if (!finite(q.lat) || !finite(q.lng) || Math.abs(q.lat) > 90 || Math.abs(q.lng) > 180) {
      return { problem: 'point' };
    }
    point = { lat: q.lat, lng: q.lng };
    if (!inIsrael(point)) return { problem: 'outside' };
  } else {
    return q.radiusKm === undefined ? { near: null } : { problem: 'half-point' };
  }
  return { near: { point, radiusKm: q.radiusKm ?? null } };
}

/** A place as an address writes it: each part text, or missing. */
export type NearText = Partial<Record<'lat' | 'lng' | 'radiusKm' | 'city', string>>;

/**
 * Reads a place from an address's text (the web's lists and map): the same rule as the API's
 * query, so a link the app would keep is one the API accepts. Text that is not a number is one.
 */
export function readNearText(text: NearText): NearReading {
  const number = (v: string | undefined) => (v === undefined ? undefined : Number(v));
  return readNear({
    lat: number(text.lat),
    lng: number(text.lng),
    radiusKm: number(text.radiusKm),
    city: text.city,
  });
}

/** Km from the asked point to a place, to a whole km (0 reads "under 1 km"), as cards show it. */
export function distanceFrom(from: LatLng, to: LatLng): number {
  return Math.round(distanceKm(from, roundPoint(to)));
}

/** A point "near me" or on a map: what a point is, (0, 0) a place not given. */
export const hasPoint = (p: LatLng): boolean => p.lat !== 0 || p.lng !== 0;

/**
 * The point a seller's listing is stored with: the point given, rounded; else, when the place
 * they typed is one of the cities, its centre; else none ((0, 0), which no list near anywhere
 * finds).
 */
export function storedPoint(point: LatLng | null | undefined, placeText: string): LatLng {
  if (point && hasPoint(point)) return roundPoint(point);
  const place = placeText.trim();
  return isCity(place) ? CITY_CENTRES[place] : { lat: 0, lng: 0 };
}

/** Mean radius of the earth, km, as distanceKm measures. */
const EARTH_KM = 6371;

/**
 * The latitudes and longitudes a radius can reach from a point, with a hair to spare: every point
 * within `radiusKm` lies inside (the lists filter by this box first, on the point index, then by
 * the exact distance).
 */
export function nearBox(point: LatLng, radiusKm: number) {
  const dLat = (radiusKm / EARTH_KM) * (180 / Math.PI) + 1e-6;
  // A degree of longitude is shortest at the box's edge farthest from the equator.
  const farLat = Math.min(89, Math.abs(point.lat) + dLat);
  const dLng = dLat / Math.cos((farLat * Math.PI) / 180);
  return {
    south: point.lat - dLat,
    north: point.lat + dLat,
    west: point.lng - dLng,
    east: point.lng + dLng,
  };
}
