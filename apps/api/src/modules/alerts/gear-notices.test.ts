import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { App } from '../../app';
import { conversationMessages } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import {
  chooseLanguage,
  createTestUser,
  createThread,
  insertBoard,
  seedReferences,
  type Refs,
  type TestUser,
} from '../../test/factories';

// What Galim tells people of a listing names it by its kind (issue 53, item 6): a wetsuit sold to
// its buyer is "the wetsuit", in Hebrew ("החליפה נמכרה לך", feminine) and in English; fins agree
// in the plural; every notice links to the listing's own page (/wetsuits/{id}), never a board's.

let app: App;
let refs: Refs;
let seller: TestUser;
let buyer: TestUser;
let admin: TestUser;

const ok = (res: LightMyRequestResponse, status = 200) => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
};

type Notice = { type: string; title: string; body: string; url: string };
const notices = async (u: TestUser, type: string): Promise<Notice[]> => {
  await app.jobs.settled(['saved-search-matches', 'price-drop']);
  const res = await app.inject({ url: '/api/notifications', headers: u.headers });
  return (res.json().data.items as Notice[]).filter((n) => n.type === type);
};

const gear = (kind: 'wetsuit' | 'fins', values: Record<string, unknown> = {}) =>
  insertBoard(app, seller.id, refs, {
    kind,
    attributes:
      kind === 'wetsuit'
        ? { size: 'M', thickness: '4/3', style: 'full', cut: 'men' }
        : { system: 'FCS II', set: 'thruster' },
    title: kind === 'wetsuit' ? "חליפה O'Neill 4/3 M" : 'סנפירי FCS II',
    searchText: kind === 'wetsuit' ? 'wetsuit 4/3 m חליפה' : 'fins fcs סנפירים',
    length: null,
    volume: null,
    price: 600,
    moderationStatus: 'approved',
    ...values,
  });

const storedNotice = async (threadId: string, kind: 'board_sold' | 'board_sold_elsewhere') => {
  const [row] = await app.db
    .select({ body: conversationMessages.body })
    .from(conversationMessages)
    .where(
      and(eq(conversationMessages.conversationId, threadId), eq(conversationMessages.kind, kind)),
    );
  return row?.body;
};

beforeAll(async () => {
  app = await createTestApp();
  refs = await seedReferences(app, 'gear-notices');
  seller = await createTestUser(app, { firstName: 'Tal' });
  buyer = await createTestUser(app, { firstName: 'Dana' });
  admin = await createTestUser(app, { role: 'admin' });
});

describe('notices about gear name its kind', () => {
  it('a wetsuit sold to its buyer: "the wetsuit" in the thread, the seller told of a message and a review', async () => {
    const id = await gear('wetsuit');
    const threadId = await createThread(app, { boardId: id, buyer, body: 'עדיין זמינה?' });
    const other = await createTestUser(app);
    const otherThread = await createThread(app, { boardId: id, buyer: other, body: 'מה המידה?' });

    const [message] = (await notices(seller, 'message')).filter((n) => n.url.endsWith(threadId));
    expect(message!.title).toBe('הודעה חדשה על החליפה שלכם');

    ok(
      await app.inject({
        method: 'POST',
        url: `/api/listings/${id}/mark-sold`,
        headers: seller.headers,
        payload: { buyerId: buyer.id },
      }),
    );
    expect(await storedNotice(threadId, 'board_sold')).toBe(
      'המוכר סימן שהחליפה נמכרה לך. אפשר עכשיו לכתוב חוות דעת על המוכר.',
    );
    expect(await storedNotice(otherThread, 'board_sold_elsewhere')).toBe(
      'החליפה כבר נמכרה למישהו אחר.',
    );

    const review = await app.inject({
      method: 'POST',
      url: '/api/seller-reviews',
      headers: buyer.headers,
      payload: { boardId: id, rating: 5, body: 'חליפה כמו חדשה, מוכר אמין' },
    });
    expect(review.statusCode, review.body).toBe(201);
    const [reviewed] = await notices(seller, 'new-review');
    expect(reviewed!.title).toBe('ביקורת חדשה מקונה של חליפה שלכם');
  });

  it('approval in both languages, agreeing with the kind, linked to the listing’s page', async () => {
    const english = await createTestUser(app);
    expect((await chooseLanguage(app, english, 'en')).statusCode).toBe(200);
    const wetsuit = await gear('wetsuit', { moderationStatus: 'pending', title: 'Wetsuit 3/2' });
    const fins = await gear('fins', { moderationStatus: 'pending', sellerId: english.id });
    for (const id of [wetsuit, fins]) {
      ok(
        await app.inject({
          method: 'PATCH',
          url: `/api/surfboards/${id}/admin/approve`,
          headers: admin.headers,
        }),
      );
    }
    const [hebrew] = (await notices(seller, 'board-approved')).filter((n) =>
      n.url.endsWith(wetsuit),
    );
    expect(hebrew).toMatchObject({
      title: 'החליפה שלכם אושרה ופורסמה',
      url: `/wetsuits/${wetsuit}`,
    });
    const [theirs] = await notices(english, 'board-approved');
    expect(theirs).toMatchObject({
      title: 'Your fins were approved and are live',
      url: `/fins/${fins}`,
    });
  });

  it('a saved search and a price drop name the wetsuit', async () => {
    const surfer = await createTestUser(app);
    const saved = await app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: surfer.headers,
      payload: { filters: { kind: 'wetsuit' } },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data.name).toBe('חיפוש חליפות');

    const id = await gear('wetsuit', { moderationStatus: 'pending', title: 'Xcel 4/3' });
    ok(
      await app.inject({
        method: 'PATCH',
        url: `/api/surfboards/${id}/admin/approve`,
        headers: admin.headers,
      }),
    );
    const [match] = (await notices(surfer, 'saved-search-match')).filter((n) => n.url.endsWith(id));
    expect(match).toMatchObject({
      title: 'חליפה חדשה לחיפוש "חיפוש חליפות"',
      url: `/wetsuits/${id}`,
    });

    ok(
      await app.inject({
        method: 'PATCH',
        url: `/api/listings/${id}/like`,
        headers: surfer.headers,
      }),
    );
    ok(
      await app.inject({
        method: 'PUT',
        url: `/api/listings/${id}`,
        headers: seller.headers,
        payload: { price: 450 },
      }),
    );
    const [drop] = await notices(surfer, 'price-drop');
    expect(drop).toMatchObject({ title: 'ירידת מחיר בחליפה שאהבת', url: `/wetsuits/${id}` });
  });
});
