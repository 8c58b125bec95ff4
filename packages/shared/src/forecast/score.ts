// The wave-score rules, as pure functions. Directions are compass bearings in
// degrees (where wind or swell comes FROM); wind speeds are km/h.
import type { TForecastSlot } from './schemas';
import type { SpotTuning } from './spots';
import { angleBetween, normalizeAngle } from './angles';
import {
  isSheltered,
  WIND_MULTIPLIERS,
  windClass,
  windMultiplier,
  windRelation,
  type WindClass,
  type WindRelation,
} from './wind-score';

export { angleBetween, normalizeAngle };

/** Defaults when the upstream leaves a value out. */
export const DEFAULT_PERIOD_S = 8;
export const DEFAULT_SWELL_DIRECTION = 280;

/**
 * Whether `deg` lies in the clockwise range min..max, both ends included. A range whose min is
 * greater than its max wraps through north: 290..10 holds 300, 0 and 5 but not 100.
 */
export function inDirectionRange(deg: number, min: number, max: number): boolean {
  const d = normalizeAngle(deg);
  const lo = normalizeAngle(min);
  const hi = normalizeAngle(max);
  return lo <= hi ? d >= lo && d <= hi : d >= lo || d <= hi;
}

/** 100 * sqrt(height * period^2 / 180), capped at 100; 0 for no waves. Not rounded. */
export function waveScore(heightM: number, periodS: number): number {
  if (!(heightM > 0) || !(periodS > 0)) return 0;
  return Math.min(100, 100 * Math.sqrt((heightM * periodS * periodS) / 180));
}

/**
 * The swell-direction factor: 0 outside the spot's optimal range, the band's multiplier inside a
 * modifier band (the first matching band wins), otherwise 1.
 */
export function swellDirectionFactor(directionDeg: number, tuning: SpotTuning): number {
  if (!inDirectionRange(directionDeg, tuning.optimalSwellMin, tuning.optimalSwellMax)) return 0;
  const band = tuning.swellModifiers.find((b) => inDirectionRange(directionDeg, b.from, b.to));
  return band ? band.multiplier : 1;
}

/** 1..5 stars: ceil(score / 20), at least 1. */
export function starsFor(score: number): number {
  return Math.min(5, Math.max(1, Math.ceil(score / 20)));
}

export type TideState = 'rising' | 'falling' | 'slack';

/**
 * Tide state from Open-Meteo's hourly `sea_level_height_msl` (metres). The hourly change is the
 * centred difference (next - previous) / 2, or the one-sided difference at the ends. The eastern
 * Mediterranean's tide is small (about 30-40 cm range, up to ~8 cm per hour mid-tide), so a change
 * under 2 cm per hour (SLACK_THRESHOLD_M_PER_H) is slack water around high or low tide.
 */
export const SLACK_THRESHOLD_M_PER_H = 0.02;

export function tideState(
  previous: number | null | undefined,
  current: number | null | undefined,
  next: number | null | undefined,
): TideState | null {
  const has = (v: number | null | undefined): v is number => typeof v === 'number';
  let change: number;
  if (has(previous) && has(next)) change = (next - previous) / 2;
  else if (has(current) && has(next)) change = next - current;
  else if (has(previous) && has(current)) change = current - previous;
  else return null;
  if (Math.abs(change) < SLACK_THRESHOLD_M_PER_H) return 'slack';
  return change > 0 ? 'rising' : 'falling';
}

export const TIDE_MULTIPLIERS: Record<TideState, number> = { rising: 1, falling: 1, slack: 0.95 };

/** Unknown tide counts as moving (factor 1): missing data should not lower a score. */
export function tideMultiplier(state: TideState | null): number {
  return state ? TIDE_MULTIPLIERS[state] : 1;
}

/** One part of the sea (a swell or the wind waves), as the model gives it. */
export interface SeaPartConditions {
  heightM: number;
  periodS?: number | null;
  direction?: number | null;
}

/**
 * A secondary swell from within the spot's window adds a little: a quarter of its own wave score
 * (times its direction factor), at most 10 points, added to the base before the other factors.
 * Without a direction it is not known to reach the spot and adds nothing.
 */
export const SECONDARY_SHARE = 0.25;
export const SECONDARY_MAX_POINTS = 10;

