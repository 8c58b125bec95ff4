import { z } from 'zod';
import { ZId } from '../common/api';
import { zNumberOr } from '../common/number-schemas';
import { messageKey } from '../i18n/messages';
import { ZGeoPoint, ZSurfboard } from './schemas';
import { LISTING_KINDS } from '../listings/kinds';
import { BOARD_NUMBER_PARSERS, formatLength } from './sizes';
import { BOARD_CONDITIONS, BOARD_LIMITS, FIN_SYSTEMS, SELLER_TYPES, SKILL_LEVELS } from './options';

// The publish/edit board rules, shared by the API routes (multipart and JSON)
// and the react-hook-form resolver. Their messages are in validation-messages/board.ts.

const L = BOARD_LIMITS;

/**
 * '', blanks and null mean "not given". Everything else arrives typed: the form holds numbers
 * and switches, and the API converts multipart text (`typedFields`) before these rules run.
 */
const absent = (v: unknown) =>
  v === '' || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

/** The board's numbers: the form's number inputs (old drafts hold them as text). */
export const BOARD_FORM_NUMBERS = [
  'price',
  'length',
  'width',
  'thickness',
  'volume',
  'finSetup',
] as const satisfies readonly (keyof TBoardFormValues)[];

/** Publish's multipart fields that carry a number, a yes/no or JSON (the API's typedFields). */
export const BOARD_FIELD_KINDS = {
  numbers: [...BOARD_FORM_NUMBERS, 'coverIndex'],
  booleans: ['availability', 'showContact'],
  json: ['location'],
} as const;

function range(min: number, max: number, message: string, required?: string) {
  const base = z
    .number({
      error: (iss) => (iss.input === undefined && required ? required : message),
    })
    .min(min, message)
    .max(max, message);
  return z.preprocess(absent, required ? base : base.optional());
}

const reference = (required?: string) =>
  z.preprocess(
    absent,
    required
      ? z.string({ error: required }).regex(/^[0-9a-f]{24}$/, messageKey('board.invalidReference'))
      : z
          .string()
          .regex(/^[0-9a-f]{24}$/, messageKey('board.invalidReference'))
          .optional(),
  );

const option = <T extends readonly [string, ...string[]]>(values: T, required?: string) =>
  z.preprocess(
    absent,
    required
      ? z.enum(values, { error: required })
      : z.enum(values, messageKey('board.invalidOption')).optional(),
  );

const optionalText = (max: number, message: string) =>
  z.preprocess(absent, z.string().trim().max(max, message).optional());

/** A board's location: one GeoJSON point `{type:'Point', coordinates:[lng, lat]}`, or none. */
export const ZBoardLocation = z.preprocess(absent, ZGeoPoint.optional());

const fields = {
  title: z.preprocess(
    absent,
    z
      .string()
      .trim()
      .min(L.titleMin, messageKey('board.titleMin'))
      .max(L.titleMax, messageKey('board.titleMax'))
      .optional(),
  ),
  description: optionalText(L.descriptionMax, messageKey('board.descriptionMax')),
  price: z.preprocess(
    absent,
    z
      .number({
        error: (iss) =>
          iss.input === undefined
            ? messageKey('board.priceRequired')
            : messageKey('board.pricePositive'),
      })
      .positive(messageKey('board.pricePositive'))
      .max(L.priceMax, messageKey('board.priceMax')),
  ),
  condition: option(BOARD_CONDITIONS, messageKey('board.conditionRequired')),
  category: reference(messageKey('board.categoryRequired')),
  brand: reference(messageKey('board.brandRequired')),
  model: reference(),
  technology: reference(),
  length: range(
    L.length.min,
    L.length.max,
    messageKey('board.lengthRange'),
    messageKey('board.lengthRequired'),
  ),
  width: range(L.width.min, L.width.max, messageKey('board.widthRange')),
  thickness: range(L.thickness.min, L.thickness.max, messageKey('board.thicknessRange')),
  volume: range(
    L.volume.min,
    L.volume.max,
    messageKey('board.volumeRange'),
    messageKey('board.volumeRequired'),
  ),
  finSetup: z.preprocess(
    absent,
    z
      .number({ error: messageKey('board.finSetupRange') })
      .int(messageKey('board.finSetupRange'))
      .min(L.finSetup.min, messageKey('board.finSetupRange'))
      .max(L.finSetup.max, messageKey('board.finSetupRange'))
      .optional(),
  ),
  finSystem: option(FIN_SYSTEMS),
  color: optionalText(L.colorMax, messageKey('board.colorMax')),
  skillLevel: option(SKILL_LEVELS),
  sellerType: option(SELLER_TYPES),
  availability: z.preprocess(absent, z.boolean().optional()),
  showContact: z.preprocess(absent, z.boolean().optional()),
  locationText: z.preprocess(
    absent,
    z
      .string({ error: messageKey('board.locationRequired') })
      .trim()
      .min(1, messageKey('board.locationRequired'))
      .max(200, messageKey('board.locationMax')),
  ),
  location: ZBoardLocation,
};

