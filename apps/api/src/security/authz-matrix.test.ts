import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import type { App } from '../app';
import { testConfig } from '../test/config';
import {
  brands,
  conversationMessages,
  categories,
  contactMessages,
  faqItems,
  models,
  notifications,
  pushSubscriptions,
  savedSearches,
  surfAlerts,
  surfboardLikes,
  reports,
  serviceReviews,
  technologies,
  users,
} from '../db/schema';
import { createSession } from '../modules/auth/sessions-repo';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@galim/shared/alerts/schemas';
import { newId } from '../lib/ids';
import { createTestApp } from '../test/helpers';
import { tempDir } from '../test/harness';
import { pmtilesArchive } from '../test/pmtiles-archive';
import {
  bulkItem,
  createBeachReport,
  createSellerReview,
  createService,
  createTestUser,
  insertBoard,
  insertOffer,
  insertThread,
  multipart,
  pngImage,
  recordSale,
  type Refs,
  seedReferences,
  serviceFields,
  type TestUser,
  validFields,
} from '../test/factories';
import { insertMeeting, insertMeetingPlace } from '../test/meetings';

// The authorization matrix (OWASP API1/API5): every route of the OpenAPI document, asked by a
// visitor, by user A (who owns the objects), by user B (who guesses A's ids) and by an admin.
// Each cell builds its own fresh objects, so destructive calls do not disturb the next cell.
// A route without a row fails the test by name: a new route must say who may call it.

type Actor = 'anon' | 'owner' | 'other' | 'admin';
const ACTORS: Actor[] = ['anon', 'other', 'admin', 'owner'];

interface Call {
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  /** Ask as this user instead of the actor's usual account (fresh accounts for session routes). */
  as?: TestUser | null;
}
interface Row {
  route: string;
  /** What the row is about when a route has several rows. */
  on?: string;
  call: (actor: Actor) => Promise<Call>;
  expect: Record<Actor, number>;
  /** Extra checks on a successful answer (what must not leak). */
  check?: (actor: Actor, body: unknown) => void;
}

// Shorthands for the expectation columns.
const everyone = (status: number) => ({
  anon: status,
  owner: status,
  other: status,
  admin: status,
});
const signedIn = (status: number) => ({ anon: 401, owner: status, other: status, admin: status });
const adminOnly = (status: number) => ({ anon: 401, owner: 403, other: 403, admin: status });
/** A's object: only A and admins; B is told 403 (a public object) or 404 (a hidden one). */
const ownerOrAdmin = (status: number, other: 403 | 404) => ({
  anon: 401,
  owner: status,
  other,
  admin: status,
});
/** Private reads: hidden from visitors and from B alike. */
const hiddenRead = (status: number) => ({ anon: 404, owner: status, other: 404, admin: status });

let app: App;
let refs: Refs;
let A: TestUser;
let B: TestUser;
let admin: TestUser;
let C: TestUser; // a third party whose service A reviews
let spotId: string;
/** Proposed brand and model titles so far: each proposal needs a title not taken yet. */
let proposals = 0;
const A_SLUG = 'a-hidden-surfer';

const headersOf = (who: Actor) =>
  who === 'anon' ? {} : { owner: A, other: B, admin }[who].headers;

const TYPE = 'surf-instructor';

// Fresh objects owned by A.
const publicBoard = () => insertBoard(app, A.id, refs, { moderationStatus: 'approved' });
const pendingBoard = () => insertBoard(app, A.id, refs);
const WETSUIT = { size: 'M', thickness: '4/3', style: 'full', cut: 'men' };
/** A's wetsuit (issue 53): pending unless the values say otherwise. */
const pendingWetsuit = (values: Parameters<typeof insertBoard>[3] = {}) =>
  insertBoard(app, A.id, refs, {
    kind: 'wetsuit',
    attributes: WETSUIT,
    length: null,
    volume: null,
    ...values,
  });
const publicWetsuit = () => pendingWetsuit({ moderationStatus: 'approved' });
async function service(status: 'pending' | 'approved', providerId = A.id) {
  const row = await createService(app, {
    providerId,
    serviceType: TYPE,
    price: 250,
    contactInfo: { email: 'coach@example.com', phone: '0501234567' },
    status,
  });
  return row.id;
}
/** A's review on C's approved service. */
async function reviewOfA() {
  const serviceId = await service('approved', C.id);
  const [row] = await app.db
    .insert(serviceReviews)
    .values({ serviceId, userId: A.id, rating: 4, text: 'טוב מאוד' })
    .returning();
  return { serviceId, reviewId: row!.id };
}
/** A's thread (as the buyer) about C's public board, with C's first message. */
async function threadOfA() {
  const boardId = await insertBoard(app, C.id, refs, { moderationStatus: 'approved' });
  return insertThread(app, {
    boardId,
    buyerId: A.id,
    messages: [{ from: 'seller', body: 'שלום' }],
  });
}
/** C's public board, sold to A (A may review C). */
async function boardSoldToA() {
  const boardId = await insertBoard(app, C.id, refs, { moderationStatus: 'approved' });
  await recordSale(app, boardId, A.id);
  return boardId;
}
/** C's review of A as the seller of a board A sold them. */
async function reviewOfASeller() {
  return createSellerReview(app, {
    boardId: await publicBoard(),
    buyerId: C.id,
    rating: 4,
    body: 'קנייה טובה',
  });
}
/** A's thread about C's board with C's open counter-offer, which A may answer. */
async function offerOfC() {
  const threadId = await threadOfA();
  const offerId = await insertOffer(app, {
    threadId,
    fromUserId: C.id,
    amount: 1200,
    body: 'הצעת מחיר: ₪1,200',
  });
  return { threadId, offerId };
}
/** A's report from the beach, just now. */
async function beachReportOfA() {
  return (await createBeachReport(app, { spotId, userId: A.id })).id;
}
/** A spot per actor, so that each may post once in the 30 minutes. */
const BEACH_SPOTS: Record<Actor, string> = {
  anon: 'zikim',
  owner: 'achziv',
  other: 'atlit',
  admin: 'caesarea',
};
async function reportOnA() {
  const [row] = await app.db
    .insert(reports)
    .values({ targetType: 'surfboard', targetId: await publicBoard(), reason: 'offensive' })
    .returning();
  return row!.id;
}
async function faqItem(category = 'כללי') {
  const [row] = await app.db
    .insert(faqItems)
    .values({ question: 'מה?', answer: 'ככה.', category })
    .returning();
  return row!.id;
}
async function contactMessage() {
  const [row] = await app.db
    .insert(contactMessages)
    .values({
      type: 'general',
      name: 'Dana',
      email: 'dana@example.com',
      subject: 'שלום',
      message: 'הודעה',
    })
    .returning();
  return row!.id;
}
const REFERENCE = { brands, categories, models, technologies } as const;
async function referenceItem(kind: keyof typeof REFERENCE) {
  const table = REFERENCE[kind];
  const values =
    kind === 'models'
      ? { title: `M ${Math.random()}`, brandId: refs.brand }
      : { title: `R ${Math.random()}` };
  const [row] = await app.db
    .insert(table)
    .values(values as never)
    .returning();
  return (row as { id: string }).id;
}
/** Session routes end or rotate the session: each signed-in actor uses a fresh account. */
const freshFor = async (who: Actor) =>
  who === 'anon' ? null : createTestUser(app, { role: who === 'admin' ? 'admin' : 'user' });

async function serviceMultipart(fields: Record<string, unknown>) {
  const body: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields))
    body[k] = typeof v === 'string' ? v : JSON.stringify(v);
  return multipart(body);
}

