import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { Config } from '../config';
import { openDatabase, type Db } from '../db/client';
import * as schema from '../db/schema';
import { createStorage, readStoredFile } from '../modules/images/storage';
import { countRows } from './tables';
import {
  OpsError,
  contentTypeOf,
  imageNames,
  isPlainName,
  knownMigrations,
  libpqTarget,
  migratePglite,
  migrationState,
  openPgliteFolder,
  pgliteDir,
  refuseWhileServerRuns,
  run,
  sha256,
  withPostgres,
  type Log,
} from './common';

// A Galim backup is one uncompressed tar file (its parts are compressed already):
//
//   manifest.json            what this is: format, kind, migrations, row counts, image list
//   database/pglite.tar.gz   kind "pglite": the embedded database folder (PGlite dumpDataDir)
//   database/galim.dump      kind "postgres": pg_dump --format=custom
//   images/<name>            every image file of the storage (local disk or S3), as stored

export const BACKUP_FORMAT = 'galim-backup';

export const ZBackupManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(1),
  kind: z.enum(['pglite', 'postgres']),
  createdAt: z.string(),
  migrations: z.object({ applied: z.number().int(), latest: z.string().nullable() }),
  database: z.object({ file: z.string(), format: z.enum(['pglite-datadir', 'pg_dump-custom']) }),
  tables: z.record(z.string(), z.number().int()),
  images: z.object({
    count: z.number().int(),
    bytes: z.number().int(),
    files: z.array(z.object({ name: z.string(), bytes: z.number().int(), sha256: z.string() })),
  }),
});
export type TBackupManifest = z.infer<typeof ZBackupManifest>;

type Kind = TBackupManifest['kind'];

const kindOf = (config: Config): Kind => (config.databaseUrl ? 'postgres' : 'pglite');

const KIND_NAME: Record<Kind, string> = {
  pglite: 'the embedded database (PGlite under DATA_DIR)',
  postgres: 'PostgreSQL (DATABASE_URL)',
};

/** Writes a backup of the configured database and image storage to `file`. */
export async function createBackup(
  config: Config,
  file: string,
  log: Log = () => {},
): Promise<TBackupManifest> {
  const target = path.resolve(file);
  const kind = kindOf(config);
  const folder = await fs.stat(path.dirname(target)).catch(() => null);
  if (!folder?.isDirectory()) {
    throw new OpsError(`Cannot write ${target}: the folder ${path.dirname(target)} does not exist`);
  }
  if ((await fs.stat(target).catch(() => null))?.isDirectory()) {
    throw new OpsError(
      `${target} is a folder: name the backup file to write, e.g. ${path.join(target, 'galim.tar')}`,
    );
  }
  // Staged beside the target (same disk), renamed into place only once complete.
  const staging = `${target}.partial-${randomBytes(4).toString('hex')}`;
  await fs.mkdir(path.join(staging, 'database'), { recursive: true });
  await fs.mkdir(path.join(staging, 'images'), { recursive: true });
  try {
    log(`Backing up ${KIND_NAME[kind]}…`);
    const database =
      kind === 'pglite'
        ? await dumpPglite(config, path.join(staging, 'database'))
        : await dumpPostgres(config.databaseUrl!, path.join(staging, 'database'));
    log(
      `  ${Object.values(database.tables).reduce((a, b) => a + b, 0)} rows in ${Object.keys(database.tables).length} tables`,
    );

    log(`Backing up images from ${config.s3 ? `S3 bucket ${config.s3.bucket}` : 'local disk'}…`);
    const storage = await createStorage(config);
    const files: TBackupManifest['images']['files'] = [];
    for (const name of await imageNames(storage, log)) {
      const data = await readStoredFile(storage, name);
      if (!data) continue; // deleted while we were listing: no longer part of the state
      await fs.writeFile(path.join(staging, 'images', name), data);
      files.push({ name, bytes: data.length, sha256: sha256(data) });
    }
    const bytes = files.reduce((sum, f) => sum + f.bytes, 0);
    log(`  ${files.length} image files, ${(bytes / 1e6).toFixed(1)} MB`);

    const manifest: TBackupManifest = {
      format: BACKUP_FORMAT,
      version: 1,
      kind,
      createdAt: new Date().toISOString(),
      migrations: database.migrations,
      database: { file: database.file, format: database.format },
      tables: database.tables,
      images: { count: files.length, bytes, files },
    };
    await fs.writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    const partial = `${staging}.tar`;
    await run('tar', ['-cf', partial, '-C', staging, 'manifest.json', 'database', 'images']);
    await fs.rename(partial, target);
    log(`Backup written to ${target}`);
    return manifest;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
    await fs.rm(`${staging}.tar`, { force: true });
  }
}

