import { randomBytes } from 'node:crypto';
import { afterAll } from 'vitest';
import pg from 'pg';
import { buildApp, type App, type BuildOptions } from '../app';
import { testConfig, type Config } from '../config';

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

/** A new, empty database on a PostgreSQL server (TEST_DATABASE_URL), and how to drop it. */
export async function createDatabase(serverUrl: string) {
  const name = `galim_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