function rows(): Row[] {
  const R: Row[] = [
    // ------------------------------------------------------------ system, forecast, images
    { route: 'GET /api/health', call: async () => ({ url: '/api/health' }), expect: everyone(200) },
    { route: 'GET /api/ready', call: async () => ({ url: '/api/ready' }), expect: everyone(200) },
    { route: 'GET /api/config', call: async () => ({ url: '/api/config' }), expect: everyone(200) },
    {
      route: 'GET /api/map/basemap.pmtiles',
      // Public, like the map page (HEAD, which the OpenAPI document leaves out, answers alike).
      call: async () => ({ url: '/api/map/basemap.pmtiles', headers: { range: 'bytes=0-6' } }),
      expect: everyone(206),
    },
    {
      route: 'GET /api/map/style',
      call: async () => ({ url: '/api/map/style?lang=en' }),
      expect: everyone(200),
    },
    {
      route: 'POST /api/events',
      call: async () => ({ url: '/api/events', payload: { type: 'page_view', path: '/' } }),
      expect: everyone(202),
    },
    {
      route: 'POST /api/vitals',
      call: async () => ({
        url: '/api/vitals',
        payload: { route: '/surfboards/:id', metrics: [{ name: 'LCP', value: 1800 }] },
      }),
      expect: everyone(204),
    },
    {
      route: 'GET /api/forecast/spots',
      call: async () => ({ url: '/api/forecast/spots' }),
      expect: everyone(200),
    },
    {
      route: 'GET /api/forecast/ranking',
      call: async () => ({ url: '/api/forecast/ranking' }),
      expect: everyone(200),
    },
    {
      route: 'GET /api/forecast/{spotId}',
      call: async () => ({ url: `/api/forecast/${spotId}` }),
      expect: everyone(200),
    },
    {
      route: 'GET /api/forecast/{spotId}/accuracy',
      call: async () => ({ url: `/api/forecast/${spotId}/accuracy` }),
      expect: everyone(200),
    },
    {
      route: 'GET /uploads/{name}',
      on: 'an image that does not exist',
      call: async () => ({ url: `/uploads/${'0'.repeat(32)}-400.webp` }),
      expect: everyone(404),
    },
    // ------------------------------------------------------------ sign-in and sessions
    {
      route: 'POST /api/auth/dev-login',
      on: 'DEV_LOGIN off',
      call: async () => ({ url: '/api/auth/dev-login', payload: { email: 'x@example.com' } }),
      expect: everyone(404),
    },
    {
      route: 'POST /api/users/google-login',
      on: 'no token',
      call: async () => ({ url: '/api/users/google-login', payload: {} }),
      expect: everyone(400),
    },
    {
      route: 'POST /api/auth/logout',
      call: async (who) => ({ url: '/api/auth/logout', as: await freshFor(who) }),
      expect: everyone(200),
    },
    {
      route: 'POST /api/auth/refresh',
      call: async (who) => ({ url: '/api/auth/refresh', as: await freshFor(who) }),
      expect: signedIn(200),
    },
    {
      route: 'GET /api/auth/validate',
      call: async () => ({ url: '/api/auth/validate' }),
      expect: signedIn(200),
    },
    // ------------------------------------------------------------ users and profiles
    {
      route: 'GET /api/users/{id}',
      call: async () => ({ url: `/api/users/${A.id}` }),
      expect: everyone(200),
      check: (who, body) => {
        const user = (body as { user: Record<string, unknown> }).user;
        if (who === 'anon' || who === 'other') expect(user.email).toBeUndefined();
      },
    },
    {
      route: 'PUT /api/users/{id}',
      call: async () => ({
        url: `/api/users/${A.id}`,
        payload: { firstName: 'Avi', lastName: 'Cohen', phone: '0501234567' },
      }),
      expect: { anon: 401, owner: 200, other: 403, admin: 403 },
    },
    {
      // Only ever the caller's own account: there is no id to guess.
      route: 'POST /api/users/me/safe-deal-seen',
      call: async () => ({ url: '/api/users/me/safe-deal-seen' }),
      expect: signedIn(200),
      check: (who, body) => {
        const user = (body as { user: { _id: string; safeDealSeen: boolean } }).user;
        expect(user._id).toBe({ owner: A, other: B, admin }[who as 'owner' | 'other' | 'admin'].id);
        expect(user.safeDealSeen).toBe(true);
      },
    },
    {
      // Only ever the caller's own account: there is no id to guess.
      route: 'PUT /api/users/me/fit',
      call: async () => ({
        url: '/api/users/me/fit',
        payload: { fitWeightKg: 72, fitLevel: 'advanced' },
      }),
      expect: signedIn(200),
      check: (who, body) => {
        const user = (body as { user: { _id: string; fitWeightKg: number } }).user;
        expect(user._id).toBe({ owner: A, other: B, admin }[who as 'owner' | 'other' | 'admin'].id);
        expect(user.fitWeightKg).toBe(72);
      },
    },
    {
      // Only ever the caller's own account: there is no id to guess.
      route: 'PUT /api/users/me/language',
      call: async () => ({ url: '/api/users/me/language', payload: { language: 'en' } }),
      expect: signedIn(200),
      check: (who, body) => {
        const user = (body as { user: { _id: string; language: string } }).user;
        expect(user._id).toBe({ owner: A, other: B, admin }[who as 'owner' | 'other' | 'admin'].id);
        expect(user.language).toBe('en');
      },
    },
    {
      route: 'DELETE /api/users/{id}',
      call: async (who) => {
        const victim = await createTestUser(app);
        return { url: `/api/users/${victim.id}`, as: who === 'owner' ? victim : undefined };
      },
      expect: { anon: 401, owner: 200, other: 403, admin: 403 },
    },
    {
      route: 'GET /api/users/{id}/export',
      call: async () => ({ url: `/api/users/${A.id}/export` }),
      expect: { anon: 401, owner: 200, other: 403, admin: 403 },
    },
    {
      route: 'GET /api/users/{id}/surfboards',
      call: async () => {
        await pendingBoard();
        return { url: `/api/users/${A.id}/surfboards?limit=100` };
      },
      expect: everyone(200),
      check: (who, body) => {
        const boards = (body as { data: { moderationStatus: string }[] }).data;
        if (who === 'anon' || who === 'other') {
          expect(boards.every((b) => b.moderationStatus === 'approved')).toBe(true);
        } else {
          expect(boards.some((b) => b.moderationStatus === 'pending')).toBe(true);
        }
      },
    },
    {
      // A's public gear of every kind (issue 53): the same for everyone, never a pending one.
      route: 'GET /api/users/{id}/listings',
      call: async () => {
        await Promise.all([pendingWetsuit(), publicWetsuit()]);
        return { url: `/api/users/${A.id}/listings?limit=100` };
      },
      expect: everyone(200),
      check: (_who, body) => {
        const listings = (body as { data: { kind: string; moderationStatus: string }[] }).data;
        expect(listings.some((l) => l.kind === 'wetsuit')).toBe(true);
        expect(listings.every((l) => l.moderationStatus === 'approved')).toBe(true);
      },
    },
    {
      route: 'GET /api/public/profile/slug-available',
      call: async () => ({ url: '/api/public/profile/slug-available?slug=some-name' }),
      expect: everyone(200),
    },
    {
      route: 'GET /api/public/profile/slug/{slug}',
      on: "A's hidden profile",
      call: async () => ({ url: `/api/public/profile/slug/${A_SLUG}` }),
      expect: hiddenRead(200),
    },
    // ------------------------------------------------------------ marketplace: public side
    {
      route: 'GET /api/surfboards',
      call: async () => ({ url: '/api/surfboards' }),
      expect: everyone(200),
    },
    {
      route: 'GET /api/surfboards/search',
      call: async () => ({ url: '/api/surfboards/search?q=test' }),
      expect: everyone(200),
    },
    {
      route: 'GET /api/surfboards/favorites',
      call: async () => ({ url: '/api/surfboards/favorites' }),
      expect: signedIn(200),
    },
    {
      route: 'GET /api/surfboards/user/{userId}',
      call: async () => {
        await pendingBoard();
        return { url: `/api/surfboards/user/${A.id}?limit=100` };
      },
      expect: everyone(200),
      check: (who, body) => {
        const { boards } = (body as { data: { boards: { moderationStatus: string }[] } }).data;
        if (who === 'anon' || who === 'other') {
          expect(boards.every((b) => b.moderationStatus === 'approved')).toBe(true);
        }
      },
    },
    {
      route: 'GET /api/surfboards/{id}',
      on: "A's pending board",
      call: async () => ({ url: `/api/surfboards/${await pendingBoard()}` }),
      expect: hiddenRead(200),
    },
    {
      route: 'GET /api/surfboards/{id}',
      on: "A's public board",
      call: async () => ({ url: `/api/surfboards/${await publicBoard()}` }),
      expect: everyone(200),
    },
    {
      route: 'GET /api/surfboards/{id}/liked',
      on: "A's pending board",
      call: async () => ({ url: `/api/surfboards/${await pendingBoard()}/liked` }),
      expect: hiddenRead(200),
    },
    {
      route: 'PATCH /api/surfboards/{id}/like',
      on: "A's pending board",
      call: async () => ({ url: `/api/surfboards/${await pendingBoard()}/like` }),
      expect: ownerOrAdmin(200, 404),
    },
    {
      route: 'PATCH /api/surfboards/{id}/unlike',
      on: "A's pending board",
      call: async () => ({ url: `/api/surfboards/${await pendingBoard()}/unlike` }),
      expect: ownerOrAdmin(200, 404),
    },
    {
      route: 'POST /api/surfboards/{id}/inquiries',
      on: "A's pending board",
      call: async () => ({
        url: `/api/surfboards/${await pendingBoard()}/inquiries`,
        payload: { channel: 'whatsapp' },
      }),
      expect: hiddenRead(201),
    },
    {
      route: 'POST /api/surfboards/{id}/contact',
      on: "A's pending board",
      call: async () => ({ url: `/api/surfboards/${await pendingBoard()}/contact` }),
      expect: hiddenRead(200),
    },
    // ------------------------------------------------------------ marketplace: owner side
    {
      route: 'POST /api/surfboards',
      call: async () => {
        const body = await multipart(validFields(refs));
        return { url: '/api/surfboards', payload: body.payload, headers: body.headers };
      },
      expect: signedIn(201),
    },
    {
      route: 'GET /api/surfboards/mine',
      call: async () => ({ url: '/api/surfboards/mine' }),
      expect: signedIn(200),
    },
    {
      route: 'GET /api/surfboards/analytics/{userId}',
      call: async () => ({ url: `/api/surfboards/analytics/${A.id}` }),
      expect: ownerOrAdmin(200, 403),
    },
    {
      route: 'PUT /api/surfboards/{id}',
      on: "A's public board",
      call: async () => ({
        url: `/api/surfboards/${await publicBoard()}`,
        payload: { price: 1500 },
      }),
      expect: ownerOrAdmin(200, 403),
    },
    {
      route: 'PUT /api/surfboards/{id}',
      on: "A's pending board",
      call: async () => ({
        url: `/api/surfboards/${await pendingBoard()}`,
        payload: { price: 1500 },
      }),
      expect: ownerOrAdmin(200, 404),
    },
    {
      route: 'PUT /api/surfboards/{id}/images',
      on: "A's public board",
      call: async () => {
        const body = await multipart({ layout: '[]' });
        return {
          url: `/api/surfboards/${await publicBoard()}/images`,
          payload: body.payload,
          headers: body.headers,
        };
      },
      expect: ownerOrAdmin(200, 403),
    },
    {
      route: 'POST /api/surfboards/{id}/mark-sold',
      on: "A's public board",
      call: async () => ({ url: `/api/surfboards/${await publicBoard()}/mark-sold`, payload: {} }),
      expect: ownerOrAdmin(200, 403),
    },
    {
      route: 'PATCH /api/surfboards/{id}/unsold',
      on: "A's sold board",
      call: async () => ({
        url: `/api/surfboards/${await insertBoard(app, A.id, refs, { moderationStatus: 'approved', isSold: true, soldDate: new Date() })}/unsold`,
      }),
      expect: ownerOrAdmin(200, 404),
    },
    {
      route: 'PATCH /api/surfboards/{id}/archive',
      on: "A's public board",
      call: async () => ({ url: `/api/surfboards/${await publicBoard()}/archive` }),
      expect: ownerOrAdmin(200, 403),
    },
    {
      route: 'PATCH /api/surfboards/{id}/unarchive',
      on: "A's archived board",
      call: async () => ({
        url: `/api/surfboards/${await insertBoard(app, A.id, refs, { moderationStatus: 'approved', archived: true })}/unarchive`,
      }),
      expect: ownerOrAdmin(200, 404),
    },
    {
      route: 'POST /api/surfboards/{id}/renew',
      on: "A's public board",
      call: async () => ({ url: `/api/surfboards/${await publicBoard()}/renew` }),
      expect: ownerOrAdmin(200, 403),
    },
    {
      route: 'POST /api/surfboards/{id}/renew',
      // Its page opens, but the board is public to no one: B is told it is not there.
      on: "A's expired board",
      call: async () => ({
        url: `/api/surfboards/${await insertBoard(app, A.id, refs, { moderationStatus: 'approved', expiresAt: new Date(Date.now() - 86_400_000) })}/renew`,
      }),
      expect: ownerOrAdmin(200, 404),
    },
    {
      route: 'POST /api/surfboards/{id}/archive',
      on: "A's public board",
      call: async () => ({
        url: `/api/surfboards/${await publicBoard()}/archive`,
        payload: { archived: true },
      }),
      expect: ownerOrAdmin(200, 403),
    },
    {
      route: 'DELETE /api/surfboards/{id}',
      on: "A's public board",
      call: async () => ({ url: `/api/surfboards/${await publicBoard()}` }),
      expect: ownerOrAdmin(200, 403),
    },
    {
      route: 'DELETE /api/surfboards/{id}',
      on: "A's pending board",
      call: async () => ({ url: `/api/surfboards/${await pendingBoard()}` }),
      expect: ownerOrAdmin(200, 404),
    },
    ...(['archive', 'delete', 'sold'] as const).map((action): Row => ({
      route: `POST /api/surfboards/bulk/${action}`,
      on: "A's public board",
      call: async () => ({
        url: `/api/surfboards/bulk/${action}`,
        payload: { ids: [await publicBoard()] },
      }),
      expect: ownerOrAdmin(200, 403),
    })),
    {
      route: 'POST /api/surfboards/bulk/update',
      on: "A's public board",
      call: async () => ({
        url: '/api/surfboards/bulk/update',
        payload: { updates: [{ id: await publicBoard(), price: 1500 }] },
      }),
      expect: ownerOrAdmin(200, 403),
    },
    {
      route: 'POST /api/surfboards/bulk/create',
      call: async () => ({
        url: '/api/surfboards/bulk/create',
        payload: { items: [bulkItem(refs)] },
      }),
      expect: signedIn(201),
    },
    {
      route: 'POST /api/surfboards/propose/brand',
      // A fresh title per caller: a title that exists is a 409.
      call: async () => ({
        url: '/api/surfboards/propose/brand',
        payload: { title: `Pyzel ${++proposals}` },
      }),
      expect: signedIn(200),
    },
    {
      route: 'POST /api/surfboards/propose/model',
      call: async () => ({
        url: '/api/surfboards/propose/model',
        payload: { title: `Ghost ${++proposals}`, brand: refs.brand },
      }),
      expect: signedIn(200),
    },
    // ------------------------------------------------------------ marketplace: moderation
    {
      route: 'GET /api/surfboards/admin/all',
      call: async () => ({ url: '/api/surfboards/admin/all' }),
      expect: adminOnly(200),
    },
    {
      route: 'GET /api/surfboards/admin/stats',
      call: async () => ({ url: '/api/surfboards/admin/stats' }),
      expect: adminOnly(200),
    },
    {
      route: 'PATCH /api/surfboards/{id}/admin/approve',
      call: async () => ({ url: `/api/surfboards/${await pendingBoard()}/admin/approve` }),
      expect: adminOnly(200),
    },
    {
      route: 'PATCH /api/surfboards/{id}/admin/reject',
      call: async () => ({
        url: `/api/surfboards/${await pendingBoard()}/admin/reject`,
        payload: { notes: 'תמונות חסרות' },
      }),
      expect: adminOnly(200),
    },
    {
      route: 'PATCH /api/surfboards/{id}/admin/flag',
      call: async () => ({
        url: `/api/surfboards/${await publicBoard()}/admin/flag`,
        payload: { notes: 'חשד להונאה' },
      }),
      expect: adminOnly(200),
    },
    // ------------------------------------------------------------ services
    {
      route: 'GET /api/services/search',
      call: async () => ({ url: '/api/services/search' }),
      expect: everyone(200),
    },
    {
      route: 'GET /api/services/{serviceType}',
      call: async () => ({ url: `/api/services/${TYPE}` }),
      expect: everyone(200),
    },
    {
      route: 'GET /api/services/admin/stats',
      call: async () => ({ url: '/api/services/admin/stats' }),
      expect: adminOnly(200),
    },
    {
      route: 'GET /api/services/liked',
      call: async () => ({ url: '/api/services/liked' }),
      expect: signedIn(200),
    },
    {
      route: 'GET /api/services/{serviceType}/admin/pending',
      call: async () => ({ url: `/api/services/${TYPE}/admin/pending` }),
      expect: adminOnly(200),
    },
    {
      route: 'GET /api/services/{serviceType}/user/{userId}',
      call: async () => {
        await service('pending');
        return { url: `/api/services/all/user/${A.id}` };
      },
      expect: signedIn(200),
      check: (who, body) => {
        const list = (body as { services: { status: string }[] }).services;
        if (who === 'other') expect(list.every((s) => s.status === 'approved')).toBe(true);
        else expect(list.some((s) => s.status === 'pending')).toBe(true);
      },
    },
    {
      route: 'GET /api/services/{serviceType}/{id}',
      on: "A's pending service",
      call: async () => ({ url: `/api/services/${TYPE}/${await service('pending')}` }),
      expect: hiddenRead(200),
    },
    {
      route: 'POST /api/services/{serviceType}',
      call: async () => {
        const body = await serviceMultipart(serviceFields('שיעורי גלישה בהרצליה'));
        return { url: `/api/services/${TYPE}`, payload: body.payload, headers: body.headers };
      },
      expect: signedIn(201),
    },
    {
      route: 'PUT /api/services/{serviceType}/{id}',
      on: "A's approved service",
      call: async () => {
        const body = await serviceMultipart({ title: 'שיעורי גלישה בחוף הצוק' });
        return {
          url: `/api/services/${TYPE}/${await service('approved')}`,
          payload: body.payload,
          headers: body.headers,
        };
      },
      expect: ownerOrAdmin(200, 403),
    },
    {
      route: 'PUT /api/services/{serviceType}/{id}',
      on: "A's pending service",
      call: async () => {
        const body = await serviceMultipart({ title: 'שיעורי גלישה בחוף הצוק' });
        return {
          url: `/api/services/${TYPE}/${await service('pending')}`,
          payload: body.payload,
          headers: body.headers,
        };
      },
      expect: ownerOrAdmin(200, 404),
    },
    {
      route: 'DELETE /api/services/{serviceType}/{id}',
      on: "A's approved service",
      call: async () => ({ url: `/api/services/${TYPE}/${await service('approved')}` }),
      expect: ownerOrAdmin(200, 403),
    },
    {
      route: 'DELETE /api/services/{serviceType}/{id}',
      on: "A's pending service",
      call: async () => ({ url: `/api/services/${TYPE}/${await service('pending')}` }),
      expect: ownerOrAdmin(200, 404),
    },
    ...(['like', 'unlike'] as const).map((action): Row => ({
      route: `PATCH /api/services/{serviceType}/{id}/${action}`,
      on: "A's pending service",
      call: async () => ({ url: `/api/services/${TYPE}/${await service('pending')}/${action}` }),
      expect: ownerOrAdmin(200, 404),
    })),
    {
      route: 'PATCH /api/services/{serviceType}/{id}/admin/approve',
      call: async () => ({
        url: `/api/services/${TYPE}/${await service('pending')}/admin/approve`,
      }),
      expect: adminOnly(200),
    },
    {
      route: 'PATCH /api/services/{serviceType}/{id}/admin/reject',
      call: async () => ({
        url: `/api/services/${TYPE}/${await service('pending')}/admin/reject`,
        payload: { reason: 'חסר מידע' },
      }),
      expect: adminOnly(200),
    },
    {
      route: 'GET /api/services/{serviceType}/{id}/reviews',
      on: "A's pending service",
      call: async () => ({ url: `/api/services/${TYPE}/${await service('pending')}/reviews` }),
      expect: hiddenRead(200),
    },
    {
      route: 'POST /api/services/{serviceType}/{id}/reviews',
      on: "A's approved service (no one reviews their own)",
      call: async () => ({
        url: `/api/services/${TYPE}/${await service('approved')}/reviews`,
        payload: { rating: 5, text: 'מעולה' },
      }),
      expect: { anon: 401, owner: 403, other: 201, admin: 201 },
    },
    {
      route: 'PUT /api/services/{serviceType}/{id}/reviews/{reviewId}',
      on: "A's review",
      call: async () => {
        const { serviceId, reviewId } = await reviewOfA();
        return {
          url: `/api/services/${TYPE}/${serviceId}/reviews/${reviewId}`,
          payload: { rating: 1, text: 'שונה' },
        };
      },
      expect: { anon: 401, owner: 200, other: 403, admin: 403 },
    },
    {
      route: 'DELETE /api/services/{serviceType}/{id}/reviews/{reviewId}',
      on: "A's review",
      call: async () => {
        const { serviceId, reviewId } = await reviewOfA();
        return { url: `/api/services/${TYPE}/${serviceId}/reviews/${reviewId}` };
      },
      expect: ownerOrAdmin(200, 403),
    },
    // ------------------------------------------------------------ reports, contact, FAQ, admin
    {
      route: 'POST /api/reports',
      on: "A's public board",
      call: async () => ({
        url: '/api/reports',
        payload: { targetType: 'surfboard', targetId: await publicBoard(), reason: 'offensive' },
      }),
      expect: everyone(201),
    },
    {
      route: 'POST /api/reports',
      on: "A's pending board",
      call: async () => ({
        url: '/api/reports',
        payload: { targetType: 'surfboard', targetId: await pendingBoard(), reason: 'offensive' },
      }),
      expect: hiddenRead(201),
    },
    {
      route: 'GET /api/reports',
      call: async () => ({ url: '/api/reports' }),
      expect: adminOnly(200),
    },
    {
      route: 'PATCH /api/reports/{id}',
      call: async () => ({
        url: `/api/reports/${await reportOnA()}`,
        payload: { status: 'resolved' },
      }),
      expect: adminOnly(200),
    },
    {
      route: 'POST /api/contact',
      call: async () => ({
        url: '/api/contact',
        payload: {
          type: 'general',
          name: 'Noa',
          email: 'noa@example.com',
          subject: 'שאלה',
          message: 'מתי אתם פתוחים?',
        },
      }),
      expect: everyone(201),
    },
    {
      route: 'GET /api/contact',
      call: async () => ({ url: '/api/contact' }),
      expect: adminOnly(200),
    },
    {
      route: 'PATCH /api/contact/{id}',
      call: async () => ({
        url: `/api/contact/${await contactMessage()}`,
        payload: { status: 'handled' },
      }),
      expect: adminOnly(200),
    },
    {
      route: 'GET /api/listings',
      call: async () => ({ url: '/api/listings?kind=wetsuit&thickness=4/3' }),
      expect: everyone(200),
    },
    (() => {
      // Only ever the caller's own: A's fresh pending wetsuit is in A's list and in no one else's.
      let wetsuit = '';
      return {
        route: 'GET /api/listings/mine',
        call: async () => {
          wetsuit = await pendingWetsuit();
          return { url: '/api/listings/mine?kind=wetsuit' };
        },
        expect: signedIn(200),
        check: (who, body) => {
          const ids = (body as { data: { _id: string }[] }).data.map((l) => l._id);
          if (who === 'owner') expect(ids).toContain(wetsuit);
          else expect(ids).not.toContain(wetsuit);
        },
      } satisfies Row;
    })(),
    {
      route: 'GET /api/listings/{id}',
      on: "A's pending wetsuit",
      call: async () => ({ url: `/api/listings/${await pendingWetsuit()}` }),
      expect: hiddenRead(200),
    },
    {
      route: 'GET /api/listings/{id}',
      on: "A's public wetsuit",
      call: async () => ({
        url: `/api/listings/${await publicWetsuit()}`,
      }),
      expect: everyone(200),
    },
    {
      route: 'POST /api/listings',
      call: async () => {
        const body = await multipart({
          kind: 'wetsuit',
          price: '400',
          condition: 'good',
          locationText: 'חיפה',
          attributes: JSON.stringify(WETSUIT),
        });
        return { url: '/api/listings', payload: body.payload, headers: body.headers };
      },
      expect: signedIn(201),
    },
    {
      route: 'PUT /api/listings/{id}/images',
      on: "A's public wetsuit",
      call: async () => {
        const body = await multipart({ layout: '[]' });
        return {
          url: `/api/listings/${await publicWetsuit()}/images`,
          payload: body.payload,
          headers: body.headers,
        };
      },
      expect: ownerOrAdmin(200, 403),
    },
    {
      route: 'PUT /api/listings/{id}',
      on: "A's public wetsuit",
      call: async () => ({
        url: `/api/listings/${await publicWetsuit()}`,
        payload: { price: 450 },
      }),
      expect: ownerOrAdmin(200, 403),
    },
    {
      route: 'PUT /api/listings/{id}',
      on: "A's pending wetsuit",
      call: async () => ({
        url: `/api/listings/${await pendingWetsuit()}`,
        payload: { attributes: { size: 'L' } },
      }),
      expect: ownerOrAdmin(200, 404),
    },
    // Likes of every kind (issue 53): the board's rules, on a wetsuit.
    {
      route: 'GET /api/listings/favorites',
      call: async () => ({ url: '/api/listings/favorites' }),
      expect: signedIn(200),
    },
    {
      route: 'GET /api/listings/{id}/liked',
      on: "A's pending wetsuit",
      call: async () => ({ url: `/api/listings/${await pendingWetsuit()}/liked` }),
      expect: hiddenRead(200),
    },
    ...(['like', 'unlike'] as const).map((action): Row => ({
      route: `PATCH /api/listings/{id}/${action}`,
      on: "A's pending wetsuit",
      call: async () => ({ url: `/api/listings/${await pendingWetsuit()}/${action}` }),
      expect: ownerOrAdmin(200, 404),
    })),
    // Contact outside Galim for every kind (issue 53): the board's rules, on a wetsuit.
    {
      route: 'POST /api/listings/{id}/inquiries',
      on: "A's pending wetsuit",
      call: async () => ({
        url: `/api/listings/${await pendingWetsuit()}/inquiries`,
        payload: { channel: 'whatsapp' },
      }),
      expect: hiddenRead(201),
    },
    {
      route: 'POST /api/listings/{id}/contact',
      on: "A's pending wetsuit",
      call: async () => ({ url: `/api/listings/${await pendingWetsuit()}/contact` }),
      expect: hiddenRead(200),
    },
    // A listing's lifecycle (issue 53): the board's rules, on every kind.
    {
      route: 'POST /api/listings/{id}/mark-sold',
      on: "A's public wetsuit",
      call: async () => ({ url: `/api/listings/${await publicWetsuit()}/mark-sold`, payload: {} }),
      expect: ownerOrAdmin(200, 403),
    },
    {
      route: 'PATCH /api/listings/{id}/unsold',
      on: "A's sold wetsuit",
      call: async () => ({
        url: `/api/listings/${await pendingWetsuit({ moderationStatus: 'approved', isSold: true, soldDate: new Date() })}/unsold`,
      }),
      expect: ownerOrAdmin(200, 404),
    },
    {
      route: 'PATCH /api/listings/{id}/archive',
      on: "A's public wetsuit",
      call: async () => ({ url: `/api/listings/${await publicWetsuit()}/archive` }),
      expect: ownerOrAdmin(200, 403),
    },
    {
      route: 'PATCH /api/listings/{id}/unarchive',
      on: "A's archived wetsuit",
      call: async () => ({
        url: `/api/listings/${await pendingWetsuit({ moderationStatus: 'approved', archived: true })}/unarchive`,
      }),
      expect: ownerOrAdmin(200, 404),
    },
    {
      route: 'POST /api/listings/{id}/renew',
      on: "A's public wetsuit",
      call: async () => ({ url: `/api/listings/${await publicWetsuit()}/renew` }),
      expect: ownerOrAdmin(200, 403),
    },
    {
      route: 'POST /api/listings/{id}/archive',
      on: "A's public wetsuit",
      call: async () => ({
        url: `/api/listings/${await publicWetsuit()}/archive`,
        payload: { archived: true },
      }),
      expect: ownerOrAdmin(200, 403),
    },
    {
      route: 'DELETE /api/listings/{id}',
      on: "A's pending wetsuit",
      call: async () => ({ url: `/api/listings/${await pendingWetsuit()}` }),
      expect: ownerOrAdmin(200, 404),
    },
    ...(['archive', 'delete', 'sold'] as const).map((action): Row => ({
      route: `POST /api/listings/bulk/${action}`,
      on: "A's public wetsuit and board together",
      call: async () => ({
        url: `/api/listings/bulk/${action}`,
        payload: { ids: [await publicWetsuit(), await publicBoard()] },
      }),
      expect: ownerOrAdmin(200, 403),
    })),
    {
      route: 'DELETE /api/listings/{id}/reservation',
      on: "A's public wetsuit",
      call: async () => ({ url: `/api/listings/${await publicWetsuit()}/reservation` }),
      expect: { anon: 401, owner: 200, other: 403, admin: 403 },
    },
    {
      route: 'GET /api/listings/{id}/buyers',
      on: "A's public wetsuit",
      call: async () => ({ url: `/api/listings/${await publicWetsuit()}/buyers` }),
      expect: { anon: 401, owner: 200, other: 403, admin: 403 },
    },
    {
      route: 'GET /api/listings/price-estimate',
      call: async () => ({ url: '/api/listings/price-estimate?kind=wetsuit&thickness=4/3' }),
      expect: everyone(200),
    },
    {
      route: 'GET /api/listings/kinds',
      call: async () => ({ url: '/api/listings/kinds' }),
      expect: everyone(200),
    },
    {
      route: 'GET /api/faq/public',
      call: async () => ({ url: '/api/faq/public' }),
      expect: everyone(200),
    },
    { route: 'GET /api/faq', call: async () => ({ url: '/api/faq' }), expect: adminOnly(200) },
    {
      route: 'POST /api/faq',
      call: async () => ({ url: '/api/faq', payload: { question: 'איך?', answer: 'כך.' } }),
      expect: adminOnly(201),
    },
    {
      route: 'PUT /api/faq/reorder',
      call: async () => {
        const category = `c${Math.random()}`.slice(0, 20);
        return { url: '/api/faq/reorder', payload: { category, ids: [await faqItem(category)] } };
      },
      expect: adminOnly(200),
    },
    {
      route: 'PUT /api/faq/{id}',
      call: async () => ({ url: `/api/faq/${await faqItem()}`, payload: { answer: 'אחרת.' } }),
      expect: adminOnly(200),
    },
    {
      route: 'DELETE /api/faq/{id}',
      call: async () => ({ url: `/api/faq/${await faqItem()}` }),
      expect: adminOnly(200),
    },
    {
      route: 'GET /api/admin/analytics',
      call: async () => ({ url: '/api/admin/analytics' }),
      expect: adminOnly(200),
    },
    {
      route: 'GET /api/admin/activity',
      call: async () => ({ url: '/api/admin/activity' }),
      expect: adminOnly(200),
    },
    {
      route: 'GET /api/admin/users',
      call: async () => ({ url: '/api/admin/users' }),
      expect: adminOnly(200),
    },
    {
      route: 'POST /api/admin/users/{id}/block',
      call: async () => ({ url: `/api/admin/users/${(await createTestUser(app)).id}/block` }),
      expect: adminOnly(200),
    },
    {
      route: 'POST /api/admin/users/{id}/unblock',
      call: async () => {
        const target = await createTestUser(app);
        await app.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, target.id));
        return { url: `/api/admin/users/${target.id}/unblock` };
      },
      expect: adminOnly(200),
    },
    {
      route: 'GET /api/surfboards/price-estimate',
      call: async () => ({ url: `/api/surfboards/price-estimate?category=${refs.category}` }),
      expect: everyone(200),
    },
    // ------------------------------------------------------------ proposals await an admin
    ...(['brands', 'models'] as const).map((kind) => ({
      route: `POST /api/${kind}/{id}/approve`,
      on: "A's proposal",
      call: async () => {
        const table = REFERENCE[kind];
        const values =
          kind === 'models'
            ? { title: `P ${Math.random()}`, brandId: refs.brand }
            : { title: `P ${Math.random()}` };
        const [row] = await app.db
          .insert(table)
          .values({ ...values, approved: false, proposedBy: A.id } as never)
          .returning();
        return { url: `/api/${kind}/${(row as { id: string }).id}/approve` };
      },
      expect: adminOnly(200),
    })),
    // ------------------------------------------------------------ a user's own sessions
    {
      route: 'GET /api/auth/sessions',
      call: async () => ({ url: '/api/auth/sessions' }),
      expect: signedIn(200),
    },
    {
      route: 'DELETE /api/auth/sessions/{id}',
      on: "A's other device",
      call: async () => ({ url: `/api/auth/sessions/${(await createSession(app.db, A.id)).id}` }),
      // Only its owner can end a session; to anyone else it does not exist.
      expect: { anon: 401, owner: 200, other: 404, admin: 404 },
    },
    {
      route: 'POST /api/auth/sessions/revoke-others',
      call: async (who) => ({ url: '/api/auth/sessions/revoke-others', as: await freshFor(who) }),
      expect: signedIn(200),
    },
  ];
  // ------------------------------------------------------------ reference tables
  for (const kind of Object.keys(REFERENCE) as (keyof typeof REFERENCE)[]) {
    const create = () =>
      kind === 'models'
        ? { title: `Model ${Math.random()}`, brand: refs.brand }
        : { title: `Item ${Math.random()}` };
    R.push(
      {
        route: `GET /api/${kind}`,
        call: async () => ({ url: `/api/${kind}` }),
        expect: everyone(200),
      },
      {
        route: `GET /api/${kind}/{id}`,
        call: async () => ({ url: `/api/${kind}/${await referenceItem(kind)}` }),
        expect: everyone(200),
      },
      {
        route: `POST /api/${kind}`,
        call: async () => ({ url: `/api/${kind}`, payload: create() }),
        expect: adminOnly(201),
      },
      {
        route: `PUT /api/${kind}/{id}`,
        call: async () => ({
          url: `/api/${kind}/${await referenceItem(kind)}`,
          payload: { description: 'עודכן' },
        }),
        expect: adminOnly(200),
      },
      {
        route: `DELETE /api/${kind}/{id}`,
        call: async () => ({ url: `/api/${kind}/${await referenceItem(kind)}` }),
        expect: adminOnly(200),
      },
    );
  }
  // Conversations: anyone signed in writes about a public board (not their own); a thread is
  // read and written by its two participants only, admins included in "anybody else".
  R.push(
    {
      route: 'POST /api/conversations',
      on: "A's public board",
      call: async () => ({
        url: '/api/conversations',
        payload: { boardId: await publicBoard(), body: 'האם יש בו תיקונים?' },
      }),
      expect: { anon: 401, owner: 403, other: 201, admin: 201 },
    },
    {
      route: 'POST /api/conversations',
      on: "A's pending board",
      call: async () => ({
        url: '/api/conversations',
        payload: { boardId: await pendingBoard(), body: 'האם יש בו תיקונים?' },
      }),
      expect: { anon: 401, owner: 403, other: 404, admin: 404 },
    },
    {
      route: 'GET /api/conversations',
      call: async () => ({ url: '/api/conversations' }),
      expect: signedIn(200),
    },
    {
      route: 'GET /api/conversations/{id}/messages',
      on: "A's thread about C's board",
      call: async () => ({ url: `/api/conversations/${await threadOfA()}/messages` }),
      expect: { anon: 401, owner: 200, other: 404, admin: 404 },
    },
    {
      route: 'POST /api/conversations/{id}/messages',
      on: "A's thread about C's board",
      call: async () => ({
        url: `/api/conversations/${await threadOfA()}/messages`,
        payload: { body: 'עוד זמין?' },
      }),
      expect: { anon: 401, owner: 201, other: 404, admin: 404 },
    },
    {
      route: 'POST /api/conversations/{id}/seen',
      on: "A's thread about C's board",
      call: async () => {
        const id = await threadOfA();
        const [m] = await app.db
          .select({ id: conversationMessages.id })
          .from(conversationMessages)
          .where(eq(conversationMessages.conversationId, id));
        return { url: `/api/conversations/${id}/seen`, payload: { upTo: String(m!.id) } };
      },
      expect: { anon: 401, owner: 200, other: 404, admin: 404 },
    },
  );
  // Safety in threads (issue 43): blocks are one's own; a message is reported by its recipient
  // only, and the moderator reads a thread only once one of its messages was reported.
  const messageOfC = async () => {
    const id = await threadOfA();
    const [m] = await app.db
      .select({ id: conversationMessages.id })
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, id));
    return { thread: id, message: String(m!.id) };
  };
  R.push(
    {
      route: 'GET /api/blocks',
      call: async () => ({ url: '/api/blocks' }),
      expect: signedIn(200),
    },
    {
      route: 'PUT /api/blocks/{id}',
      on: 'C',
      call: async () => ({ url: `/api/blocks/${C.id}` }),
      expect: signedIn(200),
    },
    {
      route: 'DELETE /api/blocks/{id}',
      on: 'C',
      call: async () => ({ url: `/api/blocks/${C.id}` }),
      expect: signedIn(200),
    },
    {
      route: 'POST /api/reports',
      on: "C's message in A's thread",
      call: async () => ({
        url: '/api/reports',
        payload: { targetType: 'message', targetId: (await messageOfC()).message, reason: 'spam' },
      }),
      expect: { anon: 404, owner: 201, other: 404, admin: 404 },
    },
    {
      route: 'GET /api/admin/conversations/{id}',
      on: "A's thread, a message reported",
      call: async () => {
        const { thread, message } = await messageOfC();
        await app.db
          .insert(reports)
          .values({ targetType: 'message', targetId: message, reporterId: A.id, reason: 'spam' });
        return { url: `/api/admin/conversations/${thread}` };
      },
      expect: adminOnly(200),
    },
    {
      route: 'GET /api/admin/conversations/{id}',
      on: "A's thread, nothing reported",
      call: async () => ({ url: `/api/admin/conversations/${await threadOfA()}` }),
      expect: adminOnly(404),
    },
  );
  // Reports from the beach (issue 44, decision 048): anyone reads a spot's, anyone signed in
  // posts (each actor at a spot of their own: one per spot in 30 minutes), only the author adds
  // the photo, others thank, anyone reports, only a moderator removes.
  R.push(
    {
      route: 'GET /api/forecast/{spotId}/reports',
      call: async () => {
        await beachReportOfA();
        return { url: `/api/forecast/${spotId}/reports` };
      },
      expect: everyone(200),
    },
    {
      route: 'POST /api/forecast/{spotId}/reports',
      call: async (who) => ({
        url: `/api/forecast/${BEACH_SPOTS[who]}/reports`,
        payload: { size: 'waist', surface: 'textured', crowd: 'few' },
      }),
      expect: signedIn(201),
    },
    {
      route: 'POST /api/beach-reports/{id}/photo',
      on: "A's report",
      call: async () => {
        const body = await multipart({}, [
          { field: 'photo', name: 'sea.png', data: await pngImage() },
        ]);
        return {
          url: `/api/beach-reports/${await beachReportOfA()}/photo`,
          payload: body.payload,
          headers: body.headers,
        };
      },
      expect: { anon: 401, owner: 200, other: 404, admin: 404 },
    },
    {
      route: 'GET /api/beach-reports/mine',
      call: async () => {
        await beachReportOfA();
        return { url: '/api/beach-reports/mine' };
      },
      expect: signedIn(200),
      check: (who, body) => {
        type Mine = { data: { reports: { mine: boolean; author: { _id: string } }[] } };
        const mine = (body as Mine).data.reports;
        expect(mine.every((r) => r.mine)).toBe(true);
        if (who !== 'owner') expect(mine.filter((r) => r.author._id === A.id)).toEqual([]);
      },
    },
    {
      route: 'POST /api/beach-reports/{id}/thanks',
      on: "A's report",
      call: async () => ({ url: `/api/beach-reports/${await beachReportOfA()}/thanks` }),
      expect: { anon: 401, owner: 403, other: 200, admin: 200 },
    },
    {
      route: 'DELETE /api/beach-reports/{id}/thanks',
      on: "A's report",
      call: async () => ({ url: `/api/beach-reports/${await beachReportOfA()}/thanks` }),
      expect: { anon: 401, owner: 403, other: 200, admin: 200 },
    },
    {
      route: 'DELETE /api/beach-reports/{id}',
      on: "A's report",
      call: async () => ({ url: `/api/beach-reports/${await beachReportOfA()}` }),
      expect: adminOnly(200),
    },
    {
      route: 'POST /api/reports',
      on: "A's report from the beach",
      call: async () => ({
        url: '/api/reports',
        payload: { targetType: 'beach_report', targetId: await beachReportOfA(), reason: 'false' },
      }),
      expect: everyone(201),
    },
  );
  // Reviews of sellers (issue 43): only the buyer Galim recorded writes, only the reviewed seller
  // answers, only a moderator removes; anyone reads them, A's hidden profile notwithstanding.
  R.push(
    {
      route: 'POST /api/seller-reviews',
      on: "C's board sold to A",
      call: async () => ({
        url: '/api/seller-reviews',
        payload: { boardId: await boardSoldToA(), rating: 5, body: 'מוכר מצוין' },
      }),
      expect: { anon: 401, owner: 201, other: 403, admin: 403 },
    },
    {
      route: 'GET /api/seller-reviews/pending',
      call: async () => {
        await boardSoldToA();
        return { url: '/api/seller-reviews/pending' };
      },
      expect: signedIn(200),
      check: (who, body) => {
        const pending = (body as { data: { pending: unknown[] } }).data.pending;
        if (who !== 'owner') expect(pending).toEqual([]);
      },
    },
    {
      route: 'POST /api/seller-reviews/{id}/reply',
      on: 'a review of A as a seller',
      call: async () => ({
        url: `/api/seller-reviews/${await reviewOfASeller()}/reply`,
        payload: { body: 'תודה!' },
      }),
      expect: { anon: 401, owner: 200, other: 403, admin: 403 },
    },
    {
      route: 'DELETE /api/seller-reviews/{id}',
      on: 'a review of A as a seller',
      call: async () => ({ url: `/api/seller-reviews/${await reviewOfASeller()}` }),
      expect: adminOnly(200),
    },
    {
      route: 'GET /api/users/{id}/reviews',
      on: 'A, whose profile is hidden',
      call: async () => {
        await reviewOfASeller();
        return { url: `/api/users/${A.id}/reviews` };
      },
      expect: everyone(200),
    },
    {
      route: 'POST /api/reports',
      on: 'a review of A as a seller',
      call: async () => ({
        url: '/api/reports',
        payload: {
          targetType: 'seller_review',
          targetId: await reviewOfASeller(),
          reason: 'false',
          text: '',
        },
      }),
      expect: everyone(201),
    },
  );
  // Offers (issue 43): in a thread, by its two participants only; the side that did not make
  // the offer answers it. The reservation and the board's buyers are the seller's alone.
  R.push(
    {
      route: 'POST /api/conversations/{id}/offers',
      on: "A's thread about C's board",
      call: async () => ({
        url: `/api/conversations/${await threadOfA()}/offers`,
        payload: { amount: 1200 },
      }),
      expect: { anon: 401, owner: 201, other: 404, admin: 404 },
    },
    ...(['accept', 'decline'] as const).map((answer) => ({
      route: `POST /api/conversations/{id}/offers/{offerId}/${answer}`,
      on: "C's offer in A's thread",
      call: async () => {
        const { threadId, offerId } = await offerOfC();
        return { url: `/api/conversations/${threadId}/offers/${offerId}/${answer}` };
      },
      expect: { anon: 401, owner: 200, other: 404, admin: 404 },
    })),
    // Meetings at a safe place (issue 56): proposed and accepted by the thread's two sides only.
    {
      route: 'POST /api/conversations/{id}/meetings',
      on: "A's thread about C's board",
      call: async () => ({
        url: `/api/conversations/${await threadOfA()}/meetings`,
        payload: {
          placeId: await insertMeetingPlace(app),
          at: new Date(Date.now() + 86_400_000).toISOString(),
        },
      }),
      expect: { anon: 401, owner: 201, other: 404, admin: 404 },
    },
    {
      route: 'POST /api/conversations/{id}/meetings/{meetingId}/accept',
      on: "C's proposal in A's thread",
      call: async () => {
        const threadId = await threadOfA();
        const meetingId = await insertMeeting(app, { threadId, fromUserId: C.id });
        return { url: `/api/conversations/${threadId}/meetings/${meetingId}/accept` };
      },
      expect: { anon: 401, owner: 200, other: 404, admin: 404 },
    },
    // The safe places: anyone reads them, admins keep them.
    {
      route: 'GET /api/meeting-places',
      call: async () => ({ url: `/api/meeting-places?city=${encodeURIComponent('הרצליה')}` }),
      expect: everyone(200),
    },
    {
      route: 'GET /api/admin/meeting-places',
      call: async () => ({ url: '/api/admin/meeting-places' }),
      expect: adminOnly(200),
    },
    {
      route: 'POST /api/admin/meeting-places',
      call: async () => ({
        url: '/api/admin/meeting-places',
        payload: {
          city: 'נתניה',
          kind: 'police',
          nameHe: 'לובי תחנת המשטרה',
          nameEn: 'Police station lobby',
          addressHe: 'נתניה',
          addressEn: 'Netanya',
          lat: 32.33,
          lng: 34.86,
        },
      }),
      expect: adminOnly(201),
    },
    {
      route: 'PATCH /api/admin/meeting-places/{id}',
      call: async () => ({
        url: `/api/admin/meeting-places/${await insertMeetingPlace(app)}`,
        payload: { active: false },
      }),
      expect: adminOnly(200),
    },
    {
      route: 'DELETE /api/admin/meeting-places/{id}',
      call: async () => ({ url: `/api/admin/meeting-places/${await insertMeetingPlace(app)}` }),
      expect: adminOnly(200),
    },
    {
      route: 'POST /api/listings/{id}/offer-to-likers',
      on: "A's public wetsuit that C liked",
      call: async () => {
        const id = await publicWetsuit();
        await app.db.insert(surfboardLikes).values({ userId: C.id, surfboardId: id });
        return { url: `/api/listings/${id}/offer-to-likers`, payload: { amount: 100 } };
      },
      expect: { anon: 401, owner: 201, other: 403, admin: 403 },
    },
    {
      route: 'DELETE /api/surfboards/{id}/reservation',
      on: "A's public board",
      call: async () => ({ url: `/api/surfboards/${await publicBoard()}/reservation` }),
      expect: { anon: 401, owner: 200, other: 403, admin: 403 },
    },
    // The offer to a board's likers (issue 55) is the seller's alone, admins included.
    {
      route: 'POST /api/surfboards/{id}/offer-to-likers',
      on: "A's public board that C liked",
      call: async () => {
        const boardId = await publicBoard();
        await app.db.insert(surfboardLikes).values({ userId: C.id, surfboardId: boardId });
        return { url: `/api/surfboards/${boardId}/offer-to-likers`, payload: { amount: 100 } };
      },
      expect: { anon: 401, owner: 201, other: 403, admin: 403 },
    },
    {
      route: 'DELETE /api/surfboards/{id}/reservation',
      on: "A's pending board",
      call: async () => ({ url: `/api/surfboards/${await pendingBoard()}/reservation` }),
      expect: { anon: 401, owner: 200, other: 404, admin: 404 },
    },
    {
      route: 'GET /api/surfboards/{id}/buyers',
      on: "A's public board",
      call: async () => ({ url: `/api/surfboards/${await publicBoard()}/buyers` }),
      expect: { anon: 401, owner: 200, other: 403, admin: 403 },
    },
  );
  // Live updates (issue 43): one's own events only (the stream's own tests: plugins/live).
  R.push({
    route: 'GET /api/live',
    call: async () => ({ url: '/api/live?lastEventId=0' }),
    expect: signedIn(200),
  });
  // Alerts (issue 16): everything is the signed-in user's own; another user's id is 404.
  R.push(
    {
      route: 'GET /api/notifications',
      call: async () => ({ url: '/api/notifications' }),
      expect: signedIn(200),
    },
    {
      route: 'POST /api/notifications/read-all',
      call: async () => ({ url: '/api/notifications/read-all' }),
      expect: signedIn(200),
    },
    {
      route: 'POST /api/notifications/seen',
      call: async () => ({ url: '/api/notifications/seen' }),
      expect: signedIn(200),
    },
    {
      route: 'POST /api/notifications/{id}/read',
      on: "A's notification",
      call: async () => {
        const [n] = await app.db
          .insert(notifications)
          .values({ userId: A.id, type: 'surf-alert', title: 't', dedupeKey: newId() })
          .returning();
        return { url: `/api/notifications/${n!.id}/read` };
      },
      expect: { anon: 401, owner: 200, other: 404, admin: 404 },
    },
    {
      route: 'GET /api/saved-searches',
      call: async () => ({ url: '/api/saved-searches' }),
      expect: signedIn(200),
    },
    {
      route: 'POST /api/saved-searches',
      call: async () => ({ url: '/api/saved-searches', payload: { filters: { maxPrice: 900 } } }),
      expect: signedIn(201),
    },
    {
      route: 'DELETE /api/saved-searches/{id}',
      on: "A's saved search",
      call: async () => {
        const [row] = await app.db
          .insert(savedSearches)
          .values({ userId: A.id, name: 'x', filters: {} })
          .returning();
        return { url: `/api/saved-searches/${row!.id}` };
      },
      expect: { anon: 401, owner: 200, other: 404, admin: 404 },
    },
    {
      route: 'GET /api/surf-alerts',
      call: async () => ({ url: '/api/surf-alerts' }),
      expect: signedIn(200),
    },
    {
      route: 'POST /api/surf-alerts',
      // Fresh accounts: the ten-alert limit is not what this row is about.
      call: async (who) => ({
        url: '/api/surf-alerts',
        payload: { spotId, minStars: 3 },
        as: await freshFor(who),
      }),
      expect: signedIn(201),
    },
    {
      route: 'DELETE /api/surf-alerts/{id}',
      on: "A's surf alert",
      call: async () => {
        const [row] = await app.db
          .insert(surfAlerts)
          .values({ userId: A.id, spotId, minStars: 3, daysAhead: [0] })
          .returning();
        return { url: `/api/surf-alerts/${row!.id}` };
      },
      expect: { anon: 401, owner: 200, other: 404, admin: 404 },
    },
    {
      route: 'PATCH /api/surf-alerts/{id}',
      on: "A's surf alert: a push for good reports from the beach",
      call: async () => {
        const [row] = await app.db
          .insert(surfAlerts)
          .values({ userId: A.id, spotId, minStars: 3, daysAhead: [0] })
          .returning();
        return { url: `/api/surf-alerts/${row!.id}`, payload: { pushOnReport: true } };
      },
      expect: { anon: 401, owner: 200, other: 404, admin: 404 },
    },
    {
      route: 'GET /api/push/public-key',
      call: async () => ({ url: '/api/push/public-key' }),
      expect: everyone(200),
    },
    {
      route: 'GET /api/push/subscriptions',
      call: async () => ({ url: '/api/push/subscriptions' }),
      expect: signedIn(200),
    },
    {
      route: 'POST /api/push/subscriptions',
      call: async () => ({
        url: '/api/push/subscriptions',
        payload: {
          endpoint: `https://fcm.googleapis.com/fcm/send/${newId()}`,
          keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
        },
      }),
      expect: signedIn(201),
    },
    {
      route: 'DELETE /api/push/subscriptions',
      on: "A's device",
      call: async () => {
        const endpoint = `https://fcm.googleapis.com/fcm/send/${newId()}`;
        await app.db
          .insert(pushSubscriptions)
          .values({ userId: A.id, endpoint, p256dh: 'k', auth: 'a' });
        return { url: '/api/push/subscriptions', payload: { endpoint } };
      },
      expect: { anon: 401, owner: 200, other: 404, admin: 404 },
    },
    {
      route: 'DELETE /api/push/subscriptions/{id}',
      on: "A's device",
      call: async () => {
        const [row] = await app.db
          .insert(pushSubscriptions)
          .values({
            userId: A.id,
            endpoint: `https://fcm.googleapis.com/fcm/send/${newId()}`,
            p256dh: 'k',
            auth: 'a',
          })
          .returning();
        return { url: `/api/push/subscriptions/${row!.id}` };
      },
      expect: { anon: 401, owner: 200, other: 404, admin: 404 },
    },
    {
      route: 'GET /api/notification-settings',
      call: async () => ({ url: '/api/notification-settings' }),
      expect: signedIn(200),
    },
    {
      route: 'PUT /api/notification-settings',
      call: async () => ({
        url: '/api/notification-settings',
        payload: DEFAULT_NOTIFICATION_SETTINGS,
      }),
      expect: signedIn(200),
    },
    {
      route: 'GET /api/admin/jobs',
      call: async () => ({ url: '/api/admin/jobs' }),
      expect: adminOnly(200),
    },
    {
      route: 'POST /api/admin/jobs/{name}/run',
      call: async () => ({ url: '/api/admin/jobs/surf-alerts/run' }),
      expect: adminOnly(200),
    },
  );
  return R;
}

