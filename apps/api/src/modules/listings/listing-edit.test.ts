import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TListing, TListingPage } from '@galim/shared/listings/form';
import type { App } from '../../app';
import { brands } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import {
  boardRecord,
  createTestUser,
  insertBoard,
  multipart,
  pngImage,
  seedReferences,
  type Refs,
  type TestUser,
} from '../../test/factories';
import { openHolds } from '../holds/repo';

// A seller edits a piece of gear (issue 53): PUT /api/listings/{id} lays the attributes sent over
// the stored ones and checks them whole against the kind, refuses in the request's words, checks
// a brand against the kind only when it changes, remakes the search text, and sends an approved
// listing back to review as a board's edit does. A board takes the board's own edit.

let app: App;
let refs: Refs;
let oneill: string;
let ripCurl: string;
let seller: TestUser;
let stranger: TestUser;
let admin: TestUser;

const warm = { size: 'M', thickness: '4/3', style: 'full', cut: 'men', entry: 'chest-zip' };

const wetsuit = (values: Parameters<typeof insertBoard>[3] = {}) =>
  insertBoard(app, seller.id, refs, {
    kind: 'wetsuit',
    attributes: warm,
    title: "חליפה O'Neill 4/3 M",
    brandId: oneill,
    categoryId: null,
    length: null,
    volume: null,
    price: 600,
    ...values,
  });

