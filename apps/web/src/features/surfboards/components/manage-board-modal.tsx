import { useState } from 'react';
import { isReserved } from '@galim/shared/conversations/limits';
import { ZMarkSold } from '@galim/shared/surfboards/form';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useToast } from '../../../components/ui/toast';
import { commonTexts } from '../../../i18n/he/shell';
import { listingBase, type TOwnListing } from '../../../lib/queries/my-listings';
import { useBoardAction } from '../api/manage-boards';
import { errorText } from '../lib/error-texts';
import { manageTextsFor } from '../lib/manage-texts';
import { num } from '../../../lib/form-number';
import { validationMessage } from '../../../lib/validation-message';
import { Checkbox, controlClass } from '../../../components/ui/form/input';
import { LikersOfferForm } from './likers-offer-form';
import { SoldToChoice } from './sold-to-choice';

export type ManageView = 'menu' | 'sold' | 'archive' | 'delete' | 'likers';

/**
 * The owner management modal: menu, mark as sold, archive confirm, delete confirm. For a board,
 * or a listing of gear (its actions under /api/listings, its words any item's, issue 53).
 */
export function ManageBoardModal({
  board,
  initialView = 'menu',
  onClose,
  onEdit,
}: {
  board: TOwnListing | null;
  initialView?: ManageView;
  onClose: () => void;
  onEdit: (id: string) => void;
}) {
  const t = manageTextsFor(board ?? {});
  return (
    <Modal
      open={Boolean(board)}
      onClose={onClose}
      title={board ? `${t.manage.title}: ${board.title}` : t.manage.title}
      closeLabel={commonTexts.close}
      size="sm"
    >
      {board && (
        <ManageViews
          key={board._id + initialView}
          board={board}
          initialView={initialView}
          onClose={onClose}
          onEdit={onEdit}
        />
      )}
    </Modal>
  );
}

