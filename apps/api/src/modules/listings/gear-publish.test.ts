import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TListing, TListingPage } from '@galim/shared/listings/form';
import type { App } from '../../app';
import { brands, surfboards } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import { refreshBoardsOf, refreshSearchText, searchTextStale } from '../search/backfill';
import {
  createTestUser,
  multipart,
  pngImage,
  seedReferences,
  validFields,
  type Refs,
  type TestUser,
} from '../../test/factories';

// Gear through the one listing pipeline (issue 53): a wetsuit published with a photo, held for
// review, approved in the boards' queue, then found by its kind, its filters and a search read by
// kind; its page under /api/listings and never under /api/surfboards; bad input refused in words.

let app: App;
let refs: Refs;
let oneill: string;
let admin: TestUser;

const wetsuit = (attributes: Record<string, unknown>, extra: Record<string, string> = {}) => ({
  kind: 'wetsuit',
  price: '450',
  condition: 'good',
  brand: oneill,
  description: 'חליפה חמה לחורף, בלי קרעים',
  locationText: 'תל אביב',
  attributes: JSON.stringify(attributes),
  ...extra,
});

const warm = { size: 'M', thickness: '4/3', style: 'full', cut: 'men', entry: 'chest-zip' };

async function publishListing(
  user: TestUser,
  fields: Record<string, string>,
  opts: { language?: string; photo?: boolean } = {},
) {
  const files = opts.photo ? [{ name: 'images', data: await pngImage('#0f766e') }] : [];
  const body = await multipart(fields, files);
  return app.inject({
    method: 'POST',
    url: '/api/listings',
    headers: {
      ...user.headers,
      ...body.headers,
      ...(opts.language ? { 'accept-language': opts.language } : {}),
    },
    payload: body.payload,
  });
}

const approve = (id: string) =>
  app.inject({
    method: 'PATCH',
    url: `/api/surfboards/${id}/admin/approve`,
    headers: admin.headers,
    payload: {},
  });

async function list(query: string, language = 'he') {
  const res = await app.inject({
    method: 'GET',
    url: `/api/listings?${query}`,
    headers: { 'accept-language': language },
  });
  return { res, page: res.json().data as TListingPage };
}

const rowCount = async () =>
  (await app.db.select({ n: sql<number>`count(*)::int` }).from(surfboards))[0]!.n;

beforeAll(async () => {
  app = await createTestApp();
  refs = await seedReferences(app, 'gear');
  const [maker] = await app.db
    .insert(brands)
    .values({ title: "O'Neill gear", kinds: ['wetsuit'] })
    .returning();
  oneill = maker!.id;
  admin = await createTestUser(app, { role: 'admin' });
});

