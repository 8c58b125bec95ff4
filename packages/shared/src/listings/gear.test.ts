import { describe, expect, it } from 'vitest';
import { gearTexts as english } from '../i18n/en/gear';
import { gearTexts as hebrew } from '../i18n/he/gear';
import { BOARD_LIMITS, FIN_SYSTEMS } from '../surfboards/options';
import { ATTRIBUTE_UNITS, declarationProblem } from './attributes';
import { GEAR_ATTRIBUTES, attributeOf, attributesOf } from './gear';
import { LISTING_KINDS } from './kinds';
import {
  attributeLabel,
  declaredLabelPaths,
  kindLabel,
  optionLabel,
  type TGearTexts,
} from './labels';

const HEBREW = /[\u05d0-\u05ea]/;
const languages: [string, TGearTexts][] = [
  ['he', hebrew],
  ['en', english],
];

describe('the gear declarations', () => {
  it('declare every kind, and each attribute soundly', () => {
    expect(Object.keys(GEAR_ATTRIBUTES)).toEqual([...LISTING_KINDS]);
    for (const kind of LISTING_KINDS) {
      const keys = attributesOf(kind).map((a) => a.key);
      expect(new Set(keys).size, kind).toBe(keys.length);
      for (const a of attributesOf(kind))
        expect(declarationProblem(a), `${kind}.${a.key}`).toBeNull();
    }
  });

  it("describe the boards' facts by their columns' own bounds and values", () => {
    expect(attributeOf('board', 'length')).toMatchObject({
      type: 'number',
      ...BOARD_LIMITS.length,
    });
    expect(attributeOf('board', 'volume')).toMatchObject({
      unit: 'litres',
      ...BOARD_LIMITS.volume,
    });
    expect(attributeOf('board', 'finSystem')).toMatchObject({ options: FIN_SYSTEMS });
  });

  it('refuse a declaration a type cannot catch', () => {
    const base = { key: 'size', required: false, filter: null, shows: ['card'] } as const;
    expect(declarationProblem({ ...base, type: 'text', filter: 'range', maxLength: 5 })).toBe(
      'filter does not fit type',
    );
    expect(
      declarationProblem({ ...base, type: 'number', unit: 'feet', min: 5, max: 5, step: 1 }),
    ).toBe('empty range');
    expect(declarationProblem({ ...base, type: 'one', options: ['a', 'a'] })).toBe('option twice');
    expect(declarationProblem({ ...base, key: 'Board Size', type: 'yesno' })).toBe(
      'key is not camelCase',
    );
  });
});

describe('the gear labels', () => {
  it.each(languages)('word every kind, attribute and option in %s', (lang, texts) => {
    const letters = lang === 'he' ? HEBREW : /[A-Za-z0-9]/;
    for (const kind of LISTING_KINDS) {
      expect(kindLabel(texts, kind, 'one'), kind).toMatch(letters);
      expect(kindLabel(texts, kind, 'many'), kind).toMatch(letters);
    }
    for (const [kind, key, option] of declaredLabelPaths()) {
      const where = `${lang} ${kind}.${key}${option ? `.${option}` : ''}`;
      const label = texts.attributes[kind] as Record<
        string,
        { label: string; options?: Record<string, string> } | undefined
      >;
      expect(label[key]?.label, where).toBeTruthy();
      if (option) expect(label[key]?.options?.[option], where).toBeTruthy();
      if (!option) expect(attributeLabel(texts, kind, key), where).toMatch(letters);
      if (lang === 'en') {
        expect(attributeLabel(texts, kind, key), where).not.toMatch(HEBREW);
        if (option) expect(optionLabel(texts, kind, key, option), where).not.toMatch(HEBREW);
      }
    }
    for (const unit of ATTRIBUTE_UNITS) expect(texts.units[unit], unit).toBeTruthy();
  });

  it('hold no label for an attribute or option nobody declares', () => {
    const declared = new Set(declaredLabelPaths().map((p) => p.join('.')));
    for (const [, texts] of languages) {
      for (const kind of LISTING_KINDS) {
        for (const [key, entry] of Object.entries(texts.attributes[kind])) {
          expect(declared.has(`${kind}.${key}`), `${kind}.${key}`).toBe(true);
          const options = (entry as { options?: Record<string, string> }).options ?? {};
          for (const option of Object.keys(options)) {
            expect(declared.has(`${kind}.${key}.${option}`), `${kind}.${key}.${option}`).toBe(true);
          }
        }
      }
    }
  });

  it('name an attribute sent with another kind by its own label, an unknown key by itself', () => {
    expect(attributeLabel(hebrew, 'wetsuit', 'volume')).toBe('נפח');
    expect(attributeLabel(english, 'wetsuit', 'thickness')).toBe('Thickness');
    expect(attributeLabel(english, 'leash', 'colour')).toBe('colour');
    expect(optionLabel(hebrew, 'fins', 'system', 'fcs2')).toBe('FCS II');
    expect(optionLabel(hebrew, 'wetsuit', 'size', 'MT')).toBe('MT (M גבוה)');
  });
});
