import { describe, expect, it } from 'vitest';
import { wetsuitFor } from './wetsuit';

describe('wetsuitFor', () => {
  it('is boardshorts or a lycra from 23 °C', () => {
    expect(wetsuitFor(23)).toBe('boardshorts');
    expect(wetsuitFor(29.5)).toBe('boardshorts');
  });
  it('is a 2 mm from 18 up to 23 °C', () => {
    expect(wetsuitFor(22.9)).toBe('2mm');
    expect(wetsuitFor(18)).toBe('2mm');
  });
  it('is a 3/2 from 15 up to 18 °C', () => {
    expect(wetsuitFor(17.9)).toBe('3/2');
    expect(wetsuitFor(15)).toBe('3/2');
  });
  it('is a 4/3 below 15 °C', () => {
    expect(wetsuitFor(14.9)).toBe('4/3');
    expect(wetsuitFor(8)).toBe('4/3');
  });
});
