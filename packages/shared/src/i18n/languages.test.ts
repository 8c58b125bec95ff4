import { describe, expect, it } from 'vitest';
import { pathIn, splitLanguage } from './languages';

describe('addresses by language', () => {
  it('reads the language from the prefix, and Hebrew without one', () => {
    expect(splitLanguage('/en/surfboards/abc')).toEqual({
      language: 'en',
      path: '/surfboards/abc',
    });
    expect(splitLanguage('/en')).toEqual({ language: 'en', path: '/' });
    expect(splitLanguage('/en/')).toEqual({ language: 'en', path: '/' });
    expect(splitLanguage('/surfboards')).toEqual({ language: 'he', path: '/surfboards' });
    // A page whose own path starts with the letters, not the folder.
    expect(splitLanguage('/enduro')).toEqual({ language: 'he', path: '/enduro' });
  });

  it('writes a path back in each language', () => {
    expect(pathIn('en', '/')).toBe('/en/');
    expect(pathIn('en', '/forecast/herzliya')).toBe('/en/forecast/herzliya');
    expect(pathIn('he', '/forecast')).toBe('/forecast');
    for (const path of ['/', '/u/dana', '/services/lessons/1']) {
      for (const language of ['he', 'en'] as const) {
        expect(splitLanguage(pathIn(language, path))).toEqual({ language, path });
      }
    }
  });
});
