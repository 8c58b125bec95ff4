import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { boardHolds } from '../../db/schema';

/** Why a board waits for a moderator: copied photos, a price far below the market, edits to
 * what was approved, or reports from several users. */
export type HoldKind = (typeof boardHolds.$inferSelect)['kind'];
export type BoardHold = typeof boardHolds.$inferSelect;

/** Opens a hold of this kind on the board, or refreshes the details of the open one. */
export async function placeHold(
  db: Pick<Db, 'insert'>,
  surfboardId: string,
  kind: HoldKind,
  details: Record<string, unknown>,
): Promise<void> {
  await db
    .insert(boardHolds)
    .values({ surfboardId, kind, details })
    .onConflictDoUpdate({
      target: [boardHolds.surfboardId, boardHolds.kind],
      targetWhere: isNull(boardHolds.clearedAt),
      set: { details },
    });
}

/** The open holds of these boards, oldest first. */
export function openHolds(db: Pick<Db, 'select'>, surfboardIds: string[]): Promise<BoardHold[]> {
  if (surfboardIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(boardHolds)
    .where(and(inArray(boardHolds.surfboardId, surfboardIds), isNull(boardHolds.clearedAt)))
    .orderBy(asc(boardHolds.createdAt));
}

/** Clears every open hold of the board: a moderator decided on it. */
export async function clearHolds(
  db: Pick<Db, 'update'>,
  surfboardId: string,
  clearedBy: string | null,
): Promise<void> {
  await db
    .update(boardHolds)
    .set({ clearedAt: new Date(), clearedBy })
    .where(and(eq(boardHolds.surfboardId, surfboardId), isNull(boardHolds.clearedAt)));
}
