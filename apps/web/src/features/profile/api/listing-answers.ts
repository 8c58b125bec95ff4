import type { TListingBase } from '../../../lib/queries/my-listings';

/**
 * Where a "still for sale?" notice's answers are sent: the notice names no kind, and the listing
 * addresses answer for every kind, boards included (a board's own refuse a wetsuit; issue 53).
 */
export const ANSWERS_OF_ANY_KIND: TListingBase = '/api/listings';
