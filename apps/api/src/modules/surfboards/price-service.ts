import {
  estimatePrice,
  learnConditionFactors,
  type TPriceEstimate,
  type TPriceEstimateQuery,
} from '@galim/shared/surfboards/price-estimate';
import { estimateGearPrice, type GearPriceTarget } from '@galim/shared/listings/price-estimate';
import type { Db } from '../../db/client';
import { gearPriceCandidates, priceCandidates } from './price-repo';

/** What a board is worth: comparables' prices, condition factors learnt from the same boards. */
export async function estimateBoardPrice(
  db: Db,
  query: TPriceEstimateQuery,
): Promise<TPriceEstimate> {
  const { exclude: _exclude, ...target } = query;
  const candidates = await priceCandidates(db, query);
  // Condition factors come from the same boards: prices relative to their category median.
  const factors = learnConditionFactors(candidates);
  return estimatePrice(target, candidates, factors);
}

/**
 * What a piece of gear is worth (issue 53): items of its kind, the facts it shares weighing
 * more; condition factors learnt from the same items, as for boards (one "category": the kind).
 */
export async function estimateListingPrice(
  db: Db,
  target: GearPriceTarget & { exclude?: string },
): Promise<TPriceEstimate> {
  const { exclude, ...rest } = target;
  const items = await gearPriceCandidates(db, target.kind, exclude);
  const factors = learnConditionFactors(
    items.map((i) => ({
      ...i,
      categoryId: target.kind,
      modelId: null,
      technologyId: null,
      volume: null,
      length: null,
    })),
  );
  return estimateGearPrice(rest, items, factors);
}

/** The price estimate for the routes (app.surfboards.price); the publish form's checks call it too. */
export function createPriceService(db: Db) {
  return {
    estimate: (query: TPriceEstimateQuery) => estimateBoardPrice(db, query),
    estimateListing: (target: GearPriceTarget & { exclude?: string }) =>
      estimateListingPrice(db, target),
  };
}
