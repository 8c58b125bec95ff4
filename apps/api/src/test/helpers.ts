import { randomBytes } from 'node:crypto';
import { afterAll } from 'vitest';
import pg from 'pg';
import { buildApp, type App, type BuildOptions } from '../app';
import { testConfig, type Config } from '../config';
import { users } from '../db/schema';
import { createSession } from '../modules/auth/sessions-repo';

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
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `galim_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const app = await buildApp(testConfig({ databaseUrl, ...overrides }), buildOptions);
  await beforeReady?.(app);
  await app.ready();
  afterAll(async () => {
    await app.close();
    await dropDatabase?.();
  });
  return app;
}

export interface TestUser {
  id: string;
  email: string;
  token: string;
  /** `{ authorization: 'Bearer …' }` for app.inject. */
  headers: { authorization: string };
}

let counter = 0;

/** Creates a user with a real session (the same tokens the sign-in routes hand out). */
export async function createTestUser(
  app: App,
  opts: { role?: 'user' | 'admin'; email?: string; firstName?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const email = opts.email ?? `user${counter}-${randomBytes(3).toString('hex')}@test.example`;
  const [user] = await app.db
    .insert(users)
    .values({
      email,
      displayName: opts.firstName ?? `Test ${counter}`,
      firstName: opts.firstName ?? `Test${counter}`,
      role: opts.role ?? 'user',
    })
    .returning();
  const { token } = await createSession(app.db, user!.id);
  return { id: user!.id, email, token, headers: { authorization: `Bearer ${token}` } };
}
