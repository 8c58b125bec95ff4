import { z } from 'zod';
import { ZId, ZPageInfo } from '../common/api';
import { zNumberOr, zOptionalNumber } from '../common/number-schemas';
import { pageRule, PRICE_FILTER, type NumberRule } from '../common/numbers';
import { ZSellerReviewSummary, ZSellerTrust } from '../users/trust';
import { FIT_WEIGHT } from './fit';
import {
  BOARD_CONDITIONS,
  FIN_SYSTEMS,
  MODERATION_STATUSES,
  SELLER_TYPES,
  SKILL_LEVELS,
  SORT_ORDERS,
  SURFBOARD_SORT_FIELDS,
} from './options';
import { messageKey } from '../i18n/messages';
import { ZNearQuery, zNearCity } from '../geo/near-schema';

// The sorts live with the option lists (no zod: the filter bar loads them on the home page).
export {
  SORT_ORDERS,
  SURFBOARD_FILTER_KEYS,
  SURFBOARD_SORT_FIELDS,
  SURFBOARD_SORT_OPTIONS,
  type TSortOrder,
  type TSurfboardFilterKey,
  type TSurfboardSortField,
  type TSurfboardSortOption,
} from './options';

export const ZImage = z.object({
  key: z.string(),
  widths: z.array(z.number()),
  width: z.number(),
  height: z.number(),
});

const COORDINATES_MESSAGE = messageKey('board.coordinates');

/** A point as GeoJSON orders it, `[lng, lat]`: the one location shape of a board (0,0 = none). */
export const ZGeoPoint = z
  .object(
    {
      type: z.literal('Point', { error: COORDINATES_MESSAGE }),
      coordinates: z.tuple([z.number(), z.number()], { error: COORDINATES_MESSAGE }),
    },
    { error: COORDINATES_MESSAGE },
  )
  // Checked on the point, so every complaint is about `location` itself.
  .refine(
    ({ coordinates: [lng, lat] }) => lng >= -180 && lng <= 180 && lat >= -90 && lat <= 90,
    COORDINATES_MESSAGE,
  );
export type TGeoPoint = z.infer<typeof ZGeoPoint>;

export const ZBoardSeller = z.object({
  _id: ZId,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  displayName: z.string(),
  profileImage: z.string().nullable(),
  slug: z.string().nullable(),
  /**
   * Only in the board's answer to its owner or an admin: never in a list, and a buyer asks for
   * it on the board's page (POST /surfboards/:id/contact).
   */
  phone: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  location: z.string().nullable().optional(),
  /** On the board page only, and only when the seller's public profile is visible. */
  trust: ZSellerTrust.optional(),
  /** Reviews by buyers of the seller's boards: shown whatever the profile switches say. */
  sellerReviews: ZSellerReviewSummary.optional(),
});

/** One change of a board's price (issue 55): from, to, and when (ISO time). */
export const ZPriceChange = z.object({
  from: z.number(),
  to: z.number(),
  at: z.string(),
});
export type TPriceChange = z.infer<typeof ZPriceChange>;

/** How many of a board's last price changes its answer carries. */
export const PRICE_HISTORY_SHOWN = 10;

/** A surfboard as every read answers it. */
export const ZSurfboard = z.object({
  _id: ZId,
  title: z.string(),
  description: z.string(),
  price: z.number(),
  brand: ZId.nullable(),
  brandTitle: z.string().nullable(),
  model: ZId.nullable(),
  modelTitle: z.string().nullable(),
  category: ZId.nullable(),
  categoryTitle: z.string().nullable(),
  technology: ZId.nullable(),
  technologyTitle: z.string().nullable(),
  condition: z.enum(BOARD_CONDITIONS),
  volume: z.number().nullable(),
  length: z.number().nullable(),
  width: z.number().nullable(),
  thickness: z.number().nullable(),
  finSetup: z.number().nullable(),
  finSystem: z.enum(FIN_SYSTEMS).nullable(),
  color: z.string().nullable(),
  skillLevel: z.enum(SKILL_LEVELS).nullable(),
  availability: z.boolean(),
  sellerType: z.enum(SELLER_TYPES),
  showContact: z.boolean(),
  locationText: z.string(),
  /** Rounded to 0.01° (about a kilometre, geo/near.ts): never the seller's exact place. */
  location: ZGeoPoint,
  images: z.array(ZImage),
  coverIndex: z.number(),
  mainImage: ZImage.nullable(),
  seller: ZBoardSeller,
  sold: z.boolean(),
  soldStatus: z.object({
    isSold: z.boolean(),
    soldDate: z.string().nullable(),
    soldPrice: z.number().nullable(),
  }),
  soldThroughWebsite: z.boolean().nullable(),
  /** While an accepted offer reserves the board (48 hours): its end ("שמור"); else null. */
  reservedUntil: z.string().nullable(),
  /** The reservation is the viewer's own (they are its buyer). */
  reservedForMe: z.boolean(),
  archived: z.boolean(),
  moderationStatus: z.enum(MODERATION_STATUSES),
  moderatedAt: z.string().nullable(),
  /** Only for the owner and admins. */
  moderationNotes: z.string().nullable().optional(),
  /**
   * The end of the listing's public term (issue 55): 60 days from going public or from its last
   * renewal, later by the time a review or a reservation stopped the clock (decision 058).
   */
  expiresAt: z.string(),
  /** The term has ended: the board is in no list, and its page says it expired. */
  expired: z.boolean(),
  viewCount: z.number(),
  favoriteCount: z.number(),
  /**
   * Only in a list asked near a point or a city: whole km from there to the board's point
   * (rounded, as `location` is), 0 under a kilometre.
   */
  distanceKm: z.number().optional(),
  /**
   * Only in the board's own answer (its page, and the owner's after an edit), never in a list,
   * and only once its price has changed: the last changes, newest first, up or down.
   */
  priceHistory: z.array(ZPriceChange).optional(),
  createdAt: z.string(),
  uploadDate: z.string(),
  updatedAt: z.string(),
});
export type TSurfboard = z.infer<typeof ZSurfboard>;