export function secondarySwellPoints(
  part: SeaPartConditions | null | undefined,
  tuning: SpotTuning,
): number {
  if (!part || part.direction == null) return 0;
  const points =
    waveScore(part.heightM, part.periodS ?? DEFAULT_PERIOD_S) *
    swellDirectionFactor(part.direction, tuning);
  return Math.min(SECONDARY_MAX_POINTS, SECONDARY_SHARE * points);
}

/**
 * Wind waves (local chop) up to 0.3 m do not matter; above that each further metre takes 40% off,
 * down to at most 30% off (factor 0.7 from 1.05 m).
 */
export const CHOP_FREE_M = 0.3;
export const CHOP_LOSS_PER_M = 0.4;
export const CHOP_MIN_FACTOR = 0.7;

export function windWaveFactor(heightM: number | null | undefined): number {
  if (heightM == null || !(heightM > CHOP_FREE_M)) return 1;
  return Math.max(CHOP_MIN_FACTOR, 1 - CHOP_LOSS_PER_M * (heightM - CHOP_FREE_M));
}

export interface SlotConditions {
  waveHeightM: number;
  periodS?: number | null;
  swellDirection?: number | null;
  windKph?: number | null;
  windDirection?: number | null;
  tide?: TideState | null;
  /** The sea's other parts (docs/forecast-score.md); absent parts change nothing. */
  secondarySwell?: SeaPartConditions | null;
  windWaveHeightM?: number | null;
}

export interface SlotScore {
  /** 0..100, rounded. */
  score: number;
  stars: number;
  windClass: WindClass | null;
  windRelation: WindRelation | null;
  sheltered: boolean;
}

/**
 * The wave score split in two factors, so that a surfer sees what each gives: 100 * sqrt(h * T^2 /
 * 180) = 100 * sqrt(h / 1.8) * (T / 10), so 1.8 m at 10 s is a full 100 (capped there).
 */
export const FULL_SCORE_HEIGHT_M = 1.8;
export const FULL_SCORE_PERIOD_S = 10;

export function sizeFactor(heightM: number): number {
  return heightM > 0 ? Math.sqrt(heightM / FULL_SCORE_HEIGHT_M) : 0;
}

export function periodFactor(periodS: number): number {
  return periodS > 0 ? periodS / FULL_SCORE_PERIOD_S : 0;
}

/** Where a swell direction lies in the spot's window: the middle, a softened edge, outside. */
export type WindowPlace = 'open' | 'edge' | 'outside';

/**
 * One thing that made an hour's score. All but `secondary` multiply; the secondary swell adds
 * `points` (see slotScoreExplained for how they combine).
 */
export type ScoreFactor =
  | { kind: 'size'; heightM: number; factor: number }
  | { kind: 'period'; periodS: number; assumed: boolean; factor: number }
  | {
      kind: 'direction';
      direction: number;
      assumed: boolean;
      place: WindowPlace;
      factor: number;
    }
  | {
      kind: 'secondary';
      heightM: number;
      periodS: number | null;
      direction: number | null;
      points: number;
    }
  | { kind: 'windWaves'; heightM: number; factor: number }
  | {
      kind: 'wind';
      kph: number | null;
      direction: number | null;
      windClass: WindClass | null;
      relation: WindRelation | null;
      sheltered: boolean;
      factor: number;
    }
  | { kind: 'tide'; state: TideState | null; factor: number };

export interface ExplainedScore extends SlotScore {
  /** In the order they apply: size, period, direction, secondary?, windWaves?, wind, tide. */
  factors: ScoreFactor[];
}

function windowPlace(directionDeg: number, tuning: SpotTuning): WindowPlace {
  if (!inDirectionRange(directionDeg, tuning.optimalSwellMin, tuning.optimalSwellMax))
    return 'outside';
  return tuning.swellModifiers.some((b) => inDirectionRange(directionDeg, b.from, b.to))
    ? 'edge'
    : 'open';
}

/**
 * The score of one hour at one spot with what made it: the wave score (size factor times
 * period factor, times 100, at most 100; missing period 8 s, missing direction 280) times the
 * swell-direction factor, plus a secondary swell's points, times the wind-waves factor, the wind
 * factor (sheltered wind counts as light offshore; missing wind leaves it at 1) and the tide
 * factor, kept within 0..100 and rounded:
 *
 *   score = round(clamp((min(100, 100 * size * period) * direction + secondary) * windWaves * wind * tide))
 */
