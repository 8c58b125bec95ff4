import { daysLeft, daysSince, expiresSoon } from '@galim/shared/surfboards/expiry';
import { RenewListingButton } from '../../../components/boards/still-for-sale';
import { listingExpiryTexts } from '../../../i18n/he/listing-expiry';
import { listingBase, type TOwnListing } from '../../../lib/queries/my-listings';

const t = listingExpiryTexts;

/**
 * On the seller's card of a listing whose term ended or ends within 7 days (issue 55): when, and
 * its renewal. Nothing for one on sale for longer, sold or archived.
 */
export function ListingTerm({ board }: { board: TOwnListing }) {
  if (board.sold || board.archived || !(board.expired || expiresSoon(board.expiresAt))) {
    return null;
  }
  return (
    <div className="flex w-full flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 p-2 ring-1 ring-amber-200">
      <p className="text-sm font-medium text-amber-900">
        {board.expired
          ? t.endedAgo(daysSince(board.expiresAt))
          : t.endsIn(daysLeft(board.expiresAt))}
      </p>
      <RenewListingButton boardId={board._id} base={listingBase(board)} />
    </div>
  );
}
