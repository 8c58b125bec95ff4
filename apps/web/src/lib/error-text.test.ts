import { describe, expect, it } from 'vitest';
import { hebrewErrorText } from './error-text';

describe('hebrewErrorText', () => {
  it('words each failure by its code, whatever the English message says', async () => {
    expect(await hebrewErrorText('Surfboard not found', 'BOARD_NOT_FOUND')).toBe(
      'המודעה לא נמצאה.',
    );
    expect(await hebrewErrorText('Brand "Firewire" already exists', 'REFERENCE_EXISTS')).toBe(
      'כבר קיים פריט בשם הזה',
    );
    expect(await hebrewErrorText('Something new', 'RATE_LIMITED')).toBe(
      'יותר מדי בקשות. נסו שוב בעוד כמה דקות.',
    );
  });

  it('never shows English: an unknown or missing code gets the general server error', async () => {
    expect(await hebrewErrorText('Teapot', 'I_AM_A_TEAPOT')).toBe(
      'אירעה שגיאה בשרת. נסו שוב מאוחר יותר.',
    );
    expect(await hebrewErrorText('Bad gateway')).toBe('אירעה שגיאה בשרת. נסו שוב מאוחר יותר.');
    expect(await hebrewErrorText('Odd', 'toString')).toBe('אירעה שגיאה בשרת. נסו שוב מאוחר יותר.');
  });

  it('passes a Hebrew validation message through, and words an English one', async () => {
    expect(await hebrewErrorText('המחיר חייב להיות חיובי', 'VALIDATION_ERROR')).toBe(
      'המחיר חייב להיות חיובי',
    );
    // The API names the field before the sentence; a person reads only the sentence.
    expect(
      await hebrewErrorText(
        'Invalid body.price: המחיר לא יכול לעלות על 50,000',
        'VALIDATION_ERROR',
      ),
    ).toBe('המחיר לא יכול לעלות על 50,000');
    expect(
      await hebrewErrorText(
        'Invalid querystring.search: הטקסט מכיל תו שאינו נתמך',
        'VALIDATION_ERROR',
      ),
    ).toBe('הטקסט מכיל תו שאינו נתמך');
    expect(await hebrewErrorText('price: Expected number', 'VALIDATION_ERROR')).toBe(
      'חלק מהפרטים אינם תקינים. בדקו אותם ונסו שוב.',
    );
  });
});
