// A gear search read into a kind and attribute filters (issue 53): "חליפה 4/3 M" is a wetsuit
// 4/3 in M, "ליש 8" a leash of 8 feet, "תיק לגלשן 6'6" a bag for a 6'6" board. A number is read
// by the kind it follows: 3/2 is a wetsuit's thickness, 8 after ליש is feet, 6'6 after תיק is the
// board it takes. Words not read stay the free text the search matches as before; a number no
// attribute accepts ("9/9", a 20' leash) stays a word too. Boards' numbers are not read here:
// surfboards/search-measures.ts reads them, as it always has.

import { normalizeText } from '../search/hebrew';
import { parseLength } from '../surfboards/sizes';
import type { TRange } from './fit';
import { attributeOf } from './gear';
import type { TListingKind } from './kinds';
import { BAG_LENGTH, LEASH_LENGTH, WETSUIT_THICKNESSES } from './options';
import {
  COUNT_WORDS,
  FEET_WORDS,
  KIND_PHRASES,
  OPTION_FAMILIES,
  OPTION_WORDS,
  YES_WORDS,
  type TKindPhrase,
} from './query-words';

/** A filter read from the words: options (any of), a range of a number, or "yes". */
export type TGearFilterValue = string[] | TRange | true;

export interface TGearQuery {
  kind: TListingKind | null;
  attributes: Record<string, TGearFilterValue>;
  /** The words that are left, for the text search. */
  text: string;
}

/**
 * How much longer than the board a bag may be: a 6'6" board goes in a 6'6" to 7'0" bag; a
 * longer one leaves it sliding about.
 */
export const BAG_SPARE_FEET = 0.5;

interface Token {
  raw: string;
  norm: string;
  used: boolean;
}

const tokensOf = (search: string): Token[] =>
  search
    .split(/\s+/)
    .filter(Boolean)
    .map((raw) => ({ raw, norm: normalizeText(raw), used: false }));

/** The number of tokens from `i` that spell the phrase (its words normalised), or 0. */
function spells(tokens: Token[], i: number, phrase: string, hebrewPrefix: boolean): number {
  let joined = '';
  for (let n = 1; n <= 4 && i + n <= tokens.length; n++) {
    const token = tokens[i + n - 1]!;
    if (token.used || !token.norm) return 0;
    joined = joined ? `${joined} ${token.norm}` : token.norm;
    if (joined === phrase) return n;
    // "לרכב", "הקשיח": a one-letter prefix before an option's Hebrew word.
    if (hebrewPrefix && n === 1 && /^[הלוב][א-ת]{2}/.test(joined) && joined.slice(1) === phrase) {
      return 1;
    }
    if (!phrase.startsWith(`${joined} `)) return 0;
  }
  return 0;
}

const normalized = new Map<string, string>();
/** A phrase of the tables, normalised once. */
function phraseNorm(phrase: string): string {
  let norm = normalized.get(phrase);
  if (norm === undefined) normalized.set(phrase, (norm = normalizeText(phrase)));
  return norm;
}

/** Finds the phrase, marks its tokens read and says whether it was there. */
function take(tokens: Token[], phrase: string, hebrewPrefix = false): boolean {
  const norm = phraseNorm(phrase);
  for (let i = 0; i < tokens.length; i++) {
    const n = spells(tokens, i, norm, hebrewPrefix);
    if (n > 0) {
      for (let k = i; k < i + n; k++) tokens[k]!.used = true;
      return true;
    }
  }
  return false;
}

/** Every phrase of a table, longest first, so "fcs ii" is read before "fcs". */
function longestFirst<T>(entries: [string, T][]): [string, T][] {
  return entries.sort((a, b) => phraseNorm(b[0]).length - phraseNorm(a[0]).length);
}

const tables = new Map<string, unknown>();
/**
 * A table of phrases as `make` lays it out, made on first use and kept: the tables never change,
 * and laying them out and sorting them on every search cost more than the rest of the reading
 * (0.3 ms of every list, 1 ms of a search, decision 065).
 */
function table<T>(name: string, make: () => T): T {
  let made = tables.get(name) as T | undefined;
  if (made === undefined) tables.set(name, (made = make()));
  return made;
}

function readKind(tokens: Token[]): TKindPhrase | null {
  const phrases = table('kinds', () =>
    longestFirst(KIND_PHRASES.flatMap((p) => p.words.map((w): [string, TKindPhrase] => [w, p]))),
  );
  return phrases.find(([word]) => take(tokens, word))?.[1] ?? null;
}

function addOption(found: TGearQuery['attributes'], key: string, option: string) {
  const current = found[key];
  const list = Array.isArray(current) ? current : [];
  if (!list.includes(option)) found[key] = [...list, option];
}

