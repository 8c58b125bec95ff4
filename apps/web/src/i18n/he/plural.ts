// Hebrew counts: "גלשן אחד נמחק", "שני גלשנים נמחקו", "5 גלשנים נמחקו". The category is the one
// Intl.PluralRules('he') gives (one / two / other); a sentence gives its forms, with # for the
// number.

import { groupDigits } from '@galim/shared/format-number';

// Built on first use, for fractions and negatives only: the first Intl object a page builds
// loads ICU data (tens of ms on a phone), and counts are on first screens.
let rules: Intl.PluralRules | undefined;

/** CLDR's Hebrew rule for whole numbers: 1 is one, 2 is two, all others other. */
function category(n: number): string {
  if (Number.isSafeInteger(n) && n >= 0) return n === 1 ? 'one' : n === 2 ? 'two' : 'other';
  return (rules ??= new Intl.PluralRules('he')).select(n);
}

export interface PluralForms {
  /** Exactly one: usually without the digit ("גלשן אחד נמחק"). */
  one: string;
  /** Exactly two, where Hebrew says it its own way ("שני גלשנים"); else `other`. */
  two?: string;
  /** Everything else; # stands for the number. */
  other: string;
}

/** The sentence for this count, with the number written the Israeli way (1,234). */
export function plural(n: number, forms: PluralForms): string {
  const c = category(n);
  const form = c === 'one' ? forms.one : c === 'two' && forms.two ? forms.two : forms.other;
  return form.replace('#', groupDigits(n));
}
