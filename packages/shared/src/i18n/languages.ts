// The languages Galim speaks (decision 051). Hebrew is the default: today's addresses, and the
// language of a request that names none. Every other language lives under its own prefix
// (`/en/...`). Adding one is a folder of tables on the web, its texts in shared and the API,
// and a line here.

export const LANGUAGES = ['he', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'he';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
