import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../common/errors';
import { errorTexts as english } from './en/errors';
import { errorTexts as hebrew } from './he/errors';

describe('error codes in every language', () => {
  it('each has its words in Hebrew and in English, and no language has a code more', () => {
    expect(Object.keys(hebrew).sort()).toEqual([...ERROR_CODES].sort());
    expect(Object.keys(english).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) {
      expect(hebrew[code], code).toMatch(/[\u05d0-\u05ea]{2}/);
      expect(english[code], code).toMatch(/[A-Za-z]{2}/);
      expect(english[code], code).not.toMatch(/[\u0590-\u05ff]/);
    }
  });
});
