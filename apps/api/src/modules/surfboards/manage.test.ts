import { beforeAll, describe, expect, it } from 'vitest';
import { errorTexts as hebrew } from '@galim/shared/i18n/he/errors';
import { desc, eq } from 'drizzle-orm';
import { ZReferenceExists } from '@galim/shared/reference/schemas';
import { BOARD_MESSAGES } from '@galim/shared/i18n/he/validation/board';
import type { App } from '../../app';
import {
  activityLog,
  brands,
  surfboardInquiries,
  surfboardLikes,
  surfboards,
  surfboardViews,
} from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import { lastDays } from './analytics-service';
import {
  boardRecord,
  bulkItem,
  createTestUser,
  insertBoard,
  multipart,
  pngImage,
  publish,
  type Refs,
  seedReferences,
  type TestUser,
  validFields,
} from '../../test/factories';

let app: App;
let owner: TestUser;
let stranger: TestUser;
let admin: TestUser;
let refs: Refs;

beforeAll(async () => {
  app = await createTestApp();
  owner = await createTestUser(app);
  stranger = await createTestUser(app);
  admin = await createTestUser(app, { role: 'admin' });
  refs = await seedReferences(app);
});

const missingId = '0123456789abcdef01234567';

describe('publish', () => {
  it('publishes a board with two images as pending, logs it, and shows it to the owner', async () => {
    const res = await publish(app, owner, validFields(refs), [
      { name: 'a.png', data: await pngImage('#f00') },
      { name: 'b.png', data: await pngImage('#0f0') },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const board = res.json().data;
    expect(board).toMatchObject({
      title: 'Firewire Seaside 5.6',
      price: 2500,
      brandTitle: 'Firewire',
      modelTitle: 'Seaside',
      categoryTitle: 'Fish',
      technologyTitle: 'Helium',
      condition: 'good',
      length: 5.6,
      volume: 32,
      finSetup: 2,
      finSystem: 'FCS II',
      locationText: 'תל אביב',
      location: { type: 'Point', coordinates: [34.77, 32.08] },
      moderationStatus: 'pending',
      archived: false,
      sold: false,
    });
    expect(board.images).toHaveLength(2);
    expect(board.mainImage.key).toBe(board.images[0].key);
    // The stored files are served.
    const file = await app.inject(`/uploads/${board.images[1].key}-320.webp`);
    expect(file.statusCode).toBe(200);

    const record = await boardRecord(app, board._id);
    expect(record!.searchText).toContain('firewire seaside');
    expect(record!.searchText).toContain('great fish');

    const [log] = await app.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.userId, owner.id))
      .orderBy(desc(activityLog.createdAt));
    expect(log).toMatchObject({ type: 'surfboard_published' });
    expect(log!.details).toContain(board._id);

    const mine = await app.inject({ url: '/api/surfboards/mine', headers: owner.headers });
    expect(mine.json().data.map((b: { _id: string }) => b._id)).toContain(board._id);
  });

  it('generates the title from brand, model and length when it is empty', async () => {
    const res = await publish(app, owner, { ...validFields(refs), title: '' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.title).toBe('Firewire Seaside 5\'7"');
    expect(res.json().data.images).toEqual([]);
  });

  it('needs a session', async () => {
    const body = await multipart(validFields(refs));
    const res = await app.inject({
      method: 'POST',
      url: '/api/surfboards',
      headers: body.headers,
      payload: body.payload,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(hebrew.UNAUTHORIZED);
  });

  const M = BOARD_MESSAGES;
  const cases: [string, Record<string, string | undefined>, string, string][] = [
    ['short title', { title: 'abc' }, 'title', M.titleMin],
    ['long title', { title: 'x'.repeat(101) }, 'title', M.titleMax],
    ['no price', { price: undefined }, 'price', M.priceRequired],
    ['empty price', { price: '' }, 'price', M.priceRequired],
    ['zero price', { price: '0' }, 'price', M.pricePositive],
    ['negative price', { price: '-5' }, 'price', M.pricePositive],
    ['text price', { price: 'abc' }, 'price', M.pricePositive],
    ['price above 50,000', { price: '50001' }, 'price', M.priceMax],
    ['no condition', { condition: undefined }, 'condition', M.conditionRequired],
    ['no category', { category: '' }, 'category', M.categoryRequired],
    ['no brand', { brand: undefined }, 'brand', M.brandRequired],
    ['short length', { length: '3.9' }, 'length', M.lengthRange],
    ['long length', { length: '12.1' }, 'length', M.lengthRange],
    ['no length', { length: '' }, 'length', M.lengthRequired],
    ['narrow', { width: '15' }, 'width', M.widthRange],
    ['wide', { width: '31' }, 'width', M.widthRange],
    ['thin', { thickness: '0.5' }, 'thickness', M.thicknessRange],
    ['thick', { thickness: '5.5' }, 'thickness', M.thicknessRange],
    ['no volume', { volume: undefined }, 'volume', M.volumeRequired],
    ['tiny volume', { volume: '0.5' }, 'volume', M.volumeRange],
    ['huge volume', { volume: '201' }, 'volume', M.volumeRange],
    ['fractional fins', { finSetup: '2.5' }, 'finSetup', M.finSetupRange],
    ['six fins', { finSetup: '6' }, 'finSetup', M.finSetupRange],
    ['no fins', { finSetup: '0' }, 'finSetup', M.finSetupRange],
    ['long colour', { color: 'x'.repeat(51) }, 'color', M.colorMax],
    ['long description', { description: 'x'.repeat(1001) }, 'description', M.descriptionMax],
    ['no location text', { locationText: ' ' }, 'locationText', M.locationRequired],
    [
      'latitude out of range',
      { location: JSON.stringify({ type: 'Point', coordinates: [34, 91] }) },
      'location',
      M.coordinates,
    ],
    [
      'longitude out of range',
      { location: JSON.stringify({ type: 'Point', coordinates: [-181, 32] }) },
      'location',
      M.coordinates,
    ],
    ['location not JSON', { location: 'here' }, 'location', M.coordinates],
    ['unknown condition', { condition: 'mint' }, 'condition', M.conditionRequired],
  ];
  it.each(cases)('refuses %s with its message', async (_name, change, path, message) => {
    const fields = { ...validFields(refs), ...change };
    for (const [k, v] of Object.entries(change)) if (v === undefined) delete fields[k];
    // A fresh uploader per case keeps these attempts under the upload limit.
    const res = await publish(app, await createTestUser(app), fields as Record<string, string>);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details).toContainEqual({ path: `body.${path}`, message });
  });

  it('accepts the bounds themselves', async () => {
    const res = await publish(app, owner, {
      ...validFields(refs),
      price: '50000',
      length: '12',
      width: '16',
      thickness: '5',
      volume: '200',
      finSetup: '5',
      title: 'x'.repeat(100),
      location: JSON.stringify({ type: 'Point', coordinates: [180, -90] }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.location.coordinates).toEqual([180, -90]);
  });

  it('requires references that exist, and a model of the chosen brand', async () => {
    const uploader = await createTestUser(app);
    for (const [field, message] of [
      ['brand', hebrew.BRAND_NOT_FOUND],
      ['category', hebrew.CATEGORY_NOT_FOUND],
      ['model', hebrew.MODEL_NOT_FOUND],
      ['technology', hebrew.TECHNOLOGY_NOT_FOUND],
    ]) {
      const res = await publish(app, uploader, { ...validFields(refs), [field!]: missingId });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error).toBe(message);
    }
    const wrong = await publish(app, uploader, { ...validFields(refs), brand: refs.otherBrand });
    expect(wrong.statusCode).toBe(400);
    // English names the rule; Hebrew says the code's words (decision 052).
    expect(wrong.json().error).toBe(hebrew.VALIDATION_ERROR);
    expect(wrong.json().details).toEqual([
      { path: 'body.model', message: 'Model does not belong to the chosen brand' },
    ]);
    const count = await app.db.select().from(surfboards).where(eq(surfboards.price, 2500));
    // Only the boards published successfully above exist: nothing half-created.
    expect(count.every((b) => b.brandId !== refs.otherBrand)).toBe(true);
  });

  it('answers 413 for a file over 10 MB and 415 for a non-image renamed .jpg', async () => {
    const uploader = await createTestUser(app);
    const big = await publish(app, uploader, validFields(refs), [
      { name: 'big.png', data: Buffer.alloc(10 * 1024 * 1024 + 1, 1) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe(hebrew.IMAGES_TOO_LARGE);

    const fake = await publish(app, uploader, validFields(refs), [
      { name: 'photo.jpg', data: Buffer.from('not an image at all'), type: 'image/jpeg' },
    ]);
    expect(fake.statusCode).toBe(415);
  });

  it('answers 413 for more than 8 images', async () => {
    const img = await pngImage('#123456', 40, 40);
    const res = await publish(
      app,
      await createTestUser(app),
      validFields(refs),
      Array.from({ length: 9 }, (_, i) => ({ name: `${i}.png`, data: img })),
    );
    expect(res.statusCode).toBe(413);
  });
});

describe('edit', () => {
  it('edits fields, regenerates the search text, and keeps a price-only edit approved', async () => {
    const id = await insertBoard(app, owner.id, refs, { moderationStatus: 'approved' });
    const price = await app.inject({
      method: 'PUT',
      url: `/api/surfboards/${id}`,
      headers: owner.headers,
      payload: { price: 900 },
    });
    expect(price.statusCode, price.body).toBe(200);
    expect(price.json().data).toMatchObject({ price: 900, moderationStatus: 'approved' });

    const text = await app.inject({
      method: 'PUT',
      url: `/api/surfboards/${id}`,
      headers: owner.headers,
      payload: { description: 'Now with a new ding repair', model: refs.model },
    });
    expect(text.statusCode, text.body).toBe(200);
    expect(text.json().data).toMatchObject({
      description: 'Now with a new ding repair',
      modelTitle: 'Seaside',
      moderationStatus: 'pending',
    });
    expect((await boardRecord(app, id))!.searchText).toContain('ding repair');
  });

  it('takes back the location it reads: one shape from publish to edit', async () => {
    const created = await publish(app, owner, {
      ...validFields(refs),
      location: JSON.stringify({ type: 'Point', coordinates: [34.64, 31.8] }),
    });
    const board = created.json().data;
    expect(board.location).toEqual({ type: 'Point', coordinates: [34.64, 31.8] });
    const res = await app.inject({
      method: 'PUT',
      url: `/api/surfboards/${board._id}`,
      headers: owner.headers,
      payload: { price: 1234, location: board.location },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      price: 1234,
      location: { type: 'Point', coordinates: [34.64, 31.8] },
    });
  });

  it('validates edits with the same rules and messages', async () => {
    const id = await insertBoard(app, owner.id, refs);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/surfboards/${id}`,
      headers: owner.headers,
      payload: { price: 60000, title: 'abc' },
    });
    expect(res.statusCode).toBe(400);
    const messages = res.json().details.map((d: { message: string }) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining([BOARD_MESSAGES.priceMax, BOARD_MESSAGES.titleMin]),
    );
    // The same Hebrew sentences the form shows, so the web words nothing itself.
    expect(messages).toEqual(
      expect.arrayContaining([
        'המחיר לא יכול לעלות על 50,000',
        'כותרת הגלשן חייבת להכיל לפחות 5 תווים',
      ]),
    );

    const empty = await app.inject({
      method: 'PUT',
      url: `/api/surfboards/${id}`,
      headers: owner.headers,
      payload: { title: '', length: 6 },
    });
    expect(empty.json().data.title).toBe('Firewire 6\'0"');

    // JSON carries numbers: a price sent as text is refused, and the price stays.
    const text = await app.inject({
      method: 'PUT',
      url: `/api/surfboards/${id}`,
      headers: owner.headers,
      payload: { price: '900' },
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().details).toContainEqual({
      path: 'body.price',
      message: BOARD_MESSAGES.pricePositive,
    });
    const after = await app.inject({
      method: 'GET',
      url: `/api/surfboards/${id}`,
      headers: owner.headers,
    });
    expect(after.json().data.price).toBe(empty.json().data.price);
  });

  it('adds, removes, reorders images and picks the cover; approved goes back to pending', async () => {
    const created = await publish(app, owner, validFields(refs), [
      { name: 'a.png', data: await pngImage('#a00') },
      { name: 'b.png', data: await pngImage('#0a0') },
    ]);
    const board = created.json().data;
    await app.db
      .update(surfboards)
      .set({ moderationStatus: 'approved' })
      .where(eq(surfboards.id, board._id));
    const [a, b] = board.images.map((i: { key: string }) => i.key);

    const body = await multipart({ layout: JSON.stringify([b, 'new:0']), coverIndex: '1' }, [
      { name: 'c.png', data: await pngImage('#00a') },
    ]);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/surfboards/${board._id}/images`,
      headers: { ...owner.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const next = res.json().data;
    expect(next.images.map((i: { key: string }) => i.key)[0]).toBe(b);
    expect(next.images).toHaveLength(2);
    expect(next.coverIndex).toBe(1);
    expect(next.mainImage.key).toBe(next.images[1].key);
    expect(next.moderationStatus).toBe('pending');
    // The removed image's files are gone; the kept ones are still served.
    expect((await app.inject(`/uploads/${a}-320.webp`)).statusCode).toBe(404);
    expect((await app.inject(`/uploads/${b}-320.webp`)).statusCode).toBe(200);

    // Reorder by JSON edit: the cover follows its image.
    const reorder = await app.inject({
      method: 'PUT',
      url: `/api/surfboards/${board._id}`,
      headers: owner.headers,
      payload: { imageOrder: [next.images[1].key, b] },
    });
    expect(reorder.statusCode, reorder.body).toBe(200);
    expect(reorder.json().data.coverIndex).toBe(0);
    expect(reorder.json().data.images[1].key).toBe(b);

    const unknown = await app.inject({
      method: 'PUT',
      url: `/api/surfboards/${board._id}`,
      headers: owner.headers,
      payload: { imageOrder: ['f'.repeat(32)] },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses a gallery request without a layout, and removes nothing', async () => {
    // A seller of its own: refused uploads count towards the upload limit too.
    const seller = await createTestUser(app);
    const created = await publish(app, seller, validFields(refs), [
      { name: 'a.png', data: await pngImage('#a00') },
      { name: 'b.png', data: await pngImage('#0a0') },
    ]);
    const board = created.json().data;
    for (const layout of [undefined, ' ']) {
      const bare = await multipart({ layout, coverIndex: '0' });
      const refused = await app.inject({
        method: 'PUT',
        url: `/api/surfboards/${board._id}/images`,
        headers: { ...seller.headers, ...bare.headers },
        payload: bare.payload,
      });
      expect(refused.statusCode).toBe(400);
    }
    const kept = await app.inject({
      method: 'GET',
      url: `/api/surfboards/${board._id}`,
      headers: seller.headers,
    });
    expect(kept.json().data.images).toHaveLength(2);
  });
});

describe('lifecycle', () => {
  const act = (user: TestUser, method: 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url: `/api/surfboards${url}`, headers: user.headers, payload });

  it('marks sold with the listed price by default, cancels the sale, and refuses repeats', async () => {
    const id = await insertBoard(app, owner.id, refs, { price: 1800 });
    const sold = await act(owner, 'POST', `/${id}/mark-sold`, { soldThroughWebsite: true });
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json().data).toMatchObject({
      sold: true,
      soldThroughWebsite: true,
      soldStatus: { isSold: true, soldPrice: 1800 },
    });
    expect(sold.json().data.soldStatus.soldDate).toBeTruthy();

    const again = await act(owner, 'POST', `/${id}/mark-sold`, { soldThroughWebsite: false });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'BOARD_ALREADY_SOLD',
      error: hebrew.BOARD_ALREADY_SOLD,
    });
    const archiveSold = await act(owner, 'PATCH', `/${id}/archive`);
    expect(archiveSold.statusCode).toBe(409);
    expect(archiveSold.json().code).toBe('BOARD_SOLD_CANNOT_ARCHIVE');

    const unsold = await act(owner, 'PATCH', `/${id}/unsold`);
    expect(unsold.json().data).toMatchObject({
      sold: false,
      soldStatus: { isSold: false, soldDate: null, soldPrice: null },
    });
    const unsoldAgain = await act(owner, 'PATCH', `/${id}/unsold`);
    expect(unsoldAgain.statusCode).toBe(409);

    const custom = await act(owner, 'POST', `/${id}/mark-sold`, {
      soldThroughWebsite: false,
      soldPrice: 1500,
    });
    expect(custom.json().data.soldStatus.soldPrice).toBe(1500);
    const logs = await app.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.type, 'surfboard_sold'));
    expect(logs.some((l) => l.details.includes(id))).toBe(true);
  });

  it('archives and restores in both forms, and refuses what the lifecycle forbids', async () => {
    const id = await insertBoard(app, owner.id, refs);
    const archived = await act(owner, 'PATCH', `/${id}/archive`);
    expect(archived.json().data.archived).toBe(true);
    expect((await act(owner, 'PATCH', `/${id}/archive`)).statusCode).toBe(409);
    const sellArchived = await act(owner, 'POST', `/${id}/mark-sold`, {});
    expect(sellArchived.statusCode).toBe(409);
    expect(sellArchived.json().code).toBe('BOARD_ARCHIVED_CANNOT_SELL');

    const archivedList = await app.inject({
      url: '/api/surfboards/mine?status=archived',
      headers: owner.headers,
    });
    expect(archivedList.json().data.map((b: { _id: string }) => b._id)).toContain(id);

    const restored = await act(owner, 'PATCH', `/${id}/unarchive`);
    expect(restored.json().data.archived).toBe(false);
    const restoreAgain = await act(owner, 'PATCH', `/${id}/unarchive`);
    expect(restoreAgain.statusCode).toBe(409);
    expect(restoreAgain.json().code).toBe('BOARD_NOT_ARCHIVED');

    expect(
      (await act(owner, 'POST', `/${id}/archive`, { archived: true })).json().data.archived,
    ).toBe(true);
    expect((await act(owner, 'POST', `/${id}/archive`, { archived: true })).statusCode).toBe(409);
    expect(
      (await act(owner, 'POST', `/${id}/archive`, { archived: false })).json().data.archived,
    ).toBe(false);
    const logs = await app.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.type, 'surfboard_archived'));
    expect(logs.filter((l) => l.details.includes(id))).toHaveLength(2);
  });

  it('deletes a board and its image files', async () => {
    const created = await publish(app, owner, validFields(refs), [
      { name: 'a.png', data: await pngImage('#abcdef') },
    ]);
    const board = created.json().data;
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/surfboards/${board._id}`,
      headers: owner.headers,
    });
    expect(del.statusCode).toBe(200);
    expect(await boardRecord(app, board._id)).toBeUndefined();
    expect((await app.inject(`/uploads/${board.images[0].key}-320.webp`)).statusCode).toBe(404);
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/surfboards/${board._id}`,
      headers: owner.headers,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(hebrew.BOARD_NOT_FOUND);
  });
});

describe('ownership', () => {
  it('answers 403 to someone else on every write route, 404 for a missing board, and lets an admin act', async () => {
    // A public board: on a board the stranger cannot see, the answer is 404 (authz-matrix.test.ts).
    const id = await insertBoard(app, owner.id, refs, { moderationStatus: 'approved' });
    const img = await multipart({ layout: '[]' });
    const routes: [string, string, object | undefined][] = [
      ['PUT', `/api/surfboards/${id}`, { price: 10 }],
      ['POST', `/api/surfboards/${id}/mark-sold`, { soldThroughWebsite: false }],
      ['PATCH', `/api/surfboards/${id}/unsold`, undefined],
      ['PATCH', `/api/surfboards/${id}/archive`, undefined],
      ['PATCH', `/api/surfboards/${id}/unarchive`, undefined],
      ['POST', `/api/surfboards/${id}/archive`, { archived: true }],
      ['DELETE', `/api/surfboards/${id}`, undefined],
      ['POST', '/api/surfboards/bulk/archive', { ids: [id] }],
      ['POST', '/api/surfboards/bulk/sold', { ids: [id] }],
      ['POST', '/api/surfboards/bulk/delete', { ids: [id] }],
      ['POST', '/api/surfboards/bulk/update', { updates: [{ id, price: 10 }] }],
    ];
    for (const [method, url, payload] of routes) {
      const res = await app.inject({
        method: method as 'PUT',
        url,
        headers: stranger.headers,
        payload,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
      const anon = await app.inject({ method: method as 'PUT', url, payload });
      expect(anon.statusCode, `anonymous ${method} ${url}`).toBe(401);
      const missing = await app.inject({
        method: method as 'PUT',
        url: url.replace(id, missingId),
        headers: stranger.headers,
        payload: payload && JSON.parse(JSON.stringify(payload).replace(id, missingId)),
      });
      expect(missing.statusCode, `missing ${method} ${url}`).toBe(404);
    }
    const images = await app.inject({
      method: 'PUT',
      url: `/api/surfboards/${id}/images`,
      headers: { ...stranger.headers, ...img.headers },
      payload: img.payload,
    });
    expect(images.statusCode).toBe(403);
    // Nothing changed.
    expect(await boardRecord(app, id)).toMatchObject({
      price: 1000,
      archived: false,
      isSold: false,
    });

    // An admin may act on any board.
    const asAdmin = await app.inject({
      method: 'PATCH',
      url: `/api/surfboards/${id}/archive`,
      headers: admin.headers,
    });
    expect(asAdmin.statusCode).toBe(200);
    const adminDelete = await app.inject({
      method: 'DELETE',
      url: `/api/surfboards/${id}`,
      headers: admin.headers,
    });
    expect(adminDelete.statusCode).toBe(200);
  });

  it('lists only your own boards under /mine', async () => {
    const theirs = await insertBoard(app, stranger.id, refs, { moderationStatus: 'approved' });
    const mine = await app.inject({
      url: '/api/surfboards/mine?status=all',
      headers: owner.headers,
    });
    expect(mine.json().data.map((b: { _id: string }) => b._id)).not.toContain(theirs);
  });
});

describe('bulk actions', () => {
  /** POST /api/surfboards/bulk/{action} as the owner. */
  const bulk = (action: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/surfboards/bulk/${action}`,
      headers: owner.headers,
      payload,
    });

  it('archives, sells and deletes a selection', async () => {
    const a = await insertBoard(app, owner.id, refs, { price: 100 });
    const b = await insertBoard(app, owner.id, refs, { price: 200 });
    const c = await insertBoard(app, owner.id, refs, { price: 300 });
    const archive = await bulk('archive', { ids: [a, b] });
    expect(archive.json()).toEqual({ success: true, data: { count: 2, ids: [a, b] } });
    expect((await boardRecord(app, a))!.archived).toBe(true);

    const sold = await bulk('sold', { ids: [c], soldThroughWebsite: true });
    expect(sold.json().data.count).toBe(1);
    expect(await boardRecord(app, c)).toMatchObject({ isSold: true, soldPrice: 300 });

    const del = await bulk('delete', { ids: [a, b, c] });
    expect(del.json().data.count).toBe(3);
    expect(await boardRecord(app, b)).toBeUndefined();
  });

  it('is all or nothing: one foreign, missing or illegal board stops the whole action', async () => {
    const mine = await insertBoard(app, owner.id, refs);
    const theirs = await insertBoard(app, stranger.id, refs, { moderationStatus: 'approved' });
    const soldOne = await insertBoard(app, owner.id, refs, { isSold: true });
    const theirsBefore = await boardRecord(app, theirs);

    const foreign = await bulk('archive', { ids: [mine, theirs] });
    expect(foreign.statusCode).toBe(403);
    const missing = await bulk('delete', { ids: [mine, missingId] });
    expect(missing.statusCode).toBe(404);
    const illegal = await bulk('archive', { ids: [mine, soldOne] });
    expect(illegal.statusCode).toBe(409);
    const illegalSold = await bulk('sold', { ids: [mine, soldOne] });
    expect(illegalSold.statusCode).toBe(409);
    expect(await boardRecord(app, mine)).toMatchObject({ archived: false, isSold: false });
    // The other user's board is as it was: not archived, not sold, not deleted.
    expect(theirsBefore).toMatchObject({ archived: false, isSold: false });
    expect(await boardRecord(app, theirs)).toEqual(theirsBefore);

    const repeated = await bulk('archive', { ids: [mine, mine] });
    expect(repeated.statusCode).toBe(400);
  });

  it('creates and updates several boards at once, all or nothing', async () => {
    const item = bulkItem(refs);
    const bad = await bulk('create', { items: [item, { ...item, brand: missingId }] });
    expect(bad.statusCode).toBe(400);
    const created = await bulk('create', { items: [item, { ...item, title: 'Second longboard' }] });
    expect(created.statusCode, created.body).toBe(201);
    const [x, y] = created.json().data.ids;
    expect(await boardRecord(app, x)).toMatchObject({
      title: 'Firewire 7\'0"',
      moderationStatus: 'pending',
      sellerId: owner.id,
    });

    const theirs = await insertBoard(app, stranger.id, refs, { moderationStatus: 'approved' });
    const refused = await bulk('update', {
      updates: [
        { id: x, price: 1 },
        { id: theirs, price: 1 },
      ],
    });
    expect(refused.statusCode).toBe(403);
    expect((await boardRecord(app, x))!.price).toBe(1200);

    const updated = await bulk('update', {
      updates: [
        { id: x, price: 1100 },
        { id: y, color: 'blue' },
      ],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await boardRecord(app, x))!.price).toBe(1100);
    expect((await boardRecord(app, y))!.color).toBe('blue');
  });
});

describe('upload rate limit (one process)', () => {
  it('allows 10 uploads per user per 5 minutes, then answers 429 with the spec message', async () => {
    const busy = await createTestUser(app);
    // Refused uploads count too: each is an upload attempt.
    for (let i = 0; i < 10; i++) {
      const res = await publish(app, busy, { ...validFields(refs), price: '' });
      expect(res.statusCode).toBe(400);
    }
    const limited = await publish(app, busy, validFields(refs));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      success: false,
      code: 'UPLOAD_LIMIT',
      error: hebrew.UPLOAD_LIMIT,
    });
    // Another user is not affected.
    const other = await createTestUser(app);
    expect((await publish(app, other, validFields(refs))).statusCode).toBe(201);
  });
});

describe('personal analytics', () => {
  it('computes every field from the boards, likes, views and inquiries', async () => {
    const seller = await createTestUser(app);
    const fan = await createTestUser(app);
    const a = await insertBoard(app, seller.id, refs, { price: 1000, viewCount: 7 });
    const b = await insertBoard(app, seller.id, refs, {
      price: 3000,
      isSold: true,
      soldPrice: 2500,
      soldThroughWebsite: true,
      viewCount: 3,
    });
    await insertBoard(app, seller.id, refs, { price: 2000, archived: true });
    await insertBoard(app, seller.id, refs, {
      price: 2000,
      isSold: true,
      soldPrice: 1500,
      soldThroughWebsite: false,
    });
    await app.db.insert(surfboardLikes).values([
      { userId: fan.id, surfboardId: a },
      { userId: owner.id, surfboardId: a },
      { userId: fan.id, surfboardId: b },
    ]);
    await app.db.insert(surfboardInquiries).values([
      { surfboardId: a, channel: 'whatsapp' },
      { surfboardId: a, channel: 'email', userId: fan.id },
    ]);
    const days = lastDays(30);
    await app.db.insert(surfboardViews).values([
      { surfboardId: a, viewerKey: 'v1', day: days[29]! },
      { surfboardId: a, viewerKey: 'v2', day: days[29]! },
      { surfboardId: b, viewerKey: 'v1', day: days[0]! },
      { surfboardId: b, viewerKey: 'v1', day: '2000-01-01' },
    ]);

    const res = await app.inject({
      url: `/api/surfboards/analytics/${seller.id}`,
      headers: seller.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      totalSurfboards: 4,
      activeSurfboards: 1,
      pendingSurfboards: 1,
      soldSurfboards: 2,
      archivedSurfboards: 1,
      totalViews: 10,
      totalFavorites: 3,
      totalInquiries: 2,
      averagePrice: 2000,
      averageSoldPrice: 2000,
      soldThroughWebsite: 1,
    });
    expect(data.viewsPerDay).toHaveLength(30);
    expect(data.viewsPerDay[29]).toEqual({ day: days[29], value: 2 });
    expect(data.viewsPerDay[0]).toEqual({ day: days[0], value: 1 });

    const empty = await createTestUser(app);
    const zero = await app.inject({
      url: `/api/surfboards/analytics/${empty.id}`,
      headers: empty.headers,
    });
    expect(zero.json().data).toMatchObject({ totalSurfboards: 0, averagePrice: 0, totalViews: 0 });

    const other = await app.inject({
      url: `/api/surfboards/analytics/${seller.id}`,
      headers: fan.headers,
    });
    expect(other.statusCode).toBe(403);
    const asAdmin = await app.inject({
      url: `/api/surfboards/analytics/${seller.id}`,
      headers: admin.headers,
    });
    expect(asAdmin.json().data.totalSurfboards).toBe(4);
    const anon = await app.inject({ url: `/api/surfboards/analytics/${seller.id}` });
    expect(anon.statusCode).toBe(401);
  });
});

describe('new brands and models from the publish form', () => {
  it('answers 409 with the existing brand, creates a new one marked for the admins, and ties models to a brand', async () => {
    const existing = await app.inject({
      method: 'POST',
      url: '/api/surfboards/propose/brand',
      headers: owner.headers,
      payload: { title: 'FIREWIRE' },
    });
    expect(existing.statusCode).toBe(409);
    expect(ZReferenceExists.parse(existing.json()).existing).toEqual({
      kind: 'brand',
      _id: refs.brand,
      title: 'Firewire',
    });

    const fresh = await app.inject({
      method: 'POST',
      url: '/api/surfboards/propose/brand',
      headers: owner.headers,
      payload: { title: 'Haydenshapes' },
    });
    expect(fresh.json().data.created).toBe(true);
    const [row] = await app.db.select().from(brands).where(eq(brands.id, fresh.json().data._id));
    // The proposer is recorded by id, not published in the description (decision 009).
    expect(row).toMatchObject({ proposedBy: owner.id, approved: false, description: '' });

    const model = await app.inject({
      method: 'POST',
      url: '/api/surfboards/propose/model',
      headers: owner.headers,
      payload: { title: 'Hypto Krypto', brand: fresh.json().data._id },
    });
    expect(model.json().data.created).toBe(true);
    // Other letter case and spacing of the same model: the existing one, named.
    for (const title of ['hypto krypto', '  Hypto   KRYPTO ']) {
      const again = await app.inject({
        method: 'POST',
        url: '/api/surfboards/propose/model',
        headers: owner.headers,
        payload: { title, brand: fresh.json().data._id },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        success: false,
        code: 'REFERENCE_EXISTS',
        existing: { kind: 'model', _id: model.json().data._id, title: 'Hypto Krypto' },
      });
    }
    const proposeBrand = (title: string) =>
      app.inject({
        method: 'POST',
        url: '/api/surfboards/propose/brand',
        headers: owner.headers,
        payload: { title },
      });
    const channel = await proposeBrand('Channel  Islands');
    expect(channel.json().data).toMatchObject({ title: 'Channel Islands', created: true });
    const spaced = await proposeBrand(' channel   ISLANDS ');
    expect(spaced.statusCode).toBe(409);
    expect(spaced.json().existing).toEqual({
      kind: 'brand',
      _id: channel.json().data._id,
      title: 'Channel Islands',
    });
    const orphan = await app.inject({
      method: 'POST',
      url: '/api/surfboards/propose/model',
      headers: owner.headers,
      payload: { title: 'Nope', brand: missingId },
    });
    expect(orphan.statusCode).toBe(404);
    const anon = await app.inject({
      method: 'POST',
      url: '/api/surfboards/propose/brand',
      payload: { title: 'X' },
    });
    expect(anon.statusCode).toBe(401);
  });
});
