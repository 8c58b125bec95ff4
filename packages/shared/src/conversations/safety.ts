// What in a message looks like the start of a scam (issue 43, item 6), without zod: the API
// stores the findings on the message (a moderation signal on its sender) and the thread shows
// its recipient the safe-deal card beside it. The patterns follow the Israeli Police's and the
// Consumer Protection Authority's warnings about second-hand sales (payment apps and a deposit
// before seeing the item, a bank transfer to a stranger, a copy of an ID card, moving the talk
// to another app), in Hebrew as people type it (with ב/ל/ו/ה/ש/מ/כ before a word) and English.

export const MESSAGE_RISKS = [
  /** Bit, PayBox, PayPal, a bank or wire transfer, Western Union, MoneyGram, crypto. */
  'payment',
  /** A deposit or payment in advance, before the board is seen. */
  'deposit',
  /** An IBAN or an account number. */
  'bank_details',
  /** "Send me your ID": an ID card, its number, a passport. */
  'identity',
  /** Moving the deal to WhatsApp or Telegram, out of Galim's sight. */
  'off_platform',
] as const;
export type TMessageRisk = (typeof MESSAGE_RISKS)[number];

/** A Hebrew word with up to two one-letter prefixes, not inside a longer word. */
const he = (words: string, prefixes = 'בלוהשמכ') =>
  `(?<![\\p{L}\\p{N}])[${prefixes}]{0,2}(?:${words})(?![\\p{L}\\p{N}])`;
/** English words, not inside a longer word. */
const en = (words: string) => `(?<![\\p{L}\\p{N}])(?:${words})(?![\\p{L}\\p{N}])`;

const PATTERNS: Record<TMessageRisk, RegExp> = {
  payment: new RegExp(
    [
      // "ביט" only after ב/ל/ו: "מביט" (looks) and "הביט" (looked) are other words.
      he('ביט', 'בלו'),
      he(
        'פייבוקס|פיי בוקס|פייפאל|פייפל|העברה בנקאית|העברה לחשבון|העברת כסף|ווסטרן יוניון|וסטרן יוניון|מאני ?גרם|ביטקוין|קריפטו',
      ),
      en(
        '(?:via|by|on|through|with|in|using|pay(?:ing)?(?: with| by| via| on)?) bit|bit (?:app|payment|transfer)|pay ?box|paypal|bank transfer|wire(?: transfer| the money)?|transfer the money|western union|money ?gram|bitcoin|crypto|usdt',
      ),
    ].join('|'),
    'iu',
  ),
  deposit: new RegExp(
    [
      he('מקדמה|מקדמות|תשלום מראש|לשלם מראש|תשלם מראש|תשלמו מראש|דמי רצינות'),
      en('deposits?|down ?payment|pay(?:ment)? (?:up ?front|in advance)|advance payment|upfront'),
    ].join('|'),
    'iu',
  ),
  bank_details: new RegExp(
    [
      he('מספר חשבון|מס\\x27 חשבון|מס חשבון|איבן'),
      en('iban|account number|routing number|swift'),
      // An Israeli IBAN: IL, two check digits, 19 digits (spaces or hyphens between groups).
      '(?<![\\p{L}\\p{N}])IL\\d{2}(?:[ -]?\\d){19}(?!\\p{N})',
    ].join('|'),
    'iu',
  ),
  identity: new RegExp(
    [
      he('תעודת זהות|תעודת הזהות|ת"ז|ת״ז|ת\\.ז|תז|צילום תעודה|מספר זהות|דרכון'),
      en(
        '(?:your|ur|an?) id|id (?:card|number|photo|copy)|identity card|passport|driver\\x27?s licen[cs]e',
      ),
    ].join('|'),
    'iu',
  ),
  off_platform: new RegExp(
    [
      he('וואטסאפ|ווטסאפ|וטסאפ|ווצאפ|וואצאפ|טלגרם|וואטס אפ'),
      en('whats ?app|wa\\.me|telegram|t\\.me'),
    ].join('|'),
    'iu',
  ),
};

/** The risks a message's text shows, in MESSAGE_RISKS' order; none for an ordinary message. */
export function messageRisks(text: string): TMessageRisk[] {
  return MESSAGE_RISKS.filter((risk) => PATTERNS[risk].test(text));
}

/** A web address in a message: http(s)://… or www.… up to the next space. */
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"]+/giu;

/** The message's text cut into plain pieces and links (each with the domain it goes to). */
export function linkPieces(
  text: string,
): ({ text: string } | { link: string; href: string; domain: string })[] {
  const pieces: ({ text: string } | { link: string; href: string; domain: string })[] = [];
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    // A sentence's last full stop, comma or bracket is not part of the address.
    const link = match[0].replace(/[.,;:!?)\]}'"׳״]+$/u, '');
    const start = match.index;
    const href = link.startsWith('www.') ? `https://${link}` : link;
    let domain: string;
    try {
      domain = new URL(href).hostname.replace(/^www\./, '');
    } catch {
      continue;
    }
    if (start > at) pieces.push({ text: text.slice(at, start) });
    pieces.push({ link, href, domain });
    at = start + link.length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at) });
  return pieces;
}
