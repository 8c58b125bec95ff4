// The denormalised search text of a board or a service, and the plan of a query against it.
// One module for both: the API stores searchDocument(...) in a trigram-indexed column and turns
// planQuery(...) into LIKE patterns that the same index answers.

import { normalizeText, normalizedWords, prefixVariants } from './hebrew';
import { phoneticKey } from './phonetic';
import { SURF_VOCABULARY } from './vocabulary';

/**
 * Version mark at the start of every document: rows without it (or with an older one) are
 * rebuilt when the API starts.
 */
export const SEARCH_DOC_VERSION = '§v3';
/** Separates the head (title, brand, model, category), the body and the keys. */
export const SECTION = '¦';
/** Marks a phonetic key token ("§prbr") and a vocabulary group token ("§=soft"). */
export const KEY_MARK = '§';
export const GROUP_MARK = '§=';

/**
 * Keys of at least this many consonants are trusted everywhere. Two-letter keys collide
 * ("eps" and "fish" are both "ps"), so they are stored for the head only and looked up only
 * for a Hebrew word that the vocabulary does not already cover ("סיסייד" -> Seaside).
 */
export const MIN_KEY = 3;
export const MIN_HEAD_KEY = 2;

interface Group {
  id: string;
  /** Each term as normalised words. */
  terms: string[][];
}
const GROUPS: Group[] = Object.entries(SURF_VOCABULARY).map(([id, terms]) => ({
  id,
  terms: terms.map(normalizedWords).filter((t) => t.length > 0),
}));
const MAX_TERM_WORDS = Math.max(...GROUPS.flatMap((g) => g.terms.map((t) => t.length)));

/** Vocabulary groups whose terms occur in the words (one-word terms also with a prefix off). */
export function groupsIn(words: string[]): string[] {
  const found = new Set<string>();
  const variants = words.map(prefixVariants);
  for (const g of GROUPS) {
    for (const term of g.terms) {
      for (let i = 0; i + term.length <= words.length && !found.has(g.id); i++) {
        if (term.every((t, j) => (j === 0 ? variants[i + j]!.includes(t) : words[i + j] === t))) {
          found.add(g.id);
        }
      }
    }
  }
  return [...found];
}

/** Groups with a term of exactly these words (the first one may carry a prefix). */
function phraseGroups(words: string[]): string[] {
  const first = prefixVariants(words[0]!);
  return GROUPS.filter((g) =>
    g.terms.some(
      (t) =>
        t.length === words.length &&
        first.includes(t[0]!) &&
        t.every((w, j) => j === 0 || words[j] === w),
    ),
  ).map((g) => g.id);
}

function keysOf(rawText: string, minKey: number): string[] {
  const keys = new Set<string>();
  for (const raw of rawText.split(/[^\p{L}\p{N}'׳״"’]+/u)) {
    const k = phoneticKey(raw);
    if (k.length >= minKey) keys.add(k);
  }
  return [...keys];
}

/**
 * The stored search text: `§v3 ¦ head ¦ body ¦ keys and groups ¦`, all normalised. The head
 * holds what ranks first (title, brand, model, category); keys and groups are derived from the
 * head and the body so a Hebrew spelling, slang or a typo in the vowels still meets the row.
 */
export function searchDocument(parts: {
  head: (string | null | undefined)[];
  body?: (string | null | undefined)[];
}): string {
  const headRaw = parts.head.filter(Boolean).join(' ');
  const bodyRaw = (parts.body ?? []).filter(Boolean).join(' ');
  const head = normalizeText(headRaw);
  const body = normalizeText(bodyRaw);
  const keys = [...new Set([...keysOf(headRaw, MIN_HEAD_KEY), ...keysOf(bodyRaw, MIN_KEY)])].map(
    (k) => `${KEY_MARK}${k}`,
  );
  const groups = groupsIn([...normalizedWords(headRaw), ...normalizedWords(bodyRaw)]).map(
    (g) => `${GROUP_MARK}${g}`,
  );
  return [SEARCH_DOC_VERSION, ` ${head} `, ` ${body} `, ` ${[...keys, ...groups].join(' ')} `, '']
    .join(SECTION)
    .replace(/ +/g, ' ');
}

/** What one typed word (or vocabulary phrase) may match. */
export interface WordPlan {
  /** The word as normalised, for exact and fuzzy matching. */
  word: string;
  /** Substrings to look for in head or body: the word and its prefix-free forms. */
  literals: string[];
  /** Whole key tokens to look for ("§prbr "), and key prefixes while typing ("§prb"). */
  keyPatterns: string[];
  /** Group tokens ("§=soft "). */
  groupPatterns: string[];
}

/** At most this many words of a query count (each costs index lookups). */
export const MAX_QUERY_WORDS = 6;

/**
 * The plan of a typed query: one entry per word that must match. A vocabulary phrase
 * ("גלשן ספוג", "channel islands") counts as one word.
 */
export function planQuery(query: string): WordPlan[] {
  const rawWords = query.split(/[^\p{L}\p{N}'׳״"’]+/u).filter((w) => normalizeText(w));
  const words = rawWords.map(normalizeText);
  const plans: WordPlan[] = [];
  for (let i = 0; i < words.length && plans.length < MAX_QUERY_WORDS;) {
    // The longest vocabulary phrase starting here, else the single word.
    let span = 1;
    let phraseMatch: string[] = [];
    for (let n = Math.min(MAX_TERM_WORDS, words.length - i); n >= 2; n--) {
      const g = phraseGroups(words.slice(i, i + n));
      if (g.length) {
        span = n;
        phraseMatch = g;
        break;
      }
    }
    const word = words.slice(i, i + span).join(' ');
    const raw = rawWords.slice(i, i + span);
    const literals = span === 1 ? prefixVariants(word) : [word];
    const groups = span > 1 ? phraseMatch : groupsIn([word]);
    const keyPatterns = new Set<string>();
    const shortKeys = /^[א-ת]+$/.test(word) && groups.length === 0;
    if (span === 1 && /[a-zא-ת]/.test(word) && word.length >= 3) {
      // The key of the word as typed and of its prefix-free forms.
      const forms = [raw[0]!, ...literals.slice(1)];
      for (const form of forms) {
        const k = phoneticKey(form);
        // Short keys must match whole; longer ones also as the start of a key (typing).
        if (k.length > MIN_KEY) keyPatterns.add(`${KEY_MARK}${k}`);
        else if (k.length === MIN_KEY || (shortKeys && k.length === MIN_HEAD_KEY)) {
          keyPatterns.add(`${KEY_MARK}${k} `);
        }
      }
    }
    plans.push({
      word,
      literals,
      keyPatterns: [...keyPatterns],
      groupPatterns: groups.map((g) => `${GROUP_MARK}${g} `),
    });
    i += span;
  }
  return plans;
}
