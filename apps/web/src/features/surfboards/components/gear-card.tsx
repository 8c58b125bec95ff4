import { Link } from 'react-router';
import { imageSrcSet, imageUrl } from '@galim/shared/images';
import type { TListing } from '@galim/shared/listings/form';
import type { TListingKindInfo } from '@galim/shared/listings/schemas';
import { formatPrice } from '../../../i18n/he/format';
import { SurfboardIcon } from '../../../components/ui/icons';
import { shownAttributes } from '../lib/gear-values';

/** A listing of gear in its kind's list: photo, title, price and the attributes cards show. */
export function GearCard({
  listing,
  info,
  to,
  priority = false,
}: {
  listing: TListing;
  info: TListingKindInfo;
  /** The listing's page. */
  to: string;
  priority?: boolean;
}) {
  const image = listing.mainImage;
  const shown = shownAttributes(info, listing.attributes, 'card');
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-md">
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
        {image ? (
          <img
            src={imageUrl(image, 800)}
            srcSet={imageSrcSet(image)}
            sizes="(max-width: 1024px) 50vw, 33vw"
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            width={image.width}
            height={image.height}
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-slate-400">
            <SurfboardIcon className="size-16" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-2.5 sm:p-4">
        <h3 dir="auto" className="text-base font-bold text-slate-900 text-match-parent sm:text-lg">
          <Link to={to} className="line-clamp-2 min-h-6 break-words after:absolute after:inset-0">
            <bdi>{listing.title}</bdi>
          </Link>
        </h3>
        <p className="text-lg font-extrabold text-sky-800 sm:text-xl">
          {formatPrice(listing.price)}
        </p>
        {shown.length > 0 && (
          <dl className="flex flex-wrap gap-1.5 text-xs sm:text-sm">
            {shown.map(({ key, label, text }) => (
              <div key={key} className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">
                <dt className="sr-only">{label}</dt>
                <dd>
                  <bdi>{text}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        )}
        <p className="mt-auto truncate pt-1 text-xs text-slate-600">
          <bdi>{listing.locationText}</bdi>
        </p>
      </div>
    </article>
  );
}
