import { and, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userBlocks, users } from '../../db/schema';

// Users who blocked others (issue 43): no messages between the two either way, and the blocked
// user's boards hidden from the blocker's lists.

export async function block(db: Db, blockerId: string, blockedId: string): Promise<void> {
  await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function unblock(db: Db, blockerId: string, blockedId: string): Promise<void> {
  await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
}

/** Whom the user blocked, newest first, with their name and picture. */
export function blockedBy(db: Db, blockerId: string) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      displayName: users.displayName,
      profileImage: users.profileImage,
      blockedAt: userBlocks.createdAt,
    })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, blockerId))
    .orderBy(desc(userBlocks.createdAt));
}

/** The ids of the users the user blocked (their boards leave the user's lists). */
export async function blockedIds(db: Db, blockerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: userBlocks.blockedId })
    .from(userBlocks)
    .where(eq(userBlocks.blockerId, blockerId));
  return rows.map((r) => r.id);
}

/** Whether either of the two blocked the other. */
export async function eitherBlocked(db: Db, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function userExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return Boolean(row);
}
