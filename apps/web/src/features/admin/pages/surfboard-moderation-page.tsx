import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { TAdminBoardFilter, TAdminSurfboard } from '@galim/shared/admin/schemas';
import { formatDate, formatPrice } from '../../../i18n/he/format';
import { imageSrcSet, imageUrl } from '@galim/shared/images';
import { formatInches, formatLength } from '@galim/shared/surfboards/sizes';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { adminTexts } from '../../../i18n/he/admin';
import { boardOptionsTexts } from '../../../i18n/he/board-options';
import { commonTexts } from '../../../i18n/he/shell';
import { useAdminBoards, useAdminBoardStats, useModerateBoard } from '../api/admin-api';
import { BoardModerationFacts } from '../components/board-moderation-facts';
import { FieldList } from '../components/field-list';
import { NotesPrompt } from '../components/notes-prompt';
import { StatusTabs } from '../components/status-tabs';
import { gearFields, KindFilter } from '../components/listing-kind';
import { gearTexts } from '../../../i18n/he/gear';
import { listingPath, type TListingKind } from '@galim/shared/listings/kinds';

const t = adminTexts.moderation;
const FILTERS: TAdminBoardFilter[] = ['pending', 'approved', 'rejected', 'flagged', 'all'];
const STATUS_BADGE: Record<TAdminSurfboard['moderationStatus'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
  flagged: 'bg-purple-100 text-purple-900',
};

const boardName = (b: TAdminSurfboard) =>
  b.title || [b.brand?.title, b.model?.title].filter(Boolean).join(' ');

