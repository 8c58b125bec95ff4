import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('English counts', () => {
  const forms = { one: '1 board', two: 'two boards', other: '# boards' };

  it('uses the one form for exactly one', () => {
    expect(plural(1, forms)).toBe('1 board');
  });

  it('uses the other form for zero and more than one, never the Hebrew two', () => {
    expect(plural(0, forms)).toBe('0 boards');
    expect(plural(2, forms)).toBe('2 boards');
    expect(plural(5, forms)).toBe('5 boards');
  });

  it('groups thousands with commas', () => {
    expect(plural(1234, forms)).toBe('1,234 boards');
  });

  it('uses the other form for fractions', () => {
    expect(plural(1.5, forms)).toBe('1.5 boards');
  });
});
