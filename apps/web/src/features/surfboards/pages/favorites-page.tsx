import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TListing } from '@galim/shared/listings/form';
import { ServiceCard } from '../../../components/services/service-card';
import { likedServicesQuery } from '../../../lib/queries/services';
import { BoardCard } from '../../../components/boards/board-card';
import { BoardGridSkeleton } from '../../../components/boards/board-results';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useToast } from '../../../components/ui/toast';
import { commonTexts } from '../../../i18n/he/shell';
import { surfboardsTexts } from '../../../i18n/he/surfboards';
import { boardDetailTexts } from '../../../i18n/he/board-detail';
import { listingExpiryTexts } from '../../../i18n/he/listing-expiry';
import { boardLikesTexts } from '../../../i18n/he/board-likes';
import { favoritesTexts } from '../../../i18n/he/favorites';
import { useFavorites, useListingFavorites, useToggleLike } from '../../../lib/queries/board-likes';
import { listingKindsQuery } from '../../../lib/queries/listings';
import { GearCard } from '../components/gear-card';
import { gearPagePath } from '../lib/gear-route';

const t = favoritesTexts;

/** A sold or expired listing stays with those who liked it, marked so. */
function EndedBadge({ listing }: { listing: { sold?: boolean; expired?: boolean } }) {
  if (!listing.sold && !listing.expired) return null;
  return (
    <span className="rounded-lg bg-slate-900 px-2 py-1 text-xs font-bold text-white shadow">
      {listing.sold ? boardDetailTexts.sold : listingExpiryTexts.expiredBadge}
    </span>
  );
}

/** "הסרה מהמועדפים" under a liked board or piece of gear. */
function UnlikeButton({ listing }: { listing: Pick<TListing, '_id'> & Partial<TListing> }) {
  const unlike = useToggleLike();
  const toast = useToast();
  return (
    <Button
      variant="ghost"
      size="sm"
      className="text-rose-700 hover:bg-rose-50"
      disabled={unlike.isPending}
      onClick={() =>
        unlike.mutate(
          { id: listing._id, like: false, kind: listing.kind },
          { onError: () => toast.error(boardLikesTexts.failed) },
        )
      }
    >
      {boardLikesTexts.remove}
    </Button>
  );
}

/**
 * /profile/favorites: the boards, the gear of every other kind (issue 53) and the services the
 * user liked; refetched when the tab comes back.
 */
export default function ProfileFavoritesPage() {
  const favorites = useFavorites();
  const listings = useListingFavorites();
  const gear = (listings.data?.listings ?? []).filter((l) => l.kind !== 'board');
  const likedServices = useQuery(likedServicesQuery());
  const services = likedServices.data?.services ?? [];
  const { refetch } = favorites;

  // TanStack Query refetches on tab visibility; a window regaining focus counts too.
  const { refetch: refetchServices } = likedServices;
  const { refetch: refetchGear } = listings;
  useEffect(() => {
    const onFocus = () => {
      void refetch();
      void refetchGear();
      void refetchServices();
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch, refetchGear, refetchServices]);

  return (
    <section>
      <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
      {favorites.isPending ? (
        <div className="mt-4" role="status">
          <span className="sr-only">{commonTexts.loading}</span>
          <BoardGridSkeleton count={3} />
        </div>
      ) : favorites.isError ? (
        <div className="mt-4">
          <EmptyState
            title={surfboardsTexts.loadError(favorites.error.message)}
            action={
              <Button variant="secondary" onClick={() => void refetch()}>
                {surfboardsTexts.refresh}
              </Button>
            }
          />
        </div>
      ) : favorites.data.total === 0 ? (
        // Liked gear alone is no empty page: the gear's section says what there is.
        gear.length === 0 &&
        !listings.isPending && (
          <div className="mt-4">
            <EmptyState
              title={t.empty}
              text={t.emptyText}
              action={<ButtonLink to="/surfboards">{t.browse}</ButtonLink>}
            />
          </div>
        )
      ) : (
        <>
          <p className="mt-1 text-slate-600" role="status">
            {t.count(favorites.data.total)}
          </p>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {favorites.data.boards.map((board) => (
              <li key={board._id}>
                <BoardCard
                  board={board}
                  badge={<EndedBadge listing={board} />}
                  actions={<UnlikeButton listing={board} />}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {gear.length > 0 && <LikedGear gear={gear} />}
      {services.length > 0 && (
        <section aria-labelledby="liked-services" className="mt-10">
          <h2 id="liked-services" className="text-xl font-bold text-slate-900">
            {t.servicesTitle}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {services.map((service) => (
              <li key={service._id}>
                <ServiceCard service={service} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}

/** Liked wetsuits, fins, leashes…: each card with its kind's facts, linking to its page. */
function LikedGear({ gear }: { gear: TListing[] }) {
  const kinds = useQuery(listingKindsQuery());
  return (
    <section aria-labelledby="liked-gear" className="mt-10">
      <h2 id="liked-gear" className="text-xl font-bold text-slate-900">
        {t.gearTitle}
      </h2>
      <p className="mt-1 text-slate-600">{t.gearCount(gear.length)}</p>
      {kinds.isPending ? (
        <div className="mt-4">
          <BoardGridSkeleton count={Math.min(gear.length, 3)} />
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {gear.map((listing) => {
            const info = kinds.data?.kinds.find((k) => k.kind === listing.kind);
            return (
              <li key={listing._id} className="flex flex-col gap-2">
                {info ? (
                  <GearCard
                    listing={listing}
                    info={info}
                    to={gearPagePath(listing.kind, listing._id)}
                  />
                ) : (
                  // The kinds' words did not come: the card without its kind's facts.
                  <BoardCard board={listing} to={gearPagePath(listing.kind, listing._id)} />
                )}
                <div className="flex items-center justify-between gap-2">
                  <EndedBadge listing={listing} />
                  <UnlikeButton listing={listing} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
