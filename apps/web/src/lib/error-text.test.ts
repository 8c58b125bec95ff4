import { describe, expect, it } from 'vitest';
import { hebrewErrorText } from './error-text';

describe('hebrewErrorText', () => {
  it('words a known server message, else its code, in Hebrew', async () => {
    expect(await hebrewErrorText('Surfboard not found', 'NOT_FOUND')).toBe('המודעה לא נמצאה.');
    expect(await hebrewErrorText('Something new', 'RATE_LIMITED')).toBe(
      'יותר מדי בקשות. נסו שוב בעוד כמה דקות.',
    );
  });

  it('passes a Hebrew validation message through, and words an English one', async () => {
    expect(await hebrewErrorText('המחיר חייב להיות חיובי', 'VALIDATION_ERROR')).toBe(
      'המחיר חייב להיות חיובי',
    );
    expect(await hebrewErrorText('price: Expected number', 'VALIDATION_ERROR')).toBe(
      'חלק מהפרטים אינם תקינים. בדקו אותם ונסו שוב.',
    );
  });
});
