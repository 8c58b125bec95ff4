import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

// Queries of the admin users list and of blocking; the rules are in users-service.ts.

export async function searchUsers(
  db: Db,
  filter: { q?: string; blocked?: boolean; limit: number },
) {
  const pattern = filter.q
    ? `%${filter.q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
    : null;
  return db
    .select()
    .from(users)
    .where(
      and(
        pattern
          ? sql`(lower(${users.email}) like ${pattern} or lower(${users.displayName}) like ${pattern}
              or lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) like ${pattern})`
          : undefined,
        filter.blocked === undefined
          ? undefined
          : filter.blocked
            ? isNotNull(users.blockedAt)
            : isNull(users.blockedAt),
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(filter.limit);
}

export async function findUser(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function setBlocked(db: Db, id: string, blockedAt: Date | null) {
  const [row] = await db.update(users).set({ blockedAt }).where(eq(users.id, id)).returning();
  return row ?? null;
}
