import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  compassPoint,
  formatHeight,
  metresToFeet,
  msToKph,
  waveHeightBand,
  waveHeightColour,
  WAVE_HEIGHT_COLOURS,
  windColour,
} from './units';

describe('conversions', () => {
  it('1 m = 3.28084 ft: 1.5 m -> 4.92126 ft, shown 4.9', () => {
    expect(metresToFeet(1.5)).toBeCloseTo(4.92126, 10);
    expect(formatHeight(1.5, 'ft')).toBe('4.9');
    expect(formatHeight(1.5, 'm')).toBe('1.5');
  });
  it('wind m/s * 3.6: 5 m/s -> 18 km/h', () => {
    expect(msToKph(5)).toBeCloseTo(18, 10);
  });
});

describe('wind colour: under 15 green, under 22 orange, otherwise red', () => {
  it.each([
    [0, 'green'],
    [14.9, 'green'],
    [15, 'orange'],
    [21.9, 'orange'],
    [22, 'red'],
    [40, 'red'],
  ])('%s km/h -> %s', (kph, colour) => {
    expect(windColour(kph)).toBe(colour);
  });
});

describe('wave height colour bands at 1, 2, 3, 4, 6, 8 m', () => {
  it.each([
    [0.5, 0],
    [1, 1],
    [1.99, 1],
    [2, 2],
    [3.5, 3],
    [4, 4],
    [5.9, 4],
    [6, 5],
    [8, 6],
    [12, 6],
  ])('%s m -> band %i', (m, band) => {
    expect(waveHeightBand(m)).toBe(band);
  });
  it('bands never fall as height grows and always map to a colour', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 20, noNaN: true }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(waveHeightBand(hi)).toBeGreaterThanOrEqual(waveHeightBand(lo));
          expect(WAVE_HEIGHT_COLOURS).toContain(waveHeightColour(hi));
        },
      ),
    );
  });
});

describe('compass points', () => {
  it('0 N, 90 E, 285 WNW, 350 N, -45 NW', () => {
    expect(compassPoint(0)).toBe('N');
    expect(compassPoint(90)).toBe('E');
    expect(compassPoint(285)).toBe('WNW');
    expect(compassPoint(350)).toBe('N');
    expect(compassPoint(-45)).toBe('NW');
  });
});
