import { Link } from 'react-router';
import type { TListing } from '@galim/shared/listings/form';
import type { TListingKindInfo } from '@galim/shared/listings/schemas';
import { isReserved } from '@galim/shared/conversations/limits';
import { BoardLikeButton } from '../../../components/boards/like-button';
import { ShareButton } from '../../../components/ui/share-button';
import { boardOptionsTexts } from '../../../i18n/he/board-options';
import { formatDate, formatPrice } from '../../../i18n/he/format';
import { gearPagesTexts } from '../../../i18n/he/gear-pages';
import { reservationTexts } from '../../../i18n/he/reservation';
import { shareTexts } from '../../../i18n/he/share';
import { GearPriceBadge } from './gear-detail-price';
import { Badge } from './listing-page-parts';
import { PriceDropNote } from './price-drop-note';

const t = gearPagesTexts;

/**
 * The head of a listing's page, as a board's: reserved, condition and seller type; the title and
 * price with share and the like button and its count (not on a sold or expired one); a price
 * drop, and the price against its kind's sales; the seller and the date.
 */
export function GearHeader({ listing, info }: { listing: TListing; info: TListingKindInfo }) {
  const { sold, seller } = listing;
  const expired = listing.expired && !sold;
  const sellerName =
    [seller.firstName, seller.lastName].filter(Boolean).join(' ') || seller.displayName;
  return (
    <header className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {!sold && isReserved(listing.reservedUntil) && (
          <Badge tone="emerald">
            {listing.reservedForMe ? reservationTexts.forYou : reservationTexts.badge}
          </Badge>
        )}
        <Badge tone="sky">{boardOptionsTexts.condition[listing.condition]}</Badge>
        <Badge tone={listing.sellerType === 'private' ? 'slate' : 'amber'}>
          {boardOptionsTexts.sellerType[listing.sellerType]}
        </Badge>
      </div>
      <h1 className="text-3xl font-extrabold text-slate-900">
        <bdi>{listing.title}</bdi>
      </h1>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p
          className={`text-3xl font-extrabold ${sold ? 'text-slate-500 line-through' : 'text-sky-800'}`}
        >
          {formatPrice(listing.price)}
        </p>
        <div className="flex items-center gap-2">
          <ShareButton
            title={listing.title}
            text={shareTexts.board(listing.title, formatPrice(listing.price))}
          />
          {!sold && !expired && (
            <BoardLikeButton
              variant="page"
              boardId={listing._id}
              kind={listing.kind}
              count={listing.favoriteCount}
            />
          )}
        </div>
      </div>
      {!sold && <PriceDropNote history={listing.priceHistory} />}
      {!sold && <GearPriceBadge listing={listing} info={info} />}
      <p className="text-sm text-slate-600">
        {t.seller}:{' '}
        {seller.slug ? (
          <Link to={`/u/${seller.slug}`} className="font-medium text-sky-800 underline">
            <bdi>{sellerName}</bdi>
          </Link>
        ) : (
          <bdi>{sellerName}</bdi>
        )}{' '}
        · {t.publishedOn(formatDate(listing.createdAt))}
      </p>
    </header>
  );
}
