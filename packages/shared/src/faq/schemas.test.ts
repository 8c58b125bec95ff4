import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareHebrew } from './group';
import { ZFaqInput, groupFaq, moveItem } from './schemas';

describe('FAQ input', () => {
  it('defaults category, order and visibility, and turns a non-numeric order into 0', () => {
    expect(ZFaqInput.parse({ question: 'ש', answer: 'ת' }).order).toBeUndefined();
    expect(ZFaqInput.parse({ question: ' ש ', answer: 'ת', order: 'abc' })).toEqual({
      question: 'ש',
      answer: 'ת',
      category: 'כללי',
      order: 0,
      visible: true,
    });
    expect(
      ZFaqInput.parse({ question: 'ש', answer: 'ת', category: '  ', order: '20' }),
    ).toMatchObject({ category: 'כללי', order: 20 });
    expect(ZFaqInput.safeParse({ question: '  ', answer: 'ת' }).success).toBe(false);
  });
});

describe('groupFaq', () => {
  it('groups by category with the default first, sorted by order within each', () => {
    const groups = groupFaq([
      { category: 'תחזית', order: 0, q: 'a' },
      { category: 'כללי', order: 20, q: 'b' },
      { category: 'כללי', order: 10, q: 'c' },
    ]);
    expect(groups.map((g) => g.category)).toEqual(['כללי', 'תחזית']);
    expect(groups[0]!.items.map((i) => i.q)).toEqual(['c', 'b']);
  });
});

describe('compareHebrew', () => {
  it('orders Hebrew words as the Hebrew collator does, final letters included', () => {
    const collator = new Intl.Collator('he');
    const word = fc
      .array(fc.constantFrom(...'אבגדהוזחטיכךלמםנןסעפףצץקרשת '), { maxLength: 8 })
      .map((cs) => cs.join(''));
    fc.assert(
      fc.property(word, word, (a, b) => {
        const expected = Math.sign(collator.compare(a, b));
        // Words that differ only in a final letter's form: the collator's tie-break is its own.
        const regular = (w: string) => w.replace(/[ךםןףץ]/g, (c) => 'כמנפצ'['ךםןףץ'.indexOf(c)]!);
        if (expected === 0 || regular(a) === regular(b)) return;
        expect(Math.sign(compareHebrew(a, b))).toBe(expected);
      }),
      { numRuns: 2000 },
    );
    expect(['תחזית', 'ציוד', 'מכירה', 'אבטחה'].sort(compareHebrew)).toEqual([
      'אבטחה',
      'מכירה',
      'ציוד',
      'תחזית',
    ]);
  });
});

describe('moveItem', () => {
  it('moves one item and keeps every other id, for any move', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string(), { minLength: 1, maxLength: 20 }),
        fc.nat(25),
        fc.integer({ min: -3, max: 25 }),
        (ids, from, to) => {
          const out = moveItem(ids, from, to);
          expect([...out].sort()).toEqual([...ids].sort());
          if (from < ids.length) {
            expect(out[Math.max(0, Math.min(ids.length - 1, to))]).toBe(ids[from]);
          }
        },
      ),
    );
  });
});
