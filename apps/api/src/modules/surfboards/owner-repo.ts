import { and, eq, sql, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  brands,
  categories,
  models,
  surfboards,
  technologies,
  users,
  surfboardInquiries,
  surfboardLikes,
  surfboardViews,
} from '../../db/schema';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { TMyBoardStatus } from '@galim/shared/surfboards/form';
import { listSellerListings, type BoardRecord, type BoardInsert, type OwnerScope } from './repo';
import { clockFor, reservationEndedClock } from './expiry-clock';
import { isBoardKind, isPublicBoard } from './visibility';

// Queries of the owner side: writes to surfboards, the owner's lists, reference look-ups and
// the personal analytics aggregates.

/** What a write sets: values, or SQL of the row as it was (the term's clock, expiry-clock.ts). */
export type BoardChanges = PgUpdateSetSource<typeof surfboards>;

/** A new board waits for review: its term's clock starts when it is approved. */
const waitingClock = (values: BoardInsert): BoardInsert =>
  values.moderationStatus === 'approved' ? values : { ...values, clockPausedAt: new Date() };

/** A write that moves the board into or out of review moves the term's clock with it. */
function withClock(values: BoardChanges): BoardChanges {
  const status = values.moderationStatus;
  return typeof status === 'string' ? { ...values, ...clockFor(status) } : values;
}

export async function insertBoard(db: Db, values: BoardInsert): Promise<string> {
  const [row] = await db
    .insert(surfboards)
    .values(waitingClock(values))
    .returning({ id: surfboards.id });
  return row!.id;
}

/** One statement: every board or none. Their ids in the order given. */
export async function insertBoards(db: Db, values: BoardInsert[]): Promise<string[]> {
  const rows = await db
    .insert(surfboards)
    .values(values.map(waitingClock))
    .returning({ id: surfboards.id });
  return rows.map((r) => r.id);
}

export async function updateBoard(db: Db, id: string, values: BoardChanges) {
  await db.update(surfboards).set(withClock(values)).where(eq(surfboards.id, id));
}

/** Several updates that succeed or fail together. */
export async function updateBoardsTogether(
  db: Db,
  changes: { id: string; values: BoardChanges }[],
) {
  await db.transaction(async (tx) => {
    for (const c of changes)
      await tx.update(surfboards).set(withClock(c.values)).where(eq(surfboards.id, c.id));
  });
}

/** Ends the board's reservation (released by the seller before its 48 hours). */
export async function releaseBoard(db: Db, boardId: string) {
  await db
    .update(surfboards)
    .set({ reservedForUserId: null, reservedUntil: null, ...reservationEndedClock })
    .where(eq(surfboards.id, boardId));
}

/**
 * Marks the reminder of their term sent on up to `limit` public listings whose term ends within
 * `days` and whose reminder of this term is not sent yet (a renewal clears it), soonest end
 * first; rows another run holds are skipped. Their ids and ends, in the caller's transaction.
 */
