import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, tempDir } from '../../deploy-test/harness';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Db } from '../db/client';
import { faqItems, surfboards, users } from '../db/schema';
import {
  createLocalStorage,
  createS3Storage,
  storedImageNames,
  type ImageStorage,
} from '../modules/images/storage';
import {
  expectFirstImageServed,
  npmRun,
  schemaTables,
  seedInstallation,
  stateOf,
  type State,
} from '../test/ops-fixtures';
import { createDatabase } from '../test/harness';
import { openPgliteFolder, withPostgres } from './common';

// The operator's commands, run as `npm run backup -- <file>` / `npm run restore -- <file>`
// against a seeded installation: after a restore, every row of every table and every image
// file is exactly what it was when the backup was taken.

const manifestOf = (file: string) =>
  JSON.parse(execFileSync('tar', ['-xOf', file, 'manifest.json'], { encoding: 'utf8' }));

/** Changes an installation after its backup: rows deleted, changed and added; files too. */
async function changeEverything(db: Db, storage: ImageStorage): Promise<void> {
  const boards = await db.select({ id: surfboards.id }).from(surfboards).limit(3);
  await db.delete(surfboards).where(
    inArray(
      surfboards.id,
      boards.map((b) => b.id),
    ),
  );
  await db.delete(faqItems);
  const [someone] = await db.select().from(users).limit(1);
  await db.update(users).set({ displayName: 'שונה אחרי הגיבוי' }).where(eq(users.id, someone!.id));
  await db.insert(users).values({ email: 'after-backup@example.com', displayName: 'חדש' });
  const names = await storedImageNames(storage);
  await storage.delete(names[0]!);
  await storage.delete(names[1]!);
  await storage.put(names[2]!, Buffer.from('not the picture any more'), 'image/webp');
  await storage.put('ffffffffffffffffffffffffffffffff-320.webp', Buffer.from('new'), 'image/webp');
}

function expectSameState(after: State, before: State) {
  expect(Object.keys(after.tables)).toEqual(Object.keys(before.tables));
  for (const table of Object.keys(before.tables)) {
    expect(after.tables[table], `rows of ${table}`).toBe(before.tables[table]);
  }
  expect(after.images).toEqual(before.images);
}

const serverUrl = process.env.TEST_DATABASE_URL;

// The embedded database's commands use no PostgreSQL server: they run in the PGlite run (npm
// test) alone, not again, unchanged, in CI's run on PostgreSQL.
describe.skipIf(serverUrl)(
  'backup and restore of the embedded database (PGlite, images on local disk)',
  () => {
    const dataDir = tempDir('backup-pglite');
    const env = { DATA_DIR: dataDir };
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    const uploads = createLocalStorage(path.join(dataDir, 'uploads'));
    const backupFile = path.join(tempDir('backup-files'), 'galim.tar');

    const pgliteState = async () => {
      const { client, db } = await openPgliteFolder(path.join(dataDir, 'pglite'));
      try {
        return await stateOf(db, uploads);
      } finally {
        await client.close();
      }
    };

    let before: State;
    beforeAll(async () => {
      await seedInstallation(config);
      before = await pgliteState();
    }, 120_000);
    afterAll(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(path.dirname(backupFile), { recursive: true, force: true });
    });

    it('puts back every row of every table and every image byte', async () => {
      // The picture covers the whole schema, and something in each table.
      expect(Object.keys(before.tables).sort()).toEqual(schemaTables());
      for (const [table, rows] of Object.entries(before.tables)) {
        expect(rows, `${table} has rows`).not.toBe('[]');
      }
      expect(Object.keys(before.images).length).toBeGreaterThan(100);

      const backup = await npmRun('backup', [backupFile], env);
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toContain(`Backup written to ${backupFile}`);
      const manifest = manifestOf(backupFile);
      expect(manifest).toMatchObject({ format: 'galim-backup', kind: 'pglite' });
      expect(manifest.migrations.applied).toBeGreaterThan(0);
      expect(manifest.images.count).toBe(Object.keys(before.images).length);
      for (const [table, rows] of Object.entries(before.tables)) {
        expect(manifest.tables[table], table).toBe(JSON.parse(rows).length);
      }

      const { client, db } = await openPgliteFolder(path.join(dataDir, 'pglite'));
      await changeEverything(db, uploads);
      const changed = await stateOf(db, uploads);
      await client.close();
      expect(changed.tables.surfboards).not.toBe(before.tables.surfboards);
      expect(changed.images).not.toEqual(before.images);

      const restore = await npmRun('restore', [backupFile], env);
      expect(restore.code, restore.stderr).toBe(0);
      expect(restore.stdout).toContain('Restore complete.');
      expectSameState(await pgliteState(), before);

      // The server starts on the restored folder and serves a restored picture.
      const app = await buildApp(config);
      try {
        await expectFirstImageServed(app, before);
        const boards = await app.inject({ url: '/api/surfboards' });
        expect(boards.statusCode).toBe(200);
      } finally {
        await app.close();
      }
    }, 120_000);

    it('moves house: restores into an empty DATA_DIR', async () => {
      const newHome = tempDir('backup-new-home');
      const res = await npmRun('restore', [backupFile], { DATA_DIR: newHome });
      expect(res.code, res.stderr).toBe(0);
      const { client, db } = await openPgliteFolder(path.join(newHome, 'pglite'));
      try {
        expectSameState(
          await stateOf(db, createLocalStorage(path.join(newHome, 'uploads'))),
          before,
        );
      } finally {
        await client.close();
        fs.rmSync(newHome, { recursive: true, force: true });
      }
    }, 60_000);

    it('refuses, changing nothing, a file that is not a Galim backup', async () => {
      const dir = tempDir('not-backups');
      const text = path.join(dir, 'notes.txt');
      fs.writeFileSync(text, 'hello');
      fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ format: 'something' }));
      const otherTar = path.join(dir, 'other.tar');
      execFileSync('tar', ['-cf', otherTar, '-C', dir, 'manifest.json']);
      for (const file of [text, otherTar, path.join(dir, 'missing.tar')]) {
        const res = await npmRun('restore', [file], env);
        expect(res.code, file).toBe(1);
        expect(res.stderr).toMatch(/not a Galim backup|no such file/);
      }
      expect(fs.existsSync(path.join(dataDir, 'pglite.restoring'))).toBe(false);
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('refuses a damaged backup and one made by a newer Galim, changing nothing', async () => {
      const dir = tempDir('bad-backups');
      execFileSync('tar', ['-xf', backupFile, '-C', dir]);
      const manifest = manifestOf(backupFile);
      const victim = manifest.images.files[5].name as string;
      const beforeBytes = fs.readFileSync(path.join(dataDir, 'uploads', victim));
      fs.writeFileSync(path.join(dir, 'images', victim), 'bit rot');
      const damaged = path.join(dir, 'damaged.tar');
      execFileSync('tar', ['-cf', damaged, '-C', dir, 'manifest.json', 'database', 'images']);
      let res = await npmRun('restore', [damaged], env);
      expect(res.code).toBe(1);
      expect(res.stderr).toContain(`is damaged: image ${victim} is missing or altered`);
      expect(fs.readFileSync(path.join(dataDir, 'uploads', victim))).toEqual(beforeBytes);

      fs.writeFileSync(
        path.join(dir, 'manifest.json'),
        JSON.stringify({ ...manifest, migrations: { applied: 999, latest: '0999_future' } }),
      );
      const newer = path.join(dir, 'newer.tar');
      execFileSync('tar', ['-cf', newer, '-C', dir, 'manifest.json', 'database', 'images']);
      res = await npmRun('restore', [newer], env);
      expect(res.code).toBe(1);
      expect(res.stderr).toContain('was made by a newer Galim');
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('refuses a backup of the embedded database when DATABASE_URL points at PostgreSQL', async () => {
      const res = await npmRun('restore', [backupFile], {
        ...env,
        DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
      });
      expect(res.code).toBe(1);
      expect(res.stderr).toContain('is a backup of the embedded database');
      expect(res.stderr).toContain('move-to-postgres');
    });

    it('refuses to back up or restore while the server has the database open', async () => {
      const app = await buildApp(config);
      try {
        for (const script of ['backup', 'restore']) {
          const res = await npmRun(script, [backupFile], env);
          expect(res.code, script).toBe(1);
          expect(res.stderr).toContain('stop the Galim server first');
        }
      } finally {
        await app.close();
      }
    });
  },
);

