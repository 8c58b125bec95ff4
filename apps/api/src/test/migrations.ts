import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { expect } from 'vitest';
import { migrationsFolder, pgliteExtensions } from '../db/client';

/** A copy of the migrations folder that ends at `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const from = migrationsFolder();
  const to = fs.mkdtempSync(path.join(os.tmpdir(), 'galim-migrations-'));
  fs.mkdirSync(path.join(to, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(from, 'meta', '_journal.json'), 'utf8'));
  const end = journal.entries.findIndex((e: { tag: string }) => e.tag === lastTag);
  expect(end).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, end + 1);
  fs.writeFileSync(path.join(to, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries as { tag: string }[]) {
    fs.copyFileSync(path.join(from, `${e.tag}.sql`), path.join(to, `${e.tag}.sql`));
  }
  return to;
}

/**
 * A migration's test: an embedded database migrated up to `lastTag` (the migration before the
 * one under test), given `rows` as they were written then (SQL), read by `before` if given (what
 * the rows were, to compare), and migrated to the end. The caller closes the client.
 */
export async function throughMigrations(
  lastTag: string,
  rows: string,
  before?: (client: PGlite) => Promise<void>,
): Promise<PGlite> {
  const client = await PGlite.create(undefined, { extensions: await pgliteExtensions() });
  const db = drizzle({ client, casing: 'snake_case' });
  const partial = migrationsUpTo(lastTag);
  try {
    await migrate(db, { migrationsFolder: partial });
    await client.exec(rows);
    await before?.(client);
    await migrate(db, { migrationsFolder: migrationsFolder() });
  } finally {
    fs.rmSync(partial, { recursive: true, force: true });
  }
  return client;
}
