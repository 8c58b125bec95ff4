import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { collectGarbage } from '../lib/full-collection';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** Where list and search queries go: a read replica when DATABASE_READ_URL is set, else db. */
  readDb: Db;
  kind: 'pglite' | 'postgres';
  /** Raw SQL on the embedded database (pg-boss's bring-your-own-database adapter). */
  executeSql?: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  /** Throws when the database cannot answer a trivial query. */
  ping(): Promise<void>;
  /** Connection pool figures for /metrics (PostgreSQL only). */
  poolStats?: () => { total: number; idle: number; waiting: number };
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
export async function openDatabase(
  opts: { databaseUrl?: string; databaseReadUrl?: string; dataDir: string; pgliteStart?: string },
  /** Told about connections the server dropped (restart, failover); default: stderr. */
  onConnectionError: (err: Error) => void = (err) =>
    console.error(`database connection lost: ${err.message}`),
): Promise<Database> {
  const database = opts.databaseUrl
    ? await openPostgres(opts.databaseUrl, onConnectionError)
    : await openPglite(opts.dataDir, opts.pgliteStart);
  if (!opts.databaseReadUrl || !opts.databaseUrl) return database;
  // A replica is read-only and follows the primary's schema: no migrations run on it.
  const replica = await openReplica(opts.databaseReadUrl);
  return {
    ...database,
    readDb: replica.db,
    close: async () => {
      await replica.close();
      await database.close();
    },
  };
}

async function openReplica(url: string): Promise<{ db: Db; close: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // An idle connection the server dropped (a replica restarting) is discarded by the pool;
  // without a listener the 'error' event would end the process.
  pool.on('connect', (client) => client.on('error', () => {}));
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  return { db: db as unknown as Db, close: () => pool.end() };
}

/** The advisory lock that serialises migrations across processes ("galim" in ASCII). */
export const MIGRATION_LOCK_KEY = 0x67616c696d;

/** How long a request waits for a connection before answering 503 (the database is down). */
const CONNECT_TIMEOUT_MS = 5_000;

async function openPostgres(
  url: string,
  onConnectionError: (err: Error) => void,
): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
  });
  // A server restart terminates every connection (57P01), reported as an 'error' event on the
  // client (checked out or idle) and, for idle ones, again on the pool. Unheard, either event
  // would end the process. The pool drops the broken client and opens a new one when needed.
  pool.on('connect', (client) => client.on('error', onConnectionError));
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  // Several API processes may start together: one migrates while the others wait on the
  // lock, then find nothing left to do.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const locked = drizzle({ client: lockClient, schema, casing: 'snake_case' });
    await migrate(locked, { migrationsFolder: migrationsFolder() });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
  return {
    db: db as unknown as Db,
    readDb: db as unknown as Db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/**
 * The extensions the migrations create, for an embedded database: trigrams for text search, and
 * btree_gin for the kind beside them in one index (migration 0044).
 */
export async function pgliteExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  return { pg_trgm, btree_gin };
}

/** The embedded database's buffer pool (decision 041). */
const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * The dump read once per process: reading its 43 MB into a Blob took about half a second of
 * every API test app's 1.9 s, and the files of a test worker share this module. PGlite reads the
 * dump with `arrayBuffer()`, which Node's Blob answers by streaming it in small chunks and
 * joining them (a third of a second more); this one answers with a copy of the bytes it holds.
 * A changed dump has a new name (test/global-setup.ts).
 */
class DumpBlob extends Blob {
  constructor(private readonly held: Uint8Array<ArrayBuffer>) {
    super([held]);
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.held.slice().buffer);
  }
}
const dumps = new Map<string, Blob>();
function startingDump(file: string): Blob {
  let dump = dumps.get(file);
  if (!dump) {
    dump = new DumpBlob(new Uint8Array(fs.readFileSync(file)));
    dumps.set(file, dump);
  }
  return dump;
}

async function openPglite(dataDir: string, start?: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let location: string | undefined;
  if (dataDir !== ':memory:') {
    location = path.join(dataDir, 'pglite');
    fs.mkdirSync(location, { recursive: true });
  }
  // An in-memory database may start from a migrated one's dump: a new cluster (initdb) costs
  // seconds, loading the dump a fraction of that (the API tests open one per file).
  const loadDataDir = start && !location ? startingDump(start) : undefined;
  const client = await PGlite.create(location, {
    extensions: await pgliteExtensions(),
    ...(loadDataDir ? { loadDataDir } : {}),
    // PostgreSQL's buffer pool sits in the process's memory and is touched whole at start:
    // 128 MB by default. The embedded database is for small sites (a real server takes over
    // when it grows); the file cache below it keeps what does not fit.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const db = drizzle({ client, schema, casing: 'snake_case' });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  // What opening left behind (initdb's own instance) goes now, not half a minute later. A
  // database loaded from a dump ran no initdb (only the API tests load one): a full collection
  // of a test worker's heap, which its files share, would cost each test app for nothing.
  if (!loadDataDir) collectGarbage();
  return {
    db: db as unknown as Db,
    readDb: db as unknown as Db,
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
