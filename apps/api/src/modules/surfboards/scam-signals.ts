import { and, eq, ne } from 'drizzle-orm';
import type { TPriceEstimate, TPriceEstimateQuery } from '@galim/shared/surfboards/price-estimate';
import type { TBoardCondition } from '@galim/shared/surfboards/options';
import type { Db } from '../../db/client';
import { surfboards, type StoredImage } from '../../db/schema';
import { placeHold, type HoldKind } from '../holds/repo';
import { copiesOnOtherBoards, keepPhotoHashes } from '../images/hash-service';
import { COPY_DISTANCE } from '../images/photo-hash';
import type { PhotoHashes } from '../images/service';
import type { BoardRecord } from './repo';

// Signals that a board may be a scam, each holding it for a moderator (a held board is a
// pending board with open holds): a photo copied from another user's board, and a price far
// below what boards like it sell for. The buyer never sees why; the moderator sees the facts.

/** A board priced under this share of its estimate's median is held. */
export const LOW_PRICE_RATIO = 0.4;

/** Holds the board: the reason with its facts, and the board back in review if it was out. */
async function hold(db: Db, boardId: string, kind: HoldKind, details: Record<string, unknown>) {
  await db.transaction(async (tx) => {
    await placeHold(tx, boardId, kind, details);
    await tx
      .update(surfboards)
      .set({ moderationStatus: 'pending', moderatedAt: null })
      .where(and(eq(surfboards.id, boardId), ne(surfboards.moderationStatus, 'pending')));
  });
}

/** What the low-price check reads of a board. */
export type PricedBoard = Pick<
  BoardRecord,
  | 'id'
  | 'price'
  | 'categoryId'
  | 'brandId'
  | 'modelId'
  | 'technologyId'
  | 'condition'
  | 'volume'
  | 'length'
>;

export function createScamSignals(
  db: Db,
  estimate: (q: TPriceEstimateQuery) => Promise<TPriceEstimate>,
) {
  async function lowPrice(board: PricedBoard): Promise<Record<string, unknown> | null> {
    if (!board.categoryId) return null;
    const e = await estimate({
      category: board.categoryId,
      brand: board.brandId ?? undefined,
      model: board.modelId ?? undefined,
      technology: board.technologyId ?? undefined,
      condition: board.condition as TBoardCondition,
      volume: board.volume ?? undefined,
      length: board.length ?? undefined,
      exclude: board.id,
    });
    if (e.median === null || e.median <= 0) return null;
    const ratio = board.price / e.median;
    if (ratio >= LOW_PRICE_RATIO) return null;
    return {
      price: board.price,
      estimate: e.median,
      low: e.low,
      high: e.high,
      ratio: Math.round(ratio * 1000) / 1000,
      basedOn: e.basedOn,
      comparables: e.comparables,
    };
  }

  return {
    /**
     * Keeps the hashes of the board's new photos and holds the board when one of them is a copy
     * of a photo on another user's board (the same user's own photos are theirs to reuse).
     * True when held.
     */
    async checkPhotos(
      board: { id: string; sellerId: string },
      uploaded: StoredImage[],
      hashes: PhotoHashes,
    ): Promise<boolean> {
      const owner = { ownerId: board.sellerId, surfboardId: board.id };
      const photos = await keepPhotoHashes(db, owner, uploaded, hashes);
      const matches = await copiesOnOtherBoards(db, board.sellerId, photos);
      if (matches.length === 0) return false;
      await hold(db, board.id, 'copied_photo', {
        threshold: COPY_DISTANCE,
        otherBoardIds: [...new Set(matches.map((m) => m.otherBoardId))],
        matches,
      });
      return true;
    },

    /**
     * The facts when the board's price is under LOW_PRICE_RATIO of the estimate for boards like
     * it, only when the estimate has enough comparables to give figures; else null.
     */
    lowPrice,

    /** Holds the board when lowPrice finds its price suspicious. True when held. */
    async checkPrice(board: PricedBoard): Promise<boolean> {
      const details = await lowPrice(board);
      if (details) await hold(db, board.id, 'low_price', details);
      return details !== null;
    },
  };
}
export type ScamSignals = ReturnType<typeof createScamSignals>;