describe.skipIf(!serverUrl)('backup and restore on PostgreSQL with images in S3', () => {
  const bucket = 'galim-backup-test';
  let s3: Awaited<ReturnType<typeof startS3>>;
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let elsewhere: Awaited<ReturnType<typeof createDatabase>>;
  let config: Config;
  let env: Record<string, string>;
  let dataDir: string;
  let backupFile: string;

  const stateAt = (databaseUrl: string) =>
    withPostgres(databaseUrl, async (db) => stateOf(db, await createS3Storage(config.s3!)));

  let before: State;
  beforeAll(async () => {
    dataDir = tempDir('backup-pg');
    backupFile = path.join(tempDir('backup-files'), 'galim-pg.tar');
    s3 = await startS3(bucket);
    database = await createDatabase(serverUrl!);
    elsewhere = await createDatabase(serverUrl!);
    const s3Env = {
      S3_BUCKET: bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
    env = { DATA_DIR: dataDir, DATABASE_URL: database.url, ...s3Env };
    config = loadConfig({ NODE_ENV: 'test', ...env });
    await seedInstallation(config);
    before = await stateAt(database.url);
  }, 120_000);
  afterAll(async () => {
    await database?.drop();
    await elsewhere?.drop();
    await s3?.close();
    for (const dir of [dataDir, backupFile && path.dirname(backupFile), s3?.directory]) {
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('puts back every row of every table and every image in the bucket', async () => {
    expect(Object.keys(before.tables).sort()).toEqual(schemaTables());
    expect(Object.keys(before.images).length).toBeGreaterThan(100);

    const backup = await npmRun('backup', [backupFile], env);
    expect(backup.code, backup.stderr).toBe(0);
    expect(manifestOf(backupFile)).toMatchObject({ format: 'galim-backup', kind: 'postgres' });

    await withPostgres(database.url, async (db) =>
      changeEverything(db, await createS3Storage(config.s3!)),
    );
    expect((await stateAt(database.url)).images).not.toEqual(before.images);

    const restore = await npmRun('restore', [backupFile], env);
    expect(restore.code, restore.stderr).toBe(0);
    expectSameState(await stateAt(database.url), before);
  }, 120_000);

  it('moves house: restores into a new, empty PostgreSQL database', async () => {
    const restore = await npmRun('restore', [backupFile], { ...env, DATABASE_URL: elsewhere.url });
    expect(restore.code, restore.stderr).toBe(0);
    expectSameState(await stateAt(elsewhere.url), before);

    const app = await buildApp({ ...config, databaseUrl: elsewhere.url });
    try {
      await expectFirstImageServed(app, before);
    } finally {
      await app.close();
    }
  }, 180_000);

  it('refuses a PostgreSQL backup when no DATABASE_URL is set', async () => {
    const res = await npmRun('restore', [backupFile], { DATA_DIR: dataDir });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('is a backup of PostgreSQL');
  });
});
