import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const serverUrl = process.env.TEST_DATABASE_URL;

// Several API processes starting together on a new database: each runs the migrations at
// start. Without the advisory lock they race on CREATE TABLE and some fail to start.
describe.skipIf(!serverUrl)('migrations on a shared PostgreSQL server', () => {
  it('runs once when four processes start together, and all of them come up', async () => {
    const name = `galim_migrate_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    try {
      const opened = await Promise.allSettled(
        Array.from({ length: 4 }, () =>
          openDatabase({ databaseUrl: url.toString(), dataDir: ':memory:' }),
        ),
      );
      const failures = opened.filter((o) => o.status === 'rejected');
      expect(failures).toEqual([]);
      for (const o of opened) if (o.status === 'fulfilled') await o.value.close();

      const c = new pg.Client({ connectionString: url.toString() });
      await c.connect();
      const applied = await c.query('select hash from drizzle.__drizzle_migrations');
      const distinct = new Set(applied.rows.map((r: { hash: string }) => r.hash));
      expect(applied.rowCount).toBe(distinct.size);
      await c.end();
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});
