import type { TPriceType, TServiceType } from './options';

// What a service may cost, per kind and price type (#42 item 14). The wizard, the API's create
// and edit, and approval refuse a price outside its range: 0.5 ₪ or 999,999 ₪ a session is a
// typo, not an offer. The ranges are wide on purpose (Israeli prices in 2025 are well inside
// them); the moderator's finer check is the distance from the median of approved services.

export type TPriceRange = { min: number; max: number };

/** Whole shekels, both ends allowed. */
export const SERVICE_PRICE_RANGES: Record<TServiceType, Record<TPriceType, TPriceRange>> = {
  'surf-instructor': {
    hourly: { min: 50, max: 1_500 },
    daily: { min: 150, max: 5_000 },
    session: { min: 50, max: 2_000 },
    package: { min: 100, max: 10_000 },
    fixed: { min: 50, max: 2_000 },
  },
  'surfboard-repair': {
    hourly: { min: 40, max: 800 },
    daily: { min: 150, max: 3_000 },
    session: { min: 30, max: 2_000 },
    package: { min: 50, max: 5_000 },
    fixed: { min: 20, max: 3_000 },
  },
  'surf-photographer': {
    hourly: { min: 50, max: 2_500 },
    daily: { min: 200, max: 10_000 },
    session: { min: 50, max: 5_000 },
    package: { min: 100, max: 15_000 },
    // A fixed price of a photographer is per photo.
    fixed: { min: 10, max: 3_000 },
  },
};

/** The range of a kind and price type; null for an unknown pair (old rows). */
export function servicePriceRange(serviceType: string, priceType: string): TPriceRange | null {
  const byType = SERVICE_PRICE_RANGES[serviceType as TServiceType] as
    Record<string, TPriceRange> | undefined;
  return byType?.[priceType] ?? null;
}

/** Whether a price fits its kind's range (an unknown pair is not judged). */
export function priceInRange(serviceType: string, priceType: string, price: number): boolean {
  const range = servicePriceRange(serviceType, priceType);
  return !range || (price >= range.min && price <= range.max);
}

/** The median of a list of prices; null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A median needs this many approved services of the kind and price type to be worth a warning. */
export const PRICE_MEDIAN_MIN_COUNT = 3;
/** A price this many times above the median, or this many times below it, is far from it. */
export const PRICE_FAR_FACTOR = 2.5;

/** How a price compares with the median: 'high', 'low', or null when near it or unknown. */
export function priceDistance(
  price: number | null,
  reference: { median: number; count: number } | undefined,
): 'high' | 'low' | null {
  if (price === null || !reference || reference.count < PRICE_MEDIAN_MIN_COUNT) return null;
  if (price >= reference.median * PRICE_FAR_FACTOR) return 'high';
  if (price * PRICE_FAR_FACTOR <= reference.median) return 'low';
  return null;
}
