import { describe, expect, it } from 'vitest';
import { KIND_SLUGS, LISTING_KINDS, isListingKind, kindOfSlug, listingPaths } from './kinds';

describe('listing kinds', () => {
  it('start with boards', () => {
    expect(LISTING_KINDS[0]).toBe('board');
    expect(new Set(LISTING_KINDS).size).toBe(LISTING_KINDS.length);
  });

  it('tell a kind from anything else', () => {
    expect(isListingKind('wetsuit')).toBe(true);
    expect(isListingKind('surfboard')).toBe(false);
    expect(isListingKind(3)).toBe(false);
  });

  it('each have one address per language, unique, readable and safe in a path', () => {
    for (const lang of ['he', 'en'] as const) {
      const slugs = LISTING_KINDS.map((k) => KIND_SLUGS[k][lang]);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs)
        expect(slug).toMatch(/^[a-z\u05d0-\u05ea]+(?:-[a-z\u05d0-\u05ea]+)*$/);
    }
    // Boards keep the address they have always had.
    expect(KIND_SLUGS.board.en).toBe('surfboards');
  });

  it('read an address back into its kind, in either language', () => {
    expect(kindOfSlug('wetsuits')).toBe('wetsuit');
    expect(kindOfSlug('חליפות')).toBe('wetsuit');
    expect(kindOfSlug(encodeURIComponent('סנפירים'))).toBe('fins');
    expect(kindOfSlug('Board-Bags')).toBe('bag');
    expect(kindOfSlug('snowboards')).toBeNull();
    expect(kindOfSlug('%E0%A4%A')).toBeNull();
  });

  it('give a page its readable address in each language, boards theirs', () => {
    const id = '0123456789abcdef01234567';
    expect(listingPaths('wetsuit', id)).toEqual({
      he: `/%D7%97%D7%9C%D7%99%D7%A4%D7%95%D7%AA/${id}`,
      en: `/wetsuits/${id}`,
    });
    expect(decodeURIComponent(listingPaths('bag').he)).toBe('/תיקים');
    expect(listingPaths('board', id)).toEqual({ he: `/surfboards/${id}`, en: `/surfboards/${id}` });
  });
});
