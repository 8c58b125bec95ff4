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

  it('names every field, nested value and key that holds one', () => {
    const body = JSON.parse(
      '{"name":"x\\u0000","tags":["ok","\\u0000"],"nested":{"a\\u0000":1,"b":{"c":"\\u0000"}},"n":1}',
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
