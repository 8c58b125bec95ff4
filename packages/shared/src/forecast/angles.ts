// Compass bearings in degrees (0 = north, 90 = east). Apart from the score's rules so that a
// page reading a swell against its beach (approach.ts) does not carry the score with it.

/** Normalises any angle to 0 <= a < 360. */
export function normalizeAngle(deg: number): number {
  return ((deg % 360) + 360) % 360;
}

/** Smallest angle between two bearings, 0..180. */
export function angleBetween(a: number, b: number): number {
  const d = Math.abs(normalizeAngle(a) - normalizeAngle(b));
  return d > 180 ? 360 - d : d;
}
