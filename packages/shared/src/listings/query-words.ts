// The words a gear search is read by (read-query.ts): each kind's names and each option's, in
// Hebrew, English, transliteration and the usual misspellings, as people type them. Matched
// after the search's own normalisation (search/hebrew.ts: no quotes, final letters, case), so
// "פונצ׳ו" and "פונצו" are one word. Longer phrases win ("fcs ii" before "fcs").

import type { TListingKind } from './kinds';

/** A phrase that names a kind, and what it says besides ("גרב": a bag that is a sock). */
export interface TKindPhrase {
  kind: TListingKind;
  words: readonly string[];
  implies?: { key: string; option: string };
}

const other = (option: string, words: string[]): TKindPhrase => ({
  kind: 'other',
  words,
  implies: { key: 'what', option },
});

export const KIND_PHRASES: readonly TKindPhrase[] = [
  { kind: 'board', words: ['גלשן', 'גלשנים', 'surfboard', 'surfboards', 'סרפבורד'] },
  {
    kind: 'wetsuit',
    words: [
      'חליפה',
      'חליפת',
      'חליפות',
      'חליפת גלישה',
      'wetsuit',
      'wetsuits',
      'wet suit',
      'ווטסוט',
      'וטסוט',
      'ווטסוייט',
      'ווטסויט',
      'wettsuit',
      'wetsiut',
      'neoprene',
      'ניאופרן',
    ],
  },
  {
    kind: 'fins',
    words: ['סנפירים', 'סנפיר', 'סט סנפירים', 'פינים', 'פינס', 'fins', 'fin set', 'finset'],
  },
  {
    kind: 'leash',
    words: ['ליש', 'לישים', 'לייש', 'leash', 'leashes', 'leach', 'lesh', 'רצועה', 'רצועת רגל'],
  },
  {
    kind: 'bag',
    words: [
      'תיק לגלשן',
      'תיק גלשן',
      'תיקים לגלשנים',
      'תיק',
      'תיקים',
      'boardbag',
      'board bag',
      'boardbags',
      'bag',
      'בורדבג',
      'בורד בג',
      'קאבר',
      'cover',
      'board cover',
    ],
  },
  {
    kind: 'bag',
    words: ['גרב', 'גרב לגלשן', 'sock', 'board sock'],
    implies: { key: 'type', option: 'sock' },
  },
  {
    kind: 'bag',
    words: ['תיק טיסה', 'travel bag', 'coffin bag'],
    implies: { key: 'type', option: 'travel' },
  },
  {
    kind: 'traction',
    words: [
      'גריפ',
      'גריפים',
      'פד',
      'פדים',
      'traction',
      'traction pad',
      'tail pad',
      'deck grip',
      'טרקשן',
    ],
  },
  {
    kind: 'rack',
    words: ['גגון', 'גגונים', 'rack', 'racks', 'roof rack', 'מתלה', 'מתלה לגלשן', 'מתקן לגלשנים'],
  },
  other('booties', ['נעלי גלישה', 'נעלי ניאופרן', 'booties', 'בוטיז']),
  other('gloves', ['כפפות', 'כפפות ניאופרן', 'gloves']),
  other('rashguard', ['לייקרה', 'ליקרה', 'rashguard', 'rash guard', 'lycra']),
  other('poncho', ['פונצו', 'poncho', 'changing robe']),
  other('wax', ['ווקס', 'וקס', 'wax', 'surf wax']),
  other('helmet', ['קסדה', 'helmet']),
  other('earplugs', ['אטמי אוזניים', 'earplugs', 'ear plugs']),
  other('surfskate', ['סרפסקייט', 'surfskate', 'surf skate']),
  other('bodyboard', ['בודיבורד', 'bodyboard', 'boogie board']),
];

/** Option words by kind and attribute: option value -> the words that name it. */
export type TOptionWords = Partial<Record<TListingKind, Record<string, Record<string, string[]>>>>;

const letters = (sizes: string[]) => Object.fromEntries(sizes.map((s) => [s, [s.toLowerCase()]]));