function ManageViews({
  board,
  initialView,
  onClose,
  onEdit,
}: {
  board: TOwnListing;
  initialView: ManageView;
  onClose: () => void;
  onEdit: (id: string) => void;
}) {
  const t = manageTextsFor(board);
  const base = listingBase(board);
  const [view, setView] = useState<ManageView>(initialView);
  const [soldPrice, setSoldPrice] = useState(String(board.price));
  const [throughSite, setThroughSite] = useState(true);
  /** To whom: a buyer's id, or '' for someone outside Galim. */
  const [buyerId, setBuyerId] = useState('');
  const [priceFromOffer, setPriceFromOffer] = useState(false);
  const toast = useToast();
  const action = useBoardAction();
  const busy = action.isPending;

  async function run(
    input: Parameters<typeof action.mutateAsync>[0],
    success: string,
    errorPrefix: string,
    /** The spec gives some errors as a whole sentence, without the server's message. */
    fixedError = false,
  ) {
    try {
      await action.mutateAsync(input);
      toast.success(success);
      onClose();
    } catch (err) {
      toast.error(fixedError ? errorPrefix : errorPrefix + errorText(err));
    }
  }

  if (view === 'sold') {
    // The price as a number, checked with the API's own rule (empty: the listed price).
    const sale = ZMarkSold.safeParse({
      soldThroughWebsite: throughSite,
      soldPrice: num(soldPrice) ?? undefined,
      buyerId: buyerId || undefined,
    });
    const priceError = sale.success ? undefined : validationMessage(sale.error.issues[0]?.message);
    return (
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (!sale.success) return;
          void run(
            { type: 'markSold', id: board._id, base, body: sale.data },
            t.toasts.sold,
            t.toasts.soldError,
          );
        }}
      >
        <h3 className="font-semibold text-slate-900">{t.manage.soldTitle}</h3>
        <SoldToChoice
          boardId={board._id}
          base={base}
          value={buyerId}
          onChange={(id, buyer) => {
            setBuyerId(id);
            // A buyer of Galim: sold through it, at their accepted offer unless changed.
            if (buyer) setThroughSite(true);
            const amount = buyer?.acceptedOfferAmount ?? null;
            setPriceFromOffer(amount !== null);
            setSoldPrice(String(amount ?? board.price));
          }}
        />
        <label className="flex flex-col gap-1">
          <span className="font-medium text-slate-800">{t.manage.soldPrice}</span>
          <input
            value={soldPrice}
            onChange={(e) => setSoldPrice(e.target.value)}
            inputMode="decimal"
            dir="ltr"
            aria-invalid={Boolean(priceError)}
            className={controlClass}
          />
          <span className="text-sm text-slate-600">
            {priceError ?? (priceFromOffer ? t.soldTo.priceFromOffer : t.manage.soldPriceHint)}
          </span>
        </label>
        <Checkbox
          checked={throughSite}
          onChange={setThroughSite}
          label={t.manage.soldThroughWebsite}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setView('menu')}>
            {t.manage.back}
          </Button>
          <Button type="submit" disabled={busy || !sale.success}>
            {busy ? t.manage.working : t.manage.confirmSold}
          </Button>
        </div>
      </form>
    );
  }

  if (view === 'likers') {
    return <LikersOfferForm board={board} onBack={() => setView('menu')} onDone={onClose} />;
  }

  if (view === 'archive' || view === 'delete') {
    const isDelete = view === 'delete';
    return (
      <div className="flex flex-col gap-4">
        <h3 className="font-semibold text-slate-900">
          {isDelete ? t.manage.deleteTitle : t.manage.archiveTitle}
        </h3>
        <p className="text-slate-700">{isDelete ? t.manage.deleteText : t.manage.archiveText}</p>
        <div className="flex justify-end gap-2">
          <Button
            variant="secondary"
            onClick={() => (initialView === view ? onClose() : setView('menu'))}
          >
            {t.manage.back}
          </Button>
          <Button
            variant={isDelete ? 'danger' : 'primary'}
            disabled={busy}
            onClick={() =>
              void (isDelete
                ? run(
                    { type: 'delete', id: board._id, base },
                    t.toasts.deleted,
                    t.toasts.deleteError,
                  )
                : run(
                    { type: 'archive', id: board._id, base },
                    t.toasts.archived,
                    t.toasts.statusError,
                  ))
            }
          >
            {busy ? t.manage.working : isDelete ? t.manage.confirmDelete : t.manage.confirmArchive}
          </Button>
        </div>
      </div>
    );
  }

  const forSale = !board.sold && !board.archived;
  // The actions this board allows, in this order; a change of state happens at once, the others
  // open their own view.
  const actions = [
    // Gear is edited in its kind's form (the list opens the right one).
    { label: t.manage.edit, show: true, onClick: () => onEdit(board._id) },
    { label: t.manage.markSold, show: forSale, onClick: () => setView('sold') },
    {
      label: t.manage.cancelSale,
      show: board.sold,
      now: true,
      onClick: () =>
        void run(
          { type: 'unsold', id: board._id, base },
          t.toasts.unsold,
          t.toasts.unsoldError,
          true,
        ),
    },
    {
      label: t.manage.releaseReservation,
      show: forSale && isReserved(board.reservedUntil),
      now: true,
      onClick: () =>
        void run({ type: 'release', id: board._id, base }, t.toasts.released, t.toasts.statusError),
    },
    {
      label: t.likersOffer.action(board.favoriteCount),
      show:
        forSale &&
        board.moderationStatus === 'approved' &&
        !isReserved(board.reservedUntil) &&
        board.favoriteCount > 0,
      onClick: () => setView('likers'),
    },
    { label: t.manage.archive, show: forSale, onClick: () => setView('archive') },
    {
      label: t.manage.unarchive,
      show: board.archived,
      now: true,
      onClick: () =>
        void run(
          { type: 'unarchive', id: board._id, base },
          t.toasts.unarchived,
          t.toasts.statusError,
        ),
    },
    { label: t.manage.delete, show: true, danger: true, onClick: () => setView('delete') },
  ];
  return (
    <ul className="flex flex-col gap-2">
      {actions
        .filter((a) => a.show)
        .map((a) => (
          <li key={a.label}>
            <Button
              variant={a.danger ? 'danger' : 'secondary'}
              className="w-full justify-start"
              disabled={a.now ? busy : undefined}
              onClick={a.onClick}
            >
              {a.label}
            </Button>
          </li>
        ))}
    </ul>
  );
}
