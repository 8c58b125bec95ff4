import { gearTexts as englishGear } from '@galim/shared/i18n/en/gear';
import { gearTexts as hebrewGear } from '@galim/shared/i18n/he/gear';
import type { Language } from '@galim/shared/i18n/languages';
import type { TAttributeValue } from '@galim/shared/listings/attributes';
import { attributeOf, attributesOf } from '@galim/shared/listings/gear';
import type { TListingKind } from '@galim/shared/listings/kinds';
import {
  attributeLabel,
  kindLabel,
  optionLabel,
  type TGearTexts,
} from '@galim/shared/listings/labels';
import { searchDocument } from '@galim/shared/search/document';
import { formatLength } from '@galim/shared/surfboards/sizes';

// A piece of gear's words (issue 53): its title and the search text the lists read, from the
// kind's declarations in both languages. Kept apart from the service so the search text
// rebuilds (search/backfill.ts) write gear with the same words a publish or an edit does.

export const GEAR_TEXTS: Record<Language, TGearTexts> = { he: hebrewGear, en: englishGear };

/** An attribute's value as words, in one language ("4/3", "M", "8 ft"). */
function valueWords(texts: TGearTexts, kind: TListingKind, key: string, value: TAttributeValue) {
  const attribute = attributeOf(kind, key);
  if (!attribute) return '';
  if (Array.isArray(value)) return value.map((v) => optionLabel(texts, kind, key, v)).join(' ');
  if (typeof value === 'string') return optionLabel(texts, kind, key, value);
  if (typeof value === 'boolean') return value ? attributeLabel(texts, kind, key) : '';
  if (attribute.type !== 'number' || typeof value !== 'number') return String(value);
  // Feet as surfers write them (6'7", never 6.58); other numbers to their step.
  if (attribute.unit === 'feet') return formatLength(value);
  return `${Math.round(value * 100) / 100} ${texts.units[attribute.unit]}`;
}

/** A title from the kind, the maker and the facts a card shows: "חליפה O'Neill 4/3 M". */
export function gearTitle(
  kind: TListingKind,
  attributes: Record<string, TAttributeValue>,
  brandTitle: string | null,
  language: Language,
): string {
  const texts = GEAR_TEXTS[language];
  const facts = attributesOf(kind)
    .filter((a) => a.shows.includes('card') && attributes[a.key] !== undefined)
    .map((a) => valueWords(texts, kind, a.key, attributes[a.key]!));
  return [kindLabel(texts, kind), brandTitle, ...facts].filter(Boolean).join(' ').slice(0, 100);
}

/**
 * What the trigram search reads: the title, maker and category first, then the kind's names and
 * the facts in both languages, so "wetsuit" finds a listing written in Hebrew.
 */
export function gearSearchText(parts: {
  kind: TListingKind;
  attributes: Record<string, TAttributeValue>;
  title: string;
  brandTitle: string | null;
  categoryTitle: string | null;
  description: string;
}): string {
  const words = (texts: TGearTexts) => [
    kindLabel(texts, parts.kind),
    kindLabel(texts, parts.kind, 'many'),
    ...Object.entries(parts.attributes).map(([k, v]) => valueWords(texts, parts.kind, k, v)),
  ];
  // The stored option values too, as people type some of them ("fcs2", "4/3").
  const values = Object.values(parts.attributes).flatMap((v) =>
    typeof v === 'string' ? [v] : Array.isArray(v) ? v : [],
  );
  return searchDocument({
    head: [parts.title, parts.brandTitle, parts.categoryTitle, ...words(hebrewGear)],
    body: [...words(englishGear), ...values, parts.description],
  });
}
