// How far apart two points are: the beach reports' "on the beach" check and the lists near a
// place (issue 56) measure with the same rule.

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km between two points (haversine, the earth as a 6371 km sphere). */
export function distanceKm(
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
