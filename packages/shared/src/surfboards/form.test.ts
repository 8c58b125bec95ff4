import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BOARD_LIMITS } from './options';
import { BOARD_MESSAGES } from '../i18n/he/validation/board';
import { validationTexts } from '../i18n/he/messages';
import { wordMessage } from '../i18n/messages';
import {
  EMPTY_BOARD_FORM_VALUES,
  ZBoardForm,
  ZBoardInput,
  ZBoardUpdate,
  generateBoardTitle,
} from './form';

const id = 'a'.repeat(24);
const base = {
  price: 1500,
  condition: 'good',
  category: id,
  brand: id,
  length: 6,
  volume: 30,
  locationText: 'חיפה',
};
const messagesOf = (input: unknown) => {
  const r = ZBoardInput.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => wordMessage(validationTexts, i.message));
};

describe('ZBoardInput', () => {
  it('drops empty optional fields: blank text and null', () => {
    const out = ZBoardInput.parse({ ...base, width: null, title: '  ', model: '' });
    expect(out).toMatchObject({ price: 1500, length: 6, volume: 30 });
    expect(out.width).toBeUndefined();
    expect(out.title).toBeUndefined();
    expect(out.model).toBeUndefined();
  });

  it("takes numbers as numbers only: text is refused with the field's sentence", () => {
    // Multipart text is converted at the API boundary (typedFields); JSON carries numbers.
    expect(messagesOf({ ...base, price: '1500', length: '6' })).toEqual([
      BOARD_MESSAGES.pricePositive,
      BOARD_MESSAGES.lengthRange,
    ]);
    expect(messagesOf({ ...base, price: Number.NaN })).toEqual([BOARD_MESSAGES.pricePositive]);
  });

  it('flags every missing required field at once', () => {
    expect(messagesOf({})).toEqual(
      expect.arrayContaining([
        BOARD_MESSAGES.priceRequired,
        BOARD_MESSAGES.conditionRequired,
        BOARD_MESSAGES.categoryRequired,
        BOARD_MESSAGES.brandRequired,
        BOARD_MESSAGES.lengthRequired,
        BOARD_MESSAGES.volumeRequired,
        BOARD_MESSAGES.locationRequired,
      ]),
    );
  });

  it('accepts exactly the prices in (0, 50,000]', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (price) => {
        const ok = messagesOf({ ...base, price }).length === 0;
        expect(ok).toBe(price > 0 && price <= BOARD_LIMITS.priceMax);
      }),
    );
  });

  it('accepts exactly the lengths from 4 to 12 ft and whole fin counts from 1 to 5', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 20, noNaN: true }), (length) => {
        const ok = messagesOf({ ...base, length }).length === 0;
        expect(ok).toBe(length >= 4 && length <= 12);
      }),
    );
    fc.assert(
      fc.property(fc.double({ min: -2, max: 8, noNaN: true }), (fins) => {
        const ok = messagesOf({ ...base, finSetup: fins }).length === 0;
        expect(ok).toBe(Number.isInteger(fins) && fins >= 1 && fins <= 5);
      }),
    );
  });

  it('accepts coordinates within -90..90 / -180..180 only', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -200, max: 200, noNaN: true }),
        fc.double({ min: -200, max: 200, noNaN: true }),
        (lat, lng) => {
          const msgs = messagesOf({
            ...base,
            location: { type: 'Point', coordinates: [lng, lat] },
          });
          const inRange = lat >= -90 && lat <= 90 && lng >= -180 && lng <= 180;
          expect(msgs.length === 0).toBe(inRange);
          if (!inRange) expect(msgs).toContain(BOARD_MESSAGES.coordinates);
        },
      ),
    );
  });
});

describe('ZBoardUpdate', () => {
  it('allows any subset, an empty title (regenerate) and null to clear a model', () => {
    expect(ZBoardUpdate.parse({ price: 100 })).toEqual({ price: 100 });
    expect(ZBoardUpdate.parse({ title: '' }).title).toBe('');
    expect(ZBoardUpdate.parse({ model: null }).model).toBeNull();
    expect(ZBoardUpdate.safeParse({ price: 0 }).success).toBe(false);
  });
});

describe('generateBoardTitle', () => {
  it('builds a title from brand, model and length', () => {
    // Stored lengths are decimal feet: 5.6667 is 5'8".
    expect(
      generateBoardTitle({ brandTitle: 'Lost', modelTitle: 'Driver', length: 5 + 8 / 12 }),
    ).toBe('Lost Driver 5\'8"');
    expect(generateBoardTitle({ brandTitle: 'JS' }).length).toBeGreaterThanOrEqual(5);
  });
});

describe('ZBoardForm', () => {
  const empty = EMPTY_BOARD_FORM_VALUES;

  it('reads the form state with the publish rules: the same output', () => {
    const state = { ...empty, ...base };
    expect(ZBoardForm.parse(state)).toEqual(ZBoardInput.parse(state));
  });

  it('words a number input holding text that is not a number (NaN) like any wrong number', () => {
    const r = ZBoardForm.safeParse({ ...empty, ...base, length: Number.NaN, width: Infinity });
    expect(
      r.error?.issues.map((i) => [i.path.join('.'), wordMessage(validationTexts, i.message)]),
    ).toEqual([
      ['length', BOARD_MESSAGES.lengthRange],
      ['width', BOARD_MESSAGES.widthRange],
    ]);
  });

  it('reads prices and sizes as typed into the numbers the API takes', () => {
    const r = ZBoardForm.parse({
      ...empty,
      ...base,
      price: '2,400',
      length: "5'8",
      width: '20 3/4',
      thickness: '2½',
      volume: '31.5',
    });
    expect(r).toMatchObject({ price: 2400, width: 20.75, thickness: 2.5, volume: 31.5 });
    expect(r.length).toBeCloseTo(5 + 8 / 12, 9);
    const bad = ZBoardForm.safeParse({ ...empty, ...base, price: '2,40', length: "5'13" });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['price', 'length']);
  });

  it("reports the publish rules' messages at the fields", () => {
    const r = ZBoardForm.safeParse(empty);
    expect(r.success).toBe(false);
    const issues = r.error!.issues.map((i) => [
      i.path.join('.'),
      wordMessage(validationTexts, i.message),
    ]);
    expect(issues).toContainEqual(['price', BOARD_MESSAGES.priceRequired]);
    expect(issues).toContainEqual(['locationText', BOARD_MESSAGES.locationRequired]);
  });
});
