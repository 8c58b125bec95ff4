// Every kind's attributes, declared once (attributes.ts says what reads them). Their words are in
// i18n/he/gear.ts and i18n/en/gear.ts, by kind, key and option. The condition, price, title,
// photos, brand and place are common to every kind: they are the listing's own columns, not
// attributes (decision 055). The option lists are in options.ts.

import { BOARD_LIMITS, FIN_SYSTEMS, SKILL_LEVELS } from '../surfboards/options';
import type { TAttribute } from './attributes';
import {
  WETSUIT_SIZES,
  WETSUIT_THICKNESSES,
  WETSUIT_STYLES,
  WETSUIT_ENTRIES,
  WETSUIT_CUTS,
  WETSUIT_FEATURES,
  FIN_BOX_SYSTEMS,
  FIN_SETS,
  FIN_SIZES,
  FIN_MATERIALS,
  LEASH_THICKNESSES,
  LEASH_ATTACHMENTS,
  LEASH_LENGTH,
  BAG_TYPES,
  BAG_LENGTH,
  RACK_TYPES,
  RACK_MOUNTS,
  OTHER_GEAR,
} from './options';
import type { TListingKind } from './kinds';

const everywhere = ['card', 'page'] as const;
const pageOnly = ['page'] as const;

export const GEAR_ATTRIBUTES = {
  // Boards' facts as their columns hold them (surfboards/options.ts's bounds): described here so
  // one machinery can show and filter every kind; boards keep their columns and schemas.
  board: [
    {
      key: 'length',
      type: 'number',
      unit: 'feet',
      ...BOARD_LIMITS.length,
      step: 1 / 12,
      required: true,
      filter: 'range',
      shows: everywhere,
    },
    {
      key: 'width',
      type: 'number',
      unit: 'inches',
      ...BOARD_LIMITS.width,
      step: 1 / 8,
      required: false,
      filter: null,
      shows: everywhere,
    },
    {
      key: 'thickness',
      type: 'number',
      unit: 'inches',
      ...BOARD_LIMITS.thickness,
      step: 1 / 16,
      required: false,
      filter: null,
      shows: everywhere,
    },
    {
      key: 'volume',
      type: 'number',
      unit: 'litres',
      ...BOARD_LIMITS.volume,
      step: 0.1,
      required: true,
      filter: 'range',
      shows: everywhere,
    },
    {
      key: 'finSetup',
      type: 'number',
      unit: 'count',
      ...BOARD_LIMITS.finSetup,
      step: 1,
      required: false,
      filter: null,
      shows: pageOnly,
    },
    // The boards' own values ('FCS II', 'Futures'), as their column stores them.
    {
      key: 'finSystem',
      type: 'one',
      options: FIN_SYSTEMS,
      required: false,
      filter: 'one',
      shows: pageOnly,
    },
    {
      key: 'skillLevel',
      type: 'one',
      options: SKILL_LEVELS,
      required: false,
      filter: 'one',
      shows: pageOnly,
    },
  ],
  wetsuit: [
    {
      key: 'size',
      type: 'one',
      options: WETSUIT_SIZES,
      required: true,
      filter: 'anyOf',
      shows: everywhere,
    },
    {
      key: 'thickness',
      type: 'one',
      options: WETSUIT_THICKNESSES,
      required: true,
      filter: 'anyOf',
      shows: everywhere,
    },
    {
      key: 'style',
      type: 'one',
      options: WETSUIT_STYLES,
      required: true,
      filter: 'anyOf',
      shows: everywhere,
    },
    {
      key: 'cut',
      type: 'one',
      options: WETSUIT_CUTS,
      required: true,
      filter: 'one',
      shows: everywhere,
    },
    {
      key: 'entry',
      type: 'one',
      options: WETSUIT_ENTRIES,
      required: false,
      filter: 'anyOf',
      shows: pageOnly,
    },
    {
      key: 'features',
      type: 'many',
      options: WETSUIT_FEATURES,
      required: false,
      filter: 'anyOf',
      shows: pageOnly,
    },
  ],
  fins: [
    {
      key: 'system',
      type: 'one',
      options: FIN_BOX_SYSTEMS,
      required: true,
      filter: 'anyOf',
      shows: everywhere,
    },
    {
      key: 'set',
      type: 'one',
      options: FIN_SETS,
      required: true,
      filter: 'anyOf',
      shows: everywhere,
    },
    {
      key: 'size',
      type: 'one',
      options: FIN_SIZES,
      required: false,
      filter: 'anyOf',
      shows: everywhere,
    },
    {
      key: 'material',
      type: 'one',
      options: FIN_MATERIALS,
      required: false,
      filter: null,
      shows: pageOnly,
    },
  ],
  leash: [
    {
      key: 'length',
      type: 'number',
      unit: 'feet',
      ...LEASH_LENGTH,
      step: 0.5,
      required: true,
      filter: 'range',
      shows: everywhere,
    },
    {
      key: 'thickness',
      type: 'one',
      options: LEASH_THICKNESSES,
      required: false,
      filter: 'anyOf',
      shows: everywhere,
    },
    {
      key: 'attachment',
      type: 'one',
      options: LEASH_ATTACHMENTS,
      required: false,
      filter: 'one',
      shows: pageOnly,
    },
  ],
  bag: [
    {
      key: 'type',
      type: 'one',
      options: BAG_TYPES,
      required: true,
      filter: 'anyOf',
      shows: everywhere,
    },
    // The longest board it takes, in feet as boards are measured: 6'6" is 6.5.
    {
      key: 'length',
      type: 'number',
      unit: 'feet',
      ...BAG_LENGTH,
      step: 1 / 12,
      required: true,
      filter: 'range',
      shows: everywhere,
    },
    {
      key: 'boards',
      type: 'number',
      unit: 'count',
      min: 1,
      max: 6,
      step: 1,
      required: false,
      filter: 'range',
      shows: pageOnly,
    },
    { key: 'wheels', type: 'yesno', required: false, filter: 'one', shows: pageOnly },
  ],
  traction: [
    {
      key: 'pieces',
      type: 'number',
      unit: 'count',
      min: 1,
      max: 5,
      step: 1,
      required: false,
      filter: null,
      shows: everywhere,
    },
    { key: 'kicker', type: 'yesno', required: false, filter: null, shows: pageOnly },
    { key: 'archBar', type: 'yesno', required: false, filter: null, shows: pageOnly },
  ],
  rack: [
    {
      key: 'type',
      type: 'one',
      options: RACK_TYPES,
      required: true,
      filter: 'one',
      shows: everywhere,
    },
    {
      key: 'mount',
      type: 'one',
      options: RACK_MOUNTS,
      required: true,
      filter: 'anyOf',
      shows: everywhere,
    },
    {
      key: 'boards',
      type: 'number',
      unit: 'count',
      min: 1,
      max: 8,
      step: 1,
      required: false,
      filter: 'range',
      shows: pageOnly,
    },
    { key: 'lockable', type: 'yesno', required: false, filter: null, shows: pageOnly },
  ],
  other: [
    {
      key: 'what',
      type: 'one',
      options: OTHER_GEAR,
      required: true,
      filter: 'anyOf',
      shows: everywhere,
    },
    // A size as its maker writes it (booties' 9, a helmet's M): too varied for one list.
    { key: 'size', type: 'text', maxLength: 20, required: false, filter: null, shows: everywhere },
  ],
} as const satisfies Record<TListingKind, readonly TAttribute[]>;

export type TGearAttributes = typeof GEAR_ATTRIBUTES;
/** The attribute keys of a kind: `TAttributeKey<'wetsuit'>` is 'size' | 'thickness' | ... */
export type TAttributeKey<K extends TListingKind> = TGearAttributes[K][number]['key'];

/** A kind's declarations, widened for code that walks any kind. */
export function attributesOf(kind: TListingKind): readonly TAttribute[] {
  return GEAR_ATTRIBUTES[kind];
}

/** One attribute of a kind, or undefined when the kind has no such key. */
export function attributeOf(kind: TListingKind, key: string): TAttribute | undefined {
  return attributesOf(kind).find((a) => a.key === key);
}
