import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { migrationsFolder } from '../db/client';

/**
 * A copy of the migrations folder that ends at `lastTag`: a migration's test migrates up to
 * the one before it, writes rows as they were then, and migrates to the end.
 */
export function migrationsUpTo(lastTag: string): string {
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
