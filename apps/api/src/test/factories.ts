import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { App } from '../app';
import {
  brands,
  categories,
  conversationMessages,
  conversationOffers,
  conversations,
  models,
  sellerReviews,
  services,
  surfboards,
  technologies,
  users,
} from '../db/schema';
import { createSession } from '../modules/auth/sessions-repo';
import { multipart } from './harness';

export { multipart, type MultipartBody } from './harness';
export { createBeachReport, createBeachReports } from './beach-report-factories';

// The one place API tests make their data: users with sessions, reference rows, boards,
// services, threads and offers, reviews of sellers, reports from the beach, images and multipart
// bodies. Each factory fills only what the database requires; a test names every value it cares
// about.

export interface TestUser {
  id: string;
  email: string;
  token: string;
  /** `{ authorization: 'Bearer …' }` for app.inject. */
  headers: { authorization: string };
}

let counter = 0;

/** Creates a user with a real session (the same tokens the sign-in routes hand out). */
export async function createTestUser(
  app: App,
  opts: { role?: 'user' | 'admin'; email?: string; firstName?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const email = opts.email ?? `user${counter}-${randomBytes(3).toString('hex')}@test.example`;
  const [user] = await app.db
    .insert(users)
    .values({
      email,
      displayName: opts.firstName ?? `Test ${counter}`,
      firstName: opts.firstName ?? `Test${counter}`,
      role: opts.role ?? 'user',
    })
    .returning();
  const { token } = await createSession(app.db, user!.id);
  return { id: user!.id, email, token, headers: { authorization: `Bearer ${token}` } };
}

export interface Refs {
  brand: string;
  otherBrand: string;
  model: string;
  category: string;
  technology: string;
}

/** Reference rows for boards; `suffix` makes the titles unique when seeding more than once. */
export async function seedReferences(app: App, suffix = ''): Promise<Refs> {
  const t = (title: string) => (suffix ? `${title} ${suffix}` : title);
  const [brand] = await app.db
    .insert(brands)
    .values({ title: t('Firewire') })
    .returning();
  const [otherBrand] = await app.db
    .insert(brands)
    .values({ title: t('Lost') })
    .returning();
  const [model] = await app.db
    .insert(models)
    .values({ title: t('Seaside'), brandId: brand!.id })
    .returning();
  const [category] = await app.db
    .insert(categories)
    .values({ title: t('Fish') })
    .returning();
  const [technology] = await app.db
    .insert(technologies)
    .values({ title: t('Helium') })
    .returning();
  return {
    brand: brand!.id,
    otherBrand: otherBrand!.id,
    model: model!.id,
    category: category!.id,
    technology: technology!.id,
  };
}

export function validFields(refs: Refs): Record<string, string> {
  return {
    title: 'Firewire Seaside 5.6',
    description: 'Great fish for small waves',
    price: '2500',
    condition: 'good',
    category: refs.category,
    brand: refs.brand,
    model: refs.model,
    technology: refs.technology,
    length: '5.6',
    width: '21',
    thickness: '2.5',
    volume: '32',
    finSetup: '2',
    finSystem: 'FCS II',
    color: 'white',
    skillLevel: 'intermediate',
    sellerType: 'private',
    locationText: 'תל אביב',
    location: JSON.stringify({ type: 'Point', coordinates: [34.77, 32.08] }),
  };
}

/** A surf instructor's service as the multipart fields of the create and edit routes. */
export const serviceFields = (title = 'שיעורי גלישה בהילטון') => ({
  title,
  description: 'שיעורי גלישה פרטיים וקבוצתיים לכל הרמות, כולל ציוד.',
  price: '250',
  priceType: 'hourly',
  location: JSON.stringify({
    address: 'חוף הילטון',
    city: 'תל אביב',
    region: 'tel-aviv',
    coordinates: [0, 0],
  }),
  contactInfo: JSON.stringify({ email: 'coach@example.com', phone: '0501234567' }),
  specialties: JSON.stringify(['beginner']),
  targetSkillLevels: JSON.stringify(['beginner']),
  groupSize: JSON.stringify({ min: 1, max: 8 }),
  experience: '5',
});

/** A board as one JSON item of POST /api/surfboards/bulk/create (no images). */
export const bulkItem = (refs: Refs) => ({
  price: 1200,
  condition: 'fair',
  category: refs.category,
  brand: refs.brand,
  length: 7,
  volume: 45,
  locationText: 'אשדוד',
});

/** A plain one-colour PNG, as a phone or a scanner would upload it. */
export async function pngImage(color = '#0369a1', width = 600, height = 400): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

export async function publish(
  app: App,
  user: TestUser,
  fields: Record<string, string>,
  files: { name: string; data: Buffer; type?: string }[] = [],
) {
  const body = await multipart(fields, files);
  return app.inject({
    method: 'POST',
    url: '/api/surfboards',
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
}

type BoardValues = typeof surfboards.$inferInsert;
type BoardRow = typeof surfboards.$inferSelect;

/**
 * Boards straight in the database (no upload), in one statement: a pending board in good
 * condition unless the values say otherwise.
 */
export async function createBoards(
  app: App,
  values: (Pick<BoardValues, 'sellerId'> & Partial<BoardValues>)[],
): Promise<BoardRow[]> {
  return app.db
    .insert(surfboards)
    .values(
      values.map((v) => ({
        title: 'Test board',
        price: 1000,
        condition: 'good',
        // A board made as of an earlier day went on the list that day, as a published one does.
        ...(v.createdAt ? { listedAt: v.createdAt } : {}),
        ...v,
      })),
    )
    .returning();
}

export async function createBoard(
  app: App,
  values: Pick<BoardValues, 'sellerId'> & Partial<BoardValues>,
): Promise<BoardRow> {
  const [row] = await createBoards(app, [values]);
  return row!;
}

/** A board with its brand and category from `refs` (lifecycle tests that need no upload). */
export async function insertBoard(
  app: App,
  sellerId: string,
  refs: Refs,
  values: Partial<BoardValues> = {},
): Promise<string> {
  const row = await createBoard(app, {
    sellerId,
    brandId: refs.brand,
    categoryId: refs.category,
    locationText: 'חיפה',
    ...values,
  });
  return row.id;
}

/**
 * Records a sale as the mark-sold route does (issue 43): the board is sold, through Galim, to
 * `buyerId`, at `soldAt` (now by default).
 */
export async function recordSale(app: App, boardId: string, buyerId: string, soldAt = new Date()) {
  await app.db
    .update(surfboards)
    .set({
      isSold: true,
      soldDate: soldAt,
      soldThroughWebsite: true,
      soldToUserId: buyerId,
      availability: false,
    })
    .where(eq(surfboards.id, boardId));
}

export async function boardRecord(app: App, id: string) {
  const [row] = await app.db.select().from(surfboards).where(eq(surfboards.id, id));
  return row;
}

type ServiceValues = typeof services.$inferInsert;

/**
 * A service straight in the database: a pending surf instructor in Bat Yam unless told
 * otherwise; the city and region columns follow the location.
 */
export async function createService(
  app: App,
  values: Pick<ServiceValues, 'providerId'> & Partial<ServiceValues>,
): Promise<typeof services.$inferSelect> {
  const location = values.location ?? {
    address: 'חוף בת ים',
    city: 'בת ים',
    region: 'tel-aviv',
    coordinates: [0, 0],
  };
  const [row] = await app.db
    .insert(services)
    .values({
      serviceType: 'surf-instructor',
      title: 'שיעורי גלישה בבת ים',
      description: 'שיעורי גלישה פרטיים וקבוצתיים לכל הרמות',
      city: location.city,
      region: location.region,
      ...values,
      location,
    })
    .returning();
  return row!;
}

/** POST /api/admin/jobs/{name}/run as `user`: the job runs now; the answer comes when it ends. */
export const runJob = (app: App, name: string, user: TestUser) =>
  app.inject({ method: 'POST', url: `/api/admin/jobs/${name}/run`, headers: user.headers });

/** PUT /api/users/me/language as `user`: the language the site and notifications speak to them. */
export const chooseLanguage = (app: App, user: TestUser, language: string) =>
  app.inject({
    method: 'PUT',
    url: '/api/users/me/language',
    headers: user.headers,
    payload: { language },
  });

/** The answer's data of an app.inject call, which must have the status given. */
function dataOf(
  what: string,
  res: { statusCode: number; body: string; json(): { data: unknown } },
  status: number,
) {
  if (res.statusCode !== status) {
    throw new Error(`${what}: expected ${status}, got ${res.statusCode}: ${res.body}`);
  }
  return res.json().data;
}

/**
 * The buyer's thread about a public board, opened as the app opens it (POST
 * /api/conversations): `body` is its first message, and the seller hears of it. The thread's id.
 */
export async function createThread(
  app: App,
  { boardId, buyer, body = 'עדיין זמין?' }: { boardId: string; buyer: TestUser; body?: string },
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: buyer.headers,
    payload: { boardId, body },
  });
  const data = dataOf('createThread', res, 201) as { conversation: { _id: string } };
  return data.conversation._id;
}

/** A message of a thread made by insertThread; `at` back-dates it (now by default). */
export interface ThreadMessage {
  from: 'buyer' | 'seller';
  body: string;
  at?: Date;
}

/**
 * A thread straight in the database, for what the API would not open (a board that is not
 * public) or a past it cannot write (back-dated messages): the buyer's thread about the board,
 * with its seller, and `messages` in order. The thread's id.
 */
export async function insertThread(
  app: App,
  {
    boardId,
    buyerId,
    messages = [],
  }: { boardId: string; buyerId: string; messages?: ThreadMessage[] },
): Promise<string> {
  const board = await boardRecord(app, boardId);
  if (!board) throw new Error(`insertThread: no board ${boardId}`);
  const [thread] = await app.db
    .insert(conversations)
    .values({ boardId, buyerId, sellerId: board.sellerId })
    .returning();
  for (const m of messages) {
    await app.db.insert(conversationMessages).values({
      conversationId: thread!.id,
      senderId: m.from === 'buyer' ? buyerId : board.sellerId,
      body: m.body,
      ...(m.at ? { createdAt: m.at } : {}),
    });
  }
  return thread!.id;
}

/**
 * An offer made in a thread as the app makes it (POST /api/conversations/:id/offers), by the
 * buyer or the seller (a counter-offer); accepted by the other side when `acceptedBy` is given,
 * which reserves the board for the buyer. The offer's id.
 */
export async function createOffer(
  app: App,
  {
    threadId,
    from,
    amount,
    acceptedBy,
  }: { threadId: string; from: TestUser; amount: number; acceptedBy?: TestUser },
): Promise<string> {
  const made = await app.inject({
    method: 'POST',
    url: `/api/conversations/${threadId}/offers`,
    headers: from.headers,
    payload: { amount },
  });
  const { offer } = dataOf('createOffer', made, 201) as { offer: { _id: string } };
  if (acceptedBy) {
    const accepted = await app.inject({
      method: 'POST',
      url: `/api/conversations/${threadId}/offers/${offer._id}/accept`,
      headers: acceptedBy.headers,
    });
    dataOf('createOffer (accept)', accepted, 200);
  }
  return offer._id;
}

/**
 * An open offer straight in the database (no notification, no rules checked): its message of
 * kind 'offer' in the thread and the offer it carries. The offer's id.
 */
export async function insertOffer(
  app: App,
  {
    threadId,
    fromUserId,
    amount,
    body = 'הצעת מחיר',
  }: { threadId: string; fromUserId: string; amount: number; body?: string },
): Promise<string> {
  const [message] = await app.db
    .insert(conversationMessages)
    .values({ conversationId: threadId, senderId: fromUserId, body, kind: 'offer' })
    .returning();
  const [offer] = await app.db
    .insert(conversationOffers)
    .values({ conversationId: threadId, messageId: message!.id, fromUserId, amount })
    .returning();
  return offer!.id;
}

type SellerReviewValues = typeof sellerReviews.$inferInsert;

/**
 * A review of a board's seller by `buyerId`, straight in the database: the board is recorded as
 * sold to them first (no review without a recorded sale) unless it already is. The review's id.
 */
export async function createSellerReview(
  app: App,
  values: Pick<SellerReviewValues, 'boardId' | 'buyerId'> & Partial<SellerReviewValues>,
): Promise<string> {
  const board = await boardRecord(app, values.boardId!);
  if (!board) throw new Error(`createSellerReview: no board ${values.boardId}`);
  if (!board.isSold || board.soldToUserId !== values.buyerId) {
    await recordSale(app, board.id, values.buyerId!);
  }
  const [row] = await app.db
    .insert(sellerReviews)
    .values({ sellerId: board.sellerId, rating: 5, body: 'קנייה טובה', ...values })
    .returning();
  return row!.id;
}
