import { defineConfig } from 'vitest/config';

// One Vitest run, three projects: pure shared logic, the API through app.inject, and web
// components in jsdom. `npm run test:api` runs only the API project (CI runs it twice:
// on PGlite and on the real PostgreSQL server).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Some are property tests over millions of cases (format.test.ts's clock, 2013–2037):
          // seconds alone, more on a busy shared machine, where 5 s timed one out in CI.
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./src/test/setup.ts'],
          // Generous: the machines that run these are shared and at times slow.
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
