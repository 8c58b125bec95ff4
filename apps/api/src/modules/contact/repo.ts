import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

export type ContactRow = typeof contactMessages.$inferSelect;

export async function insertMessage(db: Db, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row!;
}

export function listMessages(db: Db, status: 'new' | 'handled' | 'all') {
  return db
    .select()
    .from(contactMessages)
    .where(status === 'all' ? undefined : eq(contactMessages.status, status))
    .orderBy(desc(contactMessages.createdAt))
    .limit(500);
}

export async function countByStatus(db: Db) {
  const [row] = await db
    .select({
      new: sql<number>`count(*) filter (where ${contactMessages.status} = 'new')::int`,
      handled: sql<number>`count(*) filter (where ${contactMessages.status} = 'handled')::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(contactMessages);
  return row ?? { new: 0, handled: 0, total: 0 };
}

export async function setStatus(db: Db, id: string, status: 'new' | 'handled') {
  const [row] = await db
    .update(contactMessages)
    .set({ status, handledAt: status === 'handled' ? new Date() : null })
    .where(eq(contactMessages.id, id))
    .returning();
  return row ?? null;
}
