import { describe, expect, it } from 'vitest';
import { longSourceFiles } from './testing/source-size';

// No shared source file over 400 lines (issue 52), as in the web; the API's cap is 450.

const MAX_LINES = 400;

describe('shared source files', () => {
  it(`are at most ${MAX_LINES} lines each`, () => {
    expect(longSourceFiles(import.meta.dirname, MAX_LINES)).toEqual([]);
  });
});
