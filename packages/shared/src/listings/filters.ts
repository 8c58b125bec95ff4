import { attributeOf } from './gear';
import { LISTING_KINDS, type TListingKind } from './kinds';
import type { TGearFilterValue } from './read-query';
import type { TListingProblem } from './validate';

// A list's or a saved search's filters of a kind's attributes (issue 53), checked against the
// kind's declarations: an attribute the kind has and filters by, options it offers, a range
// within its bounds. The first problem, worded by labels.ts's problemText, or null.

export function filterProblem(
  kind: TListingKind,
  filters: Record<string, TGearFilterValue>,
): TListingProblem | null {
  for (const [key, value] of Object.entries(filters)) {
    const attribute = attributeOf(kind, key);
    if (!attribute?.filter) {
      const elsewhere = LISTING_KINDS.some((k) => k !== kind && attributeOf(k, key));
      return {
        code:
          elsewhere && !attribute ? 'LISTING_ATTRIBUTE_OTHER_KIND' : 'LISTING_UNKNOWN_ATTRIBUTE',
        field: key,
      };
    }
    if (value === true) {
      if (attribute.type !== 'yesno') return { code: 'LISTING_WRONG_TYPE', field: key };
    } else if (Array.isArray(value)) {
      if (attribute.type !== 'one' && attribute.type !== 'many') {
        return { code: 'LISTING_WRONG_TYPE', field: key };
      }
      if (value.some((v) => !(attribute.options as readonly string[]).includes(v))) {
        return { code: 'LISTING_UNKNOWN_OPTION', field: key };
      }
    } else {
      if (attribute.type !== 'number') return { code: 'LISTING_WRONG_TYPE', field: key };
      const { min, max } = value;
      if (min > max || min < attribute.min || max > attribute.max) {
        return { code: 'LISTING_OUT_OF_RANGE', field: key, min: attribute.min, max: attribute.max };
      }
    }
  }
  return null;
}