/** Publish (POST /api/surfboards, multipart fields, or one item of bulk create). */
export const ZBoardInput = z.object(fields);
export type TBoardInput = z.output<typeof ZBoardInput>;

/**
 * A number input's value in the form's state: the number, null when empty, NaN (or Infinity)
 * for text that is not a usable number. Any number passes here: the publish rules word what is
 * wrong with it, as they do for any other wrong number.
 */
const ZFormNumber = z.custom<number>((v) => typeof v === 'number').nullable();

/**
 * A price or a size as typed ("2,400", "5'8", "20 3/4"), or a number (a stored board, an old
 * draft), or null: `ZBoardForm` reads it with the field's parser (`BOARD_NUMBER_PARSERS`).
 */
const ZFormTyped = z.union([z.string(), z.custom<number>((v) => typeof v === 'number')]).nullable();

/** The form's fields typed as text and read into numbers before the publish rules. */
export const BOARD_TYPED_NUMBERS = Object.keys(
  BOARD_NUMBER_PARSERS,
) as (keyof typeof BOARD_NUMBER_PARSERS)[];

/**
 * The publish and edit form's state: text inputs hold text, number inputs numbers (`num`), the
 * two switches, the location point or none. Its resolver, `ZBoardForm`, reads that state with
 * the publish rules above, so the form and the API check a board the same way.
 */
export const ZBoardFormValues = z.object({
  title: z.string(),
  description: z.string(),
  price: ZFormTyped,
  brand: z.string(),
  model: z.string(),
  category: z.string(),
  technology: z.string(),
  condition: z.string(),
  length: ZFormTyped,
  width: ZFormTyped,
  thickness: ZFormTyped,
  volume: ZFormTyped,
  finSetup: ZFormNumber,
  finSystem: z.string(),
  color: z.string(),
  skillLevel: z.string(),
  sellerType: z.string(),
  availability: z.boolean(),
  showContact: z.boolean(),
  locationText: z.string(),
  location: ZGeoPoint.nullable(),
});
export type TBoardFormValues = z.infer<typeof ZBoardFormValues>;

/** A new board's form: nothing typed yet, a private seller, available, contact shown. */
export const EMPTY_BOARD_FORM_VALUES: TBoardFormValues = {
  title: '',
  description: '',
  price: null,
  brand: '',
  model: '',
  category: '',
  technology: '',
  condition: '',
  length: null,
  width: null,
  thickness: null,
  volume: null,
  finSetup: null,
  finSystem: '',
  color: '',
  skillLevel: '',
  sellerType: 'private',
  availability: true,
  showContact: true,
  locationText: '',
  location: null,
};
export const ZBoardForm = ZBoardFormValues.transform((values, ctx): TBoardInput => {
  // (Not `.pipe`: the publish rules take any input, so zod cannot type the pipe.)
  const typed: Record<string, unknown> = { ...values };
  for (const name of BOARD_TYPED_NUMBERS) typed[name] = BOARD_NUMBER_PARSERS[name](values[name]);
  const parsed = ZBoardInput.safeParse(typed);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ ...issue });
  return z.NEVER;
});

/**
 * Edit (PUT /api/surfboards/{id}, JSON): any subset of the publish fields with the same rules;
 * `title: ''` asks for a generated title; `coverIndex` and `imageOrder` (keys of the current
 * images, in their new order; keys left out are removed) rearrange the gallery.
 */
export const ZBoardUpdate = ZBoardInput.partial().extend({
  title: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? '' : v),
    z
      .union([
        z.literal(''),
        z
          .string()
          .trim()
          .min(L.titleMin, messageKey('board.titleMin'))
          .max(L.titleMax, messageKey('board.titleMax')),
      ])
      .optional(),
  ),
  price: z.preprocess(
    absent,
    z
      .number({ error: messageKey('board.pricePositive') })
      .positive(messageKey('board.pricePositive'))
      .max(L.priceMax, messageKey('board.priceMax'))
      .optional(),
  ),
  // null clears an optional reference.
  model: z
    .union([z.null(), z.string().regex(/^[0-9a-f]{24}$/, messageKey('board.invalidReference'))])
    .optional(),
  technology: z
    .union([z.null(), z.string().regex(/^[0-9a-f]{24}$/, messageKey('board.invalidReference'))])
    .optional(),
  imageOrder: z
    .array(z.string().regex(/^[0-9a-f]{32}$/))
    .max(L.maxImages)
    .optional(),
  coverIndex: z
    .number()
    .int()
    .min(0)
    .max(L.maxImages - 1)
    .optional(),
});
export type TBoardUpdate = z.output<typeof ZBoardUpdate>;

/**
 * The cover on publish (POST /api/surfboards, a multipart field): the place of one of the
 * pictures sent (a place past the last falls back to the first).
 */