describe('a wetsuit through POST /api/listings', () => {
  let seller: TestUser;
  let listing: TListing;

  beforeAll(async () => {
    seller = await createTestUser(app);
    const res = await publishListing(seller, wetsuit(warm), { photo: true });
    expect(res.statusCode, res.body).toBe(201);
    listing = res.json().data;
  });

  it('publishes with its kind, attributes, a title from them and its photo; pending', async () => {
    expect(listing).toMatchObject({
      kind: 'wetsuit',
      attributes: warm,
      price: 450,
      brand: oneill,
      moderationStatus: 'pending',
      length: null,
      volume: null,
    });
    expect(listing.title).toContain('חליפה');
    expect(listing.title).toContain('4/3');
    expect(listing.images).toHaveLength(1);
    // Its owner reads it back with their own contact details.
    expect(listing.seller.email).toBe(seller.email);
  });

  it('is hidden while pending: 404 to a stranger, the page to its owner', async () => {
    const stranger = await app.inject({ method: 'GET', url: `/api/listings/${listing._id}` });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().code).toBe('LISTING_NOT_FOUND');
    const own = await app.inject({
      method: 'GET',
      url: `/api/listings/${listing._id}`,
      headers: seller.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.kind).toBe('wetsuit');
    expect((await list('kind=wetsuit')).page.listings.map((l) => l._id)).not.toContain(listing._id);
  });

  it('once approved in the one queue, lists by kind, filters and a search read by kind', async () => {
    const approved = await approve(listing._id);
    expect(approved.statusCode, approved.body).toBe(200);
    const ids = async (query: string) => (await list(query)).page.listings.map((l) => l._id);
    expect(await ids('kind=wetsuit')).toContain(listing._id);
    expect(await ids('kind=wetsuit&thickness=4/3,5/4&size=M')).toContain(listing._id);
    expect(await ids('kind=wetsuit&thickness=3/2')).not.toContain(listing._id);
    expect(await ids('kind=leash')).not.toContain(listing._id);
    expect(await ids(`search=${encodeURIComponent('חליפה 4/3 M')}`)).toContain(listing._id);
    expect(await ids(`search=${encodeURIComponent('wetsuit 4/3')}`)).toContain(listing._id);
    expect(await ids(`search=${encodeURIComponent('wetsuit 3/2')}`)).not.toContain(listing._id);
    expect(await ids('kind=wetsuit&maxPrice=400')).not.toContain(listing._id);
    const { page } = await list('kind=wetsuit');
    expect(page.listings.find((l) => l._id === listing._id)?.seller).not.toHaveProperty('email');
    const page404 = await app.inject({ method: 'GET', url: `/api/listings/${listing._id}` });
    expect(page404.statusCode).toBe(200);
    expect(page404.json().data.attributes).toEqual(warm);
  });

  it('never appears under /api/surfboards', async () => {
    const board = await app.inject({ method: 'GET', url: `/api/surfboards/${listing._id}` });
    expect(board.statusCode).toBe(404);
    const boards = await app.inject({ method: 'GET', url: '/api/surfboards?limit=48' });
    expect(boards.json().data.boards.map((b: { _id: string }) => b._id)).not.toContain(listing._id);
  });
});

describe('bad gear input is a 400 in words, and nothing is written', () => {
  it('an unknown option, another kind, a missing key, an unknown kind', async () => {
    const seller = await createTestUser(app);
    const before = await rowCount();
    const nine = await publishListing(seller, wetsuit({ ...warm, thickness: '9/9' }));
    expect(nine.statusCode).toBe(400);
    expect(nine.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      problem: 'LISTING_UNKNOWN_OPTION',
      error: 'יש לבחור עובי מהרשימה',
      details: [{ path: 'body.attributes.thickness', message: 'יש לבחור עובי מהרשימה' }],
    });
    const english = await publishListing(seller, wetsuit({ ...warm, thickness: '9/9' }), {
      language: 'en',
    });
    expect(english.statusCode).toBe(400);
    expect(english.json().details[0].path).toBe('body.attributes.thickness');
    expect(english.json().error).toMatch(/thickness/i);
    const other = await publishListing(seller, wetsuit({ ...warm, system: 'fcs' }));
    expect(other.json()).toMatchObject({ problem: 'LISTING_ATTRIBUTE_OTHER_KIND' });
    expect(other.json().details[0].path).toBe('body.attributes.system');
    const missing = await publishListing(seller, wetsuit({ size: 'M' }));
    expect(missing.json()).toMatchObject({ problem: 'LISTING_ATTRIBUTE_REQUIRED' });
    const kind = await publishListing(seller, { ...wetsuit(warm), kind: 'skateboard' });
    expect(kind.statusCode).toBe(400);
    expect(kind.json()).toMatchObject({
      problem: 'LISTING_UNKNOWN_KIND',
      details: [{ path: 'body.kind' }],
    });
    const boardsBrand = await publishListing(seller, wetsuit(warm, { brand: refs.brand }));
    expect(boardsBrand.statusCode).toBe(400);
    expect(boardsBrand.json().details[0]).toEqual({
      path: 'body.brand',
      message: 'המותג הזה אינו ברשימת המותגים של חליפות',
    });
    expect(await rowCount()).toBe(before);
  });

  it('a wrong filter is a 400 naming the query key, never a 500', async () => {
    const size = await list('kind=wetsuit&size=XXXXL');
    expect(size.res.statusCode).toBe(400);
    expect(size.res.json().details[0].path).toBe('querystring.size');
    const foreign = await list('kind=wetsuit&lengthMin=6', 'en');
    expect(foreign.res.statusCode).toBe(400);
    expect(foreign.res.json().details[0].path).toBe('querystring.length');
    const range = await list('kind=leash&lengthMin=40');
    expect(range.res.statusCode).toBe(400);
    expect(range.res.json().problem).toBe('LISTING_OUT_OF_RANGE');
    const kindless = await list('thickness=4/3');
    expect(kindless.res.statusCode).toBe(400);
    const huge = await list('kind=leash&lengthMax=1e400');
    expect(huge.res.statusCode).toBe(400);
  });
});