interface DatabaseDump {
  file: string;
  format: TBackupManifest['database']['format'];
  migrations: TBackupManifest['migrations'];
  tables: Record<string, number>;
}

async function dumpPglite(config: Config, into: string): Promise<DatabaseDump> {
  const dir = pgliteDir(config);
  try {
    await fs.access(path.join(dir, 'PG_VERSION'));
  } catch {
    throw new OpsError(`No embedded database at ${dir} (is DATA_DIR right?)`);
  }
  refuseWhileServerRuns(dir);
  const { client, db } = await openPgliteFolder(dir);
  try {
    const migrations = await migrationState(db);
    const tables = await countRows(db);
    const dump = await client.dumpDataDir('gzip');
    const file = 'database/pglite.tar.gz';
    await fs.writeFile(path.join(into, 'pglite.tar.gz'), Buffer.from(await dump.arrayBuffer()));
    return { file, format: 'pglite-datadir', migrations, tables };
  } finally {
    await client.close();
  }
}

async function dumpPostgres(databaseUrl: string, into: string): Promise<DatabaseDump> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // The counts and pg_dump read one snapshot, so they agree even while the API writes.
    await client.query('begin isolation level repeatable read read only');
    const snapshot = (
      await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')
    ).rows[0]!.snapshot;
    const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Db;
    const migrations = await migrationState(db);
    const tables = await countRows(db);
    const { dbname, env } = libpqTarget(databaseUrl);
    await run(
      'pg_dump',
      [
        '--format=custom',
        `--snapshot=${snapshot}`,
        `--file=${path.join(into, 'galim.dump')}`,
        `--dbname=${dbname}`,
      ],
      env,
    );
    await client.query('commit');
    return { file: 'database/galim.dump', format: 'pg_dump-custom', migrations, tables };
  } finally {
    await client.end();
  }
}

/** Reads and checks the manifest of a backup file without unpacking the rest. */
export async function readManifest(file: string): Promise<TBackupManifest> {
  const notOurs = (why: string) =>
    new OpsError(`${file} is not a Galim backup (${why}); nothing was changed`);
  try {
    await fs.access(file);
  } catch {
    throw new OpsError(`${file}: no such file`);
  }
  let text: string;
  try {
    text = await run('tar', ['-xOf', file, 'manifest.json']);
  } catch {
    throw notOurs('no manifest.json inside a tar archive');
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw notOurs('manifest.json is not JSON');
  }
  const parsed = ZBackupManifest.safeParse(json);
  if (!parsed.success) {
    throw notOurs(
      (json as { format?: unknown })?.format === BACKUP_FORMAT
        ? `its manifest is not one this version understands: ${parsed.error.issues[0]?.message}`
        : 'its manifest does not say format "galim-backup"',
    );
  }
  return parsed.data;
}

/**
 * Replaces the configured database's contents and the image storage with a backup's. Refuses,
 * before changing anything, a file that is not a Galim backup, a backup of the other kind of
 * database, one made by a newer Galim, a damaged one, and (PGlite) a running server.
 */
