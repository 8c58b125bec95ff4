import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import type { Config } from '../config';
import { migrationsFolder, pgliteExtensions, type Db } from '../db/client';
import * as schema from '../db/schema';
import { readStoredFile, storedImageNames, type ImageStorage } from '../modules/images/storage';

/** A refusal or failure an operator can act on: the CLI prints the message and exits 1. */
export class OpsError extends Error {}

export type Log = (line: string) => void;

/** Where the embedded database lives. */
export function pgliteDir(config: Config): string {
  if (config.dataDir === ':memory:') {
    throw new OpsError('DATA_DIR is :memory:, there is no embedded database on disk to work on');
  }
  return path.join(config.dataDir, 'pglite');
}

/**
 * PGlite is one process's database: a second opener would corrupt it. A running server keeps
 * `postmaster.pid` in the data folder (PGlite removes it on a clean close), so its presence
 * means the server is running, or died without closing.
 */
export function refuseWhileServerRuns(dir: string): void {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    throw new OpsError(
      `The embedded database at ${dir} is in use: stop the Galim server first.\n` +
        `(If no server is running, it stopped without closing the database: delete ${pidFile} and try again.)`,
    );
  }
}

/** Opens an embedded database folder as it is (no migrations), with the app's extensions. */
export async function openPgliteFolder(
  dir: string,
  options: Pick<PGliteOptions, 'loadDataDir'> = {},
): Promise<{ client: PGlite; db: Db }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = await PGlite.create(dir, { extensions: await pgliteExtensions(), ...options });
  const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return { client, db };
}

/** Brings an embedded database up to this code's schema (the server does the same at start). */
export async function migratePglite(db: Db): Promise<void> {
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  await migrate(db as never, { migrationsFolder: migrationsFolder() });
}

interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}

/** The migrations this code knows, oldest first. */
export function knownMigrations(): JournalEntry[] {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as { entries: JournalEntry[] };
  return journal.entries;
}

export interface MigrationState {
  /** How many migrations the database has applied. */
  applied: number;
  /** The tag of the newest applied migration, as this code names it. */
  latest: string | null;
}

/** Which of the app's migrations a database has applied (drizzle's own bookkeeping table). */
export async function migrationState(db: Db): Promise<MigrationState> {
  const [exists] = (
    (await db.execute(
      sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
    )) as unknown as { rows: { present: boolean }[] }
  ).rows;
  if (!exists?.present) return { applied: 0, latest: null };
  const { rows } = (await db.execute(
    sql`select created_at::text as created from drizzle.__drizzle_migrations order by created_at`,
  )) as unknown as { rows: { created: string }[] };
  const last = rows.at(-1)?.created;
  if (last === undefined) return { applied: 0, latest: null };
  const entry = knownMigrations().find((e) => String(e.when) === last);
  return { applied: rows.length, latest: entry?.tag ?? `unknown (created ${last})` };
}

export function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

export function contentTypeOf(name: string): string {
  if (name.endsWith('.webp')) return 'image/webp';
  if (name.endsWith('.png')) return 'image/png';
  if (name.endsWith('.jpg') || name.endsWith('.jpeg')) return 'image/jpeg';
  return 'application/octet-stream';
}

/** Image files are flat, plain names (`<key>-<width>.webp`): anything else is not ours. */
export function isPlainName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name);
}

/** The image files of a storage, sorted; anything that is not a plain name is skipped. */
export async function imageNames(storage: ImageStorage, log: Log): Promise<string[]> {
  const names: string[] = [];
  for (const name of await storedImageNames(storage)) {
    if (isPlainName(name)) names.push(name);
    else log(`  skipping ${JSON.stringify(name)}: not an image file of Galim`);
  }
  return names;
}

/** Copies every file of one image storage into another; returns the names copied. */
export async function copyImages(
  from: ImageStorage,
  to: ImageStorage,
  log: Log,
): Promise<{ names: string[]; bytes: number }> {
  const names = await imageNames(from, log);
  let bytes = 0;
  for (const [i, name] of names.entries()) {
    const data = await readStoredFile(from, name);
    if (!data) throw new OpsError(`Image ${name} vanished while it was being copied`);
    await to.put(name, data, contentTypeOf(name));
    bytes += data.length;
    if ((i + 1) % 200 === 0) log(`  ${i + 1}/${names.length} images`);
  }
  return { names, bytes };
}

const INSTALL_HINT: Record<string, string> = {
  pg_dump: 'install the PostgreSQL client tools, of the server’s major version or newer',
  pg_restore: 'install the PostgreSQL client tools, of the server’s major version or newer',
  tar: 'install GNU tar',
};

/** Runs a command (pg_dump, pg_restore, tar) and fails with its own words when it fails. */
export function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { env, maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
      if (!err) return resolve(stdout);
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
        return reject(
          new OpsError(
            `${command} was not found on PATH: ${INSTALL_HINT[command] ?? 'install it'}`,
          ),
        );
      }
      reject(new OpsError(`${command} failed: ${(stderr || err.message).trim()}`));
    });
  });
}

/**
 * A PostgreSQL URL split for the client tools: the password goes through PGPASSWORD, not the
 * command line, where every user of the machine could read it in the process list.
 */
export function libpqTarget(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    dbname: url.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

/** One connection to a PostgreSQL database, as a Db, for the length of `work`. */
export async function withPostgres<T>(
  databaseUrl: string,
  work: (db: Db) => Promise<T>,
): Promise<T> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(drizzle({ client, schema, casing: 'snake_case' }) as unknown as Db);
  } finally {
    await client.end();
  }
}
