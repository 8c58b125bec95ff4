import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { serviceReviews, users } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import {
  createService,
  createTestUser,
  insertBoard,
  seedReferences,
  type Refs,
  type TestUser,
} from '../../test/factories';

// "About the seller" (issue 33): facts computed on the server, served with the board page and
// the public profile, and absent from both answers when the seller's switches hide them.

let app: App;
let refs: Refs;
let seller: TestUser;
let stranger: TestUser;
let boardId: string;
let sellerCreatedAt: string;
const SLUG = 'trusty-seller';

async function setVisible(user: TestUser, visible: boolean, slug = SLUG) {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/users/${user.id}`,
    headers: user.headers,
    payload: {
      firstName: 'Tal',
      lastName: 'Cohen',
      phone: '0501234567',
      slug,
      publicProfile: { visible },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const boardAs = (headers?: Record<string, string>) =>
  app.inject({ url: `/api/surfboards/${boardId}`, headers });

beforeAll(async () => {
  app = await createTestApp();
  refs = await seedReferences(app);
  seller = await createTestUser(app, { firstName: 'Tal' });
  stranger = await createTestUser(app, { firstName: 'Dana' });
  // The seller signed in with Google once: their account is bound to a Google subject.
  await app.db.update(users).set({ googleSub: 'google-sub-tal' }).where(eq(users.id, seller.id));
  const [row] = await app.db.select().from(users).where(eq(users.id, seller.id));
  sellerCreatedAt = row!.createdAt.toISOString();
  await setVisible(seller, true);

  boardId = await insertBoard(app, seller.id, refs, { moderationStatus: 'approved' });
  // Two boards sold through Galim, one sold elsewhere, one still for sale: two count.
  for (const soldThroughWebsite of [true, true, false]) {
    await insertBoard(app, seller.id, refs, {
      moderationStatus: 'approved',
      isSold: true,
      soldDate: new Date(),
      soldThroughWebsite,
    });
  }
  await insertBoard(app, seller.id, refs, { moderationStatus: 'approved' });
});

describe('about the seller: facts on the board page and the public profile', () => {
  const expected = () => ({
    memberSince: sellerCreatedAt,
    boardsSold: 2,
    googleVerified: true,
    replyRate: null,
  });

  it('serves member since, boards sold on Galim and Google sign-in with the board', async () => {
    for (const headers of [undefined, stranger.headers]) {
      const res = await boardAs(headers);
      expect(res.statusCode, res.body).toBe(200);
      // Exactly these facts: no reviews yet (no services), no buyer replied to yet, no rate.
      expect(res.json().data.seller.trust).toStrictEqual(expected());
    }
  });

  it('serves the same facts on the public profile', async () => {
    const res = await app.inject({ url: `/api/public/profile/slug/${SLUG}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.trust).toStrictEqual(expected());
  });

  it('does not count boards sold elsewhere, and follows a new sale', async () => {
    const sold = await app.inject({
      method: 'POST',
      url: `/api/surfboards/${boardId}/mark-sold`,
      headers: seller.headers,
      payload: { soldThroughWebsite: true, soldPrice: 1000 },
    });
    expect(sold.statusCode, sold.body).toBe(200);
    // The sold board keeps its page: the count there and on the profile is now 3.
    expect((await boardAs()).json().data.seller.trust.boardsSold).toBe(3);
    const profile = await app.inject({ url: `/api/public/profile/slug/${SLUG}` });
    expect(profile.json().data.trust.boardsSold).toBe(3);
  });

  it('says a developer sign-in account is not Google-verified', async () => {
    const dev = await createTestUser(app, { firstName: 'Dev' });
    await setVisible(dev, true, 'dev-seller');
    const devBoard = await insertBoard(app, dev.id, refs, { moderationStatus: 'approved' });
    const res = await app.inject({ url: `/api/surfboards/${devBoard}` });
    expect(res.json().data.seller.trust).toMatchObject({ googleVerified: false, boardsSold: 0 });
  });

  it('leaves the facts out of every answer when the public profile is switched off', async () => {
    await setVisible(seller, false);
    for (const headers of [undefined, stranger.headers]) {
      const res = await boardAs(headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.seller).not.toHaveProperty('trust');
      expect(res.body).not.toContain('"trust"');
      expect(res.body).not.toContain('"boardsSold"');
    }
    const profile = await app.inject({ url: `/api/public/profile/slug/${SLUG}` });
    expect(profile.statusCode).toBe(404);
    expect(profile.body).not.toContain('"trust"');

    // The owner still sees them, on the board page and on the profile preview.
    const own = await boardAs(seller.headers);
    expect(own.json().data.seller.trust).toMatchObject({ boardsSold: 3 });
    const preview = await app.inject({
      url: `/api/public/profile/slug/${SLUG}`,
      headers: seller.headers,
    });
    expect(preview.json().data.trust).toMatchObject({ googleVerified: true });

    // Switched on again, they come back (no stale answer either way).
    await setVisible(seller, true);
    expect((await boardAs()).json().data.seller.trust).toMatchObject({ boardsSold: 3 });
  });

  it('keeps the facts off board lists', async () => {
    const res = await app.inject({ url: '/api/surfboards?page=1&limit=12' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('"trust"');
  });

  it('adds the reviews of the seller’s public services: how many, and their mean', async () => {
    const reviewers = await Promise.all([1, 2, 3].map(() => createTestUser(app)));
    const approved = await createService(app, { providerId: seller.id, status: 'approved' });
    const pending = await createService(app, { providerId: seller.id, status: 'pending' });
    await app.db.insert(serviceReviews).values([
      { serviceId: approved.id, userId: reviewers[0]!.id, rating: 5, text: 'מדריך מעולה' },
      { serviceId: approved.id, userId: reviewers[1]!.id, rating: 4, text: '' },
      // A service not (yet) public: its review is no fact about the seller for others.
      { serviceId: pending.id, userId: reviewers[2]!.id, rating: 1, text: '' },
    ]);
    const reviews = { count: 2, average: 4.5 };
    // (The board was sold through Galim above: three boards sold.)
    expect((await boardAs()).json().data.seller.trust).toStrictEqual({
      ...expected(),
      boardsSold: 3,
      reviews,
    });
    const profile = await app.inject({ url: `/api/public/profile/slug/${SLUG}` });
    expect(profile.json().data.trust.reviews).toStrictEqual(reviews);

    // Hidden with the rest when the public profile is switched off.
    await setVisible(seller, false);
    expect((await boardAs(stranger.headers)).body).not.toContain('"reviews"');
    await setVisible(seller, true);
  });
});

describe('safe-deal advice: dismissal remembered in the account', () => {
  it('starts unseen, is marked seen once, and the session answers it', async () => {
    const buyer = await createTestUser(app, { firstName: 'Buyer' });
    const before = await app.inject({ url: '/api/auth/validate', headers: buyer.headers });
    expect(before.json().user.safeDealSeen).toBe(false);

    const anon = await app.inject({ method: 'POST', url: '/api/users/me/safe-deal-seen' });
    expect(anon.statusCode).toBe(401);

    const seen = await app.inject({
      method: 'POST',
      url: '/api/users/me/safe-deal-seen',
      headers: buyer.headers,
    });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().user).toMatchObject({ _id: buyer.id, safeDealSeen: true });

    const after = await app.inject({ url: '/api/auth/validate', headers: buyer.headers });
    expect(after.json().user.safeDealSeen).toBe(true);
    // Another user's account is untouched.
    const other = await app.inject({ url: '/api/auth/validate', headers: stranger.headers });
    expect(other.json().user.safeDealSeen).toBe(false);
  });
});
