import type { TListingKindInfo } from '@galim/shared/listings/schemas';
import { KIND_SLUGS, isListingKind, type TListingKind } from '@galim/shared/listings/kinds';
import { numberRange } from '@galim/shared/format-number';
import { alertDialogsTexts } from '../../i18n/he/alert-dialogs';
import { boardOptionsTexts } from '../../i18n/he/board-options';
import { formatPrice, formatPriceRange } from '../../i18n/he/format';
import { LANGUAGE } from '../../i18n/he/locale';

// A saved search of gear (issue 53), three ways: from a kind's list address (/חליפות?size=M&
// thickness=4/3&maxPrice=600) to what POST /api/saved-searches takes (the kind, its attribute
// filters, the common ones); back to that list's address, to open it; and in words for the
// saved-searches card ("חליפות · M · 4/3 · עד 600 ₪"). The kind's declarations (GET
// /api/listings/kinds) say which keys are filters and how each one reads.

type TAttributeFilter = string[] | { min: number; max: number } | true;

export type TGearSavedFilters = {
  kind: TListingKind;
  attributes?: Record<string, TAttributeFilter>;
  search?: string;
  condition?: string;
  minPrice?: number;
  maxPrice?: number;
};

/** The common filters a saved search of gear keeps (the order and "fits me" are not kept). */
const COMMON_KEYS = ['search', 'condition'] as const;
const PRICE_KEYS = ['minPrice', 'maxPrice'] as const;

const numberOf = (text: string | null | undefined) => {
  const n = text?.trim() ? Number(text) : NaN;
  return Number.isFinite(n) ? n : undefined;
};

/** What a kind's list filters by now (its URL), as a saved search keeps it. */
export function gearSavedFilters(
  info: TListingKindInfo,
  params: URLSearchParams,
): TGearSavedFilters {
  const filters: TGearSavedFilters = { kind: info.kind };
  for (const key of COMMON_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  for (const key of PRICE_KEYS) {
    const value = numberOf(params.get(key));
    if (value !== undefined) filters[key] = value;
  }
  const attributes: Record<string, TAttributeFilter> = {};
  for (const attribute of info.attributes) {
    if (!attribute.filter) continue;
    const { key } = attribute;
    if (attribute.type === 'number') {
      const min = numberOf(params.get(`${key}Min`));
      const max = numberOf(params.get(`${key}Max`));
      // A range open at one end is closed by the kind's own bound, as the list reads it.
      if (min !== undefined || max !== undefined) {
        attributes[key] = { min: min ?? attribute.min, max: max ?? attribute.max };
      }
    } else if (attribute.type === 'yesno') {
      if (params.get(key) === 'true') attributes[key] = true;
    } else {
      const values = (params.get(key) ?? '')
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
      if (values.length > 0) attributes[key] = values;
    }
  }
  if (Object.keys(attributes).length > 0) filters.attributes = attributes;
  return filters;
}

/** The kind a saved search is of, when it is of gear (a board's search names none). */
export function gearKindOf(filters: Record<string, unknown>): TListingKind | null {
  const kind = filters.kind;
  return isListingKind(kind) && kind !== 'board' ? kind : null;
}

/** The list a saved search of gear opens: the kind's address with the filters in its query. */
export function gearSearchPath(kind: TListingKind, filters: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const key of [...COMMON_KEYS, ...PRICE_KEYS]) {
    const value = filters[key];
    if (typeof value === 'string' || typeof value === 'number') query.set(key, String(value));
  }
  const attributes = (filters.attributes ?? {}) as Record<string, TAttributeFilter>;
  for (const [key, value] of Object.entries(attributes)) {
    if (value === true) query.set(key, 'true');
    else if (Array.isArray(value)) query.set(key, value.join(','));
    else {
      query.set(`${key}Min`, String(value.min));
      query.set(`${key}Max`, String(value.max));
    }
  }
  const text = query.toString();
  return `/${KIND_SLUGS[kind][LANGUAGE]}${text ? `?${text}` : ''}`;
}

function priceWords(min: unknown, max: unknown): string | null {
  const t = alertDialogsTexts.savedSearch;
  const low = typeof min === 'number' ? min : null;
  const high = typeof max === 'number' ? max : null;
  if (low !== null && high !== null) return formatPriceRange(low, high);
  if (high !== null) return t.priceUpTo(formatPrice(high));
  if (low !== null) return t.priceFrom(formatPrice(low));
  return null;
}

/**
 * A saved search of gear in words: the kind, each filter as the kind words it (options by their
 * labels, a range with its unit, a yes/no by its name), the condition, the price and the words
 * searched for. Without the kind's declarations (not loaded yet) the values stand as they are.
 */
export function describeGearSearch(
  kind: TListingKind,
  info: TListingKindInfo | undefined,
  filters: Record<string, unknown>,
): string {
  const attributes = (filters.attributes ?? {}) as Record<string, TAttributeFilter>;
  const parts: (string | null)[] = [info?.labelMany ?? KIND_SLUGS[kind][LANGUAGE]];
  for (const [key, value] of Object.entries(attributes)) {
    const attribute = info?.attributes.find((a) => a.key === key);
    if (value === true) parts.push(attribute?.label ?? key);
    else if (Array.isArray(value)) {
      const options = attribute && 'options' in attribute ? attribute.options : [];
      parts.push(value.map((v) => options.find((o) => o.value === v)?.label ?? v).join(', '));
    } else {
      const unit = attribute?.type === 'number' ? ` ${attribute.unitLabel}` : '';
      parts.push(`${attribute?.label ?? key} ${numberRange(value.min, value.max)}${unit}`);
    }
  }
  const condition = filters.condition;
  if (typeof condition === 'string' && condition in boardOptionsTexts.condition) {
    parts.push(boardOptionsTexts.condition[condition as keyof typeof boardOptionsTexts.condition]);
  }
  parts.push(priceWords(filters.minPrice, filters.maxPrice));
  if (typeof filters.search === 'string' && filters.search) {
    parts.push(alertDialogsTexts.savedSearch.words(filters.search));
  }
  return parts.filter(Boolean).join(' · ');
}
