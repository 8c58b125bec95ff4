// A phonetic key shared by Hebrew and Latin spellings of the same word, so a brand written in
// Hebrew letters finds its Latin name and back ("פיירוויר" and "Firewire" are both "prbr").
// Vowels are dropped (Hebrew rarely writes them), consonants fall into classes that both
// scripts can spell: b/v/w/ב, p/f/פ, k/c/q/כ/ק/ח, s/z/sh/ch/j/ס/ש/ז/צ, t/th/ט/ת, ...

import { baseLetters } from './hebrew';

const HEBREW: Record<string, string> = {
  ב: 'b',
  ג: 'g',
  ד: 'd',
  ז: 's',
  ח: 'k',
  ט: 't',
  כ: 'k',
  ל: 'l',
  מ: 'm',
  נ: 'n',
  ס: 's',
  פ: 'p',
  צ: 's',
  ק: 'k',
  ר: 'r',
  ש: 's',
  ת: 't',
};
/** Letters that carry vowels (or nothing) in loanwords. */
const HEBREW_SILENT = new Set(['א', 'ה', 'ע', 'י']);

const LATIN_CLUSTERS: [string, string][] = [
  ['tch', 's'],
  ['sch', 's'],
  ['sh', 's'],
  ['ch', 's'],
  ['ph', 'p'],
  ['th', 't'],
  ['ck', 'k'],
  ['qu', 'k'],
  ['kh', 'k'],
  ['gh', 'g'],
  ['tz', 's'],
  ['ts', 's'],
];
const LATIN: Record<string, string> = {
  b: 'b',
  d: 'd',
  f: 'p',
  g: 'g',
  j: 's',
  k: 'k',
  l: 'l',
  m: 'm',
  n: 'n',
  p: 'p',
  q: 'k',
  r: 'r',
  s: 's',
  t: 't',
  v: 'b',
  w: 'b',
  x: 'ks',
  z: 's',
};

/**
 * The phonetic key of one word (any script, quotes allowed: "צ'אנל"); '' when the word has
 * digits or no consonant. Only the letters b d g k l m n p r s t, never two equal in a row.
 */
export function phoneticKey(rawWord: string): string {
  const w = baseLetters(
    rawWord
      .normalize('NFKD')
      .replace(/[\u0591-\u05C7\u0300-\u036f]/g, '')
      .toLowerCase(),
  ).replace(/[׳״‘’`´"]/g, "'");
  if (/[0-9]/.test(w)) return '';
  let out = '';
  for (let i = 0; i < w.length; i++) {
    const c = w[i]!;
    const next = w[i + 1];
    let sound = '';
    if (c >= 'a' && c <= 'z') {
      const cluster = LATIN_CLUSTERS.find(([from]) => w.startsWith(from, i));
      if (cluster) {
        sound = cluster[1];
        i += cluster[0].length - 1;
      } else if (c === 'c') {
        sound = next === 'e' || next === 'i' || next === 'y' ? 's' : 'k';
      } else {
        sound = LATIN[c] ?? '';
      }
    } else if (c === 'ו') {
      // Doubled, or before a vowel letter, ו is the consonant v/w; otherwise it is o/u.
      if (next === 'ו') {
        sound = 'b';
        i += 1;
      } else if (next !== undefined && HEBREW_SILENT.has(next)) {
        sound = 'b';
      }
    } else if (HEBREW[c]) {
      // ג׳ is j, ז׳ is zh, צ׳ is ch: all three are 's' here; ת׳ is th.
      sound = c === 'ג' && next === "'" ? 's' : HEBREW[c];
    } else if (HEBREW_SILENT.has(c) || c === "'") {
      sound = '';
    }
    for (const ch of sound) if (out[out.length - 1] !== ch) out += ch;
  }
  return out;
}
