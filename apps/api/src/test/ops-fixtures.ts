import { spawn } from 'node:child_process';
import { is, sql } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import { buildApp, type App } from '../app';
import type { Config } from '../config';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { seedDemoData } from '../seed/demo';
import { createSession } from '../modules/auth/sessions-repo';
import { recordPhotoHashes } from '../modules/images/hash-repo';
import { readStoredFile, storedImageNames, type ImageStorage } from '../modules/images/storage';
import { sha256 } from '../ops/common';
import { listTables, tableAsJson } from '../ops/tables';
import { REPO_ROOT } from './harness';

// Shared by the backup and move tests: a seeded installation, a picture of its whole state,
// the operator's commands run as the operator runs them.

/** The demo data set with its drawn images, plus a row in every table the demo leaves empty. */
export async function seedInstallation(config: Config): Promise<void> {
  const app = await buildApp(config);
  try {
    await seedDemoData(app.db, config, app.images);
    await addActivity(app.db);
  } finally {
    await app.close();
  }
}

async function addActivity(db: Db): Promise<void> {
  const people = await db.select().from(schema.users).limit(3);
  const boards = await db.select().from(schema.surfboards).limit(3);
  const [service] = await db.select().from(schema.services).limit(1);
  const [a, b] = [people[0]!, people[1]!];
  await createSession(db, a.id);
  await createSession(db, b.id);
  await db
    .insert(schema.surfboardLikes)
    .values(boards.map((s) => ({ userId: a.id, surfboardId: s.id })));
  await db.insert(schema.surfboardViews).values([
    { surfboardId: boards[0]!.id, viewerKey: 'v:1', day: '2026-11-20' },
    { surfboardId: boards[0]!.id, viewerKey: 'v:2', day: '2026-11-21' },
  ]);
  // A price brought down twice (issue 55): the board's history, kept with the board.
  await db.insert(schema.boardPriceChanges).values([
    {
      surfboardId: boards[0]!.id,
      oldPrice: 2300,
      newPrice: 2100,
      changedAt: new Date('2026-11-18T08:09:10.123Z'),
    },
    { surfboardId: boards[0]!.id, oldPrice: 2100, newPrice: 1900 },
  ]);
  await db
    .insert(schema.surfboardInquiries)
    .values({ surfboardId: boards[1]!.id, userId: b.id, channel: 'whatsapp' });
  const [thread] = await db
    .insert(schema.conversations)
    .values({ boardId: boards[1]!.id, buyerId: b.id, sellerId: boards[1]!.sellerId })
    // The demo data may hold this thread already: the messages are added to it.
    .onConflictDoUpdate({
      target: [schema.conversations.boardId, schema.conversations.buyerId],
      set: { updatedAt: new Date() },
    })
    .returning();
  const [offerMessage] = await db
    .insert(schema.conversationMessages)
    .values({
      conversationId: thread!.id,
      senderId: b.id,
      body: 'הצעת מחיר: ₪1,200',
      kind: 'offer',
    })
    .returning();
  await db.insert(schema.conversationOffers).values({
    conversationId: thread!.id,
    messageId: offerMessage!.id,
    fromUserId: b.id,
    amount: 1200,
  });
  // A meeting at one of the demo's safe places, proposed by the buyer (issue 56).
  const [place] = await db
    .select({ id: schema.meetingPlaces.id })
    .from(schema.meetingPlaces)
    .limit(1);
  const [meetingMessage] = await db
    .insert(schema.conversationMessages)
    .values({ conversationId: thread!.id, senderId: b.id, body: 'הצעה להיפגש', kind: 'meeting' })
    .returning();
  await db.insert(schema.conversationMeetings).values({
    conversationId: thread!.id,
    messageId: meetingMessage!.id,
    fromUserId: b.id,
    placeId: place!.id,
    at: new Date('2026-12-01T16:00:00.000Z'),
  });
  await db
    .update(schema.surfboards)
    .set({ reservedForUserId: b.id, reservedUntil: new Date('2026-11-23T08:09:10.123Z') })
    .where(sql`${schema.surfboards.id} = ${boards[2]!.id}`);
  await db.insert(schema.conversationMessages).values([
    { conversationId: thread!.id, senderId: b.id, body: 'יש בו "תיקונים"?\nואפשר לראות בשבת?' },
    {
      conversationId: thread!.id,
      senderId: boards[1]!.sellerId,
      body: 'אין תיקונים',
      createdAt: new Date('2026-11-21T08:09:10.123Z'),
    },
    {
      conversationId: thread!.id,
      senderId: boards[1]!.sellerId,
      body: 'תעביר מקדמה בביט',
      risks: ['payment', 'deposit'],
    },
  ]);
  await db.insert(schema.userBlocks).values({ blockerId: b.id, blockedId: boards[1]!.sellerId });
  await db.insert(schema.userSlugHistory).values({ slug: 'old-name-of-b', userId: b.id });
  await db.insert(schema.liveEvents).values({
    userId: b.id,
    type: 'notification',
    payload: { title: 'הודעה חדשה מהמוכר', url: `/profile/messages/${thread!.id}` },
  });
  // A domain event its one subscriber has had (plugins/events, decision 054): delivered, so that
  // a server starting on the copy has nothing to deliver and changes nothing.
  const [event] = await db
    .insert(schema.outboxEvents)
    .values({
      name: 'conversation.seen',
      payload: { userId: b.id, conversationId: thread!.id, otherId: boards[1]!.sellerId },
      deliveredAt: new Date(),
    })
    .returning();
  await db
    .insert(schema.outboxDeliveries)
    .values({ eventId: event!.id, subscriber: 'alerts', deliveredAt: new Date() });
  await db.insert(schema.serviceLikes).values({ userId: b.id, serviceId: service!.id });
  await db.insert(schema.contactMessages).values({
    type: 'support',
    name: 'גולש "מתוסכל"',
    email: 'surfer@example.com',
    subject: 'שאלה',
    message: "שורה ראשונה\nשורה שנייה, עם 'מרכאות' ו-emoji 🌊",
  });
  await db.insert(schema.reports).values({
    reporterId: b.id,
    targetType: 'surfboard',
    targetId: boards[2]!.id,
    reason: 'spam',
    status: 'resolved',
    resolvedAt: new Date('2026-11-22T10:11:12.345Z'),
    resolvedBy: a.id,
  });
  await db.insert(schema.pageViews).values([
    { path: '/surfboards', userId: a.id, visitorKey: 'k1' },
    { path: '/forecast', visitorKey: 'k2' },
  ]);
  await db.insert(schema.activityLog).values({ type: 'signup', userId: b.id, details: 'x' });
  // Alerts: a notification, a saved search, a surf alert, a push device, settings, a job run.
  await db.insert(schema.notifications).values({
    userId: a.id,
    type: 'price-drop',
    title: 'ירד המחיר',
    body: '₪2,000 ← ₪2,400',
    url: `/surfboards/${boards[0]!.id}`,
    dedupeKey: `price-drop:${boards[0]!.id}:2000`,
  });
  await db.insert(schema.savedSearches).values({
    userId: a.id,
    name: 'פיש',
    filters: { search: 'fish', maxPrice: 3000 },
  });
  await db.insert(schema.surfAlerts).values({
    userId: a.id,
    spotId: 'tel-aviv-hilton',
    minStars: 3,
    daysAhead: [0, 1],
    window: 'dawn',
  });
  await db.insert(schema.pushSubscriptions).values({
    userId: a.id,
    endpoint: 'https://fcm.googleapis.com/fcm/send/ops-fixture',
    p256dh: 'BOpsFixtureKey',
    auth: 'opsAuth',
  });
  await db.insert(schema.notificationSettings).values({ userId: a.id, settings: { quiet: true } });
  await db.insert(schema.jobRuns).values({ name: 'surf-alerts', ok: true, result: 'ok' });
  await db.insert(schema.boardHolds).values({
    surfboardId: boards[0]!.id,
    kind: 'low_price',
    details: { price: 500, estimate: 2500, ratio: 0.2 },
  });
  await db.insert(schema.sellerReviews).values({
    boardId: boards[2]!.id,
    sellerId: boards[2]!.sellerId,
    buyerId: boards[2]!.sellerId === b.id ? a.id : b.id,
    rating: 4,
    body: 'גלשן "כמו חדש", מוכר אדיב 🌊',
    reply: 'תודה!\nתהנה ממנו',
    repliedAt: new Date('2026-11-23T08:09:10.123Z'),
  });
  const [beach] = await db
    .insert(schema.beachReports)
    .values({
      spotId: 'tel-aviv-hilton',
      userId: a.id,
      size: 'head',
      surface: 'glassy',
      crowd: 'few',
      text: 'סטים "נקיים" 🌊',
      photo: { key: 'beach-photo-key', widths: [320], width: 320, height: 240 },
      photoHash: -0x0fedcba987654321n,
      onBeach: true,
      seenAt: new Date('2026-11-27T06:40:00.000Z'),
    })
    .returning();
  await db.insert(schema.beachReportThanks).values({ reportId: beach!.id, userId: b.id });
  // What a model said for that hour, kept to be checked against the report (issue 54).
  await db.insert(schema.keptForecasts).values([
    {
      spotId: 'tel-aviv-hilton',
      model: 'ecmwf_wam025',
      targetAt: new Date('2026-11-27T06:00:00.000Z'),
      issuedAt: new Date('2026-11-26T06:00:00.000Z'),
      height: 0.8,
      period: null,
    },
  ]);
  // A hash with its top bit set: stored as a negative bigint, which must come back exact.
  await recordPhotoHashes(db, { ownerId: a.id, surfboardId: boards[1]!.id }, [
    { key: 'copied-photo-key', hash: -0x0123456789abcdefn },
  ]);
}

