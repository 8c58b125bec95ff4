// Input normalisation rules, used by forms and enforced again by the API.

/** Removes spaces and hyphens; a leading 0 becomes the Israeli prefix +972. */
export function normalizePhone(input: string): string {
  const compact = input.replace(/[\s-]+/g, '');
  return compact.startsWith('0') ? `+972${compact.slice(1)}` : compact;
}

/** Lowercase; anything outside a-z, 0-9 and '-' becomes '-'; repeats collapse; ends trimmed. */
export function normalizeSlug(input: string): string {
  return input
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A WhatsApp chat link: wa.me wants the number in international form, digits only
 * (050-123 4567 -> 972501234567), and an optional prefilled message.
 */
export function whatsappUrl(phone: string, message?: string): string {
  const digits = normalizePhone(phone).replace(/\D/g, '');
  return `https://wa.me/${digits}${message ? `?text=${encodeURIComponent(message)}` : ''}`;
}

// Hebrew letters in Latin, as Israelis write names in English. Hebrew has no written vowels:
// ו and י inside a word read as o and i, א/ע are silent inside a word, a final ה is "a".
const HEBREW_LATIN: Record<string, string> = {
  ב: 'v',
  ג: 'g',
  ד: 'd',
  ז: 'z',
  ח: 'h',
  ט: 't',
  כ: 'kh',
  ך: 'kh',
  ל: 'l',
  מ: 'm',
  ם: 'm',
  נ: 'n',
  ן: 'n',
  ס: 's',
  פ: 'f',
  ף: 'f',
  צ: 'ts',
  ץ: 'ts',
  ק: 'k',
  ר: 'r',
  ש: 'sh',
  ת: 't',
  ה: 'h',
  א: '',
  ע: '',
  ו: 'o',
  י: 'i',
};
const WORD_START: Record<string, string> = {
  ב: 'b',
  כ: 'k',
  פ: 'p',
  ו: 'v',
  י: 'y',
  א: 'a',
  ע: 'a',
};

function transliterateWord(word: string): string {
  const letters = [...word.replace(/[\u0591-\u05C7'"׳״]/g, '')];
  return letters
    .map((letter, i) => {
      const next = letters[i + 1];
      if (i === 0) {
        // A silent first letter before a vowel letter: עומר -> omer-like "omr", not "aomr".
        if ((letter === 'א' || letter === 'ע') && (next === 'ו' || next === 'י')) return '';
        if (letter in WORD_START) return WORD_START[letter];
      }
      // A doubled וו / יי is the consonant, written once.
      if ((letter === 'ו' || letter === 'י') && next === letter) return '';
      if (letter === 'ו' && letters[i - 1] === 'ו') return 'v';
      if (letter === 'י' && letters[i - 1] === 'י') return 'y';
      if (letter === 'ה' && i === letters.length - 1 && i > 0) return 'a';
      return HEBREW_LATIN[letter] ?? letter;
    })
    .join('');
}

/** A name in Latin letters (Hebrew transliterated) as a slug: "יוני כהן" -> "yoni-khn". */
export function slugFromName(name: string): string {
  return normalizeSlug(name.split(/\s+/).map(transliterateWord).join(' '));
}
