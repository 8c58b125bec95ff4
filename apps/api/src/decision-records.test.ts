import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every decision record says when it was written and whether it is still in force
// (docs/decisions/README.md): a record without them fails here by name.

const dir = path.resolve(import.meta.dirname, '../../../docs/decisions');
const records = fs.readdirSync(dir).filter((f) => /^\d{3}-.+\.md$/.test(f));
const STATUS_LINE =
  /^Date: (\d{4}-\d{2}-\d{2}) · Status: (accepted|superseded (in part )?by \d{3})\b/;

describe('decision records', () => {
  it('are found', () => {
    expect(records.length).toBeGreaterThan(20);
  });

  it.each(records)('%s has a date and a status', (file) => {
    const lines = fs.readFileSync(path.join(dir, file), 'utf8').split('\n');
    expect(lines[0]).toMatch(/^# /);
    expect(lines[2]).toMatch(STATUS_LINE);
  });

  it('name only records that exist when they supersede or amend', () => {
    const numbers = new Set(records.map((f) => f.slice(0, 3)));
    for (const file of records) {
      const status = fs.readFileSync(path.join(dir, file), 'utf8').split('\n')[2] ?? '';
      for (const cited of status.match(/\b\d{3}\b/g) ?? []) {
        expect(numbers, `${file} cites ${cited}`).toContain(cited);
      }
    }
  });

  it('use each number once', () => {
    const numbers = records.map((f) => f.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
