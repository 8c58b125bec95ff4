// Which boards fit a rider: the Guild factor. A board's volume in litres is about the rider's
// weight in kg times a factor that falls as the rider gets better (docs/decisions/016).

import { SKILL_LEVELS, type TSkillLevel } from './options';

/**
 * Litres per kg of rider weight, per level (the table of decision 016). Sources:
 * - Whitney Guild's "Guild Factor" (his own words, quoted in swellinfo.com's forum thread
 *   "How can I figure out my board's volume?", and Surfer Today's "The surfboard volume
 *   calculator"): fit shortboarders in hollow waves 0.34–0.37, less fit or softer waves
 *   0.37–0.42, casual surfers 0.43–0.49 and up, beginners 0.50 and up.
 * - A first board is a soft-top, funboard or longboard of 7'–9' (about 50–100 L, Surf Skate
 *   Science's "What does volume have to do with surfing?"): a learner floats on about their own
 *   weight in litres, 0.8–1.05 of it.
 */
export const GUILD_FACTORS: Record<TSkillLevel, { min: number; max: number }> = {
  beginner: { min: 0.8, max: 1.05 },
  intermediate: { min: 0.42, max: 0.65 },
  advanced: { min: 0.37, max: 0.42 },
  expert: { min: 0.33, max: 0.37 },
};

/**
 * The levels whose boards a rider of this level can ride: their own and the easier ones. A
 * board its seller marks for experts (a gun, a pro's shortboard) never "fits" a beginner,
 * whatever its volume.
 */
export function levelsUpTo(level: TSkillLevel): TSkillLevel[] {
  return SKILL_LEVELS.slice(0, SKILL_LEVELS.indexOf(level) + 1);
}

export const FIT_WEIGHT = { min: 30, max: 150 } as const;

/** The volume range (litres, one decimal) that fits a rider of this weight and level. */
export function fitVolumeFor(weightKg: number, level: TSkillLevel): { min: number; max: number } {
  const f = GUILD_FACTORS[level];
  // Tenths of a litre, rounded outwards; the float noise first (62 × 1.05 × 10 is 651.0000001).
  const tenths = (x: number) => Math.round(x * 10 * 1e6) / 1e6;
  return {
    min: Math.floor(tenths(weightKg * f.min)) / 10,
    max: Math.ceil(tenths(weightKg * f.max)) / 10,
  };
}

/**
 * What a search's fitWeightKg and fitLevel (intermediate when no level) ask of a board: a volume
 * range, and a level the rider can ride (the board's own, when its seller gave one).
 */
export function fitVolumeRange(q: {
  fitWeightKg?: number;
  fitLevel?: TSkillLevel;
}): { min: number; max: number; levels: TSkillLevel[] } | null {
  if (q.fitWeightKg === undefined) return null;
  const level = q.fitLevel ?? 'intermediate';
  return { ...fitVolumeFor(q.fitWeightKg, level), levels: levelsUpTo(level) };
}

/**
 * The riders a board of this volume fits at a level, by the rule the "fits me" filter applies
 * (fitVolumeFor): every weight named gets this board in its filter. Rounded inwards to 5 kg (to
 * the kilogram when no 5 fits), clamped to FIT_WEIGHT. Null when the board has no volume or fits
 * nobody in that range.
 */
export function fitWeightsFor(
  volume: number | null,
  level: TSkillLevel,
): { min: number; max: number } | null {
  if (!volume || volume <= 0) return null;
  const f = GUILD_FACTORS[level];
  const lightest = Math.max(FIT_WEIGHT.min, volume / f.max);
  const heaviest = Math.min(FIT_WEIGHT.max, volume / f.min);
  for (const step of [5, 1]) {
    const min = Math.ceil(lightest / step - 1e-9) * step;
    const max = Math.floor(heaviest / step + 1e-9) * step;
    if (min <= max) return { min, max };
  }
  return null;
}
