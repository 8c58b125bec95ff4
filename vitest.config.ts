import fs from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * CI runs the API tests twice, on PGlite (npm test) and on PostgreSQL + Redis (TEST_DATABASE_URL).
 * On PostgreSQL only the files that open a test database or Redis there: the rest (pure logic,
 * PGlite's own migrations, the server process on its embedded database) would run unchanged a
 * second time.
 */
function apiFilesOffTheServer(): string[] {
  if (!process.env.TEST_DATABASE_URL) return [];
  const src = path.join(import.meta.dirname, 'apps/api/src');
  const opensServer = /createTestApp|createDatabase|TEST_DATABASE_URL|TEST_REDIS_URL/;
  return fs
    .readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => !opensServer.test(fs.readFileSync(path.join(src, file), 'utf8')))
    .map((file) => `src/${file.split(path.sep).join('/')}`);
}

/**
 * The route fuzzer (7 to 14 minutes of a worker) runs once in CI, in the PostgreSQL run:
 * FUZZ_ON_POSTGRES_ONLY leaves it out of the PGlite one. In the project's own list: a project's
 * `exclude` replaces the command line's `--exclude`, which let it run on PGlite too.
 */
function fuzzOnPostgresOnly(): string[] {
  return process.env.FUZZ_ON_POSTGRES_ONLY && !process.env.TEST_DATABASE_URL
    ? ['src/security/fuzz.test.ts']
    : [];
}

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
          exclude: [...configDefaults.exclude, ...apiFilesOffTheServer(), ...fuzzOnPostgresOnly()],
          environment: 'node',
          setupFiles: ['./src/test/setup.ts'],
          // The files of a worker share their modules. Isolated, each file loaded the whole app
          // again in a new module graph: 590 s of "setup" in a CI run, two thirds of the API
          // tests' time. Shared, the API project on PostgreSQL ran in 353 s, every file passing.
          // So a file leaves no module state behind (fuzz.test.ts puts the rate limits it raises
          // back), and each app it opens is closed after it (test/setup.ts).
          isolate: false,
          // A migrated embedded database, made once, for each file's to start from.
          globalSetup: ['./src/test/global-setup.ts'],
          // Generous: the machines that run these are shared and at times slow.
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
