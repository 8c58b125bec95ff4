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

/** Where a language's pages live: '' for Hebrew at the root, '/en' for English. */
export function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/**
 * The language of an address and the app's own path in it: '/en/surfboards' is English
 * '/surfboards', '/en' English '/', anything else Hebrew as it is.
 */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  for (const language of LANGUAGES) {
    const prefix = languagePrefix(language);
    if (!prefix) continue;
    if (pathname === prefix) return { language, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { language, path: pathname.slice(prefix.length) };
  }
  return { language: DEFAULT_LANGUAGE, path: pathname };
}

/**
 * The address of the app's `path` in `language`. The English home is '/en/', inside the scope
 * of the English site's service worker ('/en' is not).
 */
export function pathIn(language: Language, path: string): string {
  const prefix = languagePrefix(language);
  if (!prefix) return path;
  return `${prefix}${path}`;
}

/** Each language's name in itself, as a switch between them shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { he: 'עברית', en: 'English' };

/** The cookie that remembers a visitor's choice of language (a year, every page). */
export const LANGUAGE_COOKIE = 'galim_lang';

/** The address that switches to `language` and opens `path` (an app path) in it. */
export function switchAddress(language: Language, path: string): string {
  return `/language/${language}?to=${encodeURIComponent(path)}`;
}

/** The language a cookie header remembers, if any. */
export function rememberedLanguage(cookieHeader: string | undefined): Language | null {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]+)`).exec(cookieHeader ?? '');
  return match && isLanguage(match[1]) ? match[1] : null;
}
