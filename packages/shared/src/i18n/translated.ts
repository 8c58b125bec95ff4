import { z } from 'zod';
import { DEFAULT_LANGUAGE, type Language } from './languages';

// Names the admins write (board categories and technologies, FAQ entries) in more than one
// language (decision 051, "names the admins write"). The Hebrew text stays in its own column,
// the default; the other languages' texts are one object keyed by language code
// (`{ en: { title, description } }`), so a third language needs no new column. A text left
// empty in a language shows in Hebrew.

/** Every language but the default one (Hebrew): those a row's `translations` may hold. */
export type OtherLanguage = Exclude<Language, 'he'>;

/** A row's texts in the other languages: any of its fields, in any of them. */
export type Translations<F extends string = string> = Partial<
  Record<OtherLanguage, Partial<Record<F, string>>>
>;

/**
 * The schema of a row's `translations` whose fields are `fields` (each one's own rules, empty
 * allowed: an empty text shows in Hebrew). A language Galim does not speak is dropped.
 */
export function zTranslations<S extends z.ZodRawShape>(fields: S) {
  const texts = z.object(fields).partial();
  // A new language fails the type check here until its line is added.
  const byLanguage = { en: texts.optional() } satisfies Record<OtherLanguage, unknown>;
  return z.object(byLanguage);
}

/** The text of `field` in `language`: its translation when there is one, else the Hebrew. */
export function textIn<F extends string>(
  language: Language,
  hebrew: string,
  translations: Translations<F> | null | undefined,
  field: F,
): string {
  if (language === DEFAULT_LANGUAGE) return hebrew;
  const text = translations?.[language as OtherLanguage]?.[field]?.trim();
  return text ? text : hebrew;
}

/** Every field of `row` in `language` (each falls back to its Hebrew on its own). */
export function rowIn<F extends string>(
  language: Language,
  row: Record<F, string>,
  translations: Translations<F> | null | undefined,
  fields: readonly F[],
): Record<F, string> {
  const out = {} as Record<F, string>;
  for (const f of fields) out[f] = textIn(language, row[f], translations, f);
  return out;
}

/**
 * Stored translations after a write: `changes` replace the languages they name (a language's
 * fields as a whole); empty texts and languages left without text are dropped, so an empty
 * field means "show the Hebrew".
 */
export function mergeTranslations<F extends string>(
  current: Translations<F> | null | undefined,
  changes: Translations<F> | null | undefined,
): Translations<F> {
  const out: Translations<F> = {};
  const all = { ...(current ?? {}), ...(changes ?? {}) } as Translations<F>;
  for (const [language, texts] of Object.entries(all) as [
    OtherLanguage,
    Partial<Record<F, string>> | undefined,
  ][]) {
    const kept = Object.fromEntries(
      Object.entries(texts ?? {}).filter(
        (e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== '',
      ),
    ) as Partial<Record<F, string>>;
    if (Object.keys(kept).length) out[language] = kept;
  }
  return out;
}
