import { Link, useNavigate, useParams } from 'react-router';
import type { TListing } from '@galim/shared/listings/form';
import type { TListingKindInfo } from '@galim/shared/listings/schemas';
import { formatPrice } from '../../../i18n/he/format';
import { boardOptionsTexts } from '../../../i18n/he/board-options';
import { gearPagesTexts } from '../../../i18n/he/gear-pages';
import { listingExpiryTexts } from '../../../i18n/he/listing-expiry';
import { commonTexts, notFoundTexts } from '../../../i18n/he/shell';
import { ApiError } from '../../../lib/api';
import { isConnectionError } from '../../../lib/connection';
import { useDocumentTitle } from '../../../lib/document-title';
import { useListing, useListingKind } from '../../../lib/queries/listings';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ARROWS } from '../../../components/ui/arrows';
import { useSafeDeal } from '../../../components/safe-deal/use-safe-deal';
import { useAuth } from '../../../lib/auth/auth-context';
import { NeedsConnection } from '../../../components/ui/needs-connection';
import { Skeleton } from '../../../components/ui/skeleton';
import { BoardGallery } from '../components/board-gallery';
import { GearContact } from '../components/gear-detail-contact';
import { GearHeader } from '../components/gear-detail-header';
import { GearStatusNotice } from '../components/gear-detail-notice';
import { ListingSafeDeal } from '../components/listing-page-parts';
import { gearListPath, useRouteKind } from '../lib/gear-route';
import { shownAttributes } from '../lib/gear-values';
import { GearFitNote } from '../components/gear-fit';
import { isFitKind } from '../lib/gear-fit';

const t = gearPagesTexts;

function PageLoading() {
  return (
    <div role="status" className="grid gap-8 py-6 lg:grid-cols-[3fr_2fr]">
      <span className="sr-only">{commonTexts.loading}</span>
      <Skeleton className="aspect-[4/3] w-full rounded-2xl" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/** /wetsuits/{id}, /חליפות/{id}…: one listing of gear, with its kind's attributes. */
export default function GearDetailPage() {
  const { id = '' } = useParams();
  const kind = useRouteKind();
  const query = useListing(id);
  const kinds = useListingKind(query.data?.kind ?? kind);
  const listing = query.data;
  const missing =
    !kind ||
    (query.isError && query.error instanceof ApiError && query.error.status === 404) ||
    (listing && listing.kind !== kind);
  // The same title as the server writes into the page (and its share tags), as a board's.
  useDocumentTitle(
    missing
      ? notFoundTexts.title
      : listing
        ? `${listing.sold ? `${t.sold}: ` : listing.expired ? `${listingExpiryTexts.titlePrefix}: ` : ''}${listing.title} – ${formatPrice(listing.price)}`
        : kinds.info?.label,
  );

  if (missing) {
    return (
      <section className="py-10">
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <h1 className="text-xl font-bold text-slate-800">{notFoundTexts.title}</h1>
          <p className="text-slate-600">{notFoundTexts.text}</p>
          {kind && (
            <Link to={gearListPath(kind)} className={buttonClasses('secondary')}>
              {t.back}
            </Link>
          )}
        </div>
      </section>
    );
  }
  if (query.isError || kinds.isError) {
    const retry = () => void Promise.all([query.refetch(), kinds.refetch()]);
    return (
      <section className="py-10">
        {isConnectionError(query.error ?? kinds.error) ? (
          <NeedsConnection level={1} onRetry={retry} />
        ) : (
          <p role="alert" className="text-center text-slate-700">
            {t.loadError}
          </p>
        )}
      </section>
    );
  }
  if (!listing || !kinds.info) return <PageLoading />;
  return <Listing listing={listing} info={kinds.info} />;
}

function Listing({ listing, info }: { listing: TListing; info: TListingKindInfo }) {
  const navigate = useNavigate();
  const safeDeal = useSafeDeal();
  const { user } = useAuth();
  const own = user?._id === listing.seller._id;
  const shown = shownAttributes(info, listing.attributes, 'page');
  return (
    <article className="py-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Breadcrumb
          items={[
            { label: commonTexts.home, to: '/' },
            { label: info.labelMany, to: gearListPath(info.kind) },
            { label: listing.title, written: true },
          ]}
        />
        <Button
          variant="ghost"
          onClick={() =>
            window.history.length > 1 ? void navigate(-1) : void navigate(gearListPath(info.kind))
          }
        >
          {ARROWS.back} {t.goBack}
        </Button>
      </div>
      <GearStatusNotice listing={listing} info={info} own={own} />
      <div className="mt-4 grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
        <BoardGallery images={listing.images} coverIndex={listing.coverIndex} alt={listing.title} />
        <div className="space-y-6">
          <GearHeader listing={listing} info={info} />
          {!listing.sold && isFitKind(listing.kind) && (
            <GearFitNote kind={listing.kind} attributes={listing.attributes} />
          )}
          <GearContact listing={listing} own={own} safeDeal={safeDeal} />
          <section aria-labelledby="gear-details">
            <h2 id="gear-details" className="mb-3 text-lg font-bold text-slate-900">
              {t.details}
            </h2>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {[
                ...shown,
                {
                  key: 'condition',
                  label: t.condition,
                  text: boardOptionsTexts.condition[listing.condition],
                },
                { key: 'place', label: t.place, text: listing.locationText },
              ]
                .filter((row) => row.text)
                .map(({ key, label, text }) => (
                  <div
                    key={key}
                    className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
                  >
                    <dt className="text-sm text-slate-600">{label}</dt>
                    <dd className="mt-1 font-bold text-slate-900">
                      <bdi>{text}</bdi>
                    </dd>
                  </div>
                ))}
            </dl>
          </section>
          <section aria-labelledby="gear-description">
            <h2 id="gear-description" className="mb-2 text-lg font-bold text-slate-900">
              {t.description}
            </h2>
            <p className="whitespace-pre-line text-slate-800" dir="auto">
              {listing.description || t.noDescription}
            </p>
          </section>
        </div>
      </div>
      <ListingSafeDeal listing={listing} safeDeal={safeDeal} />
    </article>
  );
}
