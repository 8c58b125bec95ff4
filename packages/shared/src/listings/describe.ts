import type { Language } from '../i18n/languages';
import type { TAttribute } from './attributes';
import { GEAR_ATTRIBUTES } from './gear';
import { KIND_SLUGS, LISTING_KINDS, type TListingKind } from './kinds';
import { attributeLabel, kindLabel, optionLabel, type TGearTexts } from './labels';
import type { TAttributeInfo, TListingKindInfo } from './schemas';

// Every kind's declarations worded in one language: what GET /api/listings/kinds answers.
// Pure: the declarations (gear.ts) and a words table (i18n/<lang>/gear.ts) in, the answer out.

function describeAttribute(
  texts: TGearTexts,
  kind: TListingKind,
  attribute: TAttribute,
): TAttributeInfo {
  const base = {
    key: attribute.key,
    label: attributeLabel(texts, kind, attribute.key),
    required: attribute.required,
    filter: attribute.filter,
    shows: [...attribute.shows],
  };
  switch (attribute.type) {
    case 'number':
      return {
        ...base,
        type: 'number',
        unit: attribute.unit,
        unitLabel: texts.units[attribute.unit],
        min: attribute.min,
        max: attribute.max,
        step: attribute.step,
      };
    case 'one':
    case 'many':
      return {
        ...base,
        type: attribute.type,
        options: attribute.options.map((value) => ({
          value,
          label: optionLabel(texts, kind, attribute.key, value),
        })),
      };
    case 'yesno':
      return { ...base, type: 'yesno' };
    case 'text':
      return { ...base, type: 'text', maxLength: attribute.maxLength };
  }
}

/** Every kind, boards first, with its words and its address in `language`. */
export function describeKinds(texts: TGearTexts, language: Language): TListingKindInfo[] {
  return LISTING_KINDS.map((kind) => ({
    kind,
    label: kindLabel(texts, kind, 'one'),
    labelMany: kindLabel(texts, kind, 'many'),
    slug: KIND_SLUGS[kind][language],
    attributes: (GEAR_ATTRIBUTES[kind] as readonly TAttribute[]).map((a) =>
      describeAttribute(texts, kind, a),
    ),
  }));
}
