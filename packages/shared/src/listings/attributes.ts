// The shape of a kind's attribute declarations (issue 53, decision 055). Each attribute is
// declared once, in gear.ts: its key, its type and bounds, whether a seller must give it, how
// the list filters by it and where it shows. The publish form, the filters, the card and the
// page, the search text, saved-search matching and the server's validation all read that one
// declaration, so adding an attribute is one edit there (and its words in i18n/<lang>/gear.ts).
// Declarations hold no words: labels are looked up by kind, key and option.

/** How a list filters by an attribute: a min–max range, one value, or any of several. */
export const ATTRIBUTE_FILTERS = ['range', 'one', 'anyOf'] as const;
export type TAttributeFilter = (typeof ATTRIBUTE_FILTERS)[number];

/** Where an attribute shows: on the card in a list, on the listing's own page. */
export const ATTRIBUTE_PLACES = ['card', 'page'] as const;
export type TAttributePlace = (typeof ATTRIBUTE_PLACES)[number];

/**
 * The units a number is stored in. Lengths in decimal feet and widths in decimal inches, as the
 * boards store them (decision 053), so a bag's length meets a board's.
 */
export const ATTRIBUTE_UNITS = ['feet', 'inches', 'litres', 'kg', 'count'] as const;
export type TAttributeUnit = (typeof ATTRIBUTE_UNITS)[number];

interface TAttributeBase {
  /** The key in the listing's `attributes` object and in the filters' query. */
  readonly key: string;
  readonly required: boolean;
  readonly filter: TAttributeFilter | null;
  readonly shows: readonly TAttributePlace[];
}

export interface TNumberAttribute extends TAttributeBase {
  readonly type: 'number';
  readonly unit: TAttributeUnit;
  readonly min: number;
  readonly max: number;
  /**
   * The form's step. A whole step (a count, a kilogram) is also a rule: 2.5 pieces is refused.
   * A fractional one is only the form's: lengths hold twelfths of a foot (5'8" is 5.6667).
   */
  readonly step: number;
}

export interface TOneAttribute extends TAttributeBase {
  readonly type: 'one';
  readonly options: readonly string[];
}

export interface TManyAttribute extends TAttributeBase {
  readonly type: 'many';
  readonly options: readonly string[];
}

export interface TYesNoAttribute extends TAttributeBase {
  readonly type: 'yesno';
}

export interface TTextAttribute extends TAttributeBase {
  readonly type: 'text';
  readonly maxLength: number;
}

export type TAttribute =
  TNumberAttribute | TOneAttribute | TManyAttribute | TYesNoAttribute | TTextAttribute;

export type TAttributeType = TAttribute['type'];

/** The value an attribute of each type holds in a listing's `attributes` object. */
export type TAttributeValue = number | string | readonly string[] | boolean;

/** The filters a type allows: a range only over numbers, several values only over options. */
const FILTERS_OF: Record<TAttributeType, readonly (TAttributeFilter | null)[]> = {
  number: ['range', null],
  one: ['one', 'anyOf', null],
  many: ['anyOf', null],
  yesno: ['one', null],
  text: [null],
};

/**
 * What is wrong with a declaration, or null: the checks a type cannot make (a range that is
 * empty, a filter its type cannot apply, an option twice). gear.test.ts runs it on every one.
 */
export function declarationProblem(attribute: TAttribute): string | null {
  if (!/^[a-z][a-zA-Z0-9]*$/.test(attribute.key)) return 'key is not camelCase';
  if (!FILTERS_OF[attribute.type].includes(attribute.filter)) return 'filter does not fit type';
  if (new Set(attribute.shows).size !== attribute.shows.length) return 'place named twice';
  switch (attribute.type) {
    case 'number':
      if (!(attribute.min < attribute.max)) return 'empty range';
      if (!(attribute.step > 0)) return 'step is not positive';
      return null;
    case 'one':
    case 'many':
      if (attribute.options.length < 2) return 'fewer than two options';
      if (new Set(attribute.options).size !== attribute.options.length) return 'option twice';
      return null;
    case 'text':
      return attribute.maxLength > 0 ? null : 'maxLength is not positive';
    case 'yesno':
      return null;
  }
}
