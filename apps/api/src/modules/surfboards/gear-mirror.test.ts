import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { TAttributeValue } from '@galim/shared/listings/attributes';
import { attributesOf } from '@galim/shared/listings/gear';
import { LISTING_KINDS, type TListingKind } from '@galim/shared/listings/kinds';
import type { TGearFilterValue } from '@galim/shared/listings/read-query';
import { BOARD_CONDITIONS } from '@galim/shared/surfboards/options';
import type { App } from '../../app';
import { surfboards, users } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import { createBoards, createTestUser, seedReferences, type Refs } from '../../test/factories';
import { seededRandom } from '../../test/random';
import { createGearMirror, type GearMirror } from './gear-mirror';
import { searchPublicListings } from './gear-repo';
import type { GearListQuery } from './listing-conditions';

// The public gear kept in the API's memory (decision 068) answers a list of one kind exactly as
// the statement does: the same total, the same page in the same order, for every kind of filter,
// price range, order and page, with ties of price and of listing time, expired, hidden, sold and
// blocked sellers' listings among them. And it stays true: a change written to the database, by
// the API or not, is in the next list.

let app: App;
let refs: Refs;
let sellerId: string;
let blockedId: string;
const GEAR = LISTING_KINDS.filter((k) => k !== 'board');
const DAY = 86_400_000;

/** The statement's answer, as the list had it before the mirror. */
async function byStatement(q: GearListQuery) {
  const { rows, total, capped } = await searchPublicListings(app.db, q);
  return { total, capped, ids: rows.map((r) => r.board.id) };
}

/** The mirror's answer, once it is built (the first lists are the statement's while it builds). */
async function byMirror(mirror: GearMirror, q: GearListQuery, generation?: string) {
  for (let tries = 0; tries < 600; tries++) {
    const found = await mirror.countAndIds(q, generation);
    if (found) return { total: Math.min(found.n, 1000), capped: found.n > 1000, ids: found.ids };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the mirror was never built');
}

const query = (kind: TListingKind, more: Partial<GearListQuery> = {}): GearListQuery => ({
  kind,
  filters: {},
  words: '',
  page: 1,
  limit: 20,
  ...more,
});

/** A listing's attributes drawn from its kind's declarations; some left out. */
function attributesFor(kind: TListingKind, random: () => number): Record<string, TAttributeValue> {
  const out: Record<string, TAttributeValue> = {};
  for (const a of attributesOf(kind)) {
    if (random() < 0.15) continue;
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    if (a.type === 'number') out[a.key] = a.min + Math.round(random() * (a.max - a.min) * 2) / 2;
    else if (a.type === 'one') out[a.key] = pick(a.options);
    else if (a.type === 'many') out[a.key] = a.options.filter(() => random() < 0.3);
    else if (a.type === 'yesno') out[a.key] = random() < 0.5;
  }
  return out;
}

/** A list's filters drawn from its kind's declarations. */
function filtersFor(kind: TListingKind, random: () => number): Record<string, TGearFilterValue> {
  const out: Record<string, TGearFilterValue> = {};
  for (const a of attributesOf(kind)) {
    if (!a.filter || random() < 0.6) continue;
    if (a.type === 'number') {
      const lo = a.min + random() * (a.max - a.min);
      out[a.key] = { min: lo, max: lo + random() * (a.max - lo) };
    } else if (a.type === 'one' || a.type === 'many') {
      out[a.key] = a.options.filter(() => random() < 0.35);
      if ((out[a.key] as string[]).length === 0) out[a.key] = [a.options[0]!];
    } else if (a.type === 'yesno') out[a.key] = true;
  }
  return out;
}

beforeAll(async () => {
  app = await createTestApp();
  refs = await seedReferences(app, 'gear-mirror');
  sellerId = (await createTestUser(app)).id;
  blockedId = (await createTestUser(app)).id;
  await app.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, blockedId));
  const random = seededRandom(68);
  const now = Date.now();
  const items = Array.from({ length: 600 }, (_, i) => {
    const kind = GEAR[i % GEAR.length]!;
    const r = random();
    return {
      sellerId: random() < 0.05 ? blockedId : sellerId,
      brandId: random() < 0.5 ? refs.brand : null,
      categoryId: refs.category,
      locationText: 'חיפה',
      kind,
      attributes: attributesFor(kind, random),
      title: `${kind} ${i}`,
      // Few prices and listing times, so both orders meet ties that the id breaks.
      price: 50 + Math.floor(random() * 12) * 25,
      condition: BOARD_CONDITIONS[Math.floor(random() * BOARD_CONDITIONS.length)]!,
      listedAt: new Date(now - Math.floor(random() * 40) * DAY),
      expiresAt: new Date(now + (r < 0.08 ? -DAY : 30 * DAY)),
      moderationStatus: r > 0.95 ? ('pending' as const) : ('approved' as const),
      archived: r > 0.92 && r <= 0.95,
      isSold: r > 0.9 && r <= 0.92,
    };
  });
  // 1,100 wetsuits more at one price, so a count reaches the cap.
  for (let i = 0; i < 1_100; i++) {
    items.push({
      ...items[1]!,
      kind: 'wetsuit',
      attributes: { thickness: i % 2 ? '4/3' : '3/2' },
      title: `wetsuit at the cap ${i}`,
      price: 999,
      moderationStatus: 'approved',
      archived: false,
      isSold: false,
      sellerId,
      expiresAt: new Date(now + 30 * DAY),
    });
  }
  await createBoards(app, items);
}, 300_000);

