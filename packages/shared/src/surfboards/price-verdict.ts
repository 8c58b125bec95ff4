// Without zod: the board page shows the verdict without loading the schemas.
import type { TPriceEstimate } from './price-estimate';

/** A calm verdict on a board's price: well below the range, above it, or nothing to say. */
export function priceVerdict(price: number, estimate: TPriceEstimate): 'good' | 'high' | null {
  if (estimate.low === null || estimate.high === null) return null;
  if (price <= estimate.low * 0.9) return 'good';
  if (price > estimate.high * 1.1) return 'high';
  return null;
}
