import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../test/helpers';

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
