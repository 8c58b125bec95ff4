import { afterAll } from 'vitest';
import { buildApp, type App, type BuildOptions } from '../app';
import { testConfig, type Config } from '../config';
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
  const database = serverUrl ? await createDatabase(serverUrl) : undefined;
  const app = await buildApp(
    testConfig({ databaseUrl: database?.url, ...overrides }),
    buildOptions,
  );
  await beforeReady?.(app);
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database?.drop();
  });
  return app;
}
