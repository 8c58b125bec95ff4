import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TListing } from '@galim/shared/listings/form';
import type { TListingKind } from '@galim/shared/listings/kinds';
import type { TMyBoardStatus } from '@galim/shared/surfboards/form';
import type { TSurfboard } from '@galim/shared/surfboards/schemas';
import { apiOrThrow } from '../api';

// "My listings": the seller's own, boards and gear of every kind (issue 53), and where each
// one's lifecycle is addressed. Keys under ['surfboards', 'mine'], so whatever refreshes the
// seller's boards (a sale, an archive, an edit) refreshes these too.

export const myListingsKeys = {
  mine: (status: TMyBoardStatus, kind?: TListingKind) =>
    ['surfboards', 'mine', 'listings', status, kind ?? 'every'] as const,
};

export const myListingsQuery = (
  status: TMyBoardStatus,
  { kind, enabled = true }: { kind?: TListingKind; enabled?: boolean } = {},
) =>
  queryOptions({
    queryKey: myListingsKeys.mine(status, kind),
    queryFn: ({ signal }) =>
      apiOrThrow<TListing[]>('/api/listings/mine', { query: { status, kind }, signal }),
    enabled,
  });

export const useMyListings = (
  status: TMyBoardStatus,
  options: { kind?: TListingKind; enabled?: boolean } = {},
) => useQuery(myListingsQuery(status, options));

/** The API's addresses of a listing's lifecycle: a board's own, or every kind's. */
export type TListingBase = '/api/surfboards' | '/api/listings';

/** A listing of gear, not a board (a board's answer has no kind, or the kind `board`). */
export const isGear = (item: { kind?: TListingKind }) =>
  item.kind !== undefined && item.kind !== 'board';

/** Where a listing's sale, archive, renewal and deletion are sent. */
export const listingBase = (item: { kind?: TListingKind }): TListingBase =>
  isGear(item) ? '/api/listings' : '/api/surfboards';

/** One of the seller's listings as their lists hold it: a board, or gear with its kind. */
export type TOwnListing = TSurfboard & Partial<Pick<TListing, 'kind' | 'attributes'>>;

/** Whether a lifecycle's address is gear's (a board's when left out). */
export const isGearBase = (base: TListingBase | undefined) => base === '/api/listings';
