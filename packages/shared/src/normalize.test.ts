import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizePhone, normalizeSlug, slugFromName, whatsappUrl } from './normalize';

describe('normalizePhone', () => {
  it('removes spaces and hyphens and turns a leading 0 into +972', () => {
    expect(normalizePhone('050-123 4567')).toBe('+972501234567');
    expect(normalizePhone('+972 50 123 4567')).toBe('+972501234567');
    expect(normalizePhone('03-1234567')).toBe('+97231234567');
  });
});

describe('normalizeSlug', () => {
  it('lowercases, replaces other characters, collapses and trims hyphens', () => {
    expect(normalizeSlug('  Dana Cohen!! ')).toBe('dana-cohen');
    expect(normalizeSlug('גלשן_Surfer--TLV')).toBe('surfer-tlv');
    expect(normalizeSlug('---')).toBe('');
  });
  it('always yields a valid slug and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const slug = normalizeSlug(s);
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
        expect(normalizeSlug(slug)).toBe(slug);
      }),
    );
  });
});

describe('whatsappUrl', () => {
  it('turns an Israeli number into wa.me digits and prefills the message', () => {
    expect(whatsappUrl('050-123 4567', 'שלום, הגלשן עדיין למכירה?')).toBe(
      `https://wa.me/972501234567?text=${encodeURIComponent('שלום, הגלשן עדיין למכירה?')}`,
    );
    expect(whatsappUrl('+972 52-765-4321')).toBe('https://wa.me/972527654321');
  });
});

describe('slugFromName', () => {
  it('writes Hebrew names in Latin letters, as a slug', () => {
    expect(slugFromName('נועה אדמין')).toBe('noa-admin');
    expect(slugFromName('שירה לוי')).toBe('shira-loi');
    expect(slugFromName('יוני כהן')).toBe('yoni-khn');
    expect(slugFromName('Gal Surfer!')).toBe('gal-surfer');
  });
});
