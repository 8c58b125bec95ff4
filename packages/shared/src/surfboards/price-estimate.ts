// What a used board is worth: robust quantiles of comparable boards' prices (decision 015).
// Pure, so the API, the backtest and tests run the very same rule.

import { z } from 'zod';
import { ZId } from '../common/api';
import { zOptionalNumber } from '../common/number-schemas';
import { BOARD_CONDITIONS, type TBoardCondition } from './options';

/** A measure compared with a `real` column: fractions are fine. */
const optionalNumber = (min: number, max: number) => zOptionalNumber({ min, max, whole: false });
const optionalId = z.preprocess((v) => (v === '' ? undefined : v), ZId.optional());

/** GET /api/surfboards/price-estimate */
export const ZPriceEstimateQuery = z.object({
  category: ZId,
  brand: optionalId,
  model: optionalId,
  technology: optionalId,
  condition: z.preprocess((v) => (v === '' ? undefined : v), z.enum(BOARD_CONDITIONS).optional()),
  volume: optionalNumber(1, 200),
  length: optionalNumber(4, 12),
  /** A board to leave out (its own page asks what boards like it are worth). */
  exclude: optionalId,
});
export type TPriceEstimateQuery = z.infer<typeof ZPriceEstimateQuery>;

export const ZPriceEstimate = z.object({
  low: z.number().nullable(),
  median: z.number().nullable(),
  high: z.number().nullable(),
  currency: z.literal('ILS'),
  /** How many comparable boards the figures come from (also when too few to give figures). */
  basedOn: z.number().int(),
  comparables: z.array(ZId),
});
export type TPriceEstimate = z.infer<typeof ZPriceEstimate>;

/** Fewer comparables than this: no figures, only how many there were. */
export const MIN_COMPARABLES = 5;
/** The heaviest comparables listed in the answer. */
const LISTED_COMPARABLES = 12;

export interface PriceComparable {
  id: string;
  categoryId: string | null;
  brandId: string | null;
  modelId: string | null;
  technologyId: string | null;
  condition: TBoardCondition;
  volume: number | null;
  length: number | null;
  /** The sold price for a sold board, else the asking price. */
  price: number;
  sold: boolean;
  /** When it sold, or when it was listed. */
  date: Date;
}

export type TPriceTarget = Omit<TPriceEstimateQuery, 'exclude'>;

/** Used when the data cannot tell (few boards in a condition): prices relative to "good". */
export const DEFAULT_CONDITION_FACTORS: Record<TBoardCondition, number> = {
  new: 1.3,
  excellent: 1.12,
  good: 1,
  fair: 0.8,
  poor: 0.6,
};

/** Boards of a condition needed before the data outweighs the default factor. */
const FACTOR_PRIOR = 10;
export const SOLD_WEIGHT = 2;
export const BRAND_WEIGHT = 2;
export const MODEL_WEIGHT = 2;
export const TECHNOLOGY_WEIGHT = 1.3;
/** A price a year old counts half. */
export const HALF_LIFE_DAYS = 365;
/** Comparables are boards this close: volume within 30 %, length within a foot. */
export const VOLUME_WINDOW = 0.3;
export const LENGTH_WINDOW_FT = 1;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/**
 * How much each condition is worth relative to "good", learned from the boards: each price is
 * divided by its category's median, and a condition's factor is its median ratio over that of
 * "good", pulled towards the default while there are few boards of that condition.
 */
