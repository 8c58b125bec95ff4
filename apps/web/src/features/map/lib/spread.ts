import type { MapPoint } from '../api/map-points';

/**
 * Where each place is drawn. Places at one point (the lists round a seller's point to about a
 * kilometre, so a city's boards often share one) are set around it in a small ring, a few
 * hundred metres across: each can be tapped once the map is close. Nothing finer than the
 * rounding is told by it: the ring is around the rounded point, in the list's order.
 */
export function spread(points: readonly MapPoint[]): [number, number][] {
  const atPoint = new Map<string, number[]>();
  points.forEach((p, i) => {
    const key = `${p.lng},${p.lat}`;
    atPoint.set(key, [...(atPoint.get(key) ?? []), i]);
  });
  const drawnAt = points.map((p): [number, number] => [p.lng, p.lat]);
  for (const indexes of atPoint.values()) {
    if (indexes.length < 2) continue;
    const radius = 0.0012 * Math.sqrt(indexes.length);
    indexes.forEach((index, k) => {
      const angle = (2 * Math.PI * k) / indexes.length;
      const p = points[index]!;
      drawnAt[index] = [p.lng + radius * Math.cos(angle), p.lat + radius * Math.sin(angle)];
    });
  }
  return drawnAt;
}
