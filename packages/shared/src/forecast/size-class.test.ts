import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BEACH_REPORT_SIZES } from '../beach-reports/options';
import { compareToReport, SIZE_CLASS_TABLE, sizeClassIndex, sizeClassOf } from './size-class';

describe('the size-class table', () => {
  it("names exactly the beach report's size options, in their order", () => {
    expect(SIZE_CLASS_TABLE.map((r) => r.size)).toEqual([...BEACH_REPORT_SIZES]);
  });
  it('rises from 0 m', () => {
    expect(SIZE_CLASS_TABLE[0]!.minM).toBe(0);
    const edges = SIZE_CLASS_TABLE.map((r) => r.minM);
    expect([...edges].sort((a, b) => a - b)).toEqual(edges);
  });
});

describe('sizeClassOf', () => {
  it.each([
    [0, 'knee'],
    [0.3, 'knee'],
    [0.59, 'knee'],
    [0.6, 'waist'],
    [0.89, 'waist'],
    [0.9, 'chest'],
    [1.29, 'chest'],
    [1.3, 'head'],
    [1.89, 'head'],
    [1.9, 'overhead'],
    [4.5, 'overhead'],
  ] as const)('%s m is %s', (m, size) => {
    expect(sizeClassOf(m)).toBe(size);
  });
  it('refuses what is not a height', () => {
    expect(() => sizeClassOf(-0.1)).toThrow(RangeError);
    expect(() => sizeClassOf(Number.NaN)).toThrow(RangeError);
  });
  it('never gets smaller as the height grows', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 20, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        (a, d) => {
          expect(sizeClassIndex(sizeClassOf(a + d))).toBeGreaterThanOrEqual(
            sizeClassIndex(sizeClassOf(a)),
          );
        },
      ),
    );
  });
});

describe('compareToReport', () => {
  it('matches the same class', () => {
    expect(compareToReport('chest', 'chest')).toEqual({ verdict: 'match', classes: 0 });
  });
  it('says too big, and by how many classes', () => {
    expect(compareToReport('head', 'waist')).toEqual({ verdict: 'tooBig', classes: 2 });
  });
  it('says too small, and by how many classes', () => {
    expect(compareToReport('knee', 'overhead')).toEqual({ verdict: 'tooSmall', classes: -4 });
  });
});