/** The name of every table the schema declares, to check that nothing escapes the listing. */
export function schemaTables(): string[] {
  return Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((t) => getTableConfig(t as PgTable).name)
    .sort();
}

export interface State {
  /** Every row of every table, as JSON in primary-key order. */
  tables: Record<string, string>;
  /** Every image file: name -> sha256 of its bytes. */
  images: Record<string, string>;
}

export async function stateOf(db: Db, storage: ImageStorage): Promise<State> {
  // Timestamps print in the session's zone; PGlite and a server may differ.
  await db.execute(sql`set timezone to 'UTC'`);
  const tables: Record<string, string> = {};
  for (const name of await listTables(db)) tables[name] = await tableAsJson(db, name);
  const images: Record<string, string> = {};
  for (const name of await storedImageNames(storage)) {
    images[name] = sha256((await readStoredFile(storage, name))!);
  }
  return { tables, images };
}

/** The server serves the first kept picture with the bytes it had in `before`. */
export async function expectFirstImageServed(app: App, before: State): Promise<void> {
  const image = Object.keys(before.images)[0]!;
  const res = await app.inject({ url: `/uploads/${image}` });
  expect(res.statusCode).toBe(200);
  expect(sha256(res.rawPayload)).toBe(before.images[image]);
}

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run <script> -- <args>` from the repository root, with only the given environment. */
export function npmRun(script: string, args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '-s', script, '--', ...args], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/tmp',
        NODE_ENV: 'test',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
