import { describe, expect, it, vi } from 'vitest';
import { adminTexts } from './admin';
import { servicesTexts } from './services';
import { surfboardsManageTexts } from './surfboards-manage';
import { plural } from './plural';

describe('Hebrew counts', () => {
  it('picks one, two and other by the Hebrew plural rules', () => {
    const forms = { one: 'גלשן אחד', two: 'שני גלשנים', other: '# גלשנים' };
    expect(plural(1, forms)).toBe('גלשן אחד');
    expect(plural(2, forms)).toBe('שני גלשנים');
    expect(plural(0, forms)).toBe('0 גלשנים');
    expect(plural(5, forms)).toBe('5 גלשנים');
    expect(plural(1234, forms)).toBe('1,234 גלשנים');
    expect(plural(2, { one: 'x', other: '# פריטים' })).toBe('2 פריטים');
  });

  it('chooses as Intl.PluralRules does for whole counts, without building it', () => {
    const forms = { one: 'one', two: 'two', other: 'other' };
    const intl = new Intl.PluralRules('he');
    const expected = (n: number) => {
      const c = intl.select(n);
      return c === 'one' || c === 'two' ? c : 'other';
    };
    const built = vi.spyOn(Intl, 'PluralRules');
    const wrong: number[] = [];
    for (let n = 0; n <= 100_000; n++) if (plural(n, forms) !== expected(n)) wrong.push(n);
    expect(wrong).toEqual([]);
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
    // Fractions and negatives still go to Intl.
    expect(plural(0.5, forms)).toBe(expected(0.5));
    expect(plural(-1, forms)).toBe(expected(-1));
  });

  it('is used where counts meet nouns', () => {
    const t = surfboardsManageTexts.toasts;
    expect(t.bulkDeleted(1)).toBe('גלשן אחד נמחק בהצלחה');
    expect(t.bulkDeleted(2)).toBe('שני גלשנים נמחקו בהצלחה');
    expect(t.bulkDeleted(7)).toBe('7 גלשנים נמחקו בהצלחה');
    expect(t.bulkArchived(1)).toBe('גלשן אחד הועבר לארכיון בהצלחה');
    expect(t.bulkSold(1)).toBe('גלשן אחד סומן כנמכר בהצלחה');
    expect(servicesTexts.found(1)).toBe('נמצא שירות אחד');
  });
});

describe('a label before a list of values', () => {
  it('is singular for one value and plural for more', () => {
    expect(servicesTexts.languagesFor(1)).toBe('שפה');
    expect(servicesTexts.languagesFor(2)).toBe('שפות');
    expect(servicesTexts.lessonTypes(1)).toBe('סוג שיעור');
    expect(servicesTexts.lessonTypes(3)).toBe('סוגי שיעורים');
    expect(servicesTexts.repairTypes(1)).toBe('סוג תיקון');
    expect(servicesTexts.photographyTypes(2)).toBe('סוגי צילום');
    expect(servicesTexts.operatingRegions(1)).toBe('אזור פעילות');
    expect(servicesTexts.operatingRegions(4)).toBe('אזורי פעילות');
  });
  it("names a board's one brand and model in the singular", () => {
    expect(adminTexts.moderation.brand).toBe('מותג');
    expect(adminTexts.moderation.model).toBe('דגם');
  });
});
