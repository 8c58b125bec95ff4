import { z } from 'zod';
import { MY_BOARD_STATUSES } from '../surfboards/form';
import { ZListing } from './form';
import { LISTING_KINDS } from './kinds';

/**
 * The seller's own listings of every kind, or of one (GET /api/listings/mine?status=&kind=):
 * the board's "mine" list with each item's kind and facts (issue 53).
 */
export const ZMyListingsQuery = z.object({
  status: z.enum(MY_BOARD_STATUSES).default('active'),
  kind: z.enum(LISTING_KINDS).optional(),
});
export type TMyListingsQuery = z.output<typeof ZMyListingsQuery>;
export const ZMyListings = z.array(ZListing);
