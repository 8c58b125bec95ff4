import { describe, expect, it } from 'vitest';
import { feetRange, readSearchMeasures } from './search-measures';

const ft = (feet: number, inches = 0) => feet * 12 + inches;

describe('numbers in a board search', () => {
  it.each([
    // Feet alone, as Israelis type them: about that length, 3 inches either side.
    ['לונגבורד 9', 'לונגבורד', { min: ft(8, 9), max: ft(9, 3) }],
    ["לונגבורד 9'", 'לונגבורד', { min: ft(8, 9), max: ft(9, 3) }],
    ['9 פיט', '', { min: ft(8, 9), max: ft(9, 3) }],
    ['9ft', '', { min: ft(8, 9), max: ft(9, 3) }],
    // Feet and inches: 2 inches either side.
    ["6'2", '', { min: ft(6), max: ft(6, 4) }],
    ['6\'2"', '', { min: ft(6), max: ft(6, 4) }],
    ['6׳2״', '', { min: ft(6), max: ft(6, 4) }],
    ['6.2', '', { min: ft(6), max: ft(6, 4) }],
    ['5.5 פיש', 'פיש', { min: ft(5, 3), max: ft(5, 7) }],
    ['5.11', '', { min: ft(5, 9), max: ft(6, 1) }],
  ])('"%s" is a length (words left: "%s")', (search, text, lengthInches) => {
    expect(readSearchMeasures(search)).toEqual({ text, lengthInches });
  });

  it.each([
    ['32 ליטר', 32],
    ['32L', 32],
    ['32 l', 32],
    ["32 ל'", 32],
    ['32.5 ליטרים', 32.5],
    ['32', 32],
  ])('"%s" is a volume', (search, litres) => {
    expect(readSearchMeasures(search)).toEqual({
      text: '',
      volume: { min: litres - 1.5, max: litres + 1.5 },
    });
  });

  it('reads prices: up to, and about', () => {
    expect(readSearchMeasures('גלשן עד 2,000 ₪')).toEqual({
      text: 'גלשן',
      price: { min: 0, max: 2000 },
    });
    expect(readSearchMeasures('מתחת ל-1500')).toEqual({ text: '', price: { min: 0, max: 1500 } });
    expect(readSearchMeasures('2000 ש"ח')).toEqual({ text: '', price: { min: 1700, max: 2300 } });
    expect(readSearchMeasures('1800')).toEqual({ text: '', price: { min: 1530, max: 2070 } });
  });

  it('reads several measures beside the words', () => {
    expect(readSearchMeasures("פיש 5'8 32L עד 2500")).toEqual({
      text: 'פיש',
      lengthInches: { min: ft(5, 6), max: ft(5, 10) },
      volume: { min: 30.5, max: 33.5 },
      price: { min: 0, max: 2500 },
    });
  });

  it('leaves numbers that are no measure as words', () => {
    expect(readSearchMeasures('Seaside 2')).toEqual({ text: 'Seaside 2' });
    expect(readSearchMeasures('JS Monsta')).toEqual({ text: 'JS Monsta' });
    expect(readSearchMeasures('5.5.5')).toEqual({ text: '5.5.5' });
    expect(readSearchMeasures("13'")).toEqual({ text: "13'" });
    expect(readSearchMeasures('6.14')).toEqual({ text: '6.14' });
  });
});

describe('stored lengths', () => {
  it('reaches half an inch past each end, in decimal feet: 8\'9" to 9\'3" takes 8\'9" and not 8\'8"', () => {
    const r = feetRange({ min: ft(8, 9), max: ft(9, 3) });
    const inRange = (inches: number) =>
      Math.fround(inches / 12) >= r.min && Math.fround(inches / 12) <= r.max;
    expect(inRange(ft(8, 9))).toBe(true);
    expect(inRange(ft(9, 3))).toBe(true);
    expect(inRange(ft(8, 10))).toBe(true);
    expect(inRange(ft(8, 8))).toBe(false);
    expect(inRange(ft(9, 4))).toBe(false);
    // 8'1" is no longer taken for 8'10" (the old feet.inches numbers wrote both as 8.1).
    expect(inRange(ft(8, 1))).toBe(false);
  });
});

describe("a board's number in the search", () => {
  const id = '66a1b2c3d4e5f60718293a4b';
  it('a whole id, alone or in a link, is that board and nothing else', () => {
    expect(readSearchMeasures(id)).toEqual({ text: '', boardId: id });
    expect(readSearchMeasures(`https://galim.example/surfboards/${id.toUpperCase()}`)).toEqual({
      text: '',
      boardId: id,
    });
  });

  it('six or more of its last characters are its end, and stay words', () => {
    expect(readSearchMeasures('293a4b')).toEqual({ text: '293a4b', boardIdEnd: '293a4b' });
    expect(readSearchMeasures('#18293A4B')).toMatchObject({ boardIdEnd: '18293a4b' });
    expect(readSearchMeasures('פיש 293a4b')).not.toHaveProperty('boardIdEnd');
    expect(readSearchMeasures('2400')).not.toHaveProperty('boardIdEnd');
  });
});
