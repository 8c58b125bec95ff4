import { z } from 'zod';

// The query fields of a "near" list (issue 56), for the boards' and the services' list queries.
// Any number passes here, NaN included: whether the point, the city and the radius make sense
// together is the near rule's (near.ts, readNear), which the API answers with a code of its own
// for each problem (NEAR_ERROR_CODES) rather than a general validation error.

/** Text read as a number (blank as absent, "abc" as NaN); a number stays. */
const nearNumber = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
  z.union([z.number(), z.nan()]).optional(),
);

export const ZNearQuery = z.object({
  /** A point (the buyer's, rounded by the web before it is sent; never stored by a list). */
  lat: nearNumber,
  lng: nearNumber,
  /** Whole km from the point; without it, a list is only measured (and may be sorted). */
  radiusKm: nearNumber,
});

/** A city of the list (geo/cities.ts), instead of a point: its centre is the point. */
export const zNearCity = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() || undefined : v),
  z.string().max(60).optional(),
);
