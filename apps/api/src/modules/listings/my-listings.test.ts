import { beforeAll, describe, expect, it } from 'vitest';
import type { TListing } from '@galim/shared/listings/form';
import type { App } from '../../app';
import { createTestApp } from '../../test/helpers';
import {
  createTestUser,
  insertBoard,
  seedReferences,
  type Refs,
  type TestUser,
} from '../../test/factories';

// "My listings" of every kind (issue 53): a seller finds their wetsuit in whatever state it is
// (waiting for review, approved, rejected, expired, archived, sold), with its kind and facts, and
// never anyone else's.

let app: App;
let refs: Refs;
let seller: TestUser;
let other: TestUser;

const DAY = 24 * 60 * 60 * 1000;
const FACTS = { size: 'M', thickness: '4/3', style: 'full', cut: 'men' };

const wetsuit = (sellerId: string, title: string, values: Record<string, unknown> = {}) =>
  insertBoard(app, sellerId, refs, {
    kind: 'wetsuit',
    attributes: FACTS,
    title,
    length: null,
    volume: null,
    price: 450,
    moderationStatus: 'approved',
    ...values,
  });

async function mine(who: TestUser | null, query = ''): Promise<TListing[]> {
  const res = await app.inject({ url: `/api/listings/mine${query}`, headers: who?.headers ?? {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const ids: Record<string, string> = {};
let othersWetsuit: string;
let board: string;

beforeAll(async () => {
  app = await createTestApp();
  refs = await seedReferences(app, 'mine');
  seller = await createTestUser(app, { firstName: 'Tal' });
  other = await createTestUser(app, { firstName: 'Dana' });
  ids.pending = await wetsuit(seller.id, 'ממתינה', { moderationStatus: 'pending' });
  ids.approved = await wetsuit(seller.id, 'מאושרת');
  ids.rejected = await wetsuit(seller.id, 'נדחתה', {
    moderationStatus: 'rejected',
    moderationNotes: 'אין תמונה של החליפה',
  });
  ids.expired = await wetsuit(seller.id, 'פג תוקפה', { expiresAt: new Date(Date.now() - DAY) });
  ids.archived = await wetsuit(seller.id, 'בארכיון', { archived: true });
  ids.sold = await wetsuit(seller.id, 'נמכרה', { isSold: true, soldDate: new Date() });
  board = await insertBoard(app, seller.id, refs, { title: 'גלשן של טל' });
  othersWetsuit = await wetsuit(other.id, 'של דנה');
});

describe('GET /api/listings/mine', () => {
  it('answers 401 to a visitor', async () => {
    const res = await app.inject({ url: '/api/listings/mine' });
    expect(res.statusCode).toBe(401);
  });

  it('shows the seller their wetsuits for sale in every review state, with kind and facts', async () => {
    const listed = await mine(seller, '?kind=wetsuit');
    expect(new Set(listed.map((l) => l._id))).toEqual(
      new Set([ids.pending, ids.approved, ids.rejected, ids.expired]),
    );
    const rejected = listed.find((l) => l._id === ids.rejected)!;
    expect(rejected).toMatchObject({
      kind: 'wetsuit',
      attributes: FACTS,
      moderationStatus: 'rejected',
      moderationNotes: 'אין תמונה של החליפה',
    });
    expect(listed.find((l) => l._id === ids.expired)!.expired).toBe(true);
  });

  it('lists the archived, the sold and all of them by status', async () => {
    expect((await mine(seller, '?status=archived')).map((l) => l._id)).toEqual([ids.archived]);
    const sold = await mine(seller, '?status=sold');
    expect(sold.map((l) => l._id)).toEqual([ids.sold]);
    expect(sold[0]!.sold).toBe(true);
    const all = (await mine(seller, '?status=all&kind=wetsuit')).map((l) => l._id);
    expect(new Set(all)).toEqual(new Set(Object.values(ids)));
  });

  it('holds boards beside gear unless one kind is asked for', async () => {
    const every = await mine(seller);
    expect(every.find((l) => l._id === board)).toMatchObject({ kind: 'board' });
    expect(every.some((l) => l.kind === 'wetsuit')).toBe(true);
    expect((await mine(seller, '?kind=board')).map((l) => l._id)).toEqual([board]);
  });

  it("never shows another seller's listing, in any list", async () => {
    for (const status of ['active', 'archived', 'sold', 'all']) {
      const listed = await mine(seller, `?status=${status}`);
      expect(listed.map((l) => l._id)).not.toContain(othersWetsuit);
      expect(listed.every((l) => l.seller._id === seller.id)).toBe(true);
    }
    expect((await mine(other, '?status=all')).map((l) => l._id)).toEqual([othersWetsuit]);
  });

  it('refuses an unknown kind or status with a 400', async () => {
    for (const query of ['?kind=kite', '?status=gone']) {
      const res = await app.inject({ url: `/api/listings/mine${query}`, headers: seller.headers });
      expect(res.statusCode, query).toBe(400);
    }
  });
});
