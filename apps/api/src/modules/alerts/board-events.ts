import { and, eq, gt, sql } from 'drizzle-orm';
import { ZSavedSearchFilters } from '@galim/shared/alerts/schemas';
import { formatPrice } from '@galim/shared/format';
import type { Db } from '../../db/client';
import { savedSearches, surfboardLikes, surfboards } from '../../db/schema';
import { filterConditions, searchWords } from '../surfboards/search-repo';
import { isPublicBoard } from '../surfboards/read';
import type { Jobs } from './jobs';
import { notify } from './notify';

// What happens to boards that someone waits for: a board that becomes public is matched against
// every saved search with the very conditions of the public list (search-repo's
// filterConditions, with its typo-tolerant second pass); a lower price reaches everyone who
// liked the board. Both run as jobs, in batches, and are idempotent per user and board.

const BATCH = 200;
const WORD_SIMILARITY = 0.4;

const boardUrl = (id: string) => `/surfboards/${id}`;

async function matches(db: Db, boardId: string, raw: unknown): Promise<boolean> {
  const parsed = ZSavedSearchFilters.safeParse(raw);
  if (!parsed.success) return false;
  const filters = parsed.data;
  const test = async (tx: Db, fuzzy: boolean) => {
    const rows = await tx
      .select({ id: surfboards.id })
      .from(surfboards)
      .where(and(eq(surfboards.id, boardId), isPublicBoard, ...filterConditions(filters, fuzzy)))
      .limit(1);
    return rows.length > 0;
  };
  if (await test(db, false)) return true;
  // The list's second pass: when the exact text finds nothing, close trigram matches count.
  if (!filters.search || !searchWords(filters.search).some((w) => w.length >= 3)) return false;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY)}, true)`,
    );
    return test(tx as unknown as Db, true);
  });
}

export async function matchSavedSearches(db: Db, jobs: Jobs, boardId: string) {
  const [board] = await db
    .select({
      id: surfboards.id,
      title: surfboards.title,
      price: surfboards.price,
      sellerId: surfboards.sellerId,
    })
    .from(surfboards)
    .where(and(eq(surfboards.id, boardId), isPublicBoard));
  if (!board) return { notified: 0, reason: 'not public' };
  let notified = 0;
  let after = '';
  for (;;) {
    const batch = await db
      .select()
      .from(savedSearches)
      .where(gt(savedSearches.id, after))
      .orderBy(savedSearches.id)
      .limit(BATCH);
    if (!batch.length) break;
    after = batch.at(-1)!.id;
    for (const s of batch) {
      if (s.userId === board.sellerId) continue;
      if (!(await matches(db, boardId, s.filters))) continue;
      const created = await notify(db, jobs, {
        userId: s.userId,
        type: 'saved-search-match',
        title: `גלשן חדש לחיפוש "${s.name}"`,
        body: `${board.title} · ${formatPrice(board.price)}`,
        url: boardUrl(board.id),
        // One per user and board, however many of their searches match.
        dedupeKey: board.id,
      });
      if (created) notified += 1;
    }
  }
  return { notified };
}

export async function notifyPriceDrop(
  db: Db,
  jobs: Jobs,
  data: { boardId: string; oldPrice: number; newPrice: number },
) {
  if (data.newPrice >= data.oldPrice) return { notified: 0 };
  const [board] = await db
    .select({
      id: surfboards.id,
      title: surfboards.title,
      price: surfboards.price,
      sellerId: surfboards.sellerId,
    })
    .from(surfboards)
    .where(and(eq(surfboards.id, data.boardId), isPublicBoard));
  if (!board || board.price !== data.newPrice) return { notified: 0, reason: 'changed or hidden' };
  const likers = await db
    .select({ userId: surfboardLikes.userId })
    .from(surfboardLikes)
    .where(eq(surfboardLikes.surfboardId, board.id));
  let notified = 0;
  for (const { userId } of likers) {
    if (userId === board.sellerId) continue;
    const created = await notify(db, jobs, {
      userId,
      type: 'price-drop',
      title: 'ירידת מחיר בגלשן שאהבת',
      body: `${board.title}: ${formatPrice(data.oldPrice)} ← ${formatPrice(data.newPrice)}`,
      url: boardUrl(board.id),
      dedupeKey: `${board.id}:${data.newPrice}`,
    });
    if (created) notified += 1;
  }
  return { notified };
}
