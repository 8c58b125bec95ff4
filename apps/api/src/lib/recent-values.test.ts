import { describe, expect, it } from 'vitest';
import { recentValues } from './recent-values';

describe('recentValues', () => {
  it('makes a value once and answers it again while it is kept', () => {
    const kept = recentValues<string, { n: number }>(2);
    let made = 0;
    const make = () => ({ n: ++made });
    const a = kept.get('a', make);
    expect(kept.get('a', make)).toBe(a);
    expect(made).toBe(1);
  });

  it('keeps at most max values, the least recently used going first', () => {
    const kept = recentValues<string, string>(2);
    const made: string[] = [];
    const get = (key: string) =>
      kept.get(key, () => {
        made.push(key);
        return key.toUpperCase();
      });
    get('a');
    get('b');
    get('a'); // a is now the most recently used
    get('c'); // so b goes
    expect(kept.size).toBe(2);
    get('a');
    expect(made).toEqual(['a', 'b', 'c']);
    get('b');
    expect(made).toEqual(['a', 'b', 'c', 'b']);
  });
});
