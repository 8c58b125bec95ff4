import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { createTestApp } from '../../test/helpers';
import { createBoards, createTestUser, seedReferences } from '../../test/factories';
import { selectBoardsByIds } from './repo';

// The joined read of boards by id (every board page, every page of a list) is a prepared
// statement whose plan PostgreSQL keeps once it has planned it five times. A connection whose
// first reads were single boards (pages, the most common read) used to plan its six joins again
// for every list after: the first five, with one id, looked cheaper than a kept plan.
// Meaningful on PostgreSQL (TEST_DATABASE_URL), where statements are prepared on the server.

let app: App;
let ids: string[];

beforeAll(async () => {
  app = await createTestApp();
  const refs = await seedReferences(app, 'by-ids');
  const seller = await createTestUser(app);
  const rows = await createBoards(
    app,
    Array.from({ length: 12 }, (_, i) => ({
      sellerId: seller.id,
      brandId: refs.brand,
      categoryId: refs.category,
      title: `Board ${i}`,
    })),
  );
  ids = rows.map((r) => r.id);
  if (process.env.TEST_DATABASE_URL) {
    // A table of some size, as the planner sees one: a read by one id then plans cheaper than
    // a kept plan for ten (on a dozen rows every plan costs next to nothing).
    await createBoards(
      app,
      Array.from({ length: 5000 }, (_, i) => ({ sellerId: seller.id, title: `Other ${i}` })),
    );
    await app.db.execute(sql`analyze surfboards`);
  }
});

describe('the joined read by ids', () => {
  // First, so that no read of this file ran on the connection before.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'keeps its plan on a connection whose first reads were single boards',
    async () => {
      const plans = await app.db.transaction(async (tx) => {
        // A transaction holds one connection: its first reads are board pages, then lists.
        const db = tx as unknown as Db;
        const counts = async () => {
          const res = await tx.execute(
            sql`select generic_plans, custom_plans from pg_prepared_statements where name = 'galim_boards_by_ids'`,
          );
          const [row] = (res as unknown as { rows: Record<string, string>[] }).rows;
          return { generic: Number(row!.generic_plans), custom: Number(row!.custom_plans) };
        };
        for (let i = 0; i < 6; i++) {
          expect(await selectBoardsByIds(db, [ids[i]!])).toHaveLength(1);
        }
        const before = await counts();
        for (let i = 0; i < 3; i++) {
          expect(await selectBoardsByIds(db, ids)).toHaveLength(ids.length);
        }
        const after = await counts();
        return { generic: after.generic - before.generic, custom: after.custom - before.custom };
      });
      // Each of the lists ran the kept plan: none was planned again for its values.
      expect(plans).toEqual({ generic: 3, custom: 0 });
    },
  );

  it('answers each id asked once, whatever the number of ids', async () => {
    const one = await selectBoardsByIds(app.db, [ids[3]!]);
    expect(one.map((r) => r.board.id)).toEqual([ids[3]]);
    const two = await selectBoardsByIds(app.db, [ids[5]!, ids[1]!]);
    expect(two.map((r) => r.board.id).sort()).toEqual([ids[1], ids[5]].sort());
    const all = await selectBoardsByIds(app.db, ids);
    expect(all.map((r) => r.board.id).sort()).toEqual([...ids].sort());
  });
});
