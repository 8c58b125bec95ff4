import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throughMigrations } from '../test/migrations';

// Issue 55: the newest-first list is ordered by `listed_at`, which a renewal moves only after a
// new price or new photos. Migration 0035 puts every board stored before it at its publishing
// time, and counts a price already changed as such a change.

const LAST_WITHOUT_LISTED_AT = '0034_round_stored_points';

const id = (n: number) => n.toString(16).padStart(24, '0');

describe('the migration that gives every board its place on the list', () => {
  let client: PGlite;

  beforeAll(async () => {
    client = await throughMigrations(
      LAST_WITHOUT_LISTED_AT,
      `
      insert into users (id, email) values ('${id(1)}', 's@example.com');
      insert into surfboards (id, seller_id, title, price, condition, created_at) values
        ('${id(10)}', '${id(1)}', 'old', 1000, 'used', '2026-01-05T10:00:00Z'),
        ('${id(11)}', '${id(1)}', 'repriced', 900, 'used', '2026-03-01T08:30:00Z');
      insert into board_price_changes (id, surfboard_id, old_price, new_price, changed_at) values
        ('${id(20)}', '${id(11)}', 1200, 1000, '2026-03-10T09:00:00Z'),
        ('${id(21)}', '${id(11)}', 1000, 900, '2026-04-02T12:00:00Z');
    `,
    );
  });

  afterAll(async () => {
    await client.close();
  });

  it('lists each board at its publishing time and keeps its last price change', async () => {
    const { rows } = await client.query<{
      title: string;
      listed: string;
      changed: string | null;
    }>(
      `select title, to_char(listed_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as listed,
              to_char(offer_changed_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as changed
         from surfboards order by id`,
    );
    expect(rows).toEqual([
      { title: 'old', listed: '2026-01-05 10:00', changed: null },
      { title: 'repriced', listed: '2026-03-01 08:30', changed: '2026-04-02 12:00' },
    ]);
  });
});
