// How a swell (or wind sea) meets a beach: straight on, at an angle, or from the side. Read
// against the bearing the beach faces (`tuning.coastlineAngle`, see spots.ts): a swell coming
// FROM that bearing runs straight at the shore.
import { angleBetween } from './angles';

export type SwellApproach = 'straight' | 'angled' | 'side';

/**
 * The thresholds, in degrees between where the swell comes from and where the beach faces.
 * Up to 20 the lines reach the beach square on ("ישר לחוף"); up to 55 they wrap in at an angle
 * ("באלכסון"), usually still fine and often peelier; beyond that the swell runs along the coast
 * ("מהצד") and loses most of its size before it breaks.
 */
export const STRAIGHT_MAX_DEG = 20;
export const ANGLED_MAX_DEG = 55;

export function swellApproach(fromDeg: number, coastlineAngle: number): SwellApproach {
  const off = angleBetween(fromDeg, coastlineAngle);
  if (off <= STRAIGHT_MAX_DEG) return 'straight';
  if (off <= ANGLED_MAX_DEG) return 'angled';
  return 'side';
}
