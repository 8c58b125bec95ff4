import { describe, expect, it } from 'vitest';
import { gearTexts as english } from '../i18n/en/gear';
import { gearTexts as hebrew } from '../i18n/he/gear';
import { problemText } from './labels';
import { LISTING_KINDS } from './kinds';
import { ZListingKindAndAttributes, attributesSchema, listingProblem } from './validate';

const wetsuit = { size: 'M', thickness: '4/3', style: 'full', cut: 'men' };

describe("a listing's attributes, checked by its kind's declarations", () => {
  it.each([
    ['wetsuit', wetsuit],
    ['wetsuit', { ...wetsuit, entry: 'chest-zip', features: ['hood', 'key-pocket'] }],
    ['fins', { system: 'fcs2', set: 'thruster', size: 'M' }],
    ['leash', { length: 8, thickness: 'regular', attachment: 'ankle' }],
    ['leash', { length: 6.5 }],
    ['bag', { type: 'day', length: 6.5, boards: 1, wheels: false }],
    ['traction', {}],
    ['traction', { pieces: 3, kicker: true }],
    ['rack', { type: 'soft', mount: 'car', boards: 2 }],
    ['other', { what: 'booties', size: ' 9 ' }],
    ['board', { length: 5 + 8 / 12, volume: 32.5, finSystem: 'FCS II', finSetup: 3 }],
  ])('take a good %s', (kind, attributes) => {
    expect(listingProblem(kind, attributes)).toBeNull();
  });

  it.each([
    ['surfboard', wetsuit, { code: 'LISTING_UNKNOWN_KIND', field: 'kind' }],
    [undefined, wetsuit, { code: 'LISTING_UNKNOWN_KIND', field: 'kind' }],
    // An attribute of another kind, even beside a good wetsuit.
    [
      'wetsuit',
      { ...wetsuit, volume: 30 },
      { code: 'LISTING_ATTRIBUTE_OTHER_KIND', field: 'volume' },
    ],
    [
      'leash',
      { length: 8, system: 'fcs' },
      { code: 'LISTING_ATTRIBUTE_OTHER_KIND', field: 'system' },
    ],
    [
      'fins',
      { system: 'fcs', set: 'twin', colour: 'red' },
      { code: 'LISTING_UNKNOWN_ATTRIBUTE', field: 'colour' },
    ],
    // "9/9" is no wetsuit thickness; "Huge" no size.
    [
      'wetsuit',
      { ...wetsuit, thickness: '9/9' },
      { code: 'LISTING_UNKNOWN_OPTION', field: 'thickness' },
    ],
    ['wetsuit', { ...wetsuit, size: 'Huge' }, { code: 'LISTING_UNKNOWN_OPTION', field: 'size' }],
    [
      'wetsuit',
      { ...wetsuit, features: ['hood', 'jetpack'] },
      { code: 'LISTING_UNKNOWN_OPTION', field: 'features' },
    ],
    [
      'wetsuit',
      { ...wetsuit, features: ['hood', 'hood'] },
      { code: 'LISTING_REPEATED_OPTION', field: 'features' },
    ],
    [
      'wetsuit',
      { size: 'M', style: 'full', cut: 'men' },
      { code: 'LISTING_ATTRIBUTE_REQUIRED', field: 'thickness' },
    ],
    ['wetsuit', { ...wetsuit, thickness: 4 }, { code: 'LISTING_WRONG_TYPE', field: 'thickness' }],
    ['leash', { length: 20 }, { code: 'LISTING_OUT_OF_RANGE', field: 'length', min: 5, max: 12 }],
    ['leash', { length: 4 }, { code: 'LISTING_OUT_OF_RANGE', field: 'length', min: 5, max: 12 }],
    ['leash', { length: '8' }, { code: 'LISTING_WRONG_TYPE', field: 'length' }],
    ['leash', { length: Number.NaN }, { code: 'LISTING_WRONG_TYPE', field: 'length' }],
    ['leash', { length: null }, { code: 'LISTING_WRONG_TYPE', field: 'length' }],
    [
      'bag',
      { type: 'day', length: 6.5, boards: 1.5 },
      { code: 'LISTING_NOT_WHOLE', field: 'boards' },
    ],
    [
      'bag',
      { type: 'day', length: 6.5, wheels: 'yes' },
      { code: 'LISTING_WRONG_TYPE', field: 'wheels' },
    ],
    [
      'other',
      { what: 'wax', size: 'x'.repeat(21) },
      { code: 'LISTING_TEXT_TOO_LONG', field: 'size', max: 20 },
    ],
    ['rack', ['soft', 'car'], { code: 'LISTING_WRONG_TYPE', field: 'attributes' }],
    ['rack', null, { code: 'LISTING_WRONG_TYPE', field: 'attributes' }],
    ['rack', undefined, { code: 'LISTING_ATTRIBUTE_REQUIRED', field: 'attributes' }],
  ])('refuse a %s with %j: %j', (kind, attributes, problem) => {
    expect(listingProblem(kind, attributes)).toEqual(problem);
  });

  it("parses into the kind's typed attributes, strict and trimmed", () => {
    expect(attributesSchema('other').parse({ what: 'wax', size: ' L ' })).toEqual({
      what: 'wax',
      size: 'L',
    });
    expect(attributesSchema('wetsuit').safeParse({ ...wetsuit, hood: true }).success).toBe(false);
    for (const kind of LISTING_KINDS) expect(attributesSchema(kind)).toBe(attributesSchema(kind));
  });

  it('checks the kind and its attributes together, as the listing request carries them', () => {
    expect(
      ZListingKindAndAttributes.safeParse({
        kind: 'fins',
        attributes: { system: 'fcs', set: 'quad' },
      }).success,
    ).toBe(true);
    expect(ZListingKindAndAttributes.safeParse({ kind: 'fins', attributes: wetsuit }).success).toBe(
      false,
    );
    expect(ZListingKindAndAttributes.safeParse({ kind: 'skis', attributes: {} }).success).toBe(
      false,
    );
  });
});

describe('a problem in words, in the language of the request', () => {
  const say = (kind: string, attributes: unknown) => {
    const problem = listingProblem(kind, attributes)!;
    const k = kind === 'wetsuit' || kind === 'leash' ? kind : null;
    return [problemText(hebrew, k, problem), problemText(english, k, problem)];
  };

  it('names the field by its label', () => {
    expect(say('wetsuit', { ...wetsuit, thickness: '9/9' })).toEqual([
      'יש לבחור עובי מהרשימה',
      'Choose a thickness from the list',
    ]);
    expect(say('leash', { length: 20 })).toEqual([
      'יש להזין אורך בין 5 ל-12 רגל',
      'Length must be between 5 and 12 ft',
    ]);
    expect(say('wetsuit', { ...wetsuit, volume: 30 })).toEqual([
      'השדה "נפח" אינו שייך למודעה מסוג חליפה',
      '"Volume" does not belong to a listing of type Wetsuit',
    ]);
    expect(say('skis', {})).toEqual([
      'יש לבחור סוג מודעה מהרשימה',
      'Choose a listing type from the list',
    ]);
    expect(say('leash', {})).toEqual(['יש למלא את השדה "אורך"', 'Fill in "Length"']);
  });
});
