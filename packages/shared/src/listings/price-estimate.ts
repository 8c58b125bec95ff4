// What a used piece of gear is worth (issue 53): the board's rule (surfboards/price-estimate.ts,
// decision 015) over items of the same kind. Sold ones weigh more, recent ones more, the same
// maker more, and so does each fact the kind filters by: a 4/3 wetsuit is priced by 4/3s first.
// Pure, so the API and the tests run the very same rule.

import type { TBoardCondition } from '../surfboards/options';
import {
  BRAND_WEIGHT,
  HALF_LIFE_DAYS,
  MIN_COMPARABLES,
  round50,
  SOLD_WEIGHT,
  weightedQuantile,
  type TPriceEstimate,
} from '../surfboards/price-estimate';
import type { TAttributeValue } from './attributes';
import { attributesOf } from './gear';
import type { TListingKind } from './kinds';

/** How much more an item sharing one of the target's facts weighs (or less, differing). */
export const SAME_FACT_WEIGHT = 2;

export interface GearComparable {
  id: string;
  brandId: string | null;
  condition: TBoardCondition;
  attributes: Record<string, TAttributeValue>;
  /** The sold price for a sold item, else the asking price. */
  price: number;
  sold: boolean;
  date: Date;
}

export interface GearPriceTarget {
  kind: TListingKind;
  brand?: string;
  condition?: TBoardCondition;
  attributes: Record<string, TAttributeValue>;
}

const LISTED_COMPARABLES = 12;

/** How alike two items are in the facts the kind filters by: a weight around 1. */
function factWeight(
  kind: TListingKind,
  target: GearPriceTarget['attributes'],
  item: GearComparable['attributes'],
) {
  let weight = 1;
  for (const a of attributesOf(kind)) {
    const want = target[a.key];
    const have = item[a.key];
    if (!a.filter || want === undefined || have === undefined) continue;
    if (a.type === 'number' && typeof want === 'number' && typeof have === 'number') {
      weight *= Math.exp(-Math.abs(want - have) / Math.max((a.max - a.min) * 0.1, a.step));
    } else if (JSON.stringify(want) === JSON.stringify(have)) {
      weight *= SAME_FACT_WEIGHT;
    } else {
      weight /= SAME_FACT_WEIGHT;
    }
  }
  return weight;
}

/**
 * The 25th, 50th and 75th weighted percentiles of the kind's items' prices, each adjusted to the
 * target's condition (`factors`, learnt as for boards). Null figures below MIN_COMPARABLES:
 * "not enough sales yet".
 */
export function estimateGearPrice(
  target: GearPriceTarget,
  items: GearComparable[],
  factors: Record<TBoardCondition, number>,
  now: Date = new Date(),
): TPriceEstimate {
  const targetFactor = factors[target.condition ?? 'good'];
  const points = items.map((b) => {
    let weight = b.sold ? SOLD_WEIGHT : 1;
    const ageDays = Math.max(0, (now.getTime() - b.date.getTime()) / 86_400_000);
    weight *= 0.5 ** (ageDays / HALF_LIFE_DAYS);
    if (target.brand && b.brandId === target.brand) weight *= BRAND_WEIGHT;
    weight *= factWeight(target.kind, target.attributes, b.attributes);
    return { id: b.id, value: (b.price / factors[b.condition]) * targetFactor, weight };
  });
  const comparables = [...points]
    .sort((a, b) => b.weight - a.weight)
    .slice(0, LISTED_COMPARABLES)
    .map((p) => p.id);
  const figures =
    points.length < MIN_COMPARABLES
      ? { low: null, median: null, high: null }
      : {
          low: round50(weightedQuantile(points, 0.25)),
          median: round50(weightedQuantile(points, 0.5)),
          high: round50(weightedQuantile(points, 0.75)),
        };
  return { ...figures, currency: 'ILS', basedOn: points.length, comparables };
}
