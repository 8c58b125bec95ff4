import { z } from 'zod';
import { ZGeoPoint } from '../surfboards/schemas';
import { parseInches, parseLength, parsePrice } from '../surfboards/sizes';
import type { TAttribute, TAttributeValue } from './attributes';
import { ZGearInput, type TGearInput } from './form';
import { attributesOf } from './gear';
import type { TListingKind } from './kinds';
import { problemText, type TGearTexts } from './labels';
import { attributeProblem, attributesSchema } from './validate';

// The publish form of gear other than boards (issue 53): its state as the controls hold it, and
// the resolver that reads that state with the API's own rules, ZGearInput for the common fields
// and the kind's attributes schema (validate.ts) for the rest, so the form refuses what the
// server would and words it the same way (labels.ts).

/** One attribute as its control holds it: typed text, the checked options, a box. */
export type TGearFormAttribute = string | string[] | boolean;

/** The form's state: the common fields as typed, and the kind's attributes by key. */
export const ZGearFormValues = z.object({
  title: z.string(),
  description: z.string(),
  price: z.union([z.string(), z.number()]).nullable(),
  condition: z.string(),
  brand: z.string(),
  category: z.string(),
  locationText: z.string(),
  location: ZGeoPoint.nullable(),
  attributes: z.record(z.string(), z.union([z.string(), z.array(z.string()), z.boolean()])),
});
export type TGearFormValues = z.infer<typeof ZGearFormValues>;

/** An attribute's control before anything is chosen. */
function emptyAttribute(attribute: TAttribute): TGearFormAttribute {
  if (attribute.type === 'many') return [];
  if (attribute.type === 'yesno') return false;
  return '';
}

/** A new listing of `kind`: nothing typed, every attribute of the kind empty. */
export function emptyGearFormValues(kind: TListingKind): TGearFormValues {
  return {
    title: '',
    description: '',
    price: '',
    condition: '',
    brand: '',
    category: '',
    locationText: '',
    location: null,
    attributes: Object.fromEntries(attributesOf(kind).map((a) => [a.key, emptyAttribute(a)])),
  };
}

/** A number as typed: feet as surfers write them (6'6", 6.6), inches with fractions. */
function typedNumber(attribute: TAttribute & { type: 'number' }, text: string): number | null {
  if (attribute.unit === 'feet') return parseLength(text);
  if (attribute.unit === 'inches') return parseInches(text);
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
}

/**
 * The controls' values as the API's `attributes` object: what was left empty is left out (an
 * unticked yes/no box says nothing, not "no"), numbers are read as typed.
 */
export function gearAttributes(
  kind: TListingKind,
  values: Record<string, TGearFormAttribute | undefined>,
): Record<string, TAttributeValue> {
  const out: Record<string, TAttributeValue> = {};
  for (const attribute of attributesOf(kind)) {
    const value = values[attribute.key];
    if (value === undefined || value === '' || value === false) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (attribute.type === 'number' && typeof value === 'string') {
      const n = typedNumber(attribute, value);
      if (n !== null) out[attribute.key] = n;
      continue;
    }
    out[attribute.key] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}

const absent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * The resolver's schema for one kind: the form's state in, the publish input out. A common
 * field's issue carries the shared message key (the web words it); an attribute's carries its
 * sentence in `texts`' language, at `attributes.<key>`, as the API's 400 would say it.
 */
export function gearFormSchema(kind: TListingKind, texts: TGearTexts) {
  return ZGearFormValues.transform((values, ctx): TGearInput => {
    const attributes = gearAttributes(kind, values.attributes);
    const common = ZGearInput.safeParse({
      title: absent(values.title),
      description: absent(values.description),
      price: parsePrice(values.price) ?? undefined,
      condition: absent(values.condition),
      brand: absent(values.brand),
      category: absent(values.category),
      locationText: values.locationText,
      location: values.location ?? undefined,
      kind,
      attributes,
    });
    if (!common.success) for (const issue of common.error.issues) ctx.addIssue({ ...issue });
    const checked = attributesSchema(kind).safeParse(attributes);
    if (!checked.success) {
      const keys = new Set(checked.error.issues.map((i) => String(i.path[0] ?? '')));
      for (const key of keys) {
        const problem = attributeProblem(kind, key, attributes[key]);
        if (!problem) continue;
        ctx.addIssue({
          code: 'custom',
          path: ['attributes', key],
          message: problemText(texts, kind, problem),
        });
      }
    }
    return common.success && checked.success ? common.data : z.NEVER;
  });
}
