import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mergeTranslations, rowIn, textIn, zTranslations } from './translated';

describe('names written in several languages', () => {
  const row = { title: 'פיש', description: 'קצר ורחב' };

  it('shows a text in its language, and the Hebrew when it has none there', () => {
    const translations = { en: { title: ' Fish ', description: '' } };
    expect(textIn('en', row.title, translations, 'title')).toBe('Fish');
    expect(textIn('he', row.title, translations, 'title')).toBe('פיש');
    expect(rowIn('en', row, translations, ['title', 'description'])).toEqual({
      title: 'Fish',
      description: 'קצר ורחב',
    });
    expect(rowIn('en', row, null, ['title'])).toEqual({ title: 'פיש' });
  });

  it('merges a write by language and drops empty texts', () => {
    expect(
      mergeTranslations({ en: { title: 'Fish', description: 'Wide' } }, { en: { title: 'Fishy' } }),
    ).toEqual({ en: { title: 'Fishy' } });
    expect(mergeTranslations({ en: { title: 'Fish' } }, {})).toEqual({ en: { title: 'Fish' } });
    expect(mergeTranslations({ en: { title: 'Fish' } }, { en: { title: '  ' } })).toEqual({});
  });

  it('checks each field by its rules and drops languages Galim does not speak', () => {
    const schema = zTranslations({ title: z.string().trim().max(5) });
    expect(schema.parse({ en: { title: ' Fish ' }, ru: { title: 'Рыба' } })).toEqual({
      en: { title: 'Fish' },
    });
    expect(schema.safeParse({ en: { title: 'Longboard' } }).success).toBe(false);
  });
});