export const ZBoardCover = z.object({
  coverIndex: zNumberOr(
    {
      min: 0,
      max: L.maxImages - 1,
      whole: true,
      messageKey: 'board.coverIndex',
    },
    0,
  ),
});

/** Images on edit (PUT /{id}/images, multipart): the gallery's new layout. */
export const ZImageLayout = z.object({
  /** Entries: an existing image key, or `new:N` (newImageToken) for the N-th uploaded file. */
  layout: z
    .array(z.string().regex(/^([0-9a-f]{32}|new:\d)$/))
    .max(L.maxImages, messageKey('board.tooManyImages')),
  coverIndex: z.number().int().min(0).default(0),
});

/** Mark as sold: soldPrice defaults to the listed price. */
export const ZMarkSold = z.object({
  soldThroughWebsite: z.boolean().default(false),
  /**
   * To whom (issue 43): a buyer who wrote about the board in Galim (GET .../buyers); absent or
   * null: someone outside Galim. The sale price defaults to their accepted offer.
   */
  buyerId: ZId.nullish(),
  soldPrice: z
    .number({ error: messageKey('board.pricePositive') })
    .positive(messageKey('board.pricePositive'))
    .max(L.priceMax, messageKey('board.priceMax'))
    .optional(),
});
export type TMarkSold = z.input<typeof ZMarkSold>;

export const ZArchiveToggle = z.object({ archived: z.boolean() });

const ids = z
  .array(ZId)
  .min(1, 'ids must not be empty')
  .max(100, 'at most 100 boards at a time')
  .refine((a) => new Set(a).size === a.length, 'ids must not repeat');
export const ZBulkIds = z.object({ ids });
export const ZBulkSold = z.object({ ids, soldThroughWebsite: z.boolean().default(false) });
export const ZBulkCreate = z.object({
  items: z.array(ZBoardInput).min(1).max(L.uploadsPerWindow),
});
export const ZBulkUpdate = z.object({
  updates: z
    .array(z.object({ id: ZId }).and(ZBoardUpdate))
    .min(1)
    .max(100),
});

export const ZBulkResult = z.object({ count: z.number(), ids: z.array(ZId) });
export type TBulkResult = z.infer<typeof ZBulkResult>;

/** The owner's lists (GET /api/surfboards/mine?status=). */
export const MY_BOARD_STATUSES = ['active', 'archived', 'sold', 'all'] as const;
export const ZMyBoardsQuery = z.object({ status: z.enum(MY_BOARD_STATUSES).default('active') });
export type TMyBoardStatus = (typeof MY_BOARD_STATUSES)[number];
export const ZMyBoards = z.array(ZSurfboard);

/** Personal analytics, plus views per day over the last 30 days. */
export const ZUserAnalytics = z.object({
  totalSurfboards: z.number(),
  activeSurfboards: z.number(),
  pendingSurfboards: z.number(),
  soldSurfboards: z.number(),
  archivedSurfboards: z.number(),
  totalViews: z.number(),
  totalFavorites: z.number(),
  totalInquiries: z.number(),
  averagePrice: z.number(),
  averageSoldPrice: z.number(),
  soldThroughWebsite: z.number(),
  viewsPerDay: z.array(z.object({ day: z.string(), value: z.number() })),
  /** The seller's listings of every kind (issue 53), most viewed first (at most 50). */
  listings: z.array(
    z.object({
      _id: ZId,
      kind: z.enum(LISTING_KINDS),
      title: z.string(),
      status: z.enum(['active', 'pending', 'sold', 'archived']),
      views: z.number(),
      likes: z.number(),
      conversations: z.number(),
      inquiries: z.number(),
    }),
  ),
});
export type TUserAnalytics = z.infer<typeof ZUserAnalytics>;

/** The title of a board published without one: brand, model and length. */
export function generateBoardTitle(parts: {
  brandTitle?: string | null;
  modelTitle?: string | null;
  length?: number | null;
}): string {
  const length = parts.length ? formatLength(parts.length) : null;
  const title = [parts.brandTitle, parts.modelTitle, length].filter(Boolean).join(' ').trim();
  return title.length >= L.titleMin ? title.slice(0, L.titleMax) : `גלשן ${title}`.trim();
}

// A brand or model missing from the lists, proposed from the publish form (docs/decisions/009).
const proposalTitle = z
  .string()
  .trim()
  .min(1, messageKey('board.proposalTitleRequired'))
  .max(100, messageKey('board.proposalTitleMax'));
/** POST /surfboards/propose/brand */
export const ZBrandProposal = z.object({ title: proposalTitle });
/** POST /surfboards/propose/model */
export const ZModelProposal = z.object({ title: proposalTitle, brand: ZId });
export type TBrandProposal = z.infer<typeof ZBrandProposal>;
export type TModelProposal = z.infer<typeof ZModelProposal>;
/** The proposed item, or the listed one of that title (`created: false`). */
export const ZProposal = z.object({ _id: ZId, title: z.string(), created: z.boolean() });
export type TProposal = z.infer<typeof ZProposal>;