export default function SurfboardModerationPage() {
  const [status, setStatus] = useState<TAdminBoardFilter>('pending');
  // The board as it was when opened: the modal stays until the action's result is shown, even
  // though the reloaded list no longer holds the board.
  const [open, setOpen] = useState<TAdminSurfboard | null>(null);
  const [kind, setKind] = useState<TListingKind | undefined>(undefined);
  const boards = useAdminBoards(status, kind);
  const stats = useAdminBoardStats();

  return (
    <section aria-labelledby="board-moderation-title">
      <h2 id="board-moderation-title" className="mb-4 text-2xl font-bold text-slate-900">
        {adminTexts.menu['surfboard-moderation']}
      </h2>
      <StatusTabs
        label={t.tabsLabel}
        value={status}
        onChange={setStatus}
        options={FILTERS.map((f) => ({
          value: f,
          label: t.status[f],
          count: stats.data?.[f],
        }))}
      />
      <KindFilter value={kind} onChange={setKind} />
      {boards.isPending ? (
        <div className="grid gap-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      ) : boards.isError ? (
        <EmptyState
          title={adminTexts.loadFailed}
          text={boards.error.message}
          action={
            <Button variant="secondary" onClick={() => void boards.refetch()}>
              {commonTexts.retry}
            </Button>
          }
        />
      ) : boards.data.length === 0 ? (
        <EmptyState title={t.empty} />
      ) : (
        // grid-cols-1 (minmax(0, 1fr)) lets long titles truncate instead of widening the page.
        <ul className="grid grid-cols-1 gap-3" aria-label={t.status[status]}>
          {boards.data.map((b) => (
            <li
              key={b._id}
              className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 sm:gap-4"
            >
              {b.mainImage ? (
                <img
                  src={imageUrl(b.mainImage, 320)}
                  alt=""
                  className="size-16 shrink-0 rounded-xl object-cover"
                  loading="lazy"
                />
              ) : (
                <div className="size-16 shrink-0 rounded-xl bg-slate-100" aria-hidden="true" />
              )}
              <div className="min-w-0 flex-1">
                {/* The title keeps its own direction (a Latin one ends with its ellipsis) and
                    the page's side, as the details under it do. */}
                <p
                  dir="auto"
                  className="line-clamp-2 break-words font-semibold text-slate-900 text-match-parent"
                >
                  <bdi>{boardName(b)}</bdi>
                </p>
                <p className="text-sm text-slate-600">
                  {gearTexts.kinds[b.kind].one} · {formatPrice(b.price)} ·{' '}
                  <bdi>{[b.seller.firstName, b.seller.lastName].join(' ')}</bdi> ·{' '}
                  {formatDate(b.createdAt)}
                </p>
                {(b.holds.length > 0 || b.reports.open > 0) && (
                  <p className="mt-1 flex flex-wrap gap-1 text-xs font-medium">
                    {b.holds.length > 0 && (
                      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-950">
                        {t.facts.heldBadge}
                      </span>
                    )}
                    {b.reports.open > 0 && (
                      <span className="rounded-full bg-red-100 px-2 py-0.5 text-red-900">
                        {t.facts.reportsBadge(b.reports.open)}
                      </span>
                    )}
                  </p>
                )}
              </div>
              <div className="flex shrink-0 flex-col items-end gap-2 sm:flex-row sm:items-center sm:gap-4">
                <span
                  className={`rounded-full px-2 py-1 text-xs font-medium sm:px-3 ${STATUS_BADGE[b.moderationStatus]}`}
                >
                  {boardOptionsTexts.moderationStatus[b.moderationStatus]}
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setOpen(b)}
                  aria-label={`${t.details}: ${boardName(b)}`}
                >
                  {t.details}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {open && <BoardModal board={open} onClose={() => setOpen(null)} />}
    </section>
  );
}

function BoardModal({ board, onClose }: { board: TAdminSurfboard; onClose: () => void }) {
  const [prompt, setPrompt] = useState<'reject' | 'flag' | null>(null);
  // A preset reason waits for a second, deliberate tap: the seller is notified at once, so a
  // rejection cannot be taken back (#42 item 17).
  const [presetReason, setPresetReason] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const noteId = useId();
  const moderate = useModerateBoard();
  const toast = useToast();
  const name = boardName(board);

  const run = (action: 'approve' | 'reject' | 'flag', notes?: string) =>
    moderate.mutate(
      { id: board._id, action, notes },
      {
        onSuccess: () => {
          toast.success(
            (action === 'approve' ? t.approved : action === 'reject' ? t.rejected : t.flagged)(
              board.kind,
            ),
          );
          onClose();
        },
        onError: (err) => toast.error(t.failed + err.message),
      },
    );

  // Each measure isolated left to right, in the page's own order: length first, at the start
  // of the line, its foot or inch mark after the number (#42 item 34).
  const measures = [
    board.length && formatLength(board.length),
    board.width && formatInches(board.width),
    board.thickness && formatInches(board.thickness),
  ].filter((m): m is string => Boolean(m));
  const dims =
    measures.length > 0 ? (
      <span data-testid="board-dimensions">
        {measures.map((m, i) => (
          <span key={m + i}>
            {i > 0 && ' × '}
            <bdi dir="ltr">{m}</bdi>
          </span>
        ))}
      </span>
    ) : null;
  const pending = board.moderationStatus === 'pending';

  const extra = note.trim();
  const withNote = (reason: string) => (extra ? `${reason} – ${extra}` : reason);

  return (
    <Modal open onClose={onClose} title={name} closeLabel={commonTexts.close} size="lg">
      <BoardModerationFacts board={board} />
      {board.images.length > 0 ? (
        <div className="mb-4 flex gap-2 overflow-x-auto">
          {board.images.map((img, i) => (
            <img
              key={img.key}
              src={imageUrl(img, 800)}
              srcSet={imageSrcSet(img)}
              sizes="240px"
              alt={t.imageOf(name, i + 1)}
              className="h-40 w-auto shrink-0 rounded-xl object-cover"
            />
          ))}
        </div>
      ) : (
        <p className="mb-4 text-sm text-slate-600">{t.noImage}</p>
      )}
      <FieldList
        fields={[
          [t.kind, gearTexts.kinds[board.kind].one],
          [t.brand, board.brand?.title ?? board.brandTitle],
          [t.model, board.model?.title ?? board.modelTitle],
          [t.price, formatPrice(board.price)],
          [t.condition, boardOptionsTexts.condition[board.condition]],
          [t.dimensions, dims],
          [t.volume, board.volume ? t.liters(board.volume) : null],
          ...gearFields(board),
          [t.location, board.location.text],
          [t.sellerType, boardOptionsTexts.sellerType[board.sellerType]],
          [
            t.seller,
            `${[board.seller.firstName, board.seller.lastName].filter(Boolean).join(' ') || board.seller.displayName}${board.seller.email ? ` (${board.seller.email})` : ''}`,
          ],
          [t.availability, board.availability ? t.yes : t.no],
          [
            t.sold,
            board.soldStatus.isSold
              ? `${t.yes} · ${formatPrice(board.soldStatus.soldPrice ?? board.price)}`
              : t.no,
          ],
          [t.archived, board.archived ? t.yes : t.no],
          [t.createdAt, formatDate(board.createdAt)],
          [t.views, board.viewCount],
          [t.statusLabel, boardOptionsTexts.moderationStatus[board.moderationStatus]],
          [t.notes, board.moderationNotes],
        ]}
      />
      {board.description && (
        <div className="mt-4">
          <h3 className="font-semibold text-slate-800">{t.description}</h3>
          <p dir="auto" className="mt-1 whitespace-pre-line text-slate-700 text-match-parent">
            {board.description}
          </p>
        </div>
      )}
      <p className="mt-3 text-sm">
        <Link to={listingPath(board.kind, board._id)} className="text-sky-800 underline">
          {t.openBoard(board.kind)}: <bdi>{board.title}</bdi>
        </Link>
      </p>
      {prompt ? (
        <NotesPrompt
          label={prompt === 'reject' ? t.rejectPrompt : t.flagPrompt}
          confirmLabel={prompt === 'reject' ? t.reject : t.flag}
          danger
          required
          busy={moderate.isPending}
          onConfirm={(notes) => run(prompt, notes)}
          onCancel={() => setPrompt(null)}
        />
      ) : presetReason ? (
        <section
          aria-labelledby={`${noteId}-confirm`}
          aria-describedby={`${noteId}-confirm-text`}
          className="mt-6 grid gap-3 rounded-xl border border-red-200 bg-red-50 p-3"
        >
          <h3 id={`${noteId}-confirm`} className="font-semibold text-red-900">
            {t.decision.confirmTitle}
          </h3>
          <p id={`${noteId}-confirm-text`} className="text-sm text-slate-900">
            {t.decision.confirmText(withNote(presetReason))}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="danger"
              disabled={moderate.isPending}
              onClick={() => run('reject', withNote(presetReason))}
            >
              {t.decision.confirmReject}
            </Button>
            {/* The tapped preset is gone: focus lands on the safe choice. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <Button variant="secondary" autoFocus onClick={() => setPresetReason(null)}>
              {t.decision.keep}
            </Button>
          </div>
        </section>
      ) : (
        <div className="mt-6 flex flex-wrap gap-2">
          {pending && (
            <section aria-labelledby={`${noteId}-title`} className="grid w-full gap-3">
              <h3 id={`${noteId}-title`} className="font-semibold text-slate-900">
                {t.decision.title}
              </h3>
              <label htmlFor={noteId} className="text-sm font-medium text-slate-800">
                {t.decision.note}
              </label>
              <textarea
                id={noteId}
                value={note}
                rows={2}
                maxLength={800}
                onChange={(e) => setNote(e.target.value)}
                className="w-full rounded-lg border border-slate-300 p-2"
              />
              <p className="text-sm font-medium text-slate-800">{t.decision.quickReject}</p>
              <div className="grid grid-cols-2 gap-2">
                {t.decision.presets.map((reason) => (
                  <Button
                    key={reason}
                    variant="secondary"
                    size="sm"
                    className="min-h-11"
                    disabled={moderate.isPending}
                    onClick={() => setPresetReason(reason)}
                  >
                    {reason}
                  </Button>
                ))}
              </div>
            </section>
          )}
          {pending && (
            <>
              <Button
                onClick={() => run('approve', extra || undefined)}
                disabled={moderate.isPending}
              >
                {t.approve}
              </Button>
              <Button variant="danger" onClick={() => setPrompt('reject')}>
                {t.reject}
              </Button>
            </>
          )}
          {board.moderationStatus !== 'flagged' && (
            <Button variant="secondary" onClick={() => setPrompt('flag')}>
              {t.flag}
            </Button>
          )}
        </div>
      )}
    </Modal>
  );
}
