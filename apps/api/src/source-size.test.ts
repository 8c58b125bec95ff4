import { describe, expect, it } from 'vitest';
import { longSourceFiles } from '@galim/shared/testing/source-size';

// No API source file over 450 lines: a file that grows past it holds several concerns and is
// split by them (surfboards/*-routes.ts, alerts/*-routes.ts, plugins/jobs/, db/tables/). Tests
// may be longer. The drizzle migrations are generated and sit outside src/.

const MAX_LINES = 450;

describe('API source files', () => {
  it(`are at most ${MAX_LINES} lines each`, () => {
    expect(longSourceFiles(import.meta.dirname, MAX_LINES)).toEqual([]);
  });
});
