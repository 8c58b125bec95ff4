import type { UseFormReturn } from 'react-hook-form';
import type { TAttribute, TAttributeValue } from '@galim/shared/listings/attributes';
import type { TGearInput, TGearUpdate, TListing } from '@galim/shared/listings/form';
import { emptyGearFormValues, type TGearFormValues } from '@galim/shared/listings/gear-form';
import { attributesOf } from '@galim/shared/listings/gear';
import { formatInches, formatLength } from '@galim/shared/surfboards/sizes';

// The gear form's values and what its parts get from it.

export type GearFormApi = UseFormReturn<TGearFormValues, unknown, TGearInput>;

/** A common field's name, or an attribute's as `attributes.<key>`. */
export type GearFieldName = Exclude<keyof TGearFormValues, 'attributes'> | `attributes.${string}`;

/** A field's error message as the form shows it. */
export type GearErrorOf = (name: GearFieldName) => string | undefined;

/** The common fields in the order the form shows them (the attributes follow the price). */
export const COMMON_FIELD_ORDER = [
  'title',
  'price',
  'condition',
  'category',
  'brand',
  'description',
] as const satisfies readonly GearFieldName[];

/** A stored number as the seller would type it: feet as 6'6", inches with their fraction. */
function typedText(attribute: TAttribute, value: number): string {
  if (attribute.type === 'number' && attribute.unit === 'feet') return formatLength(value);
  if (attribute.type === 'number' && attribute.unit === 'inches') return formatInches(value);
  return String(value);
}

/** A listing as the form's values (the edit modal): its facts in the controls' shapes. */
export function gearFormValuesOf(listing: TListing): TGearFormValues {
  const empty = emptyGearFormValues(listing.kind);
  const attributes = { ...empty.attributes };
  for (const attribute of attributesOf(listing.kind)) {
    const value = listing.attributes[attribute.key];
    if (value === undefined) continue;
    attributes[attribute.key] = typeof value === 'number' ? typedText(attribute, value) : value;
  }
  return {
    ...empty,
    title: listing.title,
    description: listing.description ?? '',
    price: listing.price,
    condition: listing.condition,
    brand: listing.brand ?? '',
    category: listing.category ?? '',
    locationText: listing.locationText,
    // 0,0 is the API's "no location".
    location: listing.location.coordinates.some(Boolean) ? listing.location : null,
    attributes,
  };
}

/**
 * The edit PUT /api/listings/{id} takes from the checked form: an emptied title asks for one
 * made from the facts, an emptied brand or category takes it away, and an attribute the form
 * no longer holds is removed (null), since the API lays the attributes sent over the stored.
 */
export function gearUpdateOf(input: TGearInput, listing: TListing): TGearUpdate {
  // The resolver made them (gearAttributes): an object of the kind's keys.
  const kept = input.attributes as Record<string, TAttributeValue>;
  const removed = Object.keys(listing.attributes).filter((key) => !(key in kept));
  return {
    title: input.title ?? '',
    description: input.description,
    price: input.price,
    condition: input.condition,
    brand: input.brand ?? null,
    category: input.category ?? null,
    locationText: input.locationText,
    location: input.location,
    attributes: {
      ...kept,
      ...Object.fromEntries(removed.map((key) => [key, null])),
    },
  };
}
