import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestUser, insertBoard, seedReferences } from '../test/factories';
import { createTestApp } from '../test/helpers';
import { openDatabase, type Database } from './client';
import { users } from './schema';

const serverUrl = process.env.TEST_DATABASE_URL;

// DATABASE_READ_URL: the public board list and the service search read from the replica,
// everything else from the primary. Here the "replica" is a second database with different
// content, so the test can see where each read went.
describe.skipIf(!serverUrl)('a read replica (DATABASE_READ_URL)', () => {
  const name = `galim_replica_${randomBytes(5).toString('hex')}`;
  let replicaUrl: string;
  let replica: Database;
  let app: App;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(serverUrl!);
    u.pathname = `/${name}`;
    replicaUrl = u.toString();
    replica = await openDatabase({ databaseUrl: replicaUrl, dataDir: ':memory:' });
    const fake = { db: replica.db } as App;
    const refs = await seedReferences(fake);
    const [seller] = await replica.db
      .insert(users)
      .values({ email: 'replica@test.example', displayName: 'Replica Seller' })
      .returning();
    await insertBoard(fake, seller!.id, refs, {
      title: 'Only on the replica',
      moderationStatus: 'approved',
    });
    app = await createTestApp({ databaseReadUrl: replicaUrl });
  });
  afterAll(async () => {
    await replica?.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('serves the public board list from the replica', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/surfboards' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.boards.map((b: { title: string }) => b.title)).toEqual([
      'Only on the replica',
    ]);
  });

  it('keeps sign-in, writes and private reads on the primary', async () => {
    const user = await createTestUser(app);
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/validate',
      headers: user.headers,
    });
    expect(me.statusCode).toBe(200);
    const mine = await app.inject({
      method: 'GET',
      url: '/api/surfboards/mine',
      headers: user.headers,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toEqual([]);
  });
});