export const OPTION_WORDS: TOptionWords = {
  wetsuit: {
    size: {
      ...letters(['XS', 'ST', 'MS', 'MT', 'LS', 'LT', 'XL', 'XLT', 'XXL']),
      S: ['s', 'סמול', 'small'],
      M: ['m', 'מדיום', 'medium'],
      L: ['l', 'לארג', 'large'],
    },
    style: {
      full: ['full', 'fullsuit', 'full suit', 'steamer', 'מלאה', 'ארוכה'],
      spring: ['spring', 'springsuit', 'spring suit', 'ספרינג'],
      shorty: ['shorty', 'שורטי', 'קצרה'],
      'long-john': ['long john', 'longjohn', 'לונג גון'],
      top: ['top', 'jacket', 'עליונית', 'גקט'],
    },
    cut: {
      men: ['men', 'mens', 'גברים', 'גבר', 'לגבר'],
      women: ['women', 'womens', 'ladies', 'נשים', 'אישה', 'לאישה', 'נשית'],
      children: ['kids', 'kid', 'junior', 'youth', 'ילדים', 'ילד', 'לילד', 'נוער'],
    },
    entry: {
      'chest-zip': ['chest zip', 'chestzip', 'רוכסן בחזה', 'רוכסן קדמי'],
      'back-zip': ['back zip', 'backzip', 'רוכסן בגב', 'רוכסן אחורי'],
      zipless: ['zipless', 'zip free', 'בלי רוכסן'],
    },
    features: { hood: ['hood', 'hooded', 'ברדס', 'עם ברדס'] },
  },
  fins: {
    system: {
      fcs: ['fcs', 'אף סי אס'],
      fcs2: ['fcs2', 'fcs ii', 'fcs 2', 'fcsii'],
      futures: ['futures', 'future', 'פיוצרס', 'פיוצרז'],
      'single-box': ['single box', 'box'],
      'glass-on': ['glass on', 'glasson'],
    },
    set: {
      single: ['single', 'single fin', 'סינגל'],
      twin: ['twin', 'twin fin', 'טווין'],
      thruster: ['thruster', 'tri', 'טרסטר', 'טרי'],
      quad: ['quad', 'קוואד', 'קווד'],
      'two-plus-one': ['2 1'],
      five: ['five', '5 fin', 'חמישה'],
    },
    size: letters(['XS', 'S', 'M', 'L', 'XL']),
  },
  leash: {
    thickness: {
      comp: ['comp', 'competition', 'קומפ', 'תחרות'],
      regular: ['regular', 'רגיל'],
      'big-wave': ['big wave', 'bigwave', 'גלים גדולים'],
    },
    attachment: { calf: ['calf', 'knee', 'שוק', 'ברך'], ankle: ['ankle', 'קרסול'] },
  },
  bag: {
    type: {
      day: ['day', 'day bag', 'יומי'],
      travel: ['travel', 'coffin', 'טיסה', 'נסיעות'],
      sock: ['sock', 'גרב'],
    },
  },
  rack: {
    type: { soft: ['soft', 'רך', 'רכה', 'רצועות'], hard: ['hard', 'קשיח'] },
    mount: {
      car: ['car', 'roof', 'רכב', 'לרכב', 'גג'],
      wall: ['wall', 'קיר', 'לקיר'],
      stand: ['stand', 'מעמד'],
    },
  },
};

/** Yes/no attributes a word turns on: "תיק עם גלגלים". */
export const YES_WORDS: Partial<Record<TListingKind, Record<string, string[]>>> = {
  bag: { wheels: ['wheels', 'wheeled', 'גלגלים', 'עם גלגלים'] },
  traction: { kicker: ['kicker', 'kick', 'קיקר'], archBar: ['arch bar', 'arch'] },
  rack: { lockable: ['lock', 'lockable', 'מנעול', 'עם מנעול'] },
};

/** Words after a number that make it a count: "3 חלקים", "2 boards". */
export const COUNT_WORDS: Partial<Record<TListingKind, Record<string, string[]>>> = {
  traction: { pieces: ['piece', 'pieces', 'pc', 'חלקים', 'חלקי', 'חלק'] },
  bag: { boards: ['boards', 'board', 'גלשנים'] },
  rack: { boards: ['boards', 'board', 'גלשנים'] },
};

/** Words after a number that mark it as feet: "8 ft", "7 פיט". */
export const FEET_WORDS = ['ft', 'feet', 'foot', 'פיט', 'פוט', 'רגל'];

/**
 * An option that people name for its whole family: "FCS" fins are FCS and FCS II alike (the
 * maker's two systems); a search for one finds both.
 */
export const OPTION_FAMILIES: Partial<
  Record<TListingKind, Record<string, Record<string, readonly string[]>>>
> = {
  fins: { system: { fcs: ['fcs', 'fcs2'] } },
};
