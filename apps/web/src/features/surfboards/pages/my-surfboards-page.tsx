import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { surfboardsManageTexts } from '../../../i18n/he/surfboards-manage';
import { listingExpiryTexts } from '../../../i18n/he/listing-expiry';
import { useMyBoards } from '../api/manage-boards';
import { BoardFormModal } from '../components/board-form-modal';
import {
  BoardRowSkeleton,
  BoardsLoadError,
  OwnerBoardList,
  useLoadErrorToast,
} from '../components/owner-board-list';
import { StillForSaleCard } from '../components/still-for-sale-card';
import { STILL_FOR_SALE_PARAM } from '@galim/shared/surfboards/expiry';

const t = surfboardsManageTexts;

/**
 * /profile/my-surfboards (active boards, a horizontal row, then the expired ones) and
 * /profile/archived. `?still={id}` (the "still for sale?" reminder's address) puts that board's
 * three answers on top.
 */
export default function MySurfboardsPage() {
  const archived = useLocation().pathname.replace(/\/$/, '').endsWith('/archived');
  const boards = useMyBoards(archived ? 'archived' : 'active');
  const [adding, setAdding] = useState(false);
  const stillId = useSearchParams()[0].get(STILL_FOR_SALE_PARAM);
  // Expired listings (issue 55) wait under their own heading, each with its renewal.
  const shown = boards.data ?? [];
  const live = archived ? shown : shown.filter((b) => !b.expired);
  const expired = archived ? [] : shown.filter((b) => b.expired);
  useLoadErrorToast(boards.error);
  // No active boards: are there archived or sold ones? Then "you never published" is untrue.
  const noActive = !archived && boards.data?.length === 0;
  const all = useMyBoards('all', { enabled: noActive });
  const archivedCount = all.data?.filter((b) => b.archived).length ?? 0;
  const soldCount = all.data?.filter((b) => b.sold && !b.archived).length ?? 0;

  return (
    <section aria-labelledby="my-boards-title">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="my-boards-title" className="text-2xl font-bold text-slate-900">
            {archived ? t.lists.archivedTitle : t.lists.myTitle}
          </h2>
          <p className="text-slate-600">{archived ? t.lists.archivedText : t.lists.myText}</p>
        </div>
        {!archived && <Button onClick={() => setAdding(true)}>+ {t.lists.add}</Button>}
      </div>
      {!archived && stillId && boards.data && (
        <StillForSaleCard board={boards.data.find((b) => b._id === stillId)} />
      )}
      {live.length > 0 && (
        <p className="mb-2 text-sm text-slate-600">{t.lists.count(live.length)}</p>
      )}
      {boards.isPending ? (
        <BoardRowSkeleton />
      ) : boards.isError ? (
        <BoardsLoadError error={boards.error} onRetry={() => void boards.refetch()} />
      ) : boards.data.length === 0 ? (
        archived ? (
          <EmptyState title={t.lists.emptyArchived} />
        ) : all.isPending ? (
          <BoardRowSkeleton />
        ) : archivedCount + soldCount > 0 ? (
          <EmptyState
            title={t.lists.emptyActive}
            text={t.lists.emptyActiveText(archivedCount, soldCount)}
            action={
              <div className="flex flex-wrap justify-center gap-2">
                {archivedCount > 0 && (
                  <ButtonLink to="/profile/archived">{t.lists.toArchive}</ButtonLink>
                )}
                {soldCount > 0 && (
                  <ButtonLink to="/profile/sold-surfboards" variant="secondary">
                    {t.lists.toSold}
                  </ButtonLink>
                )}
                <Button variant="secondary" onClick={() => setAdding(true)}>
                  {t.lists.uploadNew}
                </Button>
              </div>
            }
          />
        ) : (
          <EmptyState
            title={t.lists.emptyMy}
            text={t.lists.emptyMyText}
            action={<Button onClick={() => setAdding(true)}>{t.lists.uploadFirst}</Button>}
          />
        )
      ) : (
        <>
          {live.length > 0 && <OwnerBoardList boards={live} layout="row" archived={archived} />}
          {expired.length > 0 && (
            <section aria-labelledby="expired-boards-title" className="mt-8">
              <h3 id="expired-boards-title" className="text-xl font-bold text-slate-900">
                {listingExpiryTexts.expiredTitle}
              </h3>
              <p className="mb-3 text-slate-600">{listingExpiryTexts.expiredText}</p>
              <OwnerBoardList
                boards={expired}
                layout="grid"
                label={listingExpiryTexts.expiredTitle}
              />
            </section>
          )}
        </>
      )}
      <BoardFormModal open={adding} onClose={() => setAdding(false)} />
    </section>
  );
}