afterAll(async () => {
  await app?.close();
});

describe('the mirror of public gear', () => {
  it('answers 400 lists of every kind, filter, price range, order and page as the statement', async () => {
    const mirror = createGearMirror(app.db);
    const random = seededRandom(2026);
    const sorts = ['newest', 'price-asc', 'price-desc', undefined] as const;
    let nonEmpty = 0;
    for (let i = 0; i < 400; i++) {
      const kind = GEAR[Math.floor(random() * GEAR.length)]!;
      const lo = 50 + Math.floor(random() * 12) * 25;
      const q = query(kind, {
        filters: filtersFor(kind, random),
        condition: random() < 0.2 ? 'good' : undefined,
        brand: random() < 0.15 ? refs.brand : undefined,
        minPrice: random() < 0.4 ? lo : undefined,
        maxPrice: random() < 0.4 ? lo + Math.floor(random() * 6) * 25 : undefined,
        sort: sorts[Math.floor(random() * sorts.length)],
        page: 1 + Math.floor(random() * 3),
        limit: 5 + Math.floor(random() * 16),
      });
      const expected = await byStatement(q);
      expect(await byMirror(mirror, q), JSON.stringify(q)).toEqual(expected);
      if (expected.ids.length > 0) nonEmpty++;
    }
    // The lists compared are not all empty ones.
    expect(nonEmpty).toBeGreaterThan(150);
  });

  it('counts up to the cap as the statement does, and says "more" past it', async () => {
    const mirror = createGearMirror(app.db);
    for (const q of [
      query('wetsuit'),
      query('wetsuit', { minPrice: 999, maxPrice: 999, sort: 'price-desc', page: 3 }),
      query('wetsuit', { filters: { thickness: ['4/3'] } }),
    ]) {
      const expected = await byStatement(q);
      expect(await byMirror(mirror, q)).toEqual(expected);
    }
    expect(
      await byMirror(mirror, query('wetsuit', { minPrice: 999, maxPrice: 999 })),
    ).toMatchObject({ total: 1000, capped: true });
  });

  it('lists what changed since, written by the API or straight to the database', async () => {
    const mirror = createGearMirror(app.db);
    const q = query('leash', { minPrice: 7000, maxPrice: 7100, sort: 'price-asc' });
    expect((await byMirror(mirror, q)).ids).toEqual([]);
    const [made] = await createBoards(app, [
      {
        sellerId,
        kind: 'leash',
        attributes: { length: 8, thickness: 'regular' },
        title: 'new leash',
        price: 7050,
        moderationStatus: 'approved',
        expiresAt: new Date(Date.now() + DAY),
      },
    ]);
    const id = made!.id;
    const listed = async () => (await byMirror(mirror, q)).ids;
    expect(await listed()).toEqual([id]);
    const change = async (values: Partial<typeof surfboards.$inferInsert>) =>
      app.db.update(surfboards).set(values).where(eq(surfboards.id, id));
    await change({ archived: true });
    expect(await listed()).toEqual([]);
    await change({ archived: false, price: 7200 });
    expect(await listed()).toEqual([]);
    await change({ price: 7100 });
    expect(await listed()).toEqual([id]);
    await app.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, sellerId));
    expect(await listed()).toEqual([]);
    await app.db.update(users).set({ blockedAt: null }).where(eq(users.id, sellerId));
    expect(await listed()).toEqual([id]);
    await change({ expiresAt: new Date(Date.now() - 1000) });
    expect(await listed()).toEqual([]);
    await change({ expiresAt: new Date(Date.now() + DAY) });
    await app.db.delete(surfboards).where(eq(surfboards.id, id));
    expect(await listed()).toEqual([]);
  });

  it('under the read cache’s write generation, reads the log when it moves or the read is old', async () => {
    let now = Date.now();
    const mirror = createGearMirror(app.db, { clock: () => now });
    const q = query('rack', { minPrice: 8000, maxPrice: 8100 });
    expect((await byMirror(mirror, q, 'g1')).ids).toEqual([]);
    const [made] = await createBoards(app, [
      {
        sellerId,
        kind: 'rack',
        title: 'new rack',
        price: 8050,
        moderationStatus: 'approved',
        expiresAt: new Date(Date.now() + DAY),
      },
    ]);
    // A write through the API moves the generation before anyone lists under it.
    expect((await byMirror(mirror, q, 'g2')).ids).toEqual([made!.id]);
    await app.db.delete(surfboards).where(eq(surfboards.id, made!.id));
    // A script's write moves nothing: it shows once the last read is 5 s old, as in the read cache.
    expect((await byMirror(mirror, q, 'g2')).ids).toEqual([made!.id]);
    now += 5_001;
    expect((await byMirror(mirror, q, 'g2')).ids).toEqual([]);
  });

  it('prunes the log of changes older than an hour, and keeps the newer', async () => {
    await app.db.execute(
      sql`insert into listing_changes (listing_id, at) values ('old', now() - interval '2 hours'), ('new', now() - interval '50 minutes')`,
    );
    await byMirror(createGearMirror(app.db), query('fins'));
    const { rows } = (await app.db.execute(
      sql`select listing_id as id from listing_changes where listing_id in ('old', 'new')`,
    )) as unknown as { rows: { id: string }[] };
    expect(rows.map((r) => r.id)).toEqual(['new']);
  });

  it('keeps no board, and answers only lists of one kind of gear without words or "fits me"', async () => {
    const mirror = createGearMirror(app.db);
    expect(await mirror.countAndIds(query('board'), undefined)).toBeNull();
    expect(await mirror.countAndIds({ ...query('wetsuit'), kind: null }, undefined)).toBeNull();
    expect(await mirror.countAndIds(query('wetsuit', { words: 'hood' }), undefined)).toBeNull();
    expect(await mirror.countAndIds(query('wetsuit', { fit: sql`true` }), undefined)).toBeNull();
    await byMirror(mirror, query('wetsuit'));
    const { rows } = (await app.db.execute(
      sql`select count(*)::int as n from listing_changes l join surfboards s on s.id = l.listing_id where s.kind = 'board'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(0);
  });

  it('reads attributes written in other shapes as the statement does', async () => {
    // Written by a script or an older form: numbers as text, one option where a list is kept,
    // an object, an option no declaration has, yes as text.
    const odd: Record<string, unknown>[] = [
      { size: 'M', features: 'hood' },
      { size: 'XXXL', features: { hood: 1 } },
      { size: 'M', features: ['hood', 'no-such-feature'] },
      { size: 'L', features: 'no-such-feature' },
      { size: 7, features: 3 },
    ];
    const at = (i: number) => ({
      sellerId,
      title: `odd ${i}`,
      price: 8500 + i,
      moderationStatus: 'approved' as const,
      expiresAt: new Date(Date.now() + DAY),
    });
    await createBoards(app, [
      ...odd.map((attributes, i) => ({ ...at(i), kind: 'wetsuit', attributes })),
      ...[8, '8', '8.25', ' 9'].map((length, i) => ({
        ...at(i),
        kind: 'leash',
        attributes: { length },
      })),
      ...[true, 'true', false, 'yes'].map((wheels, i) => ({
        ...at(i),
        kind: 'bag',
        attributes: { wheels },
      })),
    ] as unknown as Parameters<typeof createBoards>[1]);
    const mirror = createGearMirror(app.db);
    const priced = { minPrice: 8500, maxPrice: 8600, sort: 'price-asc' as const };
    const lists = [
      query('wetsuit', { ...priced, filters: { features: ['hood'] } }),
      query('wetsuit', { ...priced, filters: { size: ['M', 'L'] } }),
      query('wetsuit', { ...priced, filters: { features: ['hood', 'key-pocket'] } }),
      query('leash', { ...priced, filters: { length: { min: 8, max: 8.5 } } }),
      query('leash', { ...priced, filters: { length: { min: 8.5, max: 9 } } }),
      query('bag', { ...priced, filters: { wheels: true } }),
    ];
    const found: number[] = [];
    for (const q of lists) {
      const expected = await byStatement(q);
      expect(await byMirror(mirror, q), JSON.stringify(q)).toEqual(expected);
      found.push(expected.ids.length);
    }
    expect(found).toEqual([3, 3, 3, 3, 1, 2]);
    // An option no declaration has is left to the statement.
    expect(
      await mirror.countAndIds(query('wetsuit', { filters: { size: ['XXXL'] } }), undefined),
    ).toBeNull();
  });
});

// A transaction that wrote before the mirror's read and committed after it is still read: the
// log is read from the oldest transaction then running. PostgreSQL only (PGlite has one
// connection, so no two transactions overlap).
describe.skipIf(!process.env.TEST_DATABASE_URL)('a write that commits late', () => {
  let client: pg.Client;
  afterAll(async () => {
    await client?.end();
  });

  it('shows once it commits, though the mirror read the log while it was open', async () => {
    const mirror = createGearMirror(app.db);
    const q = query('bag', { minPrice: 9000, maxPrice: 9100, sort: 'price-asc' });
    expect((await byMirror(mirror, q)).ids).toEqual([]);
    client = new pg.Client({ connectionString: app.config.databaseUrl });
    expect(app.config.databaseUrl).toBeTruthy();
    await client.connect();
    await client.query('begin');
    // Its transaction takes its id (and its place in the log's order) now.
    await client.query('select pg_current_xact_id()');
    const [made] = await createBoards(app, [
      {
        sellerId,
        kind: 'bag',
        title: 'a bag',
        price: 9000,
        moderationStatus: 'approved',
        expiresAt: new Date(Date.now() + DAY),
      },
    ]);
    expect((await byMirror(mirror, q)).ids).toEqual([made!.id]);
    await client.query(
      `insert into surfboards (id, seller_id, kind, title, price, condition, moderation_status, expires_at)
       values ('latebag0000000000000000', $1, 'bag', 'late bag', 9050, 'good', 'approved', now() + interval '1 day')`,
      [sellerId],
    );
    expect((await byMirror(mirror, q)).ids).toEqual([made!.id]);
    await client.query('commit');
    expect((await byMirror(mirror, q)).ids).toEqual([made!.id, 'latebag0000000000000000']);
  });
});