export async function restoreBackup(
  config: Config,
  file: string,
  log: Log = () => {},
): Promise<TBackupManifest> {
  const source = path.resolve(file);
  const manifest = await readManifest(source);
  const kind = kindOf(config);
  if (manifest.kind !== kind) {
    throw new OpsError(
      `${source} is a backup of ${KIND_NAME[manifest.kind]}, but this installation uses ${KIND_NAME[kind]}; nothing was changed.\n` +
        (manifest.kind === 'pglite'
          ? 'Restore it with DATABASE_URL unset, then copy it over with `npm run move-to-postgres`.'
          : 'Set DATABASE_URL to the PostgreSQL database to restore it into.'),
    );
  }
  const known = knownMigrations();
  if (manifest.migrations.applied > known.length) {
    throw new OpsError(
      `${source} was made by a newer Galim (${manifest.migrations.applied} migrations, this one knows ${known.length}): upgrade first; nothing was changed`,
    );
  }
  if (kind === 'pglite') refuseWhileServerRuns(pgliteDir(config));

  const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'galim-restore-'));
  try {
    await run('tar', ['-xf', source, '-C', staging]);
    // Check every part before touching anything: a damaged backup changes nothing.
    try {
      await fs.access(path.join(staging, manifest.database.file));
    } catch {
      throw new OpsError(`${source} is damaged: ${manifest.database.file} is missing`);
    }
    const imageFile = (name: string) => path.join(staging, 'images', name);
    for (const f of manifest.images.files) {
      if (!isPlainName(f.name))
        throw new OpsError(`${source} is damaged: bad image name ${f.name}`);
      const at = imageFile(f.name);
      const stat = await fs.lstat(at).catch(() => null);
      const data = stat?.isFile() ? await fs.readFile(at) : null;
      if (!data || sha256(data) !== f.sha256) {
        throw new OpsError(`${source} is damaged: image ${f.name} is missing or altered`);
      }
    }

    log(`Restoring ${KIND_NAME[kind]} from the backup of ${manifest.createdAt}…`);
    const counts =
      kind === 'pglite'
        ? await restorePglite(config, path.join(staging, manifest.database.file))
        : await restorePostgres(config, path.join(staging, manifest.database.file));
    const differing = Object.entries(manifest.tables).filter(([t, n]) => counts[t] !== n);
    if (differing.length > 0) {
      throw new OpsError(
        `The restored database does not hold what the backup lists: ${differing
          .map(([t, n]) => `${t} ${counts[t] ?? 'missing'} instead of ${n}`)
          .join(', ')}`,
      );
    }
    log(
      `  ${Object.values(counts).reduce((a, b) => a + b, 0)} rows in ${Object.keys(counts).length} tables`,
    );

    log(`Restoring images into ${config.s3 ? `S3 bucket ${config.s3.bucket}` : 'local disk'}…`);
    const storage = await createStorage(config);
    // One file in memory at a time: the images can be far larger than the memory.
    for (const { name } of manifest.images.files) {
      await storage.put(name, await fs.readFile(imageFile(name)), contentTypeOf(name));
    }
    // Files added after the backup belong to rows the restore just removed.
    const wanted = new Set(manifest.images.files.map((f) => f.name));
    const extra = (await imageNames(storage, log)).filter((name) => !wanted.has(name));
    for (const name of extra) await storage.delete(name);
    log(`  ${wanted.size} image files put back, ${extra.length} newer ones removed`);
    log('Restore complete.');
    return manifest;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/** Unpacks the dumped folder beside the live one, checks it, then swaps the two. */
async function restorePglite(config: Config, dump: string): Promise<Record<string, number>> {
  const live = pgliteDir(config);
  const incoming = `${live}.restoring`;
  await fs.rm(incoming, { recursive: true, force: true });
  await fs.mkdir(path.dirname(live), { recursive: true });
  const blob = new Blob([new Uint8Array(await fs.readFile(dump))]);
  const { client, db } = await openPgliteFolder(incoming, { loadDataDir: blob });
  let counts: Record<string, number>;
  try {
    counts = await countRows(db);
    await migratePglite(db);
  } finally {
    await client.close();
  }
  const previous = `${live}.replaced-${Date.now()}`;
  const hadLive = await fs
    .access(live)
    .then(() => true)
    .catch(() => false);
  if (hadLive) await fs.rename(live, previous);
  await fs.rename(incoming, live);
  if (hadLive) await fs.rm(previous, { recursive: true, force: true });
  return counts;
}

async function restorePostgres(config: Config, dump: string): Promise<Record<string, number>> {
  const { dbname, env } = libpqTarget(config.databaseUrl!);
  await run(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-acl',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${dbname}`,
      dump,
    ],
    env,
  );
  const counts = await withPostgres(config.databaseUrl!, countRows);
  // The app's own migrations bring an older backup up to this code's schema.
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.close();
  return counts;
}
