import { defineConfig } from 'vitest/config';

// `npm run test:deploy`: the production deployment test (two API processes from the build,
// nginx, PostgreSQL, Redis, s3rver). Not part of `npm test`: it needs the build and nginx.
export default defineConfig({
  test: {
    name: 'deploy',
    root: import.meta.dirname,
    include: ['*.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
