import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { brands, surfboards, users } from './schema';
import { createTestApp } from '../test/helpers';
import { createBoards, createTestUser, seedReferences } from '../test/factories';
import { selectBoards, selectBoardsByIds } from '../modules/surfboards/repo';
import { withCompiledRows } from './compiled-rows';

// The compiled mapper must give what Drizzle's own mapping gives: the same nested objects with
// the keys in the same order (the JSON of a row is compared), Dates, numbers, JSON columns and
// nulls decoded the same way, and a left-joined object made null when Drizzle makes it null.

let app: App;
let ids: string[];
let brandId: string;

beforeAll(async () => {
  app = await createTestApp();
  const refs = await seedReferences(app);
  brandId = refs.brand;
  const seller = await createTestUser(app, { firstName: 'יוסי' });
  await app.db
    .update(users)
    .set({ phone: '050-1234567', blockedAt: new Date('2026-01-02T03:04:05.678Z') })
    .where(eq(users.id, seller.id));
  const image = { key: 'boards/a.webp', widths: [400, 800], width: 1200, height: 800 };
  const rows = await createBoards(app, [
    {
      sellerId: seller.id,
      title: 'גלשן "מהיר"',
      brandId: refs.brand,
      modelId: refs.model,
      categoryId: refs.category,
      technologyId: refs.technology,
      volume: 32.7,
      length: 6.2,
      thickness: 2.5625,
      images: [image],
      reservedUntil: new Date('2026-11-28T01:02:03.456Z'),
      soldDate: new Date('2026-11-20T00:00:00.001Z'),
      moderationStatus: 'approved',
    },
    { sellerId: seller.id, title: 'בלי כלום', price: 0, showContact: false },
  ]);
  ids = rows.map((r) => r.id);
});

/** Key order and values, as JSON shows them, plus each Date as a Date. */
const shape = (value: unknown) =>
  JSON.stringify(value, function (key, v) {
    const raw = (this as Record<string, unknown>)[key];
    return raw instanceof Date ? `Date(${raw.getTime()})` : v;
  });

describe('compiled row mapping', () => {
  it('maps the boards read as Drizzle does', async () => {
    const compiled = await selectBoardsByIds(app.db, ids);
    const drizzle = await selectBoards(app.db).where(inArray(surfboards.id, ids));
    expect(compiled).toHaveLength(2);
    const byId = (rows: typeof drizzle) =>
      [...rows].sort((a, b) => a.board.id.localeCompare(b.board.id));
    expect(shape(byId(compiled))).toBe(shape(byId(drizzle)));
    expect(byId(compiled)).toEqual(byId(drizzle));
    expect(compiled.find((r) => r.board.id === ids[0])!.board.reservedUntil).toBeInstanceOf(Date);
    // A board read leaves its search text out: never shown, as long as the rest of the text.
    expect(compiled[0]!.board).not.toHaveProperty('searchText');
    expect(compiled[0]!.board).toHaveProperty('description');
  });

  it('makes a left-joined object null as Drizzle does, and leaves a present one', async () => {
    const select = () =>
      app.db
        .select({
          id: surfboards.id,
          brand: { id: brands.id, title: brands.title },
          n: sql<number>`1`.mapWith(Number),
        })
        .from(surfboards)
        .leftJoin(brands, eq(brands.id, surfboards.brandId))
        .where(sql`${surfboards.id} = any(${sql.placeholder('ids')}::text[])`)
        .orderBy(surfboards.id);
    const compiled = withCompiledRows(select().prepare('compiled_rows_test'));
    // Drizzle's internals are as expected: the mapper is in use, not silently left out.
    expect((compiled as unknown as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf(
      'function',
    );
    const rows = await compiled.execute({ ids });
    expect(shape(rows)).toBe(shape(await select().execute({ ids })));
    expect(rows.map((r) => r.brand?.id ?? null).sort()).toEqual(
      [brandId, null].sort() as (string | null)[],
    );
  });
});
