// The boards' option lists. Values are stored and sent; Hebrew labels live in the web's he.ts.

export const BOARD_CONDITIONS = ['new', 'excellent', 'good', 'fair', 'poor'] as const;
export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export const FIN_SYSTEMS = ['FCS II', 'Futures'] as const;
export const SELLER_TYPES = ['private', 'shop', 'dealer'] as const;
export const REGIONS = ['north', 'tel-aviv', 'center', 'south', 'jerusalem'] as const;
export const SURFING_LEVELS = ['beginner', 'intermediate', 'advanced', 'pro'] as const;
export const MODERATION_STATUSES = ['pending', 'approved', 'rejected', 'flagged'] as const;

export type TBoardCondition = (typeof BOARD_CONDITIONS)[number];
export type TSkillLevel = (typeof SKILL_LEVELS)[number];
export type TFinSystem = (typeof FIN_SYSTEMS)[number];
export type TSellerType = (typeof SELLER_TYPES)[number];
export type TRegion = (typeof REGIONS)[number];
export type TModerationStatus = (typeof MODERATION_STATUSES)[number];

/** The boards' business limits. */
export const BOARD_LIMITS = {
  priceMax: 50_000,
  titleMin: 5,
  titleMax: 100,
  descriptionMax: 1000,
  colorMax: 50,
  length: { min: 4, max: 12 },
  width: { min: 16, max: 30 },
  thickness: { min: 1, max: 5 },
  volume: { min: 1, max: 200 },
  finSetup: { min: 1, max: 5 },
  maxImages: 8,
  maxImageBytes: 10 * 1024 * 1024,
  pageSize: 12,
  uploadsPerWindow: 10,
  uploadWindowMs: 5 * 60 * 1000,
} as const;

// ---------------------------------------------------------------- the public search's sorts and filters

export const SURFBOARD_SORT_FIELDS = [
  'createdAt',
  'price',
  'length',
  'volume',
  'viewCount',
  // Nearest first (issue 56): only with a point or a city.
  'distance',
] as const;
export type TSurfboardSortField = (typeof SURFBOARD_SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type TSortOrder = (typeof SORT_ORDERS)[number];
/** The sorts the list offers, as `field-order` (the first is the default: newest first). */
export const SURFBOARD_SORT_OPTIONS = [
  'createdAt-desc',
  'createdAt-asc',
  'price-asc',
  'price-desc',
  'length-asc',
  'length-desc',
  'volume-asc',
  'volume-desc',
  'viewCount-desc',
  'distance-asc',
] as const satisfies readonly `${TSurfboardSortField}-${TSortOrder}`[];
export type TSurfboardSortOption = (typeof SURFBOARD_SORT_OPTIONS)[number];
/** The filters of GET /api/surfboards (its query less paging), as the URL carries them. */
export const SURFBOARD_FILTER_KEYS = [
  'search',
  'brand',
  'model',
  'category',
  'technology',
  'condition',
  'skillLevel',
  'sellerType',
  'finSystem',
  'minPrice',
  'maxPrice',
  'minLength',
  'maxLength',
  'minVolume',
  'maxVolume',
  'location',
  'fitWeightKg',
  'fitLevel',
  'lat',
  'lng',
  'city',
  'radiusKm',
  'sortBy',
  'sortOrder',
] as const;
export type TSurfboardFilterKey = (typeof SURFBOARD_FILTER_KEYS)[number];
