import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../test/helpers';
import { openDatabase } from './client';

// A PostgreSQL restart or failover terminates every connection (57P01). Idle pooled ones
// report it as an 'error' event, which ends the process unless someone listens.
const serverUrl = process.env.TEST_DATABASE_URL;

describe('connections the PostgreSQL server terminates', () => {
  it.skipIf(!serverUrl)(
    'do not end the process, and the next requests get new connections',
    async () => {
      const app = await createTestApp();
      // Fill the pool with a few idle connections.
      await Promise.all(
        Array.from({ length: 4 }, () => app.db.execute(sql`select pg_sleep(0.05)`)),
      );
      const rows = await app.db.execute(sql`select current_database() as name`);
      const name = (rows as unknown as { rows: { name: string }[] }).rows[0]!.name;

      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      const killed = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
        [name],
      );
      await admin.end();
      expect(killed.rowCount).toBeGreaterThan(0);
      // Let the terminations arrive on the idle sockets.
      await new Promise((r) => setTimeout(r, 500));

      const ready = await app.inject('/api/ready');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ success: true, database: 'postgres' });
      expect((await app.inject('/api/faq/public')).statusCode).toBe(200);
    },
  );
});

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
