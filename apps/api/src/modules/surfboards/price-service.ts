import {
  estimatePrice,
  learnConditionFactors,
  type TPriceEstimate,
  type TPriceEstimateQuery,
} from '@galim/shared/surfboards/price-estimate';
import type { Db } from '../../db/client';
import { priceCandidates } from './price-repo';

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

/** The price estimate for the routes (app.surfboards.price); the publish form's checks call it too. */
export function createPriceService(db: Db) {
  return { estimate: (query: TPriceEstimateQuery) => estimateBoardPrice(db, query) };
}
