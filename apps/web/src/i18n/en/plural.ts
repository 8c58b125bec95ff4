// English counts: "1 board deleted", "5 boards deleted". The category is the one
// Intl.PluralRules('en') gives (one / other); a `two` form, which Hebrew needs, is ignored.

import { groupDigits } from '@galim/shared/format-number';
import type * as he from '../he/plural';

export type { PluralForms } from '../he/plural';

// Built on first use, for fractions and negatives only, as in the Hebrew file: the first Intl
// object a page builds loads ICU data, and counts are on first screens.
let rules: Intl.PluralRules | undefined;

/** CLDR's English rule for whole numbers: 1 is one, all others other. */
function category(n: number): string {
  if (Number.isSafeInteger(n) && n >= 0) return n === 1 ? 'one' : 'other';
  return (rules ??= new Intl.PluralRules('en')).select(n);
}

/** The sentence for this count, with the number grouped by commas (1,234). */
export const plural: typeof he.plural = (n, forms) =>
  (category(n) === 'one' ? forms.one : forms.other).replace('#', groupDigits(n));
