// Hebrew-aware text normalisation for search: the same rules run on the stored text and on
// what a buyer types, so "צ׳אנל", "צ'אנל" and "צאנל" or "גלשָׁן" and "גלשן" meet.

const FINALS: Record<string, string> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };

/** Geresh, gershayim and every quote look-alike people type inside words. */
export const QUOTES = /['"`´׳״‘’‚‛“”„]/g;

/** Niqqud and cantillation (not maqaf, paseq, sof pasuq: those separate words). */
const POINTS = /[\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7]/g;

/** Maps final letters (ך ם ן ף ץ) to their base forms. */
export function baseLetters(s: string): string {
  return s.replace(/[ךםןףץ]/g, (c) => FINALS[c]!);
}

/**
 * Lower case, no niqqud or cantillation, no Latin accents, base letters instead of finals,
 * quotes dropped inside words; anything else that is not a letter or digit separates words.
 * Only a-z, 0-9, א-ת and single spaces remain.
 */
export function normalizeText(input: string): string {
  return baseLetters(
    input
      .normalize('NFKD')
      .replace(POINTS, '')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(QUOTES, ''),
  )
    .replace(/[^a-z0-9א-ת]+/g, ' ')
    .trim();
}

/** The normalised words of a text. */
export function normalizedWords(input: string): string[] {
  const n = normalizeText(input);
  return n ? n.split(' ') : [];
}

/** One-letter prefixes (and, the, in, to, from, that, as) and their common pairs. */
export const HEBREW_PREFIXES = [
  'וכש',
  'ומה',
  'וה',
  'וב',
  'ול',
  'ומ',
  'וש',
  'וכ',
  'שה',
  'מה',
  'כש',
  'של',
  'שב',
  'שמ',
  'לה',
  'בה',
  'כה',
  'ו',
  'ה',
  'ב',
  'ל',
  'מ',
  'ש',
  'כ',
] as const;

/** A stripped word must keep at least this many letters to still be a word. */
export const MIN_BARE_WORD = 3;

/**
 * The word as typed plus the words it may be once a prefix is taken off ("והשורטבורד" ->
 * "השורטבורד", "שורטבורד"); only for Hebrew words, only while what is left is long enough.
 * Expects a normalised word. The word itself always comes first.
 */
export function prefixVariants(word: string): string[] {
  const out = [word];
  if (!/^[א-ת]+$/.test(word)) return out;
  for (const p of HEBREW_PREFIXES) {
    if (word.startsWith(p) && word.length - p.length >= MIN_BARE_WORD) {
      const bare = word.slice(p.length);
      if (!out.includes(bare)) out.push(bare);
    }
  }
  return out;
}
