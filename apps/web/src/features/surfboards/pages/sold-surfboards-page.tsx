import { formatDate, formatPrice } from '../../../i18n/he/format';
import { BoardCard } from '../../../components/boards/board-card';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useToast } from '../../../components/ui/toast';
import { surfboardsManageTexts } from '../../../i18n/he/surfboards-manage';
import {
  isGear,
  listingBase,
  useMyListings,
  type TOwnListing,
} from '../../../lib/queries/my-listings';
import { useBoardAction } from '../api/manage-boards';
import { gearPagePath } from '../lib/gear-route';
import { manageTextsFor } from '../lib/manage-texts';
import {
  BoardRowSkeleton,
  BoardsLoadError,
  useLoadErrorToast,
} from '../components/owner-board-list';

const t = surfboardsManageTexts;

/**
 * /profile/sold-surfboards: sold listings, boards and gear of every kind (issue 53), with badge,
 * sale date and price, and 'cancel sale' at each one's own address.
 */
export default function SoldSurfboardsPage() {
  const boards = useMyListings('sold');
  const action = useBoardAction();
  const toast = useToast();
  useLoadErrorToast(boards.error);

  async function cancelSale(listing: TOwnListing) {
    const words = manageTextsFor(listing).toasts;
    try {
      await action.mutateAsync({ type: 'unsold', id: listing._id, base: listingBase(listing) });
      toast.success(words.unsold);
    } catch {
      toast.error(words.unsoldError);
    }
  }

  return (
    <section aria-labelledby="sold-title">
      <h2 id="sold-title" className="mb-4 text-2xl font-bold text-slate-900">
        {t.lists.soldTitle}
      </h2>
      {boards.isPending ? (
        <BoardRowSkeleton />
      ) : boards.isError ? (
        <BoardsLoadError error={boards.error} onRetry={() => void boards.refetch()} />
      ) : boards.data.length === 0 ? (
        <EmptyState title={t.lists.emptySold} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {boards.data.map((board) => (
            <li key={board._id}>
              <BoardCard
                board={board}
                to={board.kind && isGear(board) ? gearPagePath(board.kind, board._id) : undefined}
                badge={
                  <span className="rounded-lg bg-emerald-700 px-2 py-1 text-xs font-bold text-white shadow">
                    {t.lists.soldBadge}
                  </span>
                }
                actions={
                  <div className="flex w-full flex-wrap items-center justify-between gap-2">
                    <div className="text-sm text-slate-700">
                      <p>{t.lists.soldOn(formatDate(board.soldStatus.soldDate))}</p>
                      {board.soldStatus.soldPrice !== null && (
                        <p>{t.lists.soldFor(formatPrice(board.soldStatus.soldPrice))}</p>
                      )}
                    </div>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={action.isPending}
                      onClick={() => void cancelSale(board)}
                      className="transition-opacity sm:opacity-0 sm:group-hover:opacity-100 sm:focus-visible:opacity-100"
                    >
                      {t.owner.cancelSale}
                    </Button>
                  </div>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
