import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { surfboardsManageTexts } from '../../../i18n/he/surfboards-manage';
import { useMyBoards } from '../api/manage-boards';
import { BoardFormModal } from '../components/board-form-modal';
import {
  BoardRowSkeleton,
  BoardsLoadError,
  OwnerBoardList,
  useLoadErrorToast,
} from '../components/owner-board-list';

const t = surfboardsManageTexts;

/** /profile/my-surfboards (active boards, a horizontal row) and /profile/archived. */
export default function MySurfboardsPage() {
  const archived = useLocation().pathname.replace(/\/$/, '').endsWith('/archived');
  const boards = useMyBoards(archived ? 'archived' : 'active');
  const [adding, setAdding] = useState(false);
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
      {boards.data && boards.data.length > 0 && (
        <p className="mb-2 text-sm text-slate-600">{t.lists.count(boards.data.length)}</p>
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
        <OwnerBoardList boards={boards.data} layout="row" archived={archived} />
      )}
      <BoardFormModal open={adding} onClose={() => setAdding(false)} />
    </section>
  );
}
