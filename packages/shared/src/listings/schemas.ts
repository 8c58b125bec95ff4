import { z } from 'zod';
import { ATTRIBUTE_FILTERS, ATTRIBUTE_PLACES, ATTRIBUTE_UNITS } from './attributes';
import { LISTING_KINDS } from './kinds';

// The answer of GET /api/listings/kinds (issue 53, decision 055): every kind with its attribute
// declarations as gear.ts holds them, worded in the request's language. A client draws a
// kind's form and filters from it; the OpenAPI document describes every kind's attributes
// through it.

const ZAttributeBase = z.object({
  key: z.string().describe("The key in a listing's `attributes` object and in the filters"),
  label: z.string(),
  required: z.boolean(),
  filter: z.enum(ATTRIBUTE_FILTERS).nullable().describe('How a list filters by it, or null'),
  shows: z.array(z.enum(ATTRIBUTE_PLACES)).describe('Where it shows: the card, the page'),
});

const ZOption = z.object({ value: z.string(), label: z.string() });

export const ZAttributeInfo = z.discriminatedUnion('type', [
  ZAttributeBase.extend({
    type: z.literal('number'),
    unit: z.enum(ATTRIBUTE_UNITS),
    unitLabel: z.string(),
    min: z.number(),
    max: z.number(),
    step: z.number().describe("The form's step; a whole step also refuses fractions"),
  }),
  ZAttributeBase.extend({ type: z.literal('one'), options: z.array(ZOption) }),
  ZAttributeBase.extend({ type: z.literal('many'), options: z.array(ZOption) }),
  ZAttributeBase.extend({ type: z.literal('yesno') }),
  ZAttributeBase.extend({ type: z.literal('text'), maxLength: z.number().int() }),
]);
export type TAttributeInfo = z.infer<typeof ZAttributeInfo>;

export const ZListingKindInfo = z.object({
  kind: z.enum(LISTING_KINDS),
  label: z.string().describe('One of the kind: "wetsuit"'),
  labelMany: z.string().describe('Several of the kind: "wetsuits"'),
  slug: z.string().describe("The kind's address in the request's language"),
  attributes: z.array(ZAttributeInfo),
});
export type TListingKindInfo = z.infer<typeof ZListingKindInfo>;

export const ZListingKinds = z.object({ kinds: z.array(ZListingKindInfo) });
export type TListingKinds = z.infer<typeof ZListingKinds>;
