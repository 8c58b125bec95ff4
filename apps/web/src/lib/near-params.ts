import { readNearText } from '@galim/shared/geo/near';

type Filters = Partial<Record<'lat' | 'lng' | 'city' | 'radiusKm' | 'sortBy', string>>;

/**
 * A URL's place kept only when it makes sense as a whole (geo/near.ts, as the API reads it): a
 * hand-edited link with half a point or a city not on the list shows the list without a place,
 * and without nearest first, instead of an error. `cityIsPlace`: whether any `city` names a place
 * (the boards' lists); on services a city off the list is still the plain city filter.
 */
export function withSensiblePlace<T extends Filters>(filters: T, cityIsPlace = true): T {
  const reading = readNearText({
    ...filters,
    city: cityIsPlace || filters.radiusKm ? filters.city : undefined,
  });
  const kept = { ...filters };
  if ('problem' in reading) {
    for (const key of ['lat', 'lng', 'radiusKm'] as const) delete kept[key];
    if (cityIsPlace) delete kept.city;
  }
  if (kept.sortBy === 'distance' && !('near' in reading && reading.near)) {
    delete kept.sortBy;
    delete (kept as Record<string, string>).sortOrder;
  }
  return kept;
}
