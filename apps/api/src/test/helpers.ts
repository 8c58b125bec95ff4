import { inject } from 'vitest';
import { buildApp, type App, type BuildOptions } from '../app';
import type { Config } from '../config';
import { testConfig } from './config';
import { beforeDeadline } from '../lib/deadline';
import { createDatabase } from './harness';

/**
 * A fresh API with its own empty database, closed after the test file. PGlite in memory by
 * default; with TEST_DATABASE_URL a new database on that PostgreSQL server, dropped at the end.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  /** Registers extra routes or plugins before the app is ready. */
  beforeReady?: (app: App) => Promise<void>,
  /** Extra build options (a log stream to read, ...); the database is always the test's. */
  buildOptions: Omit<BuildOptions, 'database'> = {},
): Promise<App> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  // A copy of the run's migrated database (test/global-setup.ts): its migrations find nothing
  // left to do.
  const database = serverUrl
    ? await createDatabase(serverUrl, undefined, inject('pgTemplate'))
    : undefined;
  const app = await buildApp(
    testConfig({ databaseUrl: database?.url, ...overrides }),
    buildOptions,
  );
  await beforeReady?.(app);
  await app.ready();
  opened.push(async () => {
    // A test may have closed it already; a close that hangs must not keep its database.
    await beforeDeadline(
      app.close().catch(() => undefined),
      30_000,
    );
    await database?.drop();
  });
  return app;
}

/** The apps createTestApp opened in this test file, and their databases. */
const opened: (() => Promise<void>)[] = [];

/**
 * Closes them and drops their databases: run after each API test file by `test/setup.ts`
 * (Vitest ignores an `afterAll` registered from inside a `beforeAll`, where most files call
 * createTestApp, so it cannot register its own).
 */
export async function closeTestApps(): Promise<void> {
  for (const close of opened.splice(0).reverse()) await close();
}
