import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throughMigrations } from '../test/migrations';

// Issue 53: migration 0037 gives the board table a kind and an attributes object, so every kind
// of gear shares one store (decision 055). Every board stays a board with every field it had.

const LAST_BOARDS_ONLY = '0036_meeting_places';

const id = (n: number) => n.toString(16).padStart(24, '0');

type Row = { id: string; board: Record<string, unknown> };
const readBoards = async (client: PGlite) =>
  (
    await client.query<Row>(
      `select id, to_jsonb(s) - 'kind' - 'attributes' as board from surfboards s order by id`,
    )
  ).rows;

describe('the migration that gives every listing a kind', () => {
  let client: PGlite;
  let before: Row[];

  beforeAll(async () => {
    client = await throughMigrations(
      LAST_BOARDS_ONLY,
      `
      insert into users (id, email) values ('${id(1)}', 's@example.com');
      insert into surfboards (id, seller_id, title, description, price, condition, volume, length,
        width, thickness, fin_setup, fin_system, skill_level, location_text, lat, lng, images,
        moderation_status, view_count, search_text, created_at) values
        ('${id(10)}', '${id(1)}', 'Pyzel Ghost', 'שמור', 2400, 'good', 30.5, 5.6667, 19.25, 2.5,
         3, 'fcs2', 'advanced', 'הרצליה', 32.16, 34.8, '[{"url":"/a.webp"}]', 'approved', 12,
         'pyzel ghost', '2026-05-01T10:00:00Z'),
        ('${id(11)}', '${id(1)}', 'Soft top', '', 700, 'used', null, 8, null, null, null, null,
         'beginner', 'בת ים', 32.02, 34.74, '[]', 'pending', 0, 'soft top',
         '2026-06-01T10:00:00Z');
    `,
      async (c) => {
        before = await readBoards(c);
      },
    );
  });

  afterAll(async () => {
    await client.close();
  });

  it('keeps every board, every field as it was, and makes each a board with no attributes', async () => {
    const after = await readBoards(client);
    expect(before).toHaveLength(2);
    expect(after).toEqual(before);
    const { rows } = await client.query(`select kind, attributes from surfboards order by id`);
    expect(rows).toEqual([
      { kind: 'board', attributes: {} },
      { kind: 'board', attributes: {} },
    ]);
  });

  it('refuses a kind Galim does not carry', async () => {
    await expect(
      client.query(
        `insert into surfboards (id, seller_id, title, price, condition, kind)
         values ('${id(12)}', '${id(1)}', 'x', 1, 'good', 'kayak')`,
      ),
    ).rejects.toThrow(/surfboards_kind_check/);
  });
});
