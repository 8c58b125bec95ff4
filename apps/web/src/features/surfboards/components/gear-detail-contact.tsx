import { Link } from 'react-router';
import type { TListing } from '@galim/shared/listings/form';
import { inState, PUBLIC_BOARD_STATE } from '@galim/shared/surfboards/visibility';
import type { useSafeDeal } from '../../../components/safe-deal/use-safe-deal';
import { buttonClasses } from '../../../components/ui/button';
import { conversationsTexts } from '../../../i18n/he/conversations';
import { gearPagesTexts } from '../../../i18n/he/gear-pages';
import { SellerFactsAndAdvice } from './listing-page-parts';
import { MessageSeller } from './message-seller';
import { SellerContact } from './seller-contact';

const t = gearPagesTexts;

/**
 * The seller's side of a listing's page, as a board's: the facts Galim records about the seller
 * and the safe-deal advice; then, while it is for sale, the message to the seller, contact
 * outside Galim ("show contact details") and a report of the listing. Its own seller reads
 * instead where buyers' messages arrive and where the listing is managed ("my listings").
 */
export function GearContact({
  listing,
  own,
  safeDeal,
}: {
  listing: TListing;
  own: boolean;
  safeDeal: ReturnType<typeof useSafeDeal>;
}) {
  const forSale = !listing.sold && !listing.expired;
  const isPublic = forSale && inState(listing, PUBLIC_BOARD_STATE);
  return (
    <>
      <SellerFactsAndAdvice seller={listing.seller} safeDeal={safeDeal} />
      {own ? (
        <OwnListing listing={listing} />
      ) : (
        forSale && (
          <>
            {isPublic && (
              <MessageSeller
                boardId={listing._id}
                sellerId={listing.seller._id}
                kind={listing.kind}
                onSent={safeDeal.adviseOnce}
              />
            )}
            <SellerContact board={listing} kind={listing.kind} safeDeal={safeDeal} />
          </>
        )
      )}
    </>
  );
}

function OwnListing({ listing }: { listing: TListing }) {
  const words = conversationsTexts.board;
  return (
    <section aria-labelledby="own-listing-title" className="space-y-3">
      <h2 id="own-listing-title" className="text-lg font-bold text-slate-900">
        {t.own.title}
      </h2>
      <p className="text-slate-700">
        {words.ownBoard(listing.kind)}{' '}
        <Link to="/profile/messages" className="font-medium text-sky-800 underline">
          {words.ownBoardLink}
        </Link>
      </p>
      <Link
        to={`/profile/my-surfboards?kind=${listing.kind}`}
        className={buttonClasses('secondary')}
      >
        {t.own.manage}
      </Link>
    </section>
  );
}
