import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, tempDir } from '../../deploy-test/harness';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createLocalStorage, createS3Storage } from '../modules/images/storage';
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

// `npm run move-to-postgres`: an embedded installation (PGlite + DATA_DIR/uploads) copied into
// a new PostgreSQL database and S3, as an operator would run it when the site outgrows one box.

it('refuses without DATABASE_URL, saying what to set', async () => {
  const dataDir = tempDir('move-none');
  const res = await npmRun('move-to-postgres', [], { DATA_DIR: dataDir });
  expect(res.code).toBe(1);
  expect(res.stderr).toContain('Set DATABASE_URL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('moving the embedded installation into PostgreSQL', () => {
  const bucket = 'galim-move-test';
  let dataDir: string;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let second: Awaited<ReturnType<typeof createDatabase>>;
  let s3Env: Record<string, string>;
  let before: State;

  beforeAll(async () => {
    dataDir = tempDir('move-pglite');
    s3 = await startS3(bucket);
    s3Env = {
      S3_BUCKET: bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
    database = await createDatabase(serverUrl!);
    second = await createDatabase(serverUrl!);
    await seedInstallation(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
    const { client, db } = await openPgliteFolder(path.join(dataDir, 'pglite'));
    before = await stateOf(db, createLocalStorage(path.join(dataDir, 'uploads')));
    await client.close();
  }, 120_000);
  afterAll(async () => {
    await database?.drop();
    await second?.drop();
    await s3?.close();
    if (s3) fs.rmSync(s3.directory, { recursive: true, force: true });
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every row of every table and every image into S3; a second run refuses', async () => {
    expect(Object.keys(before.tables).sort()).toEqual(schemaTables());
    const env = { DATA_DIR: dataDir, DATABASE_URL: database.url, ...s3Env };
    const config = loadConfig({ NODE_ENV: 'test', ...env });

    const move = await npmRun('move-to-postgres', [], env);
    expect(move.code, move.stderr).toBe(0);
    expect(move.stdout).toContain('Move complete.');

    const after = await withPostgres(database.url, async (db) =>
      stateOf(db, await createS3Storage(config.s3!)),
    );
    expect(Object.keys(after.tables)).toEqual(Object.keys(before.tables));
    for (const table of Object.keys(before.tables)) {
      const [was, is] = [JSON.parse(before.tables[table]!), JSON.parse(after.tables[table]!)];
      expect(is.length, `rows in ${table}`).toBe(was.length);
      expect(after.tables[table], `values in ${table}`).toBe(before.tables[table]);
    }
    expect(Object.keys(after.images).length).toBeGreaterThan(100);
    expect(after.images).toEqual(before.images);

    // The server on PostgreSQL + S3 shows the moved boards and their pictures.
    const app = await buildApp(config);
    try {
      const boards = await app.inject({ url: '/api/surfboards' });
      expect(boards.statusCode).toBe(200);
      await expectFirstImageServed(app, before);
    } finally {
      await app.close();
    }

    const again = await npmRun('move-to-postgres', [], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already has data');
    const unchanged = await withPostgres(database.url, async (db) =>
      stateOf(db, await createS3Storage(config.s3!)),
    );
    expect(unchanged).toEqual(after);
  }, 120_000);

  it('without S3, copies the images into the uploads folder of --target-data-dir', async () => {
    const target = tempDir('move-target');
    const res = await npmRun('move-to-postgres', ['--target-data-dir', target], {
      DATA_DIR: dataDir,
      DATABASE_URL: second.url,
    });
    expect(res.code, res.stderr).toBe(0);
    const moved = await withPostgres(second.url, async (db) =>
      stateOf(db, createLocalStorage(path.join(target, 'uploads'))),
    );
    expect(moved).toEqual(before);
    fs.rmSync(target, { recursive: true, force: true });
  }, 60_000);
});