export function learnConditionFactors(boards: PriceComparable[]): Record<TBoardCondition, number> {
  const byCategory = new Map<string, number[]>();
  for (const b of boards) {
    const k = b.categoryId ?? '';
    byCategory.set(k, [...(byCategory.get(k) ?? []), b.price]);
  }
  const categoryMedian = new Map([...byCategory].map(([k, v]) => [k, median(v)]));
  const ratios = new Map<TBoardCondition, number[]>();
  for (const b of boards) {
    const m = categoryMedian.get(b.categoryId ?? '')!;
    if (m > 0) ratios.set(b.condition, [...(ratios.get(b.condition) ?? []), b.price / m]);
  }
  const good = ratios.get('good');
  const goodRatio = good?.length ? median(good) : null;
  const out = { ...DEFAULT_CONDITION_FACTORS };
  for (const c of BOARD_CONDITIONS) {
    const r = ratios.get(c);
    if (!r?.length || !goodRatio) continue;
    const learned = median(r) / goodRatio;
    const trust = r.length / (r.length + FACTOR_PRIOR);
    out[c] = Math.min(
      2,
      Math.max(0.3, trust * learned + (1 - trust) * DEFAULT_CONDITION_FACTORS[c]),
    );
  }
  out.good = 1;
  return out;
}

/** The price at cumulative weight share p of (value, weight) pairs sorted by value. */
export function weightedQuantile(points: { value: number; weight: number }[], p: number): number {
  const sorted = [...points].sort((a, b) => a.value - b.value);
  const total = sorted.reduce((s, x) => s + x.weight, 0);
  let acc = 0;
  for (const x of sorted) {
    // Midpoint rule: each point owns the middle of its weight band.
    if (acc + x.weight / 2 >= p * total) return x.value;
    acc += x.weight;
  }
  return sorted[sorted.length - 1]!.value;
}

export const round50 = (n: number) => Math.round(n / 50) * 50;

/** Whether a board is close enough to the target to count as a comparable. */
export function isComparable(target: TPriceTarget, b: PriceComparable): boolean {
  if (b.categoryId !== target.category) return false;
  if (target.volume !== undefined && b.volume !== null) {
    if (Math.abs(b.volume - target.volume) > target.volume * VOLUME_WINDOW) return false;
  }
  if (target.length !== undefined && b.length !== null) {
    if (Math.abs(b.length - target.length) > LENGTH_WINDOW_FT) return false;
  }
  return true;
}

/**
 * The 25th, 50th and 75th weighted percentiles of comparable prices, each adjusted to the
 * target's condition. Weights: sold above asking, recent above old, same model/brand/technology
 * and closer volume and length above the rest. Null figures below MIN_COMPARABLES.
 */
export function estimatePrice(
  target: TPriceTarget,
  boards: PriceComparable[],
  factors: Record<TBoardCondition, number>,
  now: Date = new Date(),
): TPriceEstimate {
  const comps = boards.filter((b) => isComparable(target, b));
  const targetFactor = factors[target.condition ?? 'good'];
  const points = comps.map((b) => {
    let weight = b.sold ? SOLD_WEIGHT : 1;
    const ageDays = Math.max(0, (now.getTime() - b.date.getTime()) / 86_400_000);
    weight *= 0.5 ** (ageDays / HALF_LIFE_DAYS);
    if (target.brand && b.brandId === target.brand) weight *= BRAND_WEIGHT;
    if (target.model && b.modelId === target.model) weight *= MODEL_WEIGHT;
    if (target.technology && b.technologyId === target.technology) weight *= TECHNOLOGY_WEIGHT;
    if (target.volume !== undefined && b.volume !== null) {
      weight *= Math.exp(-Math.abs(b.volume - target.volume) / (target.volume * 0.1));
    }
    if (target.length !== undefined && b.length !== null) {
      weight *= Math.exp(-Math.abs(b.length - target.length) / 0.5);
    }
    return { id: b.id, value: (b.price / factors[b.condition]) * targetFactor, weight };
  });
  const comparables = [...points]
    .sort((a, b) => b.weight - a.weight)
    .slice(0, LISTED_COMPARABLES)
    .map((p) => p.id);
  if (points.length < MIN_COMPARABLES) {
    return {
      low: null,
      median: null,
      high: null,
      currency: 'ILS',
      basedOn: points.length,
      comparables,
    };
  }
  return {
    low: round50(weightedQuantile(points, 0.25)),
    median: round50(weightedQuantile(points, 0.5)),
    high: round50(weightedQuantile(points, 0.75)),
    currency: 'ILS',
    basedOn: points.length,
    comparables,
  };
}
