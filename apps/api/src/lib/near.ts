import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { LatLng } from '@galim/shared/geo/cities';
import {
  DISTANCE_SORT,
  NEAR_BOUNDS,
  NEAR_ERROR_CODES,
  nearBox,
  readNear,
  type NearQuery,
} from '@galim/shared/geo/near';
import { apiError } from './errors';

// "Near me" in SQL (issue 56, decision 059): the lists' reading of a near query, and the
// conditions and order they add. A radius is a box of latitudes and longitudes first (plain
// ranges, which a btree index on the point serves), then the exact great-circle distance of the
// rows inside it. No PostGIS: the embedded database (PGlite) has none.

export interface Near {
  point: LatLng;
  /** Whole km; null: the list is measured (and maybe sorted) but not cut. */
  radiusKm: number | null;
}

/**
 * A list's near query (a point or a city, and a radius), or null when none was asked; a
 * query that makes no sense is the 400 of its problem, and sorting by distance needs a place.
 */
export function nearOf(q: NearQuery & { sortBy?: string }): Near | null {
  const reading = readNear(q);
  if ('problem' in reading) throw apiError(NEAR_ERROR_CODES[reading.problem]);
  if (!reading.near && q.sortBy === DISTANCE_SORT) throw apiError('DISTANCE_SORT_NEEDS_PLACE');
  return reading.near;
}

type Coordinate = AnyColumn | SQL;

/** Km from the point to (lat, lng), as the shared distanceKm measures it (haversine). */
export function distanceSql(lat: Coordinate, lng: Coordinate, p: LatLng): SQL {
  const [pLat, pLng] = [sql`${p.lat}::float8`, sql`${p.lng}::float8`];
  return sql`(12742 * asin(least(1, sqrt(power(sin(radians(${lat} - ${pLat}) / 2), 2) + cos(radians(${pLat})) * cos(radians(${lat})) * power(sin(radians(${lng} - ${pLng}) / 2), 2)))))`;
}

/** Latitude and longitude in a box: two ranges an index on (lat, lng) reads. */
function inBox(
  lat: Coordinate,
  lng: Coordinate,
  box: { south: number; north: number; west: number; east: number },
): SQL {
  return sql`(${lat} between ${box.south}::float8 and ${box.north}::float8 and ${lng} between ${box.west}::float8 and ${box.east}::float8)`;
}

/** Within `radiusKm` of the point: its box, then the exact distance. */
export function withinSql(lat: Coordinate, lng: Coordinate, p: LatLng, radiusKm: number): SQL {
  return sql`(${inBox(lat, lng, nearBox(p, radiusKm))} and ${distanceSql(lat, lng, p)} <= ${radiusKm}::float8)`;
}

/** A point in Israel: what a list sorted by distance without a radius holds (a place given). */
export const inIsraelSql = (lat: Coordinate, lng: Coordinate): SQL => inBox(lat, lng, NEAR_BOUNDS);

/**
 * The conditions a near query adds to a list: within the radius; with none, sorted by distance,
 * only what has a place (a listing without one has no distance to sort by); else nothing.
 */
export function nearConditions(
  lat: Coordinate,
  lng: Coordinate,
  near: Near | null,
  sortBy: string | undefined,
): SQL[] {
  if (!near) return [];
  if (near.radiusKm !== null) return [withinSql(lat, lng, near.point, near.radiusKm)];
  return sortBy === DISTANCE_SORT ? [inIsraelSql(lat, lng)] : [];
}
