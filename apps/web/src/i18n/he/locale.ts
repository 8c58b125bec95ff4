// The page's language and how it writes (decision 051): the Hebrew build reads this file, the
// English build `en/locale.ts`. Dates, numbers and plural rules go through `Intl` with LOCALE.

import type { Language } from '@galim/shared/i18n/languages';

/** The language code of `<html lang>`, of hreflang and of `Intl.PluralRules`. */
export const LANGUAGE: Language = 'he';
/** The locale `Intl` formats dates and numbers in. */
export const LOCALE: string = 'he-IL';
/** The writing direction of `<html dir>`. */
export const DIRECTION: 'rtl' | 'ltr' = 'rtl';
