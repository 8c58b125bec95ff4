// A fixed set of gear and the queries people type for it (issue 53), with what each should find:
// Hebrew, English, transliteration, numbers read by the kind (3/2 a thickness, 8 after ליש feet,
// 6'6 after תיק the board a bag takes). Used by modules/listings/gear-relevance.test.ts.

import type { TAttributeValue } from '@galim/shared/listings/attributes';
import type { TListingKind } from '@galim/shared/listings/kinds';

export interface FixtureGear {
  key: string;
  kind: TListingKind;
  brand: string;
  attributes: Record<string, TAttributeValue>;
  description?: string;
}

export const FIXTURE_GEAR: FixtureGear[] = [
  {
    key: 'w1',
    kind: 'wetsuit',
    brand: "O'Neill",
    attributes: { size: 'M', thickness: '4/3', style: 'full', cut: 'men', entry: 'chest-zip' },
    description: 'חליפה חמה לחורף, כמעט חדשה',
  },
  {
    key: 'w2',
    kind: 'wetsuit',
    brand: 'Rip Curl',
    attributes: { size: 'L', thickness: '3/2', style: 'full', cut: 'men', entry: 'back-zip' },
    description: 'Flashbomb, used one season',
  },
  {
    key: 'w3',
    kind: 'wetsuit',
    brand: 'Billabong',
    attributes: { size: 'S', thickness: '3/2', style: 'full', cut: 'women', entry: 'chest-zip' },
    description: 'חליפת נשים מעולה לאביב',
  },
  {
    key: 'w4',
    kind: 'wetsuit',
    brand: 'Xcel',
    attributes: { size: 'M', thickness: '5/4', style: 'full', cut: 'men', features: ['hood'] },
    description: 'עם כובע, לימים הכי קרים',
  },
  {
    key: 'w5',
    kind: 'wetsuit',
    brand: 'Quiksilver',
    attributes: { size: 'M', thickness: '2/2', style: 'shorty', cut: 'men' },
    description: 'שורטי לקיץ',
  },
  {
    key: 'f1',
    kind: 'fins',
    brand: 'FCS',
    attributes: { system: 'fcs2', set: 'thruster', size: 'M', material: 'fibreglass' },
    description: 'Performer, סט שלם',
  },
  {
    key: 'f2',
    kind: 'fins',
    brand: 'Futures',
    attributes: { system: 'futures', set: 'quad', size: 'L' },
    description: 'סט קווד לפיש',
  },
  {
    key: 'f3',
    kind: 'fins',
    brand: 'Captain Fin',
    attributes: { system: 'single-box', set: 'single', size: 'L' },
    description: 'סנפיר יחיד 9 אינץ׳ ללונגבורד',
  },
  {
    key: 'l1',
    kind: 'leash',
    brand: 'Creatures of Leisure',
    attributes: { length: 8, thickness: 'regular', attachment: 'calf' },
    description: 'ליש ללונגבורד',
  },
  {
    key: 'l2',
    kind: 'leash',
    brand: 'FCS',
    attributes: { length: 6, thickness: 'comp', attachment: 'ankle' },
    description: 'Comp leash for shortboards',
  },
  {
    key: 'g1',
    kind: 'bag',
    brand: 'Dakine',
    attributes: { type: 'day', length: 6.5, boards: 1 },
    description: 'תיק יום מרופד',
  },
  {
    key: 'g2',
    kind: 'bag',
    brand: 'Creatures of Leisure',
    attributes: { type: 'travel', length: 9.5, boards: 2 },
    description: 'תיק טיסה לשני גלשנים',
  },
  {
    key: 'g3',
    kind: 'bag',
    brand: 'Dakine',
    attributes: { type: 'sock', length: 6 },
    description: 'גרב לגלשן קצר',
  },
  {
    key: 't1',
    kind: 'traction',
    brand: 'Creatures of Leisure',
    attributes: { pieces: 3 },
    description: 'גריפ שחור, לא הודבק',
  },
  {
    key: 'r1',
    kind: 'rack',
    brand: 'Dakine',
    attributes: { type: 'soft', mount: 'car', boards: 2 },
    description: 'גגון רך לרכב',
  },
  {
    key: 'o1',
    kind: 'other',
    brand: "O'Neill",
    attributes: { what: 'booties', size: '42' },
    description: 'נעלי גלישה 5 מ״מ',
  },
  {
    key: 'o2',
    kind: 'other',
    brand: 'Quiksilver',
    attributes: { what: 'poncho' },
    description: 'פונצ׳ו מגבת להחלפה בחוף',
  },
];

/** Query, and the keys it should find (any order; the first is the best match). */
export const GEAR_QUERIES: [string, string[]][] = [
  ['חליפה 4/3 M', ['w1']],
  ['חליפה 4/3', ['w1']],
  ['wetsuit 3/2', ['w2', 'w3']],
  ['wetsuit 4/3', ['w1']],
  ['חליפה 3/2', ['w2', 'w3']],
  ['חליפות', ['w1', 'w2', 'w3', 'w4', 'w5']],
  ['ווטסוט', ['w1', 'w2', 'w3', 'w4', 'w5']],
  ['חליפה 5/4', ['w4']],
  ['חליפה שורטי', ['w5']],
  ['shorty', ['w5']],
  ['חליפת נשים', ['w3']],
  ["o'neill wetsuit", ['w1']],
  ['rip curl', ['w2']],
  ['xcel', ['w4']],
  ['סנפירים FCS', ['f1']],
  ['סנפירים', ['f1', 'f2', 'f3']],
  ['fins futures', ['f2']],
  ['fins quad', ['f2']],
  ['סנפירים קווד', ['f2']],
  ['fcs2', ['f1']],
  ['ליש 8', ['l1']],
  ['leash 6', ['l2']],
  ['ליש', ['l1', 'l2']],
  ['leash', ['l1', 'l2']],
  ["תיק לגלשן 6'6", ['g1']],
  ['תיק טיסה', ['g2']],
  ['travel bag', ['g2']],
  ['גרב לגלשן', ['g3']],
  ['board bag', ['g1', 'g2', 'g3']],
  ['גריפ', ['t1']],
  ['traction pad', ['t1']],
  ['גגון', ['r1']],
  ['roof rack', ['r1']],
  ['נעלי גלישה', ['o1']],
  ['booties', ['o1']],
  ['פונצו', ['o2']],
  ['dakine', ['g1', 'g3', 'r1']],
];
