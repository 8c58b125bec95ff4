import { describe, expect, it } from 'vitest';
import { longSourceFiles } from '@galim/shared/testing/source-size';

// No web source file over 400 lines (issue 52): a page or component past it holds several
// concerns and is split by them (admin/components/reference-*.tsx, services' detail sections).

const MAX_LINES = 400;

describe('web source files', () => {
  it(`are at most ${MAX_LINES} lines each`, () => {
    expect(longSourceFiles(import.meta.dirname, MAX_LINES)).toEqual([]);
  });
});
