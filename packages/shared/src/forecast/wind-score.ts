// The wind's part of the wave score: its class by speed, where it blows relative to the coast,
// the factor the two give, and a spot's shelter. Directions are compass bearings in degrees
// (where the wind comes FROM); speeds are km/h.
import type { SpotTuning } from './spots';
import { angleBetween } from './angles';

export type WindClass = 'glassy' | 'light' | 'moderate' | 'strong';

/**
 * Wind classes by km/h (0 glassy, 1..12 light, 13..25 moderate, above strong). The
 * spec's classes are whole numbers, so the speed is rounded first: 0.4 km/h is glassy, 12.4 light,
 * 12.5 moderate, 25.4 moderate, 25.5 strong.
 */
export function windClass(kph: number): WindClass {
  const k = Math.round(Math.max(0, kph));
  if (k === 0) return 'glassy';
  if (k <= 12) return 'light';
  if (k <= 25) return 'moderate';
  return 'strong';
}

export type WindRelation = 'offshore' | 'cross' | 'onshore';

/**
 * Where the wind blows relative to the coast. `off` = the angle between the wind's origin and
 * the bearing the beach faces: 0 means straight from the sea (onshore), 180 straight from the
 * land (offshore). Within 45 degrees of either it counts as that; between, cross-shore.
 */
export function windOffAngle(windFromDeg: number, coastlineAngle: number): number {
  return angleBetween(windFromDeg, coastlineAngle);
}

export function windRelation(windFromDeg: number, coastlineAngle: number): WindRelation {
  const off = windOffAngle(windFromDeg, coastlineAngle);
  if (off >= 135) return 'offshore';
  if (off <= 45) return 'onshore';
  return 'cross';
}

/** Multipliers by class: [offshore, onshore]. Glassy is 0.95 whatever the direction. */
export const WIND_MULTIPLIERS: Record<Exclude<WindClass, 'glassy'>, [number, number]> = {
  light: [1, 0.3],
  moderate: [0.85, 0.1],
  strong: [0.65, 0.05],
};
export const GLASSY_MULTIPLIER = 0.95;

/**
 * The wind factor for a class and direction. Offshore (off-angle >= 135) gets the class's offshore
 * value and onshore (<= 45) its onshore value. Cross-shore winds are interpolated linearly in the
 * off-angle between the two: m = onshore + (offshore - onshore) * (off - 45) / 90, so pure
 * cross-shore (90 degrees) is the midpoint (light 0.65, moderate 0.475, strong 0.35) and the
 * factor never jumps at the band edges.
 */
export function windMultiplier(kph: number, windFromDeg: number, coastlineAngle: number): number {
  const cls = windClass(kph);
  if (cls === 'glassy') return GLASSY_MULTIPLIER;
  const [offshore, onshore] = WIND_MULTIPLIERS[cls];
  const off = windOffAngle(windFromDeg, coastlineAngle);
  const t = Math.min(1, Math.max(0, (off - 45) / 90));
  return onshore + (offshore - onshore) * t;
}

/**
 * Sheltered: the spot has wind protection, the wind comes from within 45 degrees of its
 * sheltering direction and is under its max speed. Such wind counts as light offshore (factor 1).
 */
export const SHELTER_HALF_ARC = 45;

export function isSheltered(kph: number, windFromDeg: number, tuning: SpotTuning): boolean {
  const p = tuning.windProtection;
  if (!p) return false;
  return kph < p.maxWindKph && angleBetween(windFromDeg, p.shelteringDirection) <= SHELTER_HALF_ARC;
}
