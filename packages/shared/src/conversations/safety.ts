// What in a message looks like the start of a scam (issue 43, item 6), without zod: the API
// stores the findings on the message (a moderation signal on its sender) and the thread shows
// its recipient the safe-deal card beside it. The patterns follow the Israeli Police's and the
// Consumer Protection Authority's warnings about second-hand sales (payment apps and a deposit
// before seeing the item, a bank transfer to a stranger, a copy of an ID card, moving the talk
// to another app), in Hebrew as people type it (with ב/ל/ו/ה/ש/מ/כ before a word) and English.

export const MESSAGE_RISKS = [
  /** Bit, PayBox, PayPal, a bank or wire transfer, Western Union, MoneyGram, crypto. */
  'payment',
  /** A link whose host names Bit, PayBox or PayPal but is not theirs (bit-payments-secure.xyz). */
  'payment_link',
  /** A deposit or payment in advance, before the board is seen. */
  'deposit',
  /** An IBAN, an account number, a bank with its branch and account. */
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

/** Israel's banks as people write them, after "בנק" or before "סניף". */
const BANKS_HE =
  'לאומי|הפועלים|פועלים|דיסקונט|מזרחי|מזרחי טפחות|טפחות|הבינלאומי|בינלאומי|איגוד|מרכנתיל|ירושלים|יהב|מסד|אוצר החייל|פאגי|וואן זירו';
const BANKS_EN =
  'leumi|hapoalim|poalim|discount|mizrahi|tefahot|first international|fibi|mercantile|jerusalem|yahav|massad|otsar|one zero';
/** The word for an account (חשבון, ח-ן, ח"ן) or a branch. */
const ACCOUNT_HE = '(?:חשבון|ח-ן|ח"ן|ח״ן)';
/** An account number: five digits or more, maybe in groups. */
const ACCOUNT_NUMBER = '\\d(?:[ -]?\\d){4,}(?!\\p{N})';

type TCheck = RegExp | ((text: string) => boolean);

const PATTERNS: Record<TMessageRisk, TCheck> = {
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
  payment_link: (text) => hostsIn(text).some(looksLikePaymentBrand),
  bank_details: new RegExp(
    [
      he('מספר חשבון|מס\\x27 חשבון|מס חשבון|איבן'),
      en('iban|account number|routing number|swift|sort code'),
      // "חשבון 123456", "ח-ן: 12-345678", "חשבון מס' 123456": the word, then the number.
      `(?<![\\p{L}\\p{N}])[בלוהשמכ]{0,2}${ACCOUNT_HE}(?:\\s*(?:בנק|מספר|מס['׳.]?|שלי|:|#|-))*\\s*${ACCOUNT_NUMBER}`,
      // "בנק לאומי סניף 800", "לאומי סניף 800", "סניף 800 חשבון …": a bank with its branch.
      `(?<![\\p{L}\\p{N}])[בלו]?בנק\\s*(?:${BANKS_HE})[^\\n]{0,40}?(?:סניף|${ACCOUNT_HE})`,
      `(?<![\\p{L}\\p{N}])[בלו]?(?:${BANKS_HE})\\s*,?\\s*סניף\\s*(?:מספר|מס['׳.]?)?\\s*:?\\s*\\d`,
      `(?<![\\p{L}\\p{N}])[בלו]?סניף\\s*(?:מספר|מס['׳.]?)?\\s*:?\\s*\\d{1,4}[^\\n]{0,30}?${ACCOUNT_HE}`,
      `(?<![\\p{L}\\p{N}])(?:account|acct)\\.?\\s*(?:no\\.?|num(?:ber)?|#|:)?\\s*:?\\s*${ACCOUNT_NUMBER}`,
      `(?<![\\p{L}\\p{N}])bank\\s+(?:${BANKS_EN})[^\\n]{0,40}?(?:branch|account|acct)`,
      `(?<![\\p{L}\\p{N}])branch\\s*(?:no\\.?|number|#)?\\s*:?\\s*\\d{1,4}[^\\n]{0,30}?(?:account|acct)`,
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

/** A host name in a message, with or without http(s)://, as in "bit-payments-secure.xyz/pay". */
const HOST =
  /(?<![\p{L}\p{N}._-])(?:https?:\/\/)?((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63})(?![\p{L}\p{N}-])/giu;

function hostsIn(text: string): string[] {
  return [...text.matchAll(HOST)].map((m) => m[1]!.toLowerCase().replace(/^www\./, ''));
}

/**
 * The payment brands people are sent fake pages of, each with the domains that are really its
 * own, and how its name shows in a host's words (the host cut at dots and hyphens).
 */
const PAYMENT_BRANDS: { real: string[]; inHost: (words: string[], host: string) => boolean }[] = [
  {
    // Bit (Bank Hapoalim's app). "bit" alone is a common word piece (orbit, habit): only a word
    // of its own, or one that goes on with pay/payment/secure/app. bit.ly is a link shortener.
    real: ['bitpay.co.il', 'bit.ly'],
    inHost: (words) =>
      words.some((w) => w === 'bit' || /^bit(?:pay|payment|secure|app|transfer|il)/.test(w)),
  },
  { real: ['payboxapp.com', 'paybox.co.il'], inHost: (_, host) => host.includes('paybox') },
  {
    real: ['paypal.com', 'paypal.me', 'paypal.co.il', 'paypalobjects.com'],
    inHost: (_, host) => /pay-?pa[l1]/.test(host),
  },
];

/** A host that names a payment brand but is not one of the brand's own domains. */
function looksLikePaymentBrand(host: string): boolean {
  const words = host.split(/[.-]/);
  return PAYMENT_BRANDS.some(
    ({ real, inHost }) =>
      inHost(words, host) && !real.some((own) => host === own || host.endsWith(`.${own}`)),
  );
}

/** The risks a message's text shows, in MESSAGE_RISKS' order; none for an ordinary message. */
export function messageRisks(text: string): TMessageRisk[] {
  return MESSAGE_RISKS.filter((risk) => {
    const check = PATTERNS[risk];
    return typeof check === 'function' ? check(text) : check.test(text);
  });
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
