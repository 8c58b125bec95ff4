import type { UseFormReturn } from 'react-hook-form';
import type { TGearInput } from '@galim/shared/listings/form';
import type { TGearFormValues } from '@galim/shared/listings/gear-form';

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
