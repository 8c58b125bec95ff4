import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage } from './accept-language';

describe('the language a request asks for', () => {
  it('is Hebrew when it names none, or none that Galim speaks', () => {
    expect(languageFromAcceptLanguage(undefined)).toBe('he');
    expect(languageFromAcceptLanguage('')).toBe('he');
    expect(languageFromAcceptLanguage('fr-FR,fr;q=0.9,de;q=0.5')).toBe('he');
    expect(languageFromAcceptLanguage('*')).toBe('he');
  });

  it('reads Hebrew by its codes, old and new, and English by any region', () => {
    expect(languageFromAcceptLanguage('he')).toBe('he');
    expect(languageFromAcceptLanguage('he-IL')).toBe('he');
    expect(languageFromAcceptLanguage('iw')).toBe('he');
    expect(languageFromAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(languageFromAcceptLanguage('EN-gb')).toBe('en');
  });

  it('follows the q-values, not the order written, and skips q=0', () => {
    expect(languageFromAcceptLanguage('he;q=0.4,en;q=0.8')).toBe('en');
    expect(languageFromAcceptLanguage('en;q=0.3, he-IL;q=0.7')).toBe('he');
    expect(languageFromAcceptLanguage('fr, en;q=0.5, he;q=0.4')).toBe('en');
    expect(languageFromAcceptLanguage('en;q=0, he;q=0.1')).toBe('he');
    expect(languageFromAcceptLanguage('en;q=0')).toBe('he');
  });
});
