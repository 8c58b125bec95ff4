import { useEffect, useState } from 'react';
import { BoardCard } from '../../../components/boards/board-card';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { boardOptionsTexts } from '../../../i18n/he/board-options';
import { surfboardsManageTexts } from '../../../i18n/he/surfboards-manage';
import { commonTexts } from '../../../i18n/he/shell';
import { listingExpiryTexts } from '../../../i18n/he/listing-expiry';
import { isGear, listingBase, type TOwnListing } from '../../../lib/queries/my-listings';
import { useBoardAction } from '../api/manage-boards';
import { errorText } from '../lib/error-texts';
import { gearPagePath } from '../lib/gear-route';
import { manageTextsFor } from '../lib/manage-texts';
import { BoardFormModal } from './board-form-modal';
import { BulkActionsModal } from './bulk-actions-modal';
import { GearEditModal } from './gear-edit-modal';
import { ManageBoardModal, type ManageView } from './manage-board-modal';
import { ListingTerm } from './listing-term';

const t = surfboardsManageTexts;

export function StatusBadge({ board }: { board: TOwnListing }) {
  if (board.sold) return <Badge className="bg-emerald-700 text-white">{t.lists.soldBadge}</Badge>;
  if (board.archived)
    return <Badge className="bg-slate-700 text-white">{t.lists.archivedBadge}</Badge>;
  if (board.expired)
    return <Badge className="bg-amber-300 text-amber-950">{listingExpiryTexts.expiredBadge}</Badge>;
  const status = board.moderationStatus;
  const color =
    status === 'approved'
      ? 'bg-sky-700 text-white'
      : status === 'pending'
        ? 'bg-amber-300 text-amber-950'
        : 'bg-red-700 text-white';
  return <Badge className={color}>{boardOptionsTexts.moderationStatus[status]}</Badge>;
}

function Badge({ className, children }: { className: string; children: string }) {
  return (
    <span className={`rounded-lg px-2 py-1 text-xs font-bold shadow ${className}`}>{children}</span>
  );
}

/** The moderator's notes on a rejected board, for its owner to fix. */
export function RejectionReason({ board }: { board: TOwnListing }) {
  if (board.moderationStatus !== 'rejected' || !board.moderationNotes) return null;
  return (
    <div className="w-full rounded-lg bg-red-50 p-2 text-sm text-red-900 ring-1 ring-red-200">
      <p className="font-bold">{t.owner.rejectionReason}</p>
      <p dir="auto" className="break-words whitespace-pre-line text-match-parent">
        {board.moderationNotes}
      </p>
    </div>
  );
}

/** Restoring is reversible (archive again), so it happens at once, without a confirm. */
function RestoreButton({ board }: { board: TOwnListing }) {
  const action = useBoardAction();
  const toast = useToast();
  const words = manageTextsFor(board).toasts;
  return (
    <Button
      size="sm"
      disabled={action.isPending}
      // The promise, not mutate()'s callbacks: the list's refresh takes this card (and its
      // observer) away before the mutation settles, and mutate()'s callbacks would never run.
      onClick={() =>
        action.mutateAsync({ type: 'unarchive', id: board._id, base: listingBase(board) }).then(
          () => toast.success(words.unarchived),
          (err: unknown) => toast.error(words.statusError + errorText(err)),
        )
      }
    >
      {action.isPending ? t.owner.restoring : t.owner.restore}
    </Button>
  );
}

/** Shows 'שגיאה בטעינת הגלשנים: …' once per failure, as a toast. */
export function useLoadErrorToast(error: unknown) {
  const toast = useToast();
  useEffect(() => {
    if (error) toast.error(t.toasts.loadError(errorText(error)));
  }, [error, toast]);
}

/** The owner's boards did not load: why, and a way to try again. */
export function BoardsLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <EmptyState
      title={t.toasts.loadError(errorText(error))}
      action={<Button onClick={onRetry}>{commonTexts.retry}</Button>}
    />
  );
}

export function BoardRowSkeleton() {
  return (
    <div className="flex gap-4 overflow-hidden" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-80 w-72 shrink-0" />
      ))}
    </div>
  );
}

