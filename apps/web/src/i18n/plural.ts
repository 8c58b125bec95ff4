// Hebrew counts: "גלשן אחד נמחק", "שני גלשנים נמחקו", "5 גלשנים נמחקו". The category comes from
// Intl.PluralRules('he') (one / two / other); a sentence gives its forms, with # for the number.

const rules = new Intl.PluralRules('he');
const numbers = new Intl.NumberFormat('he-IL');

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
  const category = rules.select(n);
  const form =
    category === 'one' ? forms.one : category === 'two' && forms.two ? forms.two : forms.other;
  return form.replace('#', numbers.format(n));
}