export function slotScoreExplained(c: SlotConditions, tuning: SpotTuning): ExplainedScore {
  const period = c.periodS ?? DEFAULT_PERIOD_S;
  const direction = c.swellDirection ?? DEFAULT_SWELL_DIRECTION;
  const factors: ScoreFactor[] = [
    { kind: 'size', heightM: c.waveHeightM, factor: sizeFactor(c.waveHeightM) },
    { kind: 'period', periodS: period, assumed: c.periodS == null, factor: periodFactor(period) },
    {
      kind: 'direction',
      direction,
      assumed: c.swellDirection == null,
      place: windowPlace(direction, tuning),
      factor: swellDirectionFactor(direction, tuning),
    },
  ];
  if (c.secondarySwell) {
    factors.push({
      kind: 'secondary',
      heightM: c.secondarySwell.heightM,
      periodS: c.secondarySwell.periodS ?? null,
      direction: c.secondarySwell.direction ?? null,
      points: secondarySwellPoints(c.secondarySwell, tuning),
    });
  }
  if (c.windWaveHeightM != null) {
    factors.push({
      kind: 'windWaves',
      heightM: c.windWaveHeightM,
      factor: windWaveFactor(c.windWaveHeightM),
    });
  }
  let wind = 1;
  let cls: WindClass | null = null;
  let relation: WindRelation | null = null;
  let sheltered = false;
  if (c.windKph != null && c.windDirection != null) {
    cls = windClass(c.windKph);
    relation = windRelation(c.windDirection, tuning.coastlineAngle);
    // Glassy has no wind to shelter from: its 0.95 applies at a sheltered spot too.
    sheltered = cls !== 'glassy' && isSheltered(c.windKph, c.windDirection, tuning);
    wind = sheltered
      ? WIND_MULTIPLIERS.light[0]
      : windMultiplier(c.windKph, c.windDirection, tuning.coastlineAngle);
  }
  factors.push({
    kind: 'wind',
    kph: c.windKph ?? null,
    direction: c.windDirection ?? null,
    windClass: cls,
    relation,
    sheltered,
    factor: wind,
  });
  const tide = c.tide ?? null;
  factors.push({ kind: 'tide', state: tide, factor: tideMultiplier(tide) });
  const score = combineFactors(factors);
  return {
    score,
    stars: starsFor(score),
    windClass: cls,
    windRelation: relation,
    sheltered,
    factors,
  };
}

/**
 * The score the factors make, by the formula of slotScoreExplained, step by step in the factors'
 * order (floating point is not associative: the same order gives the same figure).
 */
export function combineFactors(factors: readonly ScoreFactor[]): number {
  let value = 100;
  for (const f of factors) {
    if (f.kind === 'secondary') value += f.points;
    else if (f.kind === 'direction') value = Math.min(100, value) * f.factor;
    else value *= f.factor;
  }
  return Math.round(Math.min(100, Math.max(0, value)));
}

/** The score of one hour at one spot (slotScoreExplained without the factors). */
export function slotScore(c: SlotConditions, tuning: SpotTuning): SlotScore {
  const {
    score,
    stars,
    windClass: cls,
    windRelation: relation,
    sheltered,
  } = slotScoreExplained(c, tuning);
  return { score, stars, windClass: cls, windRelation: relation, sheltered };
}

/** What of an hour the score reads. */
export type ScoredSlotFields = Pick<
  TForecastSlot,
  | 'waveHeight'
  | 'period'
  | 'waveDirection'
  | 'windSpeed'
  | 'windDirection'
  | 'tide'
  | 'swell'
  | 'secondarySwell'
  | 'windWaves'
>;

/**
 * The conditions of an hour as the forecast sends it (rounded as shown). The API scores these
 * very values, so the web explains an hour's score from the hour alone and gets the same figure.
 * The primary swell's direction drives the window, or the sea's when the swell is not given.
 */
export function slotConditions(s: ScoredSlotFields): SlotConditions {
  return {
    waveHeightM: s.waveHeight,
    periodS: s.period,
    swellDirection: s.swell?.direction ?? s.waveDirection,
    windKph: s.windSpeed,
    windDirection: s.windDirection,
    tide: s.tide,
    secondarySwell: s.secondarySwell && {
      heightM: s.secondarySwell.height,
      periodS: s.secondarySwell.period,
      direction: s.secondarySwell.direction,
    },
    windWaveHeightM: s.windWaves?.height ?? null,
  };
}