/** `METHOD /path/{param}` for every operation of the OpenAPI document. */
function documentedRoutes(): string[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

beforeAll(async () => {
  const base = testConfig();
  // A basemap archive to serve (its route is public).
  const basemapDir = tempDir('authz-basemap');
  fs.writeFileSync(
    path.join(basemapDir, 'basemap.pmtiles'),
    pmtilesArchive([{ tileId: 0, data: Buffer.from('tile') }]),
  );
  app = await createTestApp({
    basemap: { kind: 'file', path: path.join(basemapDir, 'basemap.pmtiles') },
    openMeteo: { ...base.openMeteo, demo: true },
    // Live streams end once what was missed is written, so inject sees their end.
    live: { ...base.live, streamMs: 0 },
  });
  refs = await seedReferences(app);
  A = await createTestUser(app, { firstName: 'Owner' });
  B = await createTestUser(app, { firstName: 'Other' });
  C = await createTestUser(app, { firstName: 'Third' });
  admin = await createTestUser(app, { role: 'admin' });
  await app.db
    .update(users)
    .set({
      slug: A_SLUG,
      publicProfile: { visible: false, showRegion: true, showSkillLevel: true, showBio: true },
    })
    .where(eq(users.id, A.id));
  const spots = await app.inject({ method: 'GET', url: '/api/forecast/spots' });
  spotId = spots.json().data.spots[0].id;
});

describe('authorization matrix', () => {
  it('has a row for every route of the OpenAPI document (and no row for a route that is gone)', () => {
    const covered = new Set(rows().map((r) => r.route));
    const documented = documentedRoutes();
    const missing = documented.filter((r) => !covered.has(r));
    const stale = [...covered].filter((r) => !documented.includes(r));
    expect(missing, 'routes without a row in authz-matrix.test.ts').toEqual([]);
    expect(stale, 'rows for routes that no longer exist').toEqual([]);
  });

  it('answers each actor as the matrix says', async () => {
    const failures: string[] = [];
    for (const row of rows()) {
      const method = row.route.split(' ')[0] as InjectOptions['method'];
      for (const who of ACTORS) {
        const call = await row.call(who);
        const auth = call.as === undefined ? headersOf(who) : (call.as?.headers ?? {});
        const res = await app.inject({
          method,
          url: call.url,
          headers: { ...auth, ...call.headers },
          ...(call.payload === undefined ? {} : { payload: call.payload }),
        });
        const label = `${row.route}${row.on ? ` [${row.on}]` : ''} as ${who}`;
        if (res.statusCode !== row.expect[who]) {
          failures.push(
            `${label}: expected ${row.expect[who]}, got ${res.statusCode} ${res.body.slice(0, 160)}`,
          );
          continue;
        }
        if (res.statusCode >= 400) {
          expect(res.json(), label).toMatchObject({ success: false, code: expect.any(String) });
        } else if (row.check) {
          try {
            row.check(who, res.json());
          } catch (err) {
            failures.push(`${label}: ${(err as Error).message}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