const edit = (id: string, payload: object, who: TestUser | null = seller, language?: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/listings/${id}`,
    headers: { ...(who?.headers ?? {}), ...(language ? { 'accept-language': language } : {}) },
    payload,
  });

async function edited(id: string, payload: object): Promise<TListing> {
  const res = await edit(id, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const searchIds = async (search: string) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/listings?search=${encodeURIComponent(search)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as TListingPage).listings.map((l) => l._id);
};

beforeAll(async () => {
  app = await createTestApp();
  refs = await seedReferences(app, 'edit');
  const makers = await app.db
    .insert(brands)
    .values([
      { title: "O'Neill edit", kinds: ['wetsuit'] },
      { title: 'Rip Curl edit', kinds: ['wetsuit'] },
    ])
    .returning();
  [oneill, ripCurl] = makers.map((m) => m.id) as [string, string];
  seller = await createTestUser(app);
  stranger = await createTestUser(app);
  admin = await createTestUser(app, { role: 'admin' });
});

describe('a wetsuit edited by its seller', () => {
  it('changes its thickness, and the search follows the new value, not the old', async () => {
    const body = await multipart({
      kind: 'wetsuit',
      price: '450',
      condition: 'good',
      brand: oneill,
      locationText: 'תל אביב',
      attributes: JSON.stringify(warm),
    });
    const published = await app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { ...seller.headers, ...body.headers },
      payload: body.payload,
    });
    expect(published.statusCode, published.body).toBe(201);
    const id: string = published.json().data._id;

    const listing = await edited(id, { attributes: { thickness: '5/4' }, title: '' });
    expect(listing.attributes).toEqual({ ...warm, thickness: '5/4' });
    // An empty title is made again from the new facts.
    expect(listing.title).toContain('5/4');
    expect(listing.title).not.toContain('4/3');
    const { searchText } = (await boardRecord(app, id))!;
    expect(searchText).toContain('5 4');
    expect(searchText).not.toContain('4 3');

    const approved = await app.inject({
      method: 'PATCH',
      url: `/api/surfboards/${id}/admin/approve`,
      headers: admin.headers,
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await searchIds('5/4')).toContain(id);
    expect(await searchIds('4/3')).not.toContain(id);
  });

  it('removes an optional attribute sent as null, keeping the rest', async () => {
    const id = await wetsuit();
    const listing = await edited(id, { attributes: { entry: null }, price: 550 });
    const { entry: _entry, ...rest } = warm;
    expect(listing.attributes).toEqual(rest);
    expect(listing.price).toBe(550);
    expect((await boardRecord(app, id))!.attributes).toEqual(rest);
    // The lower price is kept in its history, as a board's is.
    expect(listing.priceHistory).toMatchObject([{ from: 600, to: 550 }]);
  });

  it('refuses a wrong value in words, naming body.attributes.<key>, and changes nothing', async () => {
    const id = await wetsuit();
    const before = await boardRecord(app, id);
    const hebrew = await edit(id, { attributes: { thickness: '9/9' }, price: 100 });
    expect(hebrew.statusCode).toBe(400);
    expect(hebrew.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      problem: 'LISTING_UNKNOWN_OPTION',
      error: 'יש לבחור עובי מהרשימה',
      details: [{ path: 'body.attributes.thickness', message: 'יש לבחור עובי מהרשימה' }],
    });
    const english = await edit(id, { attributes: { thickness: '9/9' } }, seller, 'en');
    expect(english.statusCode).toBe(400);
    expect(english.json().error).toMatch(/thickness/i);
    expect(english.json().details[0].path).toBe('body.attributes.thickness');
    const other = await edit(id, { attributes: { system: 'fcs' } });
    expect(other.json()).toMatchObject({
      problem: 'LISTING_ATTRIBUTE_OTHER_KIND',
      details: [{ path: 'body.attributes.system' }],
    });
    const removeStranger = await edit(id, { attributes: { length: null } });
    expect(removeStranger.statusCode).toBe(400);
    expect(removeStranger.json().details[0].path).toBe('body.attributes.length');
    const notObject = await edit(id, { attributes: ['M'] });
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json().details[0].path).toBe('body.attributes');
    expect(await boardRecord(app, id)).toEqual(before);
  });

  it('refuses a required attribute set to null', async () => {
    const id = await wetsuit();
    const res = await edit(id, { attributes: { size: null } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      problem: 'LISTING_ATTRIBUTE_REQUIRED',
      details: [{ path: 'body.attributes.size' }],
    });
    expect((await boardRecord(app, id))!.attributes).toEqual(warm);
  });
});

describe('brand and category', () => {
  it('checks the brand against the kind only when the edit changes it', async () => {
    const [limited] = await app.db
      .insert(brands)
      .values({ title: 'Soon boards only edit', kinds: ['wetsuit'] })
      .returning();
    const id = await wetsuit({ brandId: limited!.id });
    // An admin keeps the brand for boards since: a price edit still passes.
    await app.db
      .update(brands)
      .set({ kinds: ['board'] })
      .where(eq(brands.id, limited!.id));
    expect((await edited(id, { price: 500, brand: limited!.id })).price).toBe(500);

    const boardsBrand = await edit(id, { brand: refs.brand });
    expect(boardsBrand.statusCode).toBe(400);
    expect(boardsBrand.json().details[0]).toEqual({
      path: 'body.brand',
      message: 'המותג הזה אינו ברשימת המותגים של חליפות',
    });
    const english = await edit(id, { brand: refs.brand }, seller, 'en');
    expect(english.json().details[0].message).toMatch(/not listed for wetsuits/);
    expect((await edited(id, { brand: ripCurl })).brand).toBe(ripCurl);
    expect((await edited(id, { brand: null })).brand).toBeNull();
  });
});

describe('review after an edit', () => {
  it('sends an approved wetsuit back to review when its description changes', async () => {
    const id = await wetsuit({ moderationStatus: 'approved' });
    const priced = await edited(id, { price: 580, availability: false });
    // A price is not what the moderator approved.
    expect(priced.moderationStatus).toBe('approved');
    const listing = await edited(id, { description: 'עכשיו עם קרע קטן בברך' });
    expect(listing.moderationStatus).toBe('pending');
    expect(listing.description).toBe('עכשיו עם קרע קטן בברך');
    // As a board's text edit: back to the queue, no `edited` hold (that names a maker or place).
    expect(await openHolds(app.db, [id])).toEqual([]);
  });

  it('sends it back on an attribute change too', async () => {
    const id = await wetsuit({ moderationStatus: 'approved' });
    expect((await edited(id, { attributes: { size: 'L' } })).moderationStatus).toBe('pending');
  });

  it('holds an approved wetsuit whose maker or place changes, with before and after', async () => {
    const id = await wetsuit({ moderationStatus: 'approved' });
    const listing = await edited(id, { brand: ripCurl, locationText: 'אילת' });
    expect(listing.moderationStatus).toBe('pending');
    const holds = await openHolds(app.db, [id]);
    expect(holds).toMatchObject([
      {
        kind: 'edited',
        details: {
          changes: [
            { field: 'brand', before: "O'Neill edit", after: 'Rip Curl edit' },
            { field: 'location', before: 'חיפה', after: 'אילת' },
          ],
        },
      },
    ]);
  });
});

describe('a board through PUT /api/listings/{id}', () => {
  it("takes the board's own edit and answers as a listing; attributes are refused", async () => {
    const id = await insertBoard(app, seller.id, refs, { moderationStatus: 'approved' });
    const listing = await edited(id, { price: 1500, volume: 31 });
    expect(listing).toMatchObject({ kind: 'board', price: 1500, volume: 31 });
    expect(listing.attributes).toMatchObject({ volume: 31 });
    const refused = await edit(id, { attributes: { volume: 30 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      problem: 'LISTING_ATTRIBUTE_OTHER_KIND',
      details: [{ path: 'body.attributes' }],
    });
    const wrong = await edit(id, { volume: 900 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0].path).toBe('body.volume');
  });
});

describe('who may edit', () => {
  it('401 anonymous, 403 another user on a public one, 404 on a hidden or missing one', async () => {
    const id = await wetsuit({ moderationStatus: 'approved' });
    expect((await edit(id, { price: 1 }, null)).statusCode).toBe(401);
    const other = await edit(id, { price: 1 }, stranger);
    expect(other.statusCode).toBe(403);
    const hidden = await edit(await wetsuit(), { price: 1 }, stranger);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe('LISTING_NOT_FOUND');
    const missing = await edit('0123456789abcdef01234567', { price: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('LISTING_NOT_FOUND');
    expect((await boardRecord(app, id))!.price).toBe(600);
    // An admin may, as on a board.
    const byAdmin = await edit(id, { price: 590 }, admin);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json().data.price).toBe(590);
  });
});

describe('the photos of a wetsuit', () => {
  const gallery = async (id: string, layout: string[], files: string[], who = seller) => {
    const body = await multipart(
      { layout: JSON.stringify(layout), coverIndex: String(Math.max(layout.length - 1, 0)) },
      await Promise.all(
        files.map(async (color, i) => ({ name: `${i}.png`, data: await pngImage(color) })),
      ),
    );
    return app.inject({
      method: 'PUT',
      url: `/api/listings/${id}/images`,
      headers: { ...who.headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('are replaced by its seller under /api/listings: one kept, one added, the cover moved', async () => {
    const id = await wetsuit({ moderationStatus: 'approved' });
    const first = await gallery(id, ['new:0', 'new:1'], ['#a00', '#0a0']);
    expect(first.statusCode, first.body).toBe(200);
    const two: TListing = first.json().data;
    expect(two.kind).toBe('wetsuit');
    expect(two.attributes).toMatchObject({ thickness: '4/3' });
    expect(two.images).toHaveLength(2);
    const [a, b] = two.images.map((i) => i.key);
    // New photos send an approved listing back to review, as a board's do.
    expect(two.moderationStatus).toBe('pending');

    const next = await gallery(id, [b!, 'new:0'], ['#00a']);
    expect(next.statusCode, next.body).toBe(200);
    const after: TListing = next.json().data;
    expect(after.images.map((i) => i.key)[0]).toBe(b);
    expect(after.images).toHaveLength(2);
    expect(after.coverIndex).toBe(1);
    expect((await app.inject(`/uploads/${a}-320.webp`)).statusCode).toBe(404);
    expect((await app.inject(`/uploads/${b}-320.webp`)).statusCode).toBe(200);
  });

  it('are the seller’s alone; a board address never takes a wetsuit’s', async () => {
    const id = await wetsuit({ moderationStatus: 'approved' });
    expect((await gallery(id, [], [], stranger)).statusCode).toBe(403);
    const asBoard = await multipart({ layout: '[]', coverIndex: '0' });
    const res = await app.inject({
      method: 'PUT',
      url: `/api/surfboards/${id}/images`,
      headers: { ...seller.headers, ...asBoard.headers },
      payload: asBoard.payload,
    });
    expect(res.statusCode).toBe(404);
  });
});