function readOptions(tokens: Token[], kind: TListingKind, found: TGearQuery['attributes']) {
  const words = table(`options:${kind}`, () =>
    longestFirst(
      Object.entries(OPTION_WORDS[kind] ?? {}).flatMap(([key, options]) =>
        Object.entries(options).flatMap(([option, list]) =>
          list.map((w): [string, [string, string]] => [w, [key, option]]),
        ),
      ),
    ),
  );
  for (const [word, [key, option]] of words) {
    // An attribute filtered by one value takes the first option named, the rest stay words.
    const full = () => attributeOf(kind, key)?.filter === 'one' && found[key] !== undefined;
    while (!full() && take(tokens, word, true)) {
      for (const o of OPTION_FAMILIES[kind]?.[key]?.[option] ?? [option]) addOption(found, key, o);
    }
  }
  const yes = table(`yes:${kind}`, () =>
    longestFirst(
      Object.entries(YES_WORDS[kind] ?? {}).flatMap(([key, list]) =>
        list.map((w): [string, string] => [w, key]),
      ),
    ),
  );
  for (const [word, key] of yes) if (take(tokens, word, true)) found[key] = true;
}

const THICKNESS = /^(\d)\s*[/\\⁄]\s*(\d)(?:mm|מ["״׳']?מ)?$/iu;

/** "4/3", "3/2mm": a wetsuit's thickness, when it is one the makers sell. */
function readThickness(tokens: Token[], found: TGearQuery['attributes']): boolean {
  let read = false;
  for (const token of tokens) {
    const m = token.used ? null : THICKNESS.exec(token.raw);
    const thickness = m ? `${m[1]}/${m[2]}` : '';
    if ((WETSUIT_THICKNESSES as readonly string[]).includes(thickness)) {
      token.used = true;
      addOption(found, 'thickness', thickness);
      read = true;
    }
  }
  return read;
}

const wholeNumber = (raw: string) => (/^\d{1,2}$/.test(raw) ? Number(raw) : NaN);

/** "3 חלקים", "2 boards": a count, when the kind counts that. */
function readCounts(tokens: Token[], kind: TListingKind, found: TGearQuery['attributes']) {
  for (const [key, words] of Object.entries(COUNT_WORDS[kind] ?? {})) {
    const attribute = attributeOf(kind, key);
    if (attribute?.type !== 'number') continue;
    tokens.forEach((token, i) => {
      const next = tokens[i + 1];
      const n = wholeNumber(token.raw);
      if (token.used || !next || next.used || !words.some((w) => phraseNorm(w) === next.norm)) {
        return;
      }
      if (!(n >= attribute.min && n <= attribute.max) || found[key]) return;
      token.used = next.used = true;
      // Pieces are what they are; a bag or rack for 2 boards takes 2 or more.
      found[key] = key === 'boards' ? { min: n, max: attribute.max } : { min: n, max: n };
    });
  }
}

const round4 = (n: number) => Math.round(n * 1e4) / 1e4;

/** The first length in feet within the range: "8", "9ft", "8 ft", "6'6", "6׳6״". */
function readFeet(tokens: Token[], range: TRange): number | null {
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.used || !/^\d/.test(token.raw)) continue;
    const next = tokens[i + 1];
    const unit = next && !next.used && FEET_WORDS.includes(next.norm) ? next : null;
    const feet = parseLength(unit ? `${token.raw} ${unit.raw}` : token.raw);
    if (feet === null || !(feet >= range.min && feet <= range.max)) continue;
    token.used = true;
    if (unit) unit.used = true;
    return round4(feet);
  }
  return null;
}

function readNumbers(tokens: Token[], kind: TListingKind, found: TGearQuery['attributes']) {
  readCounts(tokens, kind, found);
  if (kind === 'wetsuit') readThickness(tokens, found);
  if (kind === 'leash') {
    const feet = readFeet(tokens, LEASH_LENGTH);
    if (feet !== null) found.length = { min: feet, max: feet };
  }
  if (kind === 'bag') {
    const feet = readFeet(tokens, BAG_LENGTH);
    if (feet !== null) {
      found.length = { min: feet, max: Math.min(round4(feet + BAG_SPARE_FEET), BAG_LENGTH.max) };
    }
  }
}

/** Reads a search into a kind, the attribute filters its words name, and the words left. */
export function readGearQuery(search: string): TGearQuery {
  const tokens = tokensOf(search);
  const attributes: TGearQuery['attributes'] = {};
  if (!tokens.length) return { kind: null, attributes, text: '' };
  const phrase = readKind(tokens);
  let kind = phrase?.kind ?? null;
  if (phrase?.implies) addOption(attributes, phrase.implies.key, phrase.implies.option);
  // No kind named, but a wetsuit's thickness is: "3/2 chest zip" is a wetsuit.
  if (!kind && readThickness(tokens, attributes)) kind = 'wetsuit';
  if (kind && kind !== 'board') {
    readOptions(tokens, kind, attributes);
    readNumbers(tokens, kind, attributes);
  }
  const text = tokens
    .filter((t) => !t.used)
    .map((t) => t.raw)
    .join(' ');
  return { kind, attributes, text };
}
