import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { faqItems } from '../../db/schema';

export type FaqRow = typeof faqItems.$inferSelect;

export function listFaq(db: Db, opts: { visibleOnly: boolean }) {
  return db
    .select()
    .from(faqItems)
    .where(opts.visibleOnly ? eq(faqItems.visible, true) : undefined)
    .orderBy(asc(faqItems.category), asc(faqItems.order), asc(faqItems.createdAt));
}

export async function findFaq(db: Db, id: string): Promise<FaqRow | null> {
  const rows = await db.select().from(faqItems).where(eq(faqItems.id, id));
  return rows[0] ?? null;
}

/** The next order at the end of a category (one step after the last). */
export async function nextOrder(db: Db, category: string, step: number): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${faqItems.order})` })
    .from(faqItems)
    .where(eq(faqItems.category, category));
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + step;
}

export async function insertFaq(db: Db, values: typeof faqItems.$inferInsert) {
  const [row] = await db.insert(faqItems).values(values).returning();
  return row!;
}

export async function updateFaq(db: Db, id: string, values: Partial<typeof faqItems.$inferInsert>) {
  const [row] = await db.update(faqItems).set(values).where(eq(faqItems.id, id)).returning();
  return row ?? null;
}

export async function deleteFaq(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(faqItems).where(eq(faqItems.id, id)).returning({ id: faqItems.id });
  return rows.length > 0;
}

export function findMany(db: Db, ids: string[]) {
  return db.select().from(faqItems).where(inArray(faqItems.id, ids));
}

/** Sets every listed item's order in one transaction. */
export async function setOrders(db: Db, orders: { id: string; order: number }[]) {
  await db.transaction(async (tx) => {
    for (const { id, order } of orders) {
      await tx.update(faqItems).set({ order }).where(eq(faqItems.id, id));
    }
  });
}
