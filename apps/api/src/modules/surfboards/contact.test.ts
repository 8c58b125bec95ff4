import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorTexts as hebrew } from '@galim/shared/i18n/he/errors';
import { RATE_LIMITS } from '../../lib/limits';
import type { App } from '../../app';
import { surfboardInquiries, users } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import { createBoard, createTestUser, type TestUser } from '../../test/factories';
import { boardSearchText } from './search-text';

// Issue 51 §6: a seller's phone and e-mail are never in a list, nor on a stranger's board page;
// a buyer asks for them on the board's page (POST /surfboards/:id/contact), counted as an
// inquiry and limited per user and per address.

const PHONE = '+972529998888';
let app: App;
let seller: TestUser;
let buyer: TestUser;
let admin: TestUser;
let shown: string;

async function board(values: Partial<Parameters<typeof createBoard>[1]>) {
  const row = await createBoard(app, {
    sellerId: seller.id,
    title: 'Contact board',
    moderationStatus: 'approved',
    showContact: true,
    ...values,
    searchText: boardSearchText({ title: values.title ?? 'Contact board', description: '' }),
  });
  return row.id;
}

const reveal = (id: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: `/api/surfboards/${id}/contact`, headers, remoteAddress });

const inquiries = async (id: string) =>
  app.db.select().from(surfboardInquiries).where(eq(surfboardInquiries.surfboardId, id));

beforeAll(async () => {
  app = await createTestApp();
  seller = await createTestUser(app, { firstName: 'Seller', email: 'seller.contact@test.example' });
  buyer = await createTestUser(app);
  admin = await createTestUser(app, { role: 'admin' });
  await app.db.update(users).set({ phone: PHONE }).where(eq(users.id, seller.id));
  shown = await board({ title: 'Shown contact' });
  const liked = await app.inject({
    method: 'PATCH',
    url: `/api/surfboards/${shown}/like`,
    headers: buyer.headers,
  });
  expect(liked.statusCode, liked.body).toBe(200);
});

describe('seller contact in answers', () => {
  it('is in no list, favourites or seller list, and not on a stranger’s board page', async () => {
    const answers = [
      ['/api/surfboards', {}],
      ['/api/surfboards', buyer.headers],
      ['/api/surfboards?sortBy=viewCount&limit=48', {}],
      ['/api/surfboards/search?search=Shown', {}],
      ['/api/surfboards/favorites', buyer.headers],
      [`/api/surfboards/user/${seller.id}`, {}],
      [`/api/surfboards/user/${seller.id}`, buyer.headers],
      [`/api/users/${seller.id}/surfboards`, buyer.headers],
      [`/api/surfboards/${shown}`, {}],
      [`/api/surfboards/${shown}`, buyer.headers],
    ] as const;
    for (const [url, headers] of answers) {
      const res = await app.inject({ url, headers });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      expect(res.body, url).toContain('Shown contact');
      expect(res.body, url).not.toContain(PHONE);
      expect(res.body, url).not.toContain('seller.contact@test.example');
    }
  });

  it('still reaches the seller and admins on the board page, never in their lists', async () => {
    for (const who of [seller, admin]) {
      const page = (
        await app.inject({ url: `/api/surfboards/${shown}`, headers: who.headers })
      ).json().data;
      expect(page.seller).toMatchObject({ phone: PHONE, email: 'seller.contact@test.example' });
    }
    const mine = await app.inject({ url: '/api/surfboards/mine', headers: seller.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.body).not.toContain(PHONE);
  });
});

describe('POST /api/surfboards/:id/contact', () => {
  it('reveals the contact of a visible board and counts an inquiry, not the seller’s own', async () => {
    const id = await board({ title: 'Revealed' });
    const res = await reveal(id, buyer.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ phone: PHONE, email: 'seller.contact@test.example' });
    // One person's answer: no cache keeps it.
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await reveal(id)).statusCode).toBe(200);
    expect((await reveal(id, seller.headers)).statusCode).toBe(200);
    const rows = await inquiries(id);
    expect(rows.map((r) => [r.userId, r.channel])).toEqual([
      [buyer.id, 'reveal'],
      [null, 'reveal'],
    ]);
    const analytics = await app.inject({
      url: `/api/surfboards/analytics/${seller.id}`,
      headers: seller.headers,
    });
    expect(analytics.json().data.totalInquiries).toBeGreaterThanOrEqual(2);
  });

  it('is refused when the seller hides contact, and for sold and unapproved boards', async () => {
    const hidden = await board({ title: 'Hidden', showContact: false });
    const res = await reveal(hidden, buyer.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'SELLER_CONTACT_HIDDEN' });
    expect(res.body).not.toContain(PHONE);
    const sold = await board({ title: 'Sold', isSold: true, soldDate: new Date() });
    // A sold board's page stays for saved links, without contact.
    expect((await reveal(sold, buyer.headers)).statusCode).toBe(404);
    for (const moderationStatus of ['pending', 'rejected'] as const) {
      const id = await board({ title: moderationStatus, moderationStatus });
      const refused = await reveal(id, buyer.headers);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error).toBe(hebrew.BOARD_NOT_FOUND);
    }
    const archived = await board({ title: 'Archived', archived: true });
    expect((await reveal(archived)).statusCode).toBe(404);
    // The seller sees their own, whatever the switch says.
    expect((await reveal(hidden, seller.headers)).json().data.phone).toBe(PHONE);
    expect(await inquiries(hidden)).toEqual([]);
  });

  it('is limited per user, and per address whoever asks', async () => {
    const id = await board({ title: 'Harvested' });
    const { max } = RATE_LIMITS.contactReveal;
    const perUser: number[] = [];
    for (let i = 0; i <= max; i++) {
      perUser.push((await reveal(id, admin.headers, '203.0.113.1')).statusCode);
    }
    expect(perUser).toEqual([...Array(max).fill(200), 429]);
    // Another address does not free the account.
    expect((await reveal(id, admin.headers, '203.0.113.2')).statusCode).toBe(429);

    // Many accounts behind one address share its row.
    const byAddress = RATE_LIMITS.contactRevealPerAddress.max;
    const codes: number[] = [];
    for (let i = 0; i <= byAddress; i++) {
      const who = i % 3 === 0 ? {} : (await createTestUser(app)).headers;
      codes.push((await reveal(id, who, '203.0.113.9')).statusCode);
    }
    expect(codes).toEqual([...Array(byAddress).fill(200), 429]);
  });
});
