import { Link } from 'react-router';
import type { TListing } from '@galim/shared/listings/form';
import type { TListingKindInfo } from '@galim/shared/listings/schemas';
import { inState, PUBLIC_BOARD_STATE } from '@galim/shared/surfboards/visibility';
import { RenewListingButton } from '../../../components/boards/still-for-sale';
import { buttonClasses } from '../../../components/ui/button';
import { boardOptionsTexts } from '../../../i18n/he/board-options';
import { formatDate } from '../../../i18n/he/format';
import { gearPagesTexts } from '../../../i18n/he/gear-pages';
import { listingExpiryTexts } from '../../../i18n/he/listing-expiry';
import { listingBase } from '../../../lib/queries/my-listings';
import { gearListPath } from '../lib/gear-route';

const t = gearPagesTexts;

/**
 * Above a listing's page, as above a board's: sold (with others of its kind), expired (a
 * visitor reads so and finds others of its kind; its seller renews it here), or not public yet.
 */
export function GearStatusNotice({
  listing,
  info,
  own,
}: {
  listing: TListing;
  info: TListingKindInfo;
  own: boolean;
}) {
  const similar = (
    <Link to={gearListPath(info.kind)} className={buttonClasses('secondary', 'sm')}>
      {t.similar(info.labelMany)}
    </Link>
  );
  if (listing.sold) {
    const soldDate = listing.soldStatus.soldDate;
    return (
      <div
        role="status"
        className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-800 p-4 text-white"
      >
        <p className="flex flex-wrap items-center gap-3">
          <span className="rounded-full bg-red-600 px-3 py-1 font-bold">{t.sold}</span>
          {soldDate && <span>{t.soldOn(formatDate(soldDate))}</span>}
          <span>{t.soldNote}</span>
        </p>
        {similar}
      </div>
    );
  }
  if (listing.expired && own) {
    return (
      <div
        role="status"
        className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200"
      >
        <p>{listingExpiryTexts.ownerNote}</p>
        <RenewListingButton boardId={listing._id} base={listingBase(listing)} />
      </div>
    );
  }
  if (listing.expired) {
    return (
      <div role="status" className="mt-3 space-y-3 rounded-xl bg-slate-800 p-4 text-white">
        <p className="flex flex-wrap items-center gap-3">
          <span className="rounded-full bg-amber-300 px-3 py-1 font-bold text-slate-950">
            {t.expired}
          </span>
          <span>{t.expiredNote}</span>
        </p>
        {similar}
      </div>
    );
  }
  if (inState(listing, PUBLIC_BOARD_STATE)) return null;
  return (
    <p className="mt-3 rounded-xl bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200">
      {t.notPublic} ({boardOptionsTexts.moderationStatus[listing.moderationStatus]})
    </p>
  );
}