// ---------------------------------------------------------------- search (GET /api/surfboards)

/** Deepest page a list can reach: offsets stay bounded however many boards there are. */
export const SEARCH_MAX_PAGE = 1000;

/** A measure compared with a `real` column: fractions are fine. */
const optionalNumber = (min: number, max: number) =>
  zOptionalNumber({ min, max, whole: false } satisfies NumberRule);
const optionalId = z.preprocess((v) => (v === '' ? undefined : v), ZId.optional());
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values).optional());
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z.string().max(max).optional(),
  );

/**
 * The public search query. Every filter is optional; an unknown option value, a malformed id
 * or a number out of range is a 400 (never a crash, never silently ignored).
 */
export const ZSurfboardSearchQuery = z.object({
  search: optionalText(100),
  brand: optionalId,
  model: optionalId,
  category: optionalId,
  technology: optionalId,
  condition: optionalEnum(BOARD_CONDITIONS),
  skillLevel: optionalEnum(SKILL_LEVELS),
  sellerType: optionalEnum(SELLER_TYPES),
  finSystem: optionalEnum(FIN_SYSTEMS),
  /** Compared with the integer price column: whole shekels only. */
  minPrice: zOptionalNumber(PRICE_FILTER),
  maxPrice: zOptionalNumber(PRICE_FILTER),
  minLength: optionalNumber(0, 20),
  maxLength: optionalNumber(0, 20),
  minVolume: optionalNumber(0, 500),
  maxVolume: optionalNumber(0, 500),
  location: optionalText(100),
  /** Rider weight (kg) and level: become a volume range by the Guild factor (fit.ts). */
  fitWeightKg: optionalNumber(FIT_WEIGHT.min, FIT_WEIGHT.max),
  fitLevel: optionalEnum(SKILL_LEVELS),
  /**
   * Near a point or a city's centre (issue 56), within `radiusKm` when given: each board then
   * carries `distanceKm`. The combination is checked by the near rule (geo/near.ts).
   */
  lat: ZNearQuery.shape.lat,
  lng: ZNearQuery.shape.lng,
  city: zNearCity,
  radiusKm: ZNearQuery.shape.radiusKm,
  /** No sort: newest first, or best match first for a text search. `distance`: nearest first. */
  sortBy: optionalEnum(SURFBOARD_SORT_FIELDS),
  sortOrder: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SORT_ORDERS).default('desc')),
  page: zNumberOr(pageRule(SEARCH_MAX_PAGE), 1),
  limit: zNumberOr(pageRule(48), 12),
});
export type TSurfboardSearchQuery = z.infer<typeof ZSurfboardSearchQuery>;
/** What a form or URL may send: every field optional, numbers as strings or numbers. */
export type TSurfboardSearchInput = z.input<typeof ZSurfboardSearchQuery>;

/**
 * A page of boards with the total count. Lists count at most 1,000 matches: `totalCapped` says
 * more than `total` (1,000) match, and `hasMore` whether a next page has boards.
 */
export const ZSurfboardPage = ZPageInfo.extend({
  boards: z.array(ZSurfboard),
  totalCapped: z.boolean().optional(),
});
export type TSurfboardPage = z.infer<typeof ZSurfboardPage>;

export const ZLikeStatus = z.object({ liked: z.boolean(), isLiked: z.boolean() });
export type TLikeStatus = z.infer<typeof ZLikeStatus>;

/** A contact click on a board page (WhatsApp or e-mail), recorded for the seller's analytics. */
export const ZInquiryRequest = z.object({ channel: z.enum(['whatsapp', 'email', 'phone']) });
export type TInquiryRequest = z.infer<typeof ZInquiryRequest>;

/**
 * POST /surfboards/:id/contact: the seller's phone and e-mail, revealed on the board's page to
 * who asks (counted as an inquiry, limited per user and per address). No body.
 */
export const ZSellerContact = z.object({
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type TSellerContact = z.infer<typeof ZSellerContact>;

/** A page of boards (favourites, a seller's boards). */
export const ZSurfboardPageQuery = z.object({
  page: zNumberOr(pageRule(1000), 1),
  limit: zNumberOr(pageRule(100), 48),
});

/** POST /surfboards/:id/inquiries */
export const ZInquiryRecorded = z.object({ recorded: z.boolean() });
export type TInquiryRecorded = z.infer<typeof ZInquiryRecorded>;

/** PATCH /surfboards/:id/like and /unlike: the like and the board's new count. */
export const ZBoardLikeResult = ZLikeStatus.extend({ favoriteCount: z.number() });
export type TBoardLikeResult = z.infer<typeof ZBoardLikeResult>;
