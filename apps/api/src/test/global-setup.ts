import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { migrationsFolder, openDatabase, pgliteExtensions } from '../db/client';

// Once per API test run on the embedded database: a migrated PGlite, dumped, for each test
// file's in-memory database to start from (Config.pgliteStart) instead of a new cluster. A new
// cluster (initdb) took 7 s of a busy machine per file, loading the dump 1.4 s. The dump is
// named by the migrations and PGlite's version, so a changed migration makes a new one. On
// PostgreSQL (TEST_DATABASE_URL) the same for each file's own database: a copy of one migrated
// here.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dump an in-memory test database starts from, when the run has one. */
    pgliteStart?: string;
    /** On PostgreSQL: the migrated database each test file's database is a copy of. */
    pgTemplate?: string;
  }
}

/** PGlite's version: a dump is read back by the same PostgreSQL build that wrote it. */
function pgliteVersion(): string {
  // The package exports no package.json: it is read beside its entry point (dist/).
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = path.join(path.dirname(entry), '..', 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

function migrationsHash(folder: string, version: string): string {
  const hash = createHash('sha256').update(version);
  const files = fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(folder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * On PostgreSQL: a database migrated once, named by the migrations, that each file's database is
 * copied from (CREATE DATABASE … TEMPLATE); kept for the next run with the same migrations.
 */
async function postgresTemplate(serverUrl: string, hash: string): Promise<string> {
  const name = `galim_template_${hash}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    // Made under another name, then renamed: a run that stopped half-way leaves no template.
    const partial = `${name}_${process.pid}`;
    await admin.query(`drop database if exists ${partial}`);
    await admin.query(`create database ${partial}`);
    const url = new URL(serverUrl);
    url.pathname = `/${partial}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: ':memory:' });
    await database.close();
    await admin.query(`alter database ${partial} rename to ${name}`);
    return name;
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const folder = migrationsFolder();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    project.provide('pgTemplate', await postgresTemplate(serverUrl, migrationsHash(folder, 'pg')));
    return;
  }
  const file = path.join(
    os.tmpdir(),
    `galim-pglite-${migrationsHash(folder, pgliteVersion())}.tar`,
  );
  if (!fs.existsSync(file)) {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = await PGlite.create({ extensions: await pgliteExtensions() });
    await migrate(drizzle({ client }), { migrationsFolder: folder });
    const dump = await client.dumpDataDir('none');
    await client.close();
    // Written whole, then renamed: a run beside this one never reads half a dump.
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  }
  project.provide('pgliteStart', file);
}
