import { desc, eq } from 'drizzle-orm';
import { PRICE_HISTORY_SHOWN, type TPriceChange } from '@galim/shared/surfboards/schemas';
import type { Db } from '../../db/client';
import { boardPriceChanges } from '../../db/schema';

// A board's price changes (issue 55): written with the change that made them, read for its page.

export async function recordPriceChanges(
  db: Db,
  changes: { surfboardId: string; oldPrice: number; newPrice: number; changedAt: Date }[],
) {
  if (changes.length) await db.insert(boardPriceChanges).values(changes);
}

/** The board's last price changes, newest first. */
export async function priceHistoryOf(db: Db, surfboardId: string): Promise<TPriceChange[]> {
  const rows = await db
    .select()
    .from(boardPriceChanges)
    .where(eq(boardPriceChanges.surfboardId, surfboardId))
    .orderBy(desc(boardPriceChanges.changedAt), desc(boardPriceChanges.id))
    .limit(PRICE_HISTORY_SHOWN);
  return rows.map((r) => ({ from: r.oldPrice, to: r.newPrice, at: r.changedAt.toISOString() }));
}
