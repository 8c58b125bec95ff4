import { describe, expect, it } from 'vitest';
import { attributeOf } from './gear';
import { LISTING_KINDS, type TListingKind } from './kinds';
import { COUNT_WORDS, OPTION_WORDS, YES_WORDS } from './query-words';
import { readGearQuery, type TGearQuery } from './read-query';

const ft = (feet: number, inches = 0) => Math.round((feet + inches / 12) * 1e4) / 1e4;

// [search, kind, attribute filters, words left]
const cases: [string, TListingKind | null, TGearQuery['attributes'], string][] = [
  // The issue's own examples.
  ['חליפה 4/3 M', 'wetsuit', { thickness: ['4/3'], size: ['M'] }, ''],
  ['wetsuit 3/2', 'wetsuit', { thickness: ['3/2'] }, ''],
  // "FCS" is the maker's family: FCS and FCS II alike (OPTION_FAMILIES).
  ['סנפירים FCS', 'fins', { system: ['fcs', 'fcs2'] }, ''],
  ['סנפירים FCS II', 'fins', { system: ['fcs2'] }, ''],
  ['ליש 8', 'leash', { length: { min: 8, max: 8 } }, ''],
  ["תיק לגלשן 6'6", 'bag', { length: { min: 6.5, max: 7 } }, ''],
  // Wetsuits: transliterations, misspellings, sizes, cuts, styles.
  ['ווטסוט 3/2 S', 'wetsuit', { thickness: ['3/2'], size: ['S'] }, ''],
  [
    'Wetsuit 4/3mm MT chest zip',
    'wetsuit',
    { thickness: ['4/3'], size: ['MT'], entry: ['chest-zip'] },
    '',
  ],
  ['חליפת גלישה שורטי נשים', 'wetsuit', { style: ['shorty'], cut: ['women'] }, ''],
  ['חליפה ילדים 3/2', 'wetsuit', { cut: ['children'], thickness: ['3/2'] }, ''],
  ['חליפה 5/4 עם ברדס', 'wetsuit', { thickness: ['5/4'], features: ['hood'] }, ''],
  ['wet suit spring mens', 'wetsuit', { style: ['spring'], cut: ['men'] }, ''],
  ['חליפה מדיום', 'wetsuit', { size: ['M'] }, ''],
  ["O'Neill חליפה 4/3", 'wetsuit', { thickness: ['4/3'] }, "O'Neill"],
  // "9/9" is no thickness: it stays a word.
  ['חליפה 9/9', 'wetsuit', {}, '9/9'],
  // No kind named, but 3/2 is a wetsuit's.
  ['3/2 back zip', 'wetsuit', { thickness: ['3/2'], entry: ['back-zip'] }, ''],
  // Fins.
  ['פינים futures thruster', 'fins', { system: ['futures'], set: ['thruster'] }, ''],
  ['fins fcs ii quad M', 'fins', { system: ['fcs2'], set: ['quad'], size: ['M'] }, ''],
  ['סנפירים פיוצרס טווין', 'fins', { system: ['futures'], set: ['twin'] }, ''],
  ['fin set 2+1 glass on', 'fins', { set: ['two-plus-one'], system: ['glass-on'] }, ''],
  // Leashes: feet with or without their mark, and a length no leash has.
  ['leash 9ft', 'leash', { length: { min: 9, max: 9 } }, ''],
  ['ליש 6 פיט קומפ', 'leash', { length: { min: 6, max: 6 }, thickness: ['comp'] }, ''],
  ["ליש 9' לשוק", 'leash', { length: { min: 9, max: 9 }, attachment: ['calf'] }, ''],
  ['leash 6\'6"', 'leash', { length: { min: 6.5, max: 6.5 } }, ''],
  ['ליש 20', 'leash', {}, '20'],
  // Bags: the board's length, and the kind of bag.
  ["boardbag 7'", 'bag', { length: { min: 7, max: 7.5 } }, ''],
  [
    "board bag 6'2 travel",
    'bag',
    { length: { min: ft(6, 2), max: ft(6, 8) }, type: ['travel'] },
    '',
  ],
  [
    'תיק טיסה 2 גלשנים עם גלגלים',
    'bag',
    { type: ['travel'], boards: { min: 2, max: 6 }, wheels: true },
    '',
  ],
  ['גרב לגלשן 5.8', 'bag', { type: ['sock'], length: { min: ft(5, 8), max: ft(6, 2) } }, ''],
  // Pads, racks, the rest.
  ['גריפ 3 חלקים קיקר', 'traction', { pieces: { min: 3, max: 3 }, kicker: true }, ''],
  ['traction pad 2 pieces', 'traction', { pieces: { min: 2, max: 2 } }, ''],
  ['גגון רך לרכב', 'rack', { type: ['soft'], mount: ['car'] }, ''],
  ['wall rack 4 boards', 'rack', { mount: ['wall'], boards: { min: 4, max: 8 } }, ''],
  ['ווקס לחורף', 'other', { what: ['wax'] }, 'לחורף'],
  ['נעלי גלישה 5 מ"מ', 'other', { what: ['booties'] }, '5 מ"מ'],
  ['פונצ׳ו', 'other', { what: ['poncho'] }, ''],
  // Boards: named, their numbers left for the board search; board words are not gear.
  ["גלשן 6'2", 'board', {}, "6'2"],
  ["twin fin 5'8", null, {}, "twin fin 5'8"],
  ['quad 32L', null, {}, 'quad 32L'],
  ['Seaside 2', null, {}, 'Seaside 2'],
  ['', null, {}, ''],
];

describe('a gear search, read', () => {
  it('has a table of at least 30 searches', () => expect(cases.length).toBeGreaterThanOrEqual(30));

  it.each(cases)('"%s" is %s %j, words left "%s"', (search, kind, attributes, text) => {
    expect(readGearQuery(search)).toEqual({ kind, attributes, text });
  });

  it('takes one value for an attribute filtered by one, and leaves the other a word', () => {
    const read = readGearQuery('חליפה נשים גברים');
    expect(read.kind).toBe('wetsuit');
    expect(read.attributes.cut).toHaveLength(1);
    expect(['נשים', 'גברים']).toContain(read.text);
  });

  it('reads only options, yes/no and counts its kinds declare, with a filter', () => {
    for (const kind of LISTING_KINDS) {
      for (const [key, options] of Object.entries(OPTION_WORDS[kind] ?? {})) {
        const a = attributeOf(kind, key);
        expect(a?.filter, `${kind}.${key}`).not.toBeNull();
        for (const option of Object.keys(options)) {
          expect(a && 'options' in a && a.options, `${kind}.${key}.${option}`).toContain(option);
        }
      }
      for (const key of Object.keys(YES_WORDS[kind] ?? {})) {
        expect(attributeOf(kind, key)?.type, `${kind}.${key}`).toBe('yesno');
      }
      for (const key of Object.keys(COUNT_WORDS[kind] ?? {})) {
        expect(attributeOf(kind, key), `${kind}.${key}`).toMatchObject({ unit: 'count' });
      }
    }
  });
});
