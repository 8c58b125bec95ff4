// Hebrew counts: "גלשן אחד נמחק", "שני גלשנים נמחקו", "5 גלשנים נמחקו". The category comes from
// Intl.PluralRules('he') (one / two / other); a sentence gives its forms, with # for the number.

import { groupDigits } from '@galim/shared/format';

// Built on first use: the first Intl object a page builds loads ICU data (tens of ms on a phone).
let rules: Intl.PluralRules | undefined;

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
  const category = (rules ??= new Intl.PluralRules('he')).select(n);
  const form =
    category === 'one' ? forms.one : category === 'two' && forms.two ? forms.two : forms.other;
  return form.replace('#', groupDigits(n));
}
