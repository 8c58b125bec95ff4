// A list's place as its URL carries it (issue 56): what the picker and the lists share, without
// the picker's code (the services page loads that only when its filters open).

/** A point or a city, and a radius, as the URL's strings. */
export interface NearValue {
  lat?: string;
  lng?: string;
  city?: string;
  radiusKm?: string;
}

export const NEAR_KEYS = ['lat', 'lng', 'city', 'radiusKm'] as const;

/** Whether the list has a place (a point or a city) to measure and sort from. */
export const hasPlace = (v: NearValue) => Boolean(v.city || (v.lat && v.lng));
