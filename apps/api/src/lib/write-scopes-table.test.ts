import { expect, it } from 'vitest';
import { createTestApp } from '../test/helpers';
import { DECLARED, WRITE_SCOPES } from './write-scopes';

// Run once before the table goes: every write route declares exactly the scopes the former
// table gave it, and the table names no route that does not exist.
it('the routes declare the same scopes as the former table', async () => {
  await createTestApp();
  const declared = Object.fromEntries([...DECLARED].map(([k, v]) => [k, [...(v ?? [])].sort()]));
  const table = Object.fromEntries(
    Object.entries(WRITE_SCOPES).map(([k, v]) => [k, [...v].sort()]),
  );
  expect(Object.keys(declared).length).toBe(Object.keys(WRITE_SCOPES).length);
  expect(declared).toEqual(table);
});
