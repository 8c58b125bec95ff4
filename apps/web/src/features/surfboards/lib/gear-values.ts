import type { TAttributeValue } from '@galim/shared/listings/attributes';
import type { TAttributeInfo, TListingKindInfo } from '@galim/shared/listings/schemas';
import { gearPagesTexts } from '../../../i18n/he/gear-pages';

// A listing's attributes as people read them, from the kind's declarations the API words:
// "4/3", "M", "8 רגל", "כן". Pure, so the card and the page say the same.

/** One value in words, or null when there is none to show. */
export function attributeText(
  attribute: TAttributeInfo,
  value: TAttributeValue | null | undefined,
): string | null {
  if (value === undefined || value === null || value === '') return null;
  switch (attribute.type) {
    case 'number':
      return `${String(value)} ${attribute.unitLabel}`;
    case 'one':
      return attribute.options.find((o) => o.value === value)?.label ?? String(value);
    case 'many': {
      const values = Array.isArray(value) ? value : [String(value)];
      if (values.length === 0) return null;
      return values
        .map((v: string) => attribute.options.find((o) => o.value === v)?.label ?? v)
        .join(', ');
    }
    case 'yesno':
      return value === true ? gearPagesTexts.yes : gearPagesTexts.no;
    case 'text':
      return String(value);
  }
}

/** The labelled values a place shows ('card' or 'page'), in the declarations' order. */
export function shownAttributes(
  info: TListingKindInfo,
  attributes: Record<string, TAttributeValue>,
  place: 'card' | 'page',
): { key: string; label: string; text: string }[] {
  return info.attributes.flatMap((attribute) => {
    if (!attribute.shows.includes(place)) return [];
    const text = attributeText(attribute, attributes[attribute.key]);
    return text ? [{ key: attribute.key, label: attribute.label, text }] : [];
  });
}

/** The URL's query keys an attribute filters by: `size`, or `lengthMin` and `lengthMax`. */
export function filterKeys(attribute: TAttributeInfo): string[] {
  if (attribute.filter === 'range') return [`${attribute.key}Min`, `${attribute.key}Max`];
  return attribute.filter ? [attribute.key] : [];
}

export const COMMON_FILTER_KEYS = [
  'search',
  'minPrice',
  'maxPrice',
  'condition',
  'sort',
  // "Fits me" (lib/gear-fit.ts): only a wetsuit or fin list sets them.
  'fitHeightCm',
  'fitWeightKg',
  'fitChestCm',
] as const;

/** The list's request from the URL: the kind, and only the filters the kind declares. */
export function gearQueryOf(
  info: TListingKindInfo,
  params: URLSearchParams,
): Record<string, string> {
  const keys = [...COMMON_FILTER_KEYS, ...info.attributes.flatMap(filterKeys)];
  const query: Record<string, string> = { kind: info.kind };
  for (const key of keys) {
    const value = params.get(key)?.trim();
    if (value) query[key] = value;
  }
  return query;
}
