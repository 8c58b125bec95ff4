// Which boards fit a rider: the Guild factor. A board's volume in litres is about the rider's
// weight in kg times a factor that falls as the rider gets better (docs/decisions/016).

import type { TSkillLevel } from './options';

/** Litres per kg of rider weight, per level (the table of decision 016). */
export const GUILD_FACTORS: Record<TSkillLevel, { min: number; max: number }> = {
  beginner: { min: 0.45, max: 1.0 },
  intermediate: { min: 0.38, max: 0.45 },
  advanced: { min: 0.34, max: 0.38 },
  expert: { min: 0.3, max: 0.34 },
};

export const FIT_WEIGHT = { min: 30, max: 150 } as const;

/** The volume range (litres, one decimal) that fits a rider of this weight and level. */
export function fitVolumeFor(weightKg: number, level: TSkillLevel): { min: number; max: number } {
  const f = GUILD_FACTORS[level];
  return {
    min: Math.floor(weightKg * f.min * 10) / 10,
    max: Math.ceil(weightKg * f.max * 10) / 10,
  };
}

/** The volume range of a search's fitWeightKg and fitLevel (intermediate when no level). */
export function fitVolumeRange(q: {
  fitWeightKg?: number;
  fitLevel?: TSkillLevel;
}): { min: number; max: number } | null {
  if (q.fitWeightKg === undefined) return null;
  return fitVolumeFor(q.fitWeightKg, q.fitLevel ?? 'intermediate');
}

/**
 * The riders a board of this volume fits at a level: weights rounded outwards to 5 kg, clamped
 * to FIT_WEIGHT. Null when the board has no volume or fits nobody in that range.
 */
export function fitWeightsFor(
  volume: number | null,
  level: TSkillLevel,
): { min: number; max: number } | null {
  if (!volume || volume <= 0) return null;
  const f = GUILD_FACTORS[level];
  const min = Math.max(FIT_WEIGHT.min, Math.floor(volume / f.max / 5) * 5);
  const max = Math.min(FIT_WEIGHT.max, Math.ceil(volume / f.min / 5) * 5);
  return min <= max ? { min, max } : null;
}
