import { z } from 'zod';
import { ZPageInfo } from '../common/api';
import { zNumberOr, zOptionalNumber } from '../common/number-schemas';
import { pageRule, PRICE_FILTER } from '../common/numbers';
import { RIDER_BOUNDS } from './fit';
import { messageKey } from '../i18n/messages';
import { ZBoardInput, ZBoardUpdate } from '../surfboards/form';
import { BOARD_CONDITIONS, BOARD_LIMITS } from '../surfboards/options';
import { SEARCH_MAX_PAGE, ZSurfboard } from '../surfboards/schemas';
import type { TAttributeValue } from './attributes';
import { LISTING_KINDS } from './kinds';

// What POST /api/listings takes and GET /api/listings[/{id}] answer (issue 53, decision 055):
// the board form's common fields, the kind, and the kind's `attributes` object, which the server
// checks against the declarations (validate.ts) and refuses in words (labels.ts).

const board = ZBoardInput.shape;

const absent = (v: unknown) =>
  v === '' || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

/**
 * A piece of gear as published: a board's common fields (brand and category are optional: a
 * leash may have no maker worth naming), with the kind and its attributes. A board published
 * through /api/listings is read with the board's own rules (ZBoardInput) instead.
 */
export const ZGearInput = z.object({
  // A board's rules, worded for any item: "the item's condition", not "the board's".
  title: z.preprocess(
    absent,
    z
      .string()
      .trim()
      .min(BOARD_LIMITS.titleMin, messageKey('listing.titleMin'))
      .max(BOARD_LIMITS.titleMax, messageKey('listing.titleMax'))
      .optional(),
  ),
  description: board.description,
  price: board.price,
  condition: z.preprocess(
    absent,
    z.enum(BOARD_CONDITIONS, { error: messageKey('listing.conditionRequired') }),
  ),
  brand: board.model,
  category: board.technology,
  sellerType: board.sellerType,
  availability: board.availability,
  showContact: board.showContact,
  locationText: board.locationText,
  location: board.location,
  kind: z.enum(LISTING_KINDS),
  /** Checked against the kind's declarations by the server (validate.ts), not here. */
  attributes: z.unknown(),
});
export type TGearInput = z.output<typeof ZGearInput>;

const edit = ZBoardUpdate.shape;

/**
 * A piece of gear edited (PUT /api/listings/{id}, JSON): any of the common fields, with the
 * board edit's rules; `title: ''` asks for a title made from the kind and its attributes; null
 * takes the brand or category away. `attributes` holds only the keys to change, laid over the
 * stored ones (null removes an optional one); the whole set is then checked against the kind.
 * The kind never changes.
 */
export const ZGearUpdate = z.object({
  title: edit.title,
  description: edit.description,
  price: edit.price,
  condition: edit.condition,
  brand: edit.model,
  category: edit.technology,
  sellerType: edit.sellerType,
  availability: edit.availability,
  showContact: edit.showContact,
  locationText: edit.locationText,
  location: edit.location,
  /** Checked by the server against the kind's declarations once merged (validate.ts). */
  attributes: z
    .unknown()
    .optional()
    .describe('The attributes to change, by key (GET /api/listings/kinds); null removes one'),
});
export type TGearUpdate = z.output<typeof ZGearUpdate>;

/**
 * What PUT /api/listings/{id} reads: a piece of gear's edit; a board's edit is the board's own
 * (ZBoardUpdate, as PUT /api/surfboards/{id} takes it), so further fields are passed on to it.
 */
export const ZListingUpdate = ZGearUpdate.loose();
export type TListingUpdate = z.output<typeof ZListingUpdate>;

/** Publish's multipart fields that carry a number, a yes/no or JSON (the API's typedFields). */
export const GEAR_FIELD_KINDS = {
  numbers: ['price', 'coverIndex'],
  booleans: ['availability', 'showContact'],
  json: ['location', 'attributes'],
} as const;

const ZAttributeValue = z.union([z.number(), z.string(), z.array(z.string()), z.boolean()]);

/** A listing of any kind as every read answers it: a board's answer, with its kind and facts. */
export const ZListing = ZSurfboard.extend({
  kind: z.enum(LISTING_KINDS),
  attributes: z
    .record(z.string(), ZAttributeValue)
    .describe("The kind's facts, by key (GET /api/listings/kinds); for a board, its columns"),
});
export type TListing = z.infer<typeof ZListing>;
export type TListingAttributes = Record<string, TAttributeValue>;

export const ZListingPage = ZPageInfo.extend({ listings: z.array(ZListing) });
export type TListingPage = z.infer<typeof ZListingPage>;

export const LISTING_SORTS = ['newest', 'price-asc', 'price-desc'] as const;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/**
 * GET /api/listings: the common filters. The kind's own filters are further keys, read by the
 * server against the kind's declarations: `size=M,L` (one or any of a list), `lengthMin=6`,
 * `lengthMax=9` (a range), `hood=true` (yes/no).
 */
export const ZListingsQuery = z.looseObject({
  kind: optional(z.enum(LISTING_KINDS)),
  search: optional(z.string().trim().max(100)),
  condition: optional(z.enum(BOARD_CONDITIONS)),
  brand: optional(z.string().regex(/^[0-9a-f]{24}$/)),
  /** Compared with the integer price column: whole shekels only. */
  minPrice: zOptionalNumber(PRICE_FILTER),
  maxPrice: zOptionalNumber(PRICE_FILTER),
  sort: optional(z.enum(LISTING_SORTS)),
  page: zNumberOr(pageRule(SEARCH_MAX_PAGE), 1),
  limit: zNumberOr(pageRule(48), 12),
  /** "Fits me" (fit.ts): a wetsuit by height and weight (and chest), fins by weight. */
  fitHeightCm: zOptionalNumber({ ...RIDER_BOUNDS.heightCm, whole: false }),
  fitWeightKg: zOptionalNumber({ ...RIDER_BOUNDS.weightKg, whole: false }),
  fitChestCm: zOptionalNumber({ ...RIDER_BOUNDS.chestCm, whole: false }),
});
export type TListingsQuery = z.infer<typeof ZListingsQuery>;

/** GET /api/listings/price-estimate: a kind of gear (boards have their own), with its facts. */
export const ZGearPriceQuery = z.looseObject({
  kind: z.enum(LISTING_KINDS).exclude(['board']),
  brand: optional(z.string().regex(/^[0-9a-f]{24}$/)),
  condition: optional(z.enum(BOARD_CONDITIONS)),
  exclude: optional(z.string().regex(/^[0-9a-f]{24}$/)),
});

/** The common keys of GET /api/listings/price-estimate; any other is one of the kind's facts. */
export const GEAR_PRICE_KEYS: readonly string[] = Object.keys(ZGearPriceQuery.shape);