/**
 * The owner's boards with the card controls (edit, manage, delete), the management modal, the
 * edit modal and, in selection mode, the bulk-actions modal. Listings of gear (issue 53) among
 * them link to their own page, are managed at their own addresses and edited in their kind's
 * form; a selection with gear in it is acted on under /api/listings/bulk/…, which takes every
 * kind, boards and gear together.
 */
export function OwnerBoardList({
  boards,
  layout,
  archived = false,
  label = t.lists.rowLabel,
}: {
  boards: TOwnListing[];
  layout: 'row' | 'grid';
  archived?: boolean;
  /** The list's name, when a page shows more than one. */
  label?: string;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const [editingGear, setEditingGear] = useState<string | null>(null);
  const [managing, setManaging] = useState<{ board: TOwnListing; view: ManageView } | null>(null);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkOpen, setBulkOpen] = useState(false);
  const ids = boards.filter((b) => selected.has(b._id)).map((b) => b._id);
  const gearSelected = boards.some((b) => selected.has(b._id) && isGear(b));

  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        {boards.length > 0 && (
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={selecting}
            onClick={() => {
              setSelecting((s) => !s);
              setSelected(new Set());
            }}
          >
            {selecting ? t.bulk.exitSelect : t.bulk.selectMode}
          </Button>
        )}
        {selecting && (
          <>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setSelected(new Set(boards.map((b) => b._id)))}
            >
              {t.bulk.selectAll}
            </Button>
            <span className="text-sm text-slate-600" aria-live="polite">
              {t.bulk.selected(ids.length)}
            </span>
            <Button size="sm" disabled={ids.length === 0} onClick={() => setBulkOpen(true)}>
              {t.bulk.actions}
            </Button>
          </>
        )}
      </div>
      <ul
        aria-label={label}
        className={
          // The spec's row, swiped on a phone; a wider screen shows every board at once.
          layout === 'row'
            ? 'flex snap-x gap-4 overflow-x-auto pb-4 md:grid md:grid-cols-2 md:overflow-visible md:pb-0 lg:grid-cols-3'
            : 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3'
        }
      >
        {boards.map((board, i) => (
          <li
            key={board._id}
            className={layout === 'row' ? 'w-72 shrink-0 snap-start md:w-auto' : ''}
          >
            <BoardCard
              board={board}
              to={board.kind && isGear(board) ? gearPagePath(board.kind, board._id) : undefined}
              priority={i < 2}
              badge={<StatusBadge board={board} />}
              actions={
                selecting ? (
                  <label className="flex items-center gap-2 font-medium text-slate-800">
                    <input
                      type="checkbox"
                      className="size-5"
                      checked={selected.has(board._id)}
                      onChange={() => toggle(board._id)}
                      aria-label={t.owner.select(board.title)}
                    />
                    {t.owner.select(board.title)}
                  </label>
                ) : (
                  <>
                    <RejectionReason board={board} />
                    <ListingTerm board={board} />
                    {archived ? (
                      <RestoreButton board={board} />
                    ) : (
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => (isGear(board) ? setEditingGear : setEditing)(board._id)}
                      >
                        {t.owner.edit}
                      </Button>
                    )}
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setManaging({ board, view: 'menu' })}
                    >
                      {t.owner.manage}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-red-700"
                      onClick={() => setManaging({ board, view: 'delete' })}
                    >
                      {t.owner.delete}
                    </Button>
                  </>
                )
              }
            />
          </li>
        ))}
      </ul>
      <ManageBoardModal
        board={managing?.board ?? null}
        initialView={managing?.view}
        onClose={() => setManaging(null)}
        onEdit={(id) => {
          const gear = managing && isGear(managing.board);
          setManaging(null);
          (gear ? setEditingGear : setEditing)(id);
        }}
      />
      <BoardFormModal
        open={editing !== null}
        boardId={editing ?? undefined}
        onClose={() => setEditing(null)}
      />
      <GearEditModal listingId={editingGear} onClose={() => setEditingGear(null)} />
      <BulkActionsModal
        ids={ids}
        gear={gearSelected}
        open={bulkOpen}
        onClose={() => setBulkOpen(false)}
        onDone={() => {
          setBulkOpen(false);
          setSelected(new Set());
          setSelecting(false);
        }}
        allowArchive={!archived}
        allowSold={!archived}
      />
    </>
  );
}
