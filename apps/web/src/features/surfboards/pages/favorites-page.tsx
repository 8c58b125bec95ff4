import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
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
import { useFavorites, useToggleLike } from '../../../lib/queries/board-likes';

const t = favoritesTexts;

/** /profile/favorites: the boards and services the user liked; refetched when the tab comes back. */
export default function ProfileFavoritesPage() {
  const favorites = useFavorites();
  const likedServices = useQuery(likedServicesQuery());
  const services = likedServices.data?.services ?? [];
  const unlike = useToggleLike();
  const toast = useToast();
  const { refetch } = favorites;

  // TanStack Query refetches on tab visibility; a window regaining focus counts too.
  const { refetch: refetchServices } = likedServices;
  useEffect(() => {
    const onFocus = () => {
      void refetch();
      void refetchServices();
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch, refetchServices]);

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
        <div className="mt-4">
          <EmptyState
            title={t.empty}
            text={t.emptyText}
            action={<ButtonLink to="/surfboards">{t.browse}</ButtonLink>}
          />
        </div>
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
                  // A sold or expired board stays with those who liked it, marked so.
                  badge={
                    board.sold || board.expired ? (
                      <span className="rounded-lg bg-slate-900 px-2 py-1 text-xs font-bold text-white shadow">
                        {board.sold ? boardDetailTexts.sold : listingExpiryTexts.expiredBadge}
                      </span>
                    ) : undefined
                  }
                  actions={
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-rose-700 hover:bg-rose-50"
                      disabled={unlike.isPending && unlike.variables?.id === board._id}
                      onClick={() =>
                        unlike.mutate(
                          { id: board._id, like: false },
                          { onError: () => toast.error(boardLikesTexts.failed) },
                        )
                      }
                    >
                      {boardLikesTexts.remove}
                    </Button>
                  }
                />
              </li>
            ))}
          </ul>
        </>
      )}
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
