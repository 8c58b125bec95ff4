import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { surfboards } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import {
  createTestUser,
  insertBoard,
  seedReferences,
  type Refs,
  type TestUser,
} from '../../test/factories';

// A seller's public profile shows their gear of every kind (issue 53): GET /api/users/:id/listings
// answers what anyone may see of it, wetsuits and fins beside boards, each with its kind and
// attributes; never a pending, sold, archived or expired one, nor anything of a blocked seller.

let app: App;
let refs: Refs;
let admin: TestUser;

const WETSUIT = { size: 'M', thickness: '4/3', style: 'full', cut: 'men' };

const listingsOf = (userId: string, headers: Record<string, string> = {}, query = '') =>
  app.inject({ url: `/api/users/${userId}/listings${query}`, headers });

const titles = (body: string) => (JSON.parse(body).data as { title: string }[]).map((l) => l.title);

const gear = (sellerId: string, title: string, values: Parameters<typeof insertBoard>[3] = {}) =>
  insertBoard(app, sellerId, refs, {
    kind: 'wetsuit',
    attributes: WETSUIT,
    title,
    length: null,
    volume: null,
    moderationStatus: 'approved',
    ...values,
  });

beforeAll(async () => {
  app = await createTestApp();
  refs = await seedReferences(app, 'user-listings');
  admin = await createTestUser(app, { role: 'admin' });
});

describe("a seller's public listings", () => {
  it('lists every kind, public ones only, the same for every viewer', async () => {
    const seller = await createTestUser(app);
    const other = await createTestUser(app);
    await insertBoard(app, seller.id, refs, { title: 'Pyzel Ghost', moderationStatus: 'approved' });
    await gear(seller.id, "O'Neill 4/3");
    await gear(seller.id, 'FCS II Performer', {
      kind: 'fins',
      attributes: { system: 'fcs2', set: 'thruster', size: 'M' },
    });
    await gear(seller.id, 'Pending suit', { moderationStatus: 'pending' });
    await gear(seller.id, 'Sold suit', { isSold: true, availability: false });
    await gear(seller.id, 'Archived suit', { archived: true });
    const expired = await gear(seller.id, 'Expired suit');
    await app.db
      .update(surfboards)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(surfboards.id, expired));
    await gear(other.id, 'Not theirs');

    for (const headers of [{}, other.headers, seller.headers, admin.headers]) {
      const res = await listingsOf(seller.id, headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(titles(res.body).sort()).toEqual(['FCS II Performer', "O'Neill 4/3", 'Pyzel Ghost']);
    }
    // The boards' own list keeps to boards, for the owner too: the gear is listed here.
    const own = await app.inject({
      url: `/api/users/${seller.id}/surfboards`,
      headers: seller.headers,
    });
    expect(titles(own.body)).toEqual(['Pyzel Ghost']);
    const listings = (await listingsOf(seller.id)).json().data as Record<string, unknown>[];
    expect(listings.find((l) => l.title === "O'Neill 4/3")).toMatchObject({
      kind: 'wetsuit',
      attributes: WETSUIT,
      price: expect.any(Number),
    });
    expect(listings.find((l) => l.title === 'Pyzel Ghost')).toMatchObject({ kind: 'board' });
    // A list never carries the seller's contact.
    expect(JSON.stringify(listings)).not.toMatch(/sellerPhone|sellerEmail|@/);
  });

  it('keeps to its limit, newest first', async () => {
    const seller = await createTestUser(app);
    for (const title of ['first', 'second', 'third']) await gear(seller.id, title);
    const res = await listingsOf(seller.id, {}, '?limit=2');
    expect(titles(res.body)).toEqual(['third', 'second']);
    expect((await listingsOf(seller.id, {}, '?limit=0')).statusCode).toBe(400);
  });

  it("shows nothing of a blocked seller, and 404 for one who doesn't exist", async () => {
    const seller = await createTestUser(app);
    await gear(seller.id, 'Blocked suit');
    const blocked = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${seller.id}/block`,
      headers: admin.headers,
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(titles((await listingsOf(seller.id)).body)).toEqual([]);
    const missing = await listingsOf('f'.repeat(24));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('USER_NOT_FOUND');
  });

  it('is described in the OpenAPI document, a listing of any kind per item', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json();
    const operation = doc.paths['/api/users/{id}/listings'].get;
    expect(operation.summary).toMatch(/every kind/);
    const items = operation.responses['200'].content['application/json'].schema.properties.data;
    expect(items.type).toBe('array');
    expect(JSON.stringify(items.items)).toMatch(/attributes/);
  });
});
