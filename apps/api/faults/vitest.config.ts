import { defineConfig } from 'vitest/config';

// The fault suite (`npm run test:faults`): the real API process under database restarts,
// kills, Redis outages, large uploads and a soak. Not part of `npx vitest run` (the root
// config only includes apps/api/src). Files run one after another: each starts processes
// and measures memory, so they must not share the machine with each other.
export default defineConfig({
  test: {
    name: 'faults',
    root: import.meta.dirname,
    include: ['*.test.ts'],
    globalSetup: ['./build.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 6 * 60_000,
    hookTimeout: 4 * 60_000,
    reporters: ['verbose'],
  },
});