describe('a board published through /api/listings', () => {
  it('is the same board /api/surfboards shows, with its facts as attributes', async () => {
    const seller = await createTestUser(app);
    const res = await publishListing(seller, { ...validFields(refs), kind: 'board' });
    expect(res.statusCode, res.body).toBe(201);
    const listing: TListing = res.json().data;
    expect(listing.kind).toBe('board');
    expect(listing.attributes).toMatchObject({ length: 5.6, volume: 32, finSystem: 'FCS II' });
    const board = await app.inject({
      method: 'GET',
      url: `/api/surfboards/${listing._id}`,
      headers: seller.headers,
    });
    expect(board.statusCode).toBe(200);
    // A pending listing's term has not started: its end moves with the clock.
    const { kind: _k, attributes: _a, expiresAt: _e, ...rest } = listing;
    expect(board.json().data).toMatchObject({ ...rest, updatedAt: expect.any(String) });
    const [row] = await app.db.select().from(surfboards).where(eq(surfboards.id, listing._id));
    expect(row!.attributes).toEqual({});
  });
});

describe("renaming a wetsuit's maker", () => {
  it("keeps the kind's words in its search text: still found as a wetsuit", async () => {
    const seller = await createTestUser(app);
    const res = await publishListing(seller, wetsuit(warm));
    const id: string = res.json().data._id;
    expect((await approve(id)).statusCode).toBe(200);
    const found = async (q: string) =>
      (await list(`search=${encodeURIComponent(q)}`)).page.listings.map((l) => l._id);
    expect(await found('chest zip')).toContain(id);
    await refreshBoardsOf(app.db, { kind: 'brands', id: oneill });
    expect(await found('chest zip')).toContain(id);
  });

  it("is found by its maker's new name once the maker is renamed", async () => {
    const seller = await createTestUser(app);
    const [maker] = await app.db
      .insert(brands)
      .values({ title: 'Seaweed Suits', kinds: ['wetsuit'] })
      .returning({ id: brands.id });
    const res = await publishListing(seller, wetsuit(warm, { brand: maker!.id }));
    const id: string = res.json().data._id;
    expect((await approve(id)).statusCode).toBe(200);
    const found = async (q: string) =>
      (await list(`search=${encodeURIComponent(q)}&kind=wetsuit`)).page.listings.map((l) => l._id);
    await app.db.update(brands).set({ title: 'Kelpwear' }).where(eq(brands.id, maker!.id));
    await refreshBoardsOf(app.db, { kind: 'brands', id: maker!.id });
    expect(await found('Kelpwear')).toContain(id);
    expect(await found('chest zip')).toContain(id);
  });

  it("is rebuilt with its kind's words when a release changes the search text", async () => {
    const seller = await createTestUser(app);
    const res = await publishListing(seller, wetsuit(warm));
    const id: string = res.json().data._id;
    expect((await approve(id)).statusCode).toBe(200);
    await app.db
      .update(surfboards)
      .set({ searchText: 'v0¦old words' })
      .where(eq(surfboards.id, id));
    await refreshSearchText(app.db);
    expect(await searchTextStale(app.db)).toBe(false);
    const found = await list(`search=${encodeURIComponent('חליפה chest zip')}&kind=wetsuit`);
    expect(found.page.listings.map((l) => l._id)).toContain(id);
  });
});
