import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { services, surfboards, userSlugHistory, users } from '../../db/schema';
import { selectBoards } from '../surfboards/repo';
import { isBoardKind, isPublicBoard, isPublicListing } from '../surfboards/visibility';
import type { UserRow } from './serialize';

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserBySlug(db: Db, slug: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.slug, slug)).limit(1);
  return row ?? null;
}

/** Another user already holding this slug (the user themself does not count). */
export async function slugTakenByOther(db: Db, slug: string, userId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(userId ? and(eq(users.slug, slug), ne(users.id, userId)) : eq(users.slug, slug))
    .limit(1);
  return rows.length > 0;
}

export async function updateUser(db: Db, id: string, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row!;
}

/**
 * A user's public address changes from `from` to `to` (either may be empty): the old one
 * redirects to them from now on, and the new one, if it was anyone's old address, no longer
 * redirects (to them or to whoever left it).
 */
export async function recordSlugMove(
  db: Db,
  userId: string,
  from: string | null,
  to: string | null,
) {
  if (to) await db.delete(userSlugHistory).where(eq(userSlugHistory.slug, to));
  if (from && from !== to) {
    await db
      .insert(userSlugHistory)
      .values({ slug: from, userId })
      .onConflictDoUpdate({ target: userSlugHistory.slug, set: { userId, createdAt: new Date() } });
  }
}

/** The user who once had this public address and has since moved to another one. */
export async function findUserByOldSlug(db: Db, slug: string): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(userSlugHistory)
    .innerJoin(users, eq(users.id, userSlugHistory.userId))
    .where(and(eq(userSlugHistory.slug, slug), isNotNull(users.slug)))
    .limit(1);
  return row?.user ?? null;
}

/** Counts for the profile summary: every board and service the user owns, and review average. */
export async function userStats(db: Db, userId: string) {
  const [row] = await db
    .select({
      surfboards: sql<number>`(select count(*)::int from ${surfboards} where ${surfboards.sellerId} = ${userId})`,
      services: sql<number>`(select count(*)::int from ${services} where ${services.providerId} = ${userId})`,
      reviewCount: sql<number>`(select coalesce(sum(${services.reviewCount}), 0)::int from ${services} where ${services.providerId} = ${userId})`,
      ratingSum: sql<number>`(select coalesce(sum(${services.rating} * ${services.reviewCount}), 0)::float from ${services} where ${services.providerId} = ${userId})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  const reviewCount = row?.reviewCount ?? 0;
  return {
    counts: { surfboards: row?.surfboards ?? 0, services: row?.services ?? 0 },
    reviewCount,
    rating: reviewCount ? Math.round(((row?.ratingSum ?? 0) / reviewCount) * 10) / 10 : 0,
  };
}

/** A user's boards, newest first: public ones only unless `all` (owner or admin). */
export function userBoards(db: Db, userId: string, opts: { all: boolean; limit: number }) {
  return selectBoards(db)
    .where(
      // Boards only, to the owner too: their gear is /users/:id/listings' (issue 53).
      opts.all
        ? and(eq(surfboards.sellerId, userId), isBoardKind)
        : and(eq(surfboards.sellerId, userId), isPublicBoard),
    )
    .orderBy(desc(surfboards.createdAt), desc(surfboards.id))
    .limit(opts.limit);
}

/**
 * A user's public listings of every kind (issue 53), newest first: what anyone may see of them,
 * the rule every public list uses (approved, for sale, in its term, the seller not blocked).
 */
export function userPublicListings(db: Db, userId: string, limit: number) {
  return selectBoards(db)
    .where(and(eq(surfboards.sellerId, userId), isPublicListing))
    .orderBy(desc(surfboards.createdAt), desc(surfboards.id))
    .limit(limit);
}

/**
 * The account row itself, in the account deletion's transaction. It goes after every other
 * module's part (they all refer to it); what is left naming it goes by its foreign keys.
 */
export async function deleteUser(tx: Db, userId: string) {
  await tx.delete(users).where(eq(users.id, userId));
}
