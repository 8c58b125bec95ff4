import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw SQL on the embedded database (pg-boss's bring-your-own-database adapter). */
  executeSql?: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  /** Throws when the database cannot answer a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The folder of generated SQL migrations, found from this file in source and in dist. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Migrations folder (apps/api/drizzle) not found');
}

/**
 * Opens the database: a real PostgreSQL server when `databaseUrl` is set, otherwise the
 * embedded PGlite persisted under `dataDir` (':memory:' keeps it in memory, for tests).
 * Migrations run before it is returned.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<Database> {
  const database = opts.databaseUrl
    ? await openPostgres(opts.databaseUrl)
    : await openPglite(opts.dataDir);
  return database;
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let location: string | undefined;
  if (dataDir !== ':memory:') {
    location = path.join(dataDir, 'pglite');
    fs.mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create(location, { extensions: { pg_trgm } });
  const db = drizzle({ client, schema, casing: 'snake_case' });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    executeSql: async (text, values) => {
      // Parameterless strings may hold several statements (pg-boss's locked BEGIN…COMMIT
      // blocks): exec runs them as one unit under PGlite's lock.
      if (values?.length) return { rows: (await client.query(text, values)).rows };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
