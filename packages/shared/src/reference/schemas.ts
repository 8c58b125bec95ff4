import { z } from 'zod';
import { ZErrorResponse, ZId } from '../common/api';
import type { TErrorCode } from '../common/errors';
import { messageKey } from '../i18n/messages';
import { zTranslations } from '../i18n/translated';
import { LISTING_KINDS } from '../listings/kinds';

// Reference data: brands, categories, models, technologies.
// One schema per request and response, used by the API routes and the admin forms.

const title = z
  .string()
  .trim()
  .min(1, messageKey('reference.titleRequired'))
  .max(100, messageKey('reference.titleMax'));
const description = z.string().trim().max(1000, messageKey('reference.descriptionMax'));
const logo = z.union([z.url(messageKey('reference.logo')), z.literal('')]);
const brandRating = z.coerce
  .number()
  .int(messageKey('reference.brandRating'))
  .min(1, messageKey('reference.brandRating'))
  .max(5, messageKey('reference.brandRating'));

/**
 * A category's or technology's name and description in the other languages (decision 051):
 * the same rules as the Hebrew, but optional; an empty text shows the Hebrew.
 */
export const ZReferenceTranslations = zTranslations({
  title: z.string().trim().max(100, messageKey('reference.titleMax')),
  description,
});
export type TReferenceTranslations = z.infer<typeof ZReferenceTranslations>;

/**
 * The kinds of gear a brand makes or a category sorts (issue 53): O'Neill's wetsuits, FCS's
 * fins. The publish form offers a kind's own; a row made before kinds is the boards'.
 */
export const ZGearKinds = z
  .array(z.enum(LISTING_KINDS, { error: messageKey('reference.kinds') }))
  .min(1, messageKey('reference.kinds'))
  .refine((kinds) => new Set(kinds).size === kinds.length, messageKey('reference.kinds'));

const simpleFields = { title, description, translations: ZReferenceTranslations };
const categoryFields = { ...simpleFields, kinds: ZGearKinds };
const brandFields = {
  title,
  description,
  logo,
  brandRating: brandRating.nullable(),
  kinds: ZGearKinds,
};
const modelFields = { title, description, brand: ZId };

/** Create: title required, the rest optional. Update: any subset of the same fields. */
export const ZCategoryInput = z
  .object(categoryFields)
  .partial({ description: true, translations: true, kinds: true });
export const ZTechnologyInput = z
  .object(simpleFields)
  .partial({ description: true, translations: true });
export const ZBrandInput = z
  .object(brandFields)
  .partial({ description: true, logo: true, brandRating: true, kinds: true });
export const ZModelInput = z.object(modelFields).partial({ description: true });
export const ZCategoryUpdate = z.object(categoryFields).partial();
export const ZTechnologyUpdate = z.object(simpleFields).partial();
export const ZBrandUpdate = z.object(brandFields).partial();
export const ZModelUpdate = z.object(modelFields).partial();

const base = {
  _id: ZId,
  title: z.string(),
  description: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
};
/**
 * Brands and models users proposed from the publish form (docs/decisions/009): `approved` is
 * false until an admin approves; `proposedBy` is present for admins only.
 */
const proposal = {
  approved: z.boolean(),
  proposedBy: z
    .object({ _id: ZId, name: z.string(), email: z.string() })
    .nullable()
    .optional()
    .describe('Admins only: who proposed it (null when an admin created it)'),
};
/**
 * A category or technology. Public reads name it in the request's language (Hebrew when it has
 * no text in it); with `?languages=all` (the admin tables) `title` and `description` are the
 * Hebrew and `translations` holds the other languages, as the admin edits them.
 */
const translatable = {
  ...base,
  translations: zTranslations({ title: z.string(), description: z.string() })
    .optional()
    .describe('Only with ?languages=all: the texts in the other languages, by language code'),
};
const kinds = z.array(z.enum(LISTING_KINDS)).describe('The kinds of gear it is offered for');
export const ZCategory = z.object({ ...translatable, kinds });
export const ZTechnology = z.object(translatable);
export const ZBrand = z.object({
  ...base,
  logo: z.string(),
  kinds,
  brandRating: z.number().nullable(),
  ...proposal,
});
export const ZModel = z.object({
  ...base,
  brand: ZId,
  brandTitle: z.string().nullable(),
  ...proposal,
});

export type TCategory = z.infer<typeof ZCategory>;
export type TTechnology = z.infer<typeof ZTechnology>;
export type TBrand = z.infer<typeof ZBrand>;
export type TModel = z.infer<typeof ZModel>;

/** The four kinds, each with its not-found error (the spec's exact messages). */
export const REFERENCE_KINDS = {
  brands: { label: 'Brand', notFound: 'BRAND_NOT_FOUND' },
  categories: { label: 'Category', notFound: 'CATEGORY_NOT_FOUND' },
  models: { label: 'Model', notFound: 'MODEL_NOT_FOUND' },
  technologies: { label: 'Technology', notFound: 'TECHNOLOGY_NOT_FOUND' },
} as const satisfies Record<string, { label: string; notFound: TErrorCode }>;
export type TReferenceKind = keyof typeof REFERENCE_KINDS;

/**
 * A brand or model title as one compares and stores it: trimmed, inner runs of spaces made one
 * ("Channel  Islands" is "Channel Islands"); letter case is compared apart (lower()).
 */
export function normalizeReferenceTitle(title: string): string {
  return title.trim().replace(/\s+/g, ' ');
}

/**
 * 409 of a brand or model proposal whose title exists already (any case or spacing): the
 * existing item, for the form to offer picking it.
 */
export const ZReferenceExists = ZErrorResponse.extend({
  code: z.literal('REFERENCE_EXISTS'),
  existing: z.object({ kind: z.enum(['brand', 'model']), _id: ZId, title: z.string() }),
});
export type TReferenceExists = z.infer<typeof ZReferenceExists>;

/**
 * GET /models?brand=: the models of one brand, or all. GET /brands?kind=wetsuit: the wetsuit
 * makers. `languages=all`: every language's
 * texts as stored (the admin tables), rather than the request's language.
 */
const languages = z
  .literal('all')
  .optional()
  .describe(
    "all: categories' and technologies' texts in every language as stored (the admin tables); " +
      "without it, in the request's language",
  );
export const ZReferenceListQuery = z.object({
  brand: ZId.optional(),
  kind: z
    .enum(LISTING_KINDS)
    .optional()
    .describe("Brands and categories: only those of this kind of gear (the publish form's)"),
  languages,
});
export const ZReferenceReadQuery = z.object({ languages });
