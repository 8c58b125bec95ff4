import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findUnstorableText, isStorableText } from './text';

describe('storable text', () => {
  it('refuses NUL anywhere and accepts every other character', () => {
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\u202Eגלשן\u0007<b>')).toBe(true);
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        (s) => isStorableText(s) === !s.includes('\u0000'),
      ),
    );
  });

  it('refuses half a surrogate pair, alone or beside other text, and accepts whole pairs', () => {
    for (const half of ['\ud800', '\udbff', '\udc00', '\udfff']) {
      expect(isStorableText(half)).toBe(false);
      expect(isStorableText(`גל${half}ים`)).toBe(false);
    }
    expect(isStorableText('\udc00\ud800')).toBe(false); // a pair in the wrong order
    expect(isStorableText('🌊 גלים 👍🏽')).toBe(true);
    // UTF-8 can encode exactly the well-formed strings: the same rule, from elsewhere.
    const encodable = (s: string) => {
      try {
        encodeURIComponent(s);
        return true;
      } catch {
        return false;
      }
    };
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.oneof(
            fc.constantFrom('\ud83c', '\udf0a'),
            fc.string({ unit: 'binary', maxLength: 1 }),
          ),
        }),
        (s) => isStorableText(s) === (encodable(s) && !s.includes('\u0000')),
      ),
      { numRuns: 2000 },
    );
  });

  it('names every field, nested value and key that holds one', () => {
    const body = JSON.parse(
      '{"name":"x\\u0000","tags":["ok","\\u0000"],"nested":{"a\\u0000":1,"b":{"c":"\\ud800"}},"n":1}',
    );
    expect(findUnstorableText(body, 'body')).toEqual([
      'body.name',
      'body.tags.1',
      'body.nested.a\u0000',
      'body.nested.b.c',
    ]);
    expect(findUnstorableText({ fine: ['a', { b: 'c' }] }, 'body')).toEqual([]);
    expect(findUnstorableText(undefined, 'query')).toEqual([]);
  });
});
