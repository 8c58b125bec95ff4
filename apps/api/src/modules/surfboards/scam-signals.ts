import { and, eq, ne } from 'drizzle-orm';
import type { TPriceEstimate, TPriceEstimateQuery } from '@galim/shared/surfboards/price-estimate';
import type { TBoardCondition } from '@galim/shared/surfboards/options';
import type { Db } from '../../db/client';
import { surfboards, type StoredImage } from '../../db/schema';
import { placeHold, type HoldKind } from '../holds/repo';
import { copiesOnOtherBoards, hashedPhotos, keepHashesOf } from '../images/hash-service';
import { COPY_DISTANCE } from '../images/photo-hash';
import type { PhotoHashes } from '../images/service';
import type { BoardRecord } from './repo';
import { stopClock } from './expiry-clock';

// Signals that a board may be a scam, each holding it for a moderator (a held board is a
// pending board with open holds): a photo copied from another user's board, and a price far
// below what boards like it sell for. The buyer never sees why; the moderator sees the facts.

/** A board priced under this share of its estimate's median is held. */
export const LOW_PRICE_RATIO = 0.4;

/** A hold to place on a board: why, with the facts the moderator sees. */
export interface SignalHold {
  kind: HoldKind;
  details: Record<string, unknown>;
}

/**
 * What the checks found of a board, to be written in the transaction that writes the board
 * (recordFindings): the hashes of its new photos, and the holds it gets.
 */
export interface Findings {
  photos: { key: string; hash: bigint }[];
  holds: SignalHold[];
}

/**
 * Writes what the checks found, with the board's own row in the same transaction `tx`: a board
 * is never written without the reason a moderator should look at it. A held board is (back) in
 * review.
 */
export async function recordFindings(
  tx: Db,
  board: { id: string; sellerId: string },
  ...findings: Findings[]
): Promise<void> {
  const photos = findings.flatMap((f) => f.photos);
  await keepHashesOf(tx, { ownerId: board.sellerId, surfboardId: board.id }, photos);
  for (const { kind, details } of findings.flatMap((f) => f.holds)) {
    await placeHold(tx, board.id, kind, details);
    await tx
      .update(surfboards)
      .set({ moderationStatus: 'pending', moderatedAt: null, ...stopClock })
      .where(and(eq(surfboards.id, board.id), ne(surfboards.moderationStatus, 'pending')));
  }
}

/** What the low-price check reads of a board (a new one has no id yet). */
export type PricedBoard = Partial<Pick<BoardRecord, 'id'>> &
  Pick<
    BoardRecord,
    | 'price'
    | 'categoryId'
    | 'brandId'
    | 'modelId'
    | 'technologyId'
    | 'condition'
    | 'volume'
    | 'length'
  >;

/**
 * The moderator's facts when `price` is under LOW_PRICE_RATIO of the estimate's median (only when
 * the estimate has enough comparables to give figures); else null. Boards and gear alike.
 */
export function lowPriceFacts(price: number, e: TPriceEstimate): Record<string, unknown> | null {
  if (e.median === null || e.median <= 0) return null;
  const ratio = price / e.median;
  if (ratio >= LOW_PRICE_RATIO) return null;
  return {
    price,
    estimate: e.median,
    low: e.low,
    high: e.high,
    ratio: Math.round(ratio * 1000) / 1000,
    basedOn: e.basedOn,
    comparables: e.comparables,
  };
}

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
    return lowPriceFacts(board.price, e);
  }

  return {
    /**
     * The board's new photos to keep the hashes of, and a `copied_photo` hold when one of them
     * is a copy of a photo on another user's board (the same user's own photos are theirs to
     * reuse). Reads only: recordFindings writes it.
     */
    async checkPhotos(
      sellerId: string,
      uploaded: StoredImage[],
      hashes: PhotoHashes,
    ): Promise<Findings> {
      const photos = hashedPhotos(uploaded, hashes);
      const matches = await copiesOnOtherBoards(db, sellerId, photos);
      if (matches.length === 0) return { photos, holds: [] };
      const details = {
        threshold: COPY_DISTANCE,
        otherBoardIds: [...new Set(matches.map((m) => m.otherBoardId))],
        matches,
      };
      return { photos, holds: [{ kind: 'copied_photo', details }] };
    },

    /**
     * The facts when the board's price is under LOW_PRICE_RATIO of the estimate for boards like
     * it, only when the estimate has enough comparables to give figures; else null.
     */
    lowPrice,

    /** A `low_price` hold when lowPrice finds the board's price suspicious. Reads only. */
    async checkPrice(board: PricedBoard): Promise<Findings> {
      const details = await lowPrice(board);
      return { photos: [], holds: details ? [{ kind: 'low_price', details }] : [] };
    },
  };
}
export type ScamSignals = ReturnType<typeof createScamSignals>;
