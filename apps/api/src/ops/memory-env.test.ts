import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GLIBC_MEMORY_TUNABLES, withMemorySettings } from './memory-env';

// The allocator settings are read by glibc before any of our code runs, so each way of
// starting the API sets them itself: they must all say the same (decision 041).

const root = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('the memory allocator settings', () => {
  it('are the same in the Dockerfile and in `npm start`', () => {
    expect(read('Dockerfile')).toContain(`GLIBC_TUNABLES=${GLIBC_MEMORY_TUNABLES}`);
    expect(read('scripts/start.mjs')).toContain(`'${GLIBC_MEMORY_TUNABLES}'`);
  });

  it("are added to a start's environment, unless the operator set their own", () => {
    expect(withMemorySettings({ PORT: '1' })).toEqual({
      PORT: '1',
      GLIBC_TUNABLES: GLIBC_MEMORY_TUNABLES,
    });
    const own = { GLIBC_TUNABLES: 'glibc.malloc.arena_max=4' };
    expect(withMemorySettings(own)).toEqual(own);
  });
});
