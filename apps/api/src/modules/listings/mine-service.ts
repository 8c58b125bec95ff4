import type { Language } from '@galim/shared/i18n/languages';
import type { TListing } from '@galim/shared/listings/form';
import type { TMyListingsQuery } from '@galim/shared/listings/mine';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { serializeListing } from '../surfboards/serialize';
import { listSellerListings } from '../surfboards/repo';

/**
 * "My listings": the signed-in seller's own, of every kind (issue 53). Only ever their own: the
 * seller is the user asking, never a parameter, so no one else's listing can be asked for.
 */
export function createMyListings(db: Db) {
  return {
    async mine(user: AuthUser, query: TMyListingsQuery, language: Language): Promise<TListing[]> {
      const rows = await listSellerListings(db, user.id, query.status, query.kind);
      return rows.map((row) => serializeListing(row, user, language));
    },
  };
}
