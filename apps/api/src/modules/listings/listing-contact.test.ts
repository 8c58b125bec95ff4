import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { TListing } from '@galim/shared/listings/form';
import type { App } from '../../app';
import { sellerReviews, surfboardInquiries, users } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import {
  createTestUser,
  insertBoard,
  recordSale,
  seedReferences,
  type Refs,
  type TestUser,
} from '../../test/factories';

// A listing's page of any kind (issue 53) gives what a board's gives (issue 51): "show contact
// details" under /api/listings, counted as an inquiry and never for a sold one, and the seller's
// facts and reviews in the page's answer.

const PHONE = '+972521112233';
let app: App;
let refs: Refs;
let seller: TestUser;
let buyer: TestUser;

const WETSUIT = { size: 'M', thickness: '4/3', style: 'full', cut: 'men' };

const ok = (res: LightMyRequestResponse, status = 200) => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
};
const wetsuit = (values: Parameters<typeof insertBoard>[3] = {}) =>
  insertBoard(app, seller.id, refs, {
    kind: 'wetsuit',
    attributes: WETSUIT,
    title: "חליפה O'Neill 4/3 M",
    length: null,
    volume: null,
    moderationStatus: 'approved',
    showContact: true,
    ...values,
  });
const reveal = (id: string, who: TestUser | null, base = 'listings') =>
  app.inject({ method: 'POST', url: `/api/${base}/${id}/contact`, headers: who?.headers ?? {} });
const inquiries = (id: string) =>
  app.db.select().from(surfboardInquiries).where(eq(surfboardInquiries.surfboardId, id));

beforeAll(async () => {
  app = await createTestApp();
  refs = await seedReferences(app, 'contact');
  seller = await createTestUser(app, { firstName: 'Maya', email: 'maya.gear@test.example' });
  buyer = await createTestUser(app);
  await app.db.update(users).set({ phone: PHONE }).where(eq(users.id, seller.id));
});

describe('contact details of every kind under /api/listings', () => {
  it('a buyer reveals the seller’s phone and e-mail for a wetsuit, counted as an inquiry', async () => {
    const id = await wetsuit();
    const page = ok(await app.inject({ url: `/api/listings/${id}`, headers: buyer.headers }));
    expect(page.seller.phone).toBeUndefined();
    expect(page.seller.email).toBeUndefined();
    expect(ok(await reveal(id, buyer))).toEqual({ phone: PHONE, email: 'maya.gear@test.example' });
    expect(await inquiries(id)).toMatchObject([{ channel: 'reveal', userId: buyer.id }]);
    // The seller's own look is not an inquiry; a board address never answers for a wetsuit.
    ok(await reveal(id, seller));
    expect(await inquiries(id)).toHaveLength(1);
    expect((await reveal(id, buyer, 'surfboards')).statusCode).toBe(404);
  });

  it('a click on WhatsApp is recorded for the seller’s analytics', async () => {
    const id = await wetsuit();
    const res = await app.inject({
      method: 'POST',
      url: `/api/listings/${id}/inquiries`,
      headers: buyer.headers,
      payload: { channel: 'whatsapp' },
    });
    expect(ok(res, 201)).toEqual({ recorded: true });
    expect(await inquiries(id)).toMatchObject([{ channel: 'whatsapp' }]);
  });

  it('is refused for a seller who hides contact, a sold listing and a pending one', async () => {
    const hidden = await wetsuit({ showContact: false });
    const res = await reveal(hidden, buyer);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('SELLER_CONTACT_HIDDEN');
    // A sold listing's page stays for saved links, without contact.
    const sold = await wetsuit();
    await recordSale(app, sold, buyer.id);
    expect((await reveal(sold, buyer)).statusCode).toBe(404);
    const pending = await wetsuit({ moderationStatus: 'pending' });
    expect((await reveal(pending, buyer)).statusCode).toBe(404);
    expect(await inquiries(hidden)).toHaveLength(0);
  });
});

describe('the seller on a listing’s page', () => {
  it('carries the seller’s reviews, and their facts as their switches show them', async () => {
    const sold = await wetsuit();
    await recordSale(app, sold, buyer.id);
    await app.db.insert(sellerReviews).values({
      sellerId: seller.id,
      buyerId: buyer.id,
      boardId: sold,
      rating: 5,
      body: 'חליפה כמו חדשה',
    });
    const id = await wetsuit();
    const page: TListing = ok(await app.inject({ url: `/api/listings/${id}` }));
    expect(page.seller.sellerReviews).toMatchObject({ count: 1, average: 5 });
    // The facts follow the seller's profile switch (hidden here) as on a board's page; the
    // seller sees their own.
    expect(page.seller.trust).toBeUndefined();
    const own: TListing = ok(
      await app.inject({ url: `/api/listings/${id}`, headers: seller.headers }),
    );
    // Sales of every kind through Galim count (the wetsuits sold in this file).
    expect(own.seller.trust?.boardsSold).toBeGreaterThanOrEqual(1);
  });
});
