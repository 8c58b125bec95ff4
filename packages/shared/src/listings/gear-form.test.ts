import { describe, expect, it } from 'vitest';
import { gearTexts as english } from '../i18n/en/gear';
import { gearTexts as hebrew } from '../i18n/he/gear';
import { emptyGearFormValues, gearAttributes, gearFormSchema } from './gear-form';

const wetsuit = (attributes: Record<string, string | string[] | boolean>) => ({
  ...emptyGearFormValues('wetsuit'),
  price: '450',
  condition: 'good',
  locationText: 'חיפה',
  attributes: { ...emptyGearFormValues('wetsuit').attributes, ...attributes },
});

describe('the gear publish form', () => {
  it('reads a complete wetsuit into the publish input, leaving out what was left empty', () => {
    const parsed = gearFormSchema('wetsuit', hebrew).safeParse(
      wetsuit({ size: 'M', thickness: '4/3', style: 'full', cut: 'men', features: ['hood'] }),
    );
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      kind: 'wetsuit',
      price: 450,
      condition: 'good',
      locationText: 'חיפה',
      attributes: { size: 'M', thickness: '4/3', style: 'full', cut: 'men', features: ['hood'] },
    });
    expect(parsed.data?.attributes).not.toHaveProperty('entry');
  });

  it("names each missing attribute at its key, in the table's language", () => {
    const parsed = gearFormSchema('wetsuit', english).safeParse(wetsuit({ size: 'M' }));
    expect(parsed.success).toBe(false);
    const byPath = Object.fromEntries(
      parsed.error!.issues.map((i) => [i.path.join('.'), i.message]),
    );
    expect(byPath['attributes.thickness']).toBe('Fill in "Thickness"');
    expect(byPath).not.toHaveProperty('attributes.size');
    expect(byPath).toHaveProperty('attributes.cut');
  });

  it('reads feet as surfers write them and refuses a length out of range', () => {
    expect(gearAttributes('bag', { type: 'day', length: "6'6", wheels: false })).toEqual({
      type: 'day',
      length: 6.5,
    });
    const leash = {
      ...emptyGearFormValues('leash'),
      price: '80',
      condition: 'good',
      locationText: 'Haifa',
      attributes: { length: '20' },
    };
    const parsed = gearFormSchema('leash', english).safeParse(leash);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['attributes.length', 'Length must be between 5 and 12 ft'],
    ]);
  });

  it("names the item's condition and title, not a board's", () => {
    const parsed = gearFormSchema('wetsuit', hebrew).safeParse({
      ...wetsuit({ size: 'M', thickness: '4/3', style: 'full', cut: 'men' }),
      title: 'abc',
      condition: '',
    });
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['title', 'listing.titleMin'],
      ['condition', 'listing.conditionRequired'],
    ]);
  });

  it('keeps the common rules: a price is required', () => {
    const parsed = gearFormSchema('fins', hebrew).safeParse({
      ...emptyGearFormValues('fins'),
      condition: 'good',
      locationText: 'חיפה',
      attributes: { system: 'fcs', set: 'thruster' },
    });
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['price', 'board.priceRequired'],
    ]);
  });
});