export async function markExpiringReminded(tx: Db, days: number, limit: number) {
  const due = tx
    .select({ id: surfboards.id })
    .from(surfboards)
    .where(
      and(
        isPublicBoard,
        isNull(surfboards.expiryRemindedAt),
        lte(surfboards.expiresAt, sql`now() + make_interval(days => ${days})`),
      ),
    )
    .orderBy(surfboards.expiresAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx
    .update(surfboards)
    .set({ expiryRemindedAt: sql`now()` })
    .where(inArray(surfboards.id, due))
    .returning({ id: surfboards.id, expiresAt: surfboards.expiresAt });
}

export async function deleteBoards(db: Db, ids: string[]): Promise<void> {
  await db.delete(surfboards).where(inArray(surfboards.id, ids));
}

/**
 * The boards' rows, locked FOR UPDATE until the transaction ends, in id order (so two bulk
 * actions on overlapping boards wait for each other instead of deadlocking).
 */
export async function lockBoardRecords(
  tx: Db,
  ids: string[],
  scope: OwnerScope,
): Promise<BoardRecord[]> {
  if (ids.length === 0) return [];
  const byIds = inArray(surfboards.id, ids);
  return tx
    .select()
    .from(surfboards)
    .where(scope === 'board' ? and(byIds, isBoardKind) : byIds)
    .orderBy(surfboards.id)
    .for('update');
}

/** The seller's boards (no other kind) in every moderation state, newest first (sold: by sale date). */
export function listSellerBoards(db: Db, sellerId: string, status: TMyBoardStatus) {
  return listSellerListings(db, sellerId, status, 'board');
}

export interface ReferenceTitles {
  brandTitle: string | null;
  modelTitle: string | null;
  modelBrandId: string | null;
  categoryExists: boolean;
  technologyExists: boolean;
  categoryTitle: string | null;
  technologyTitle: string | null;
}

/** Which of the given reference ids exist, with the titles a board's text needs. */
export async function lookUpReferences(
  db: Db,
  ids: {
    brand?: string | null;
    model?: string | null;
    category?: string | null;
    technology?: string | null;
  },
): Promise<ReferenceTitles> {
  const [brand, model, category, technology] = await Promise.all([
    ids.brand
      ? db.select({ title: brands.title }).from(brands).where(eq(brands.id, ids.brand))
      : [],
    ids.model
      ? db
          .select({ title: models.title, brandId: models.brandId })
          .from(models)
          .where(eq(models.id, ids.model))
      : [],
    ids.category
      ? db
          .select({ title: categories.title })
          .from(categories)
          .where(eq(categories.id, ids.category))
      : [],
    ids.technology
      ? db
          .select({ title: technologies.title })
          .from(technologies)
          .where(eq(technologies.id, ids.technology))
      : [],
  ]);
  return {
    brandTitle: brand[0]?.title ?? null,
    modelTitle: model[0]?.title ?? null,
    modelBrandId: model[0]?.brandId ?? null,
    categoryExists: category.length > 0,
    technologyExists: technology.length > 0,
    categoryTitle: category[0]?.title ?? null,
    technologyTitle: technology[0]?.title ?? null,
  };
}

export async function findBrandByTitle(db: Db, title: string) {
  const rows = await db
    .select()
    .from(brands)
    .where(sql`lower(regexp_replace(${brands.title}, '[[:space:]]+', ' ', 'g')) = lower(${title})`)
    .limit(1);
  return rows[0] ?? null;
}

export async function findModelByTitle(db: Db, brandId: string, title: string) {
  const rows = await db
    .select()
    .from(models)
    .where(
      and(
        eq(models.brandId, brandId),
        sql`lower(regexp_replace(${models.title}, '[[:space:]]+', ' ', 'g')) = lower(${title})`,
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** A proposal: its proposer, and approved only when an admin proposed it. */
export interface ProposalValues {
  proposedBy: string;
  approved: boolean;
}

export async function insertBrand(db: Db, title: string, proposal: ProposalValues) {
  const [row] = await db
    .insert(brands)
    .values({ title, ...proposal })
    .returning();
  return row!;
}

export async function insertModel(
  db: Db,
  brandId: string,
  title: string,
  proposal: ProposalValues,
) {
  const [row] = await db
    .insert(models)
    .values({ brandId, title, ...proposal })
    .returning();
  return row!;
}

export async function userExists(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return rows.length > 0;
}

/** Counts and sums over a seller's boards, their likes, inquiries and daily views. */
export async function sellerAnalytics(db: Db, sellerId: string, since: string) {
  const [totals] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`count(*) filter (where not ${surfboards.archived} and not ${surfboards.isSold})::int`,
      pending: sql<number>`count(*) filter (where ${surfboards.moderationStatus} = 'pending' and not ${surfboards.archived} and not ${surfboards.isSold})::int`,
      sold: sql<number>`count(*) filter (where ${surfboards.isSold})::int`,
      archived: sql<number>`count(*) filter (where ${surfboards.archived})::int`,
      views: sql<number>`coalesce(sum(${surfboards.viewCount}), 0)::int`,
      averagePrice: sql<number>`coalesce(round(avg(${surfboards.price})), 0)::int`,
      averageSoldPrice: sql<number>`coalesce(round(avg(coalesce(${surfboards.soldPrice}, ${surfboards.price})) filter (where ${surfboards.isSold})), 0)::int`,
      soldThroughWebsite: sql<number>`count(*) filter (where ${surfboards.isSold} and ${surfboards.soldThroughWebsite})::int`,
    })
    .from(surfboards)
    .where(eq(surfboards.sellerId, sellerId));

  const ownBoards = db
    .select({ id: surfboards.id })
    .from(surfboards)
    .where(eq(surfboards.sellerId, sellerId));
  const [likes] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(surfboardLikes)
    .where(inArray(surfboardLikes.surfboardId, ownBoards));
  const [inquiries] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(surfboardInquiries)
    .where(inArray(surfboardInquiries.surfboardId, ownBoards));
  const perDay = await db
    .select({ day: surfboardViews.day, value: sql<number>`count(*)::int` })
    .from(surfboardViews)
    .where(
      and(inArray(surfboardViews.surfboardId, ownBoards), sql`${surfboardViews.day} >= ${since}`),
    )
    .groupBy(surfboardViews.day);
  return { totals: totals!, likes: likes?.n ?? 0, inquiries: inquiries?.n ?? 0, perDay };
}

/** A seller's boards as stored, for "download my data". */
export function boardsOfSeller(db: Db, userId: string) {
  return db.select().from(surfboards).where(eq(surfboards.sellerId, userId));
}

export function likesOfUser(db: Db, userId: string) {
  return db.select().from(surfboardLikes).where(eq(surfboardLikes.userId, userId));
}

/** The user's contact clicks on boards: which board, how, when. */
export function inquiriesOfUser(db: Db, userId: string) {
  return db
    .select({
      surfboardId: surfboardInquiries.surfboardId,
      channel: surfboardInquiries.channel,
      createdAt: surfboardInquiries.createdAt,
    })
    .from(surfboardInquiries)
    .where(eq(surfboardInquiries.userId, userId));
}

/** Deletes a seller's boards (the account deletion's transaction); their images, to release. */
export async function deleteSellerBoards(tx: Db, userId: string) {
  const rows = await tx
    .select({ images: surfboards.images })
    .from(surfboards)
    .where(eq(surfboards.sellerId, userId));
  await tx.delete(surfboards).where(eq(surfboards.sellerId, userId));
  return rows.flatMap((r) => r.images);
}
