import type { DeepPartialSkipArrayKey, UseFormReturn } from 'react-hook-form';
import {
  BOARD_FORM_NUMBERS,
  BOARD_TYPED_NUMBERS,
  type TBoardFormValues,
  type TBoardInput,
} from '@galim/shared/surfboards/form';
import type { TSurfboard } from '@galim/shared/surfboards/schemas';
import { formatInches, formatLength } from '@galim/shared/surfboards/sizes';
import { num } from '../../../../lib/form-number';

// The board form's values and what its parts get from it.

export type BoardFormApi = UseFormReturn<TBoardFormValues, unknown, TBoardInput>;
export type WatchedValues = DeepPartialSkipArrayKey<TBoardFormValues>;
/** A field's error message as the form shows it. */
export type ErrorOf = (name: keyof TBoardFormValues) => string | undefined;

const text = (v: string | number | null | undefined) => (v == null ? '' : String(v));

/**
 * A saved draft as form values: prices and sizes come back as typed; the fin count, kept as
 * text by drafts saved before the form held numbers, is read as a number.
 */
export function draftValues(draft: Partial<Record<keyof TBoardFormValues, unknown>>) {
  const values = { ...draft } as Partial<TBoardFormValues>;
  for (const name of BOARD_FORM_NUMBERS) {
    if (!(name in draft)) continue;
    // Prices and sizes stay as typed ("2,400", "5'8"): the form reads them on submit.
    if ((BOARD_TYPED_NUMBERS as string[]).includes(name)) continue;
    // Text that was not a number comes back empty, not as "NaN" in the input.
    const n = num(draft[name]);
    values[name] = Number.isNaN(n) ? null : n;
  }
  return values;
}

/** A stored board as form values (the edit modal). */
export function valuesOf(board: TSurfboard): TBoardFormValues {
  return {
    title: board.title,
    description: board.description,
    price: board.price,
    brand: text(board.brand),
    model: text(board.model),
    category: text(board.category),
    technology: text(board.technology),
    condition: board.condition,
    length: board.length ? formatLength(board.length) : null,
    width: board.width ? formatInches(board.width) : null,
    thickness: board.thickness ? formatInches(board.thickness) : null,
    volume: board.volume ?? null,
    finSetup: board.finSetup ?? null,
    finSystem: text(board.finSystem),
    color: text(board.color),
    skillLevel: text(board.skillLevel),
    sellerType: board.sellerType,
    availability: board.availability,
    showContact: board.showContact,
    locationText: board.locationText,
    // 0,0 is the API's "no location".
    location: board.location.coordinates.some(Boolean) ? board.location : null,
  };
}

/**
 * The fields whose change sends an approved board back to review: the API's REVIEWED_FIELDS
 * (apps/api/src/modules/surfboards/service.ts), besides the images and their cover.
 */
export const REVIEWED_FORM_FIELDS = [
  'title',
  'description',
  'brand',
  'model',
  'category',
  'technology',
  'color',
  'locationText',
] as const satisfies readonly (keyof TBoardFormValues)[];

/** Whether the form now differs from the saved board in a field a moderator judged. */
export function reviewedFieldChanged(board: TSurfboard, values: WatchedValues): boolean {
  const saved = valuesOf(board);
  return REVIEWED_FORM_FIELDS.some(
    (name) => String(values[name] ?? '').trim() !== String(saved[name] ?? '').trim(),
  );
}

/** The fields in the order the form shows them. */
export const FIELD_ORDER: (keyof TBoardFormValues)[] = [
  'title',
  'price',
  'condition',
  'category',
  'brand',
  'model',
  'technology',
  'description',
  'length',
  'width',
  'thickness',
  'volume',
  'finSetup',
  'finSystem',
  'color',
  'skillLevel',
  'sellerType',
  'locationText',
  'location',
];
