import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatDimensions,
  formatInches,
  formatLength,
  parseInches,
  parseLength,
  parsePrice,
} from './sizes';

const close = (a: number | null, b: number) => a !== null && Math.abs(a - b) < 1e-9;

describe('parsePrice', () => {
  it.each([
    ['2,400', 2400],
    ['2400', 2400],
    ['2 400', 2400],
    ['₪2,400', 2400],
    ['2,400 ₪', 2400],
    ['2,400 ש״ח', 2400],
    ['12,500', 12500],
    ['2400.50', 2400.5],
  ])('reads %s as %d', (typed, n) => expect(parsePrice(typed)).toBe(n));

  it('answers null for nothing and NaN for what is no price', () => {
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('  ')).toBeNull();
    for (const bad of ['abc', '2,40,0', '2,40', '99,5', '2.400.000', '-5', '1e5']) {
      expect(parsePrice(bad)).toBeNaN();
    }
  });

  it('reads any whole price written with thousands separators', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (n) => {
        return (
          parsePrice(n.toLocaleString('en-US')) === n &&
          parsePrice(String(n)) === n &&
          parsePrice(`₪${n.toLocaleString('en-US')}`) === n
        );
      }),
    );
  });
});

describe('parseLength', () => {
  it.each([
    ["5'8", 5 + 8 / 12],
    ['5\'8"', 5 + 8 / 12],
    ['5\' 8"', 5 + 8 / 12],
    ['5′8″', 5 + 8 / 12],
    ['5׳8״', 5 + 8 / 12],
    ['5 ft 8 in', 5 + 8 / 12],
    ['5-8', 5 + 8 / 12],
    ['5 8', 5 + 8 / 12],
    ['5.8', 5 + 8 / 12],
    ['5.11', 5 + 11 / 12],
    ['5.10', 5 + 10 / 12],
    ['5.1', 5 + 1 / 12],
    ["5'11", 5 + 11 / 12],
    ["9'", 9],
    ['9', 9],
    ["6'0", 6],
    ["5'8½", 5 + 8.5 / 12],
    ['5.75', 5.75],
    ['68"', 68 / 12],
  ])('reads %s', (typed, feet) => expect(close(parseLength(typed), feet)).toBe(true));

  it('answers null for nothing and NaN for what is no length', () => {
    expect(parseLength('')).toBeNull();
    for (const bad of ["5'12", '5\'8"3', 'abc', "5''8", '5/8/9']) {
      expect(parseLength(bad)).toBeNaN();
    }
  });

  it('reads back every length it shows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4 * 12, max: 12 * 12 }), (inches) => {
        const shown = formatLength(inches / 12);
        return Math.round(parseLength(shown)! * 12) === inches;
      }),
    );
  });

  it('never throws, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite' }), (s) => {
        const n = parseLength(s);
        return n === null || typeof n === 'number';
      }),
    );
  });
});

describe('parseInches', () => {
  it.each([
    ['20 3/4', 20.75],
    ['20¾', 20.75],
    ['20 ¾', 20.75],
    ['20.75', 20.75],
    ['20,75', 20.75],
    ['20-3/4', 20.75],
    ['20 3/4"', 20.75],
    ['20 3/4 ״', 20.75],
    ['2 1/2', 2.5],
    ['2½', 2.5],
    ['2 7/16', 2 + 7 / 16],
    ['32.5 ליטר', 32.5],
    ['32L', 32],
  ])('reads %s', (typed, n) => expect(close(parseInches(typed), n)).toBe(true));

  it('answers NaN for what is no size', () => {
    for (const bad of ['20 5/4', '3/0', 'wide', '20 3/4 5']) expect(parseInches(bad)).toBeNaN();
  });

  it('reads back every width it shows, to the sixteenth', () => {
    fc.assert(
      fc.property(fc.integer({ min: 16, max: 30 * 16 }), (sixteenths) => {
        const shown = formatInches(sixteenths / 16);
        return Math.round(parseInches(shown)! * 16) === sixteenths;
      }),
    );
  });
});

describe('formatLength and formatInches', () => {
  it('shows feet and inches, and fractions of an inch', () => {
    expect(formatLength(5 + 8 / 12)).toBe('5\'8"');
    expect(formatLength(5.5)).toBe('5\'6"');
    expect(formatLength(6)).toBe('6\'0"');
    expect(formatLength(9.99)).toBe('10\'0"');
    // A stored real (float4) of 5'11".
    expect(formatLength(Math.fround(5 + 11 / 12))).toBe('5\'11"');
    expect(formatInches(20.75)).toBe('20¾"');
    expect(formatInches(2.5)).toBe('2½"');
    expect(formatInches(2.4375)).toBe('2 7⁄16"');
    expect(formatInches(19)).toBe('19"');
    expect(formatDimensions({ length: 5 + 8 / 12, width: 20.75, thickness: 2.5 })).toBe(
      '5\'8" × 20¾" × 2½"',
    );
    expect(formatDimensions({ length: 7, width: null })).toBe('7\'0"');
  });
});
