// The words of kinds, attributes and options, looked up in a language's table
// (i18n/he/gear.ts, i18n/en/gear.ts). Functions take the table, so a page that imports them
// carries only its own language; the API passes the request's.

import type { gearTexts } from '../i18n/he/gear';
import type { Translation } from '../i18n/translation';
import type { TAttributeUnit } from './attributes';
import type { TListingProblem } from './validate';
import { GEAR_ATTRIBUTES, attributeOf, type TGearAttributes } from './gear';
import { LISTING_KINDS, type TListingKind } from './kinds';

/** The gear table in any language: the Hebrew table's keys, worded. */
export type TGearTexts = Translation<typeof gearTexts>;

type LabelsOf<A> = A extends { readonly options: readonly (infer O extends string)[] }
  ? { label: string; options: Record<O, string> }
  : { label: string };

/**
 * The labels a table must hold, derived from the declarations: every kind, every attribute
 * key and every option. The Hebrew table `satisfies` it, so a new attribute or option without
 * its Hebrew fails the type check, and the English table is typed by the Hebrew one.
 */
export type TGearAttributeLabels = {
  [K in TListingKind]: {
    [A in TGearAttributes[K][number] as A['key']]: LabelsOf<A>;
  };
};

export type TGearUnitLabels = Record<TAttributeUnit, string>;

/** A kind's name: one ("wetsuit") or several ("wetsuits"). */
export function kindLabel(texts: TGearTexts, kind: TListingKind, count: 'one' | 'many' = 'one') {
  return texts.kinds[kind][count];
}

type LooseLabels = Record<string, { label: string; options?: Record<string, string> }>;

function labelsOf(texts: TGearTexts, kind: TListingKind): LooseLabels {
  return texts.attributes[kind] as LooseLabels;
}

/**
 * An attribute's label: the kind's own, else the first kind that declares the key (an
 * attribute sent with the wrong kind is still named in words), else the key itself.
 */
export function attributeLabel(texts: TGearTexts, kind: TListingKind | null, key: string): string {
  const owner =
    kind && attributeOf(kind, key) ? kind : LISTING_KINDS.find((k) => attributeOf(k, key));
  return owner ? (labelsOf(texts, owner)[key]?.label ?? key) : key;
}

/** An option's label (a stored value as people read it), or the value when it has none. */
export function optionLabel(
  texts: TGearTexts,
  kind: TListingKind,
  key: string,
  option: string,
): string {
  return labelsOf(texts, kind)[key]?.options?.[option] ?? option;
}

/** Every [kind, key, option?] a table must word: what the labels test walks. */
export function declaredLabelPaths(): [TListingKind, string, string?][] {
  return LISTING_KINDS.flatMap((kind) =>
    GEAR_ATTRIBUTES[kind].flatMap((a): [TListingKind, string, string?][] => [
      [kind, a.key],
      ...('options' in a
        ? a.options.map((o): [TListingKind, string, string] => [kind, a.key, o])
        : []),
    ]),
  );
}

/**
 * A problem (validate.ts) as a sentence in the table's language, naming the field by its label:
 * "יש לבחור עובי מהרשימה", "Length must be between 5 and 12 ft".
 */
export function problemText(
  texts: TGearTexts,
  kind: TListingKind | null,
  problem: TListingProblem,
): string {
  const own = problem.field in texts.fields;
  const attribute = kind ? attributeOf(kind, problem.field) : undefined;
  return texts.problems[problem.code]({
    field: own
      ? texts.fields[problem.field as keyof TGearTexts['fields']]
      : attributeLabel(texts, kind, problem.field),
    kind: kind ? kindLabel(texts, kind) : '',
    min: problem.min,
    max: problem.max,
    unit: attribute?.type === 'number' ? texts.units[attribute.unit] : undefined,
  });
}
