import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { TListing } from '@galim/shared/listings/form';
import type { TSurfboard } from '@galim/shared/surfboards/schemas';
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

// Likes and favourites of every kind of gear (issue 53): a wetsuit is liked, unliked and kept in
// the favourites under /api/listings as a board is; /api/surfboards still answers boards only.

let app: App;
let refs: Refs;
let seller: TestUser;

const WETSUIT = { size: 'M', thickness: '4/3', style: 'full', cut: 'men' };

const ok = (res: LightMyRequestResponse, status = 200) => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
};
const like = (who: TestUser | null, base: string, id: string, action: 'like' | 'unlike' = 'like') =>
  app.inject({ method: 'PATCH', url: `/api/${base}/${id}/${action}`, headers: who?.headers ?? {} });
const liked = (who: TestUser | null, base: string, id: string) =>
  app.inject({ url: `/api/${base}/${id}/liked`, headers: who?.headers ?? {} });
const favourites = (who: TestUser | null, base: string) =>
  app.inject({ url: `/api/${base}/favorites`, headers: who?.headers ?? {} });

const wetsuit = (values: Parameters<typeof insertBoard>[3] = {}) =>
  insertBoard(app, seller.id, refs, {
    kind: 'wetsuit',
    attributes: WETSUIT,
    title: "חליפה O'Neill 4/3 M",
    length: null,
    volume: null,
    moderationStatus: 'approved',
    ...values,
  });
const board = () =>
  insertBoard(app, seller.id, refs, { title: 'Fish 5.8', moderationStatus: 'approved' });
const setBoard = (id: string, values: Partial<typeof surfboards.$inferInsert>) =>
  app.db.update(surfboards).set(values).where(eq(surfboards.id, id));

beforeAll(async () => {
  app = await createTestApp();
  refs = await seedReferences(app, 'likes');
  seller = await createTestUser(app, { firstName: 'Tal' });
});

describe('likes of every kind under /api/listings', () => {
  it('visitors must sign in to like or see favourites; they like nothing', async () => {
    const id = await wetsuit();
    expect((await like(null, 'listings', id)).statusCode).toBe(401);
    expect((await like(null, 'listings', id, 'unlike')).statusCode).toBe(401);
    expect((await favourites(null, 'listings')).statusCode).toBe(401);
    expect(ok(await liked(null, 'listings', id))).toEqual({ liked: false, isLiked: false });
  });

  it('likes and unlikes a public wetsuit, idempotently', async () => {
    const buyer = await createTestUser(app);
    const id = await wetsuit();
    expect(ok(await liked(buyer, 'listings', id)).liked).toBe(false);
    expect(ok(await like(buyer, 'listings', id))).toEqual({
      liked: true,
      isLiked: true,
      favoriteCount: 1,
    });
    expect(ok(await like(buyer, 'listings', id)).favoriteCount).toBe(1);
    expect(ok(await liked(buyer, 'listings', id)).liked).toBe(true);

    expect(ok(await like(buyer, 'listings', id, 'unlike'))).toEqual({
      liked: false,
      isLiked: false,
      favoriteCount: 0,
    });
    expect(ok(await like(buyer, 'listings', id, 'unlike')).favoriteCount).toBe(0);
    expect(ok(await liked(buyer, 'listings', id)).liked).toBe(false);
  });

  it('keeps a liked wetsuit and a liked board in the favourites, newest like first, each with its kind', async () => {
    const buyer = await createTestUser(app);
    const suit = await wetsuit();
    const fish = await board();
    ok(await like(buyer, 'listings', suit));
    // A board liked under /api/surfboards is the same like.
    ok(await like(buyer, 'surfboards', fish));

    const page = ok(await favourites(buyer, 'listings'));
    expect(page).toMatchObject({ total: 1 + 1, page: 1, totalPages: 1 });
    const listings = page.listings as TListing[];
    expect(listings.map((l) => [l._id, l.kind])).toEqual([
      [fish, 'board'],
      [suit, 'wetsuit'],
    ]);
    expect(listings[1]).toMatchObject({ attributes: WETSUIT, favoriteCount: 1 });
    expect(listings[0]!.attributes).toBeTypeOf('object');
  });

  it('/api/surfboards neither likes a wetsuit nor shows or counts it among the favourites', async () => {
    const buyer = await createTestUser(app);
    const suit = await wetsuit();
    const fish = await board();
    ok(await like(buyer, 'listings', suit));
    ok(await like(buyer, 'listings', fish));

    for (const res of [
      await like(buyer, 'surfboards', suit),
      await like(buyer, 'surfboards', suit, 'unlike'),
      await liked(buyer, 'surfboards', suit),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('BOARD_NOT_FOUND');
    }
    const boards = ok(await favourites(buyer, 'surfboards'));
    expect(boards.total).toBe(1);
    expect(boards.boards.map((b: TSurfboard) => b._id)).toEqual([fish]);
  });

  it("a seller's own liked wetsuit, in any state, is among their listings' favourites but not their boards'", async () => {
    const owner = await createTestUser(app);
    const suit = await insertBoard(app, owner.id, refs, {
      kind: 'wetsuit',
      attributes: WETSUIT,
      length: null,
      volume: null,
    });
    ok(await like(owner, 'listings', suit));

    expect(ok(await favourites(owner, 'listings'))).toMatchObject({
      total: 1,
      listings: [{ _id: suit, kind: 'wetsuit', moderationStatus: 'pending' }],
    });
    expect(ok(await favourites(owner, 'surfboards'))).toMatchObject({ total: 0, boards: [] });
  });

  it('a liked wetsuit that is sold or expires stays, marked so; an archived one goes', async () => {
    const buyer = await createTestUser(app);
    const sold = await wetsuit({ title: 'Sold later' });
    const expired = await wetsuit({ title: 'Expired later' });
    const archived = await wetsuit({ title: 'Archived later' });
    for (const id of [sold, expired, archived]) ok(await like(buyer, 'listings', id));
    await setBoard(sold, { isSold: true, soldDate: new Date() });
    await setBoard(expired, { expiresAt: new Date(Date.now() - 24 * 60 * 60 * 1000) });
    await setBoard(archived, { archived: true });

    const page = ok(await favourites(buyer, 'listings'));
    expect(page.total).toBe(2);
    expect(page.listings.map((l: TListing) => [l.title, l.kind, l.sold, l.expired])).toEqual([
      ['Expired later', 'wetsuit', false, true],
      ['Sold later', 'wetsuit', true, false],
    ]);
    // Sold: the seller's contact is not given out any more.
    expect(page.listings[1].seller.phone ?? null).toBeNull();

    // A like held on a listing no longer public can still be taken back.
    expect(ok(await like(buyer, 'listings', archived, 'unlike')).favoriteCount).toBe(0);
  });

  it('a pending wetsuit is not found by a stranger; its owner may like it', async () => {
    const stranger = await createTestUser(app);
    const id = await wetsuit({ moderationStatus: 'pending' });
    for (const res of [
      await like(stranger, 'listings', id),
      await like(stranger, 'listings', id, 'unlike'),
      await liked(stranger, 'listings', id),
      await liked(null, 'listings', id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('LISTING_NOT_FOUND');
    }
    expect(ok(await like(seller, 'listings', id)).liked).toBe(true);
  });
});
