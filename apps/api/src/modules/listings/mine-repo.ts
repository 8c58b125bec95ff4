import { and, desc, eq } from 'drizzle-orm';
import type { TMyBoardStatus } from '@galim/shared/surfboards/form';
import type { TListingKind } from '@galim/shared/listings/kinds';
import type { Db } from '../../db/client';
import { surfboards } from '../../db/schema';
import { selectBoards } from '../surfboards/repo';

/** What each of the seller's lists holds, as the board's own lists (surfboards/owner-repo.ts). */
const STATUS_FILTER = {
  active: and(eq(surfboards.archived, false), eq(surfboards.isSold, false)),
  archived: eq(surfboards.archived, true),
  sold: and(eq(surfboards.isSold, true), eq(surfboards.archived, false)),
  all: undefined,
} satisfies Record<TMyBoardStatus, unknown>;

/**
 * The seller's listings of every kind, or of one, in every review state: newest first (sold
 * ones by their sale's date), as the board's own list orders them.
 */
export function listSellerListings(
  db: Db,
  sellerId: string,
  status: TMyBoardStatus,
  kind: TListingKind | undefined,
) {
  return selectBoards(db)
    .where(
      and(
        eq(surfboards.sellerId, sellerId),
        kind ? eq(surfboards.kind, kind) : undefined,
        STATUS_FILTER[status],
      ),
    )
    .orderBy(
      status === 'sold' ? desc(surfboards.soldDate) : desc(surfboards.createdAt),
      desc(surfboards.id),
    )
    .limit(500);
}
