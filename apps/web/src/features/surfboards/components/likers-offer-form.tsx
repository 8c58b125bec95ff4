import { useState } from 'react';
import { likersOfferMax } from '@galim/shared/conversations/limits';
import type { TLikersOfferResult } from '@galim/shared/conversations/schemas';
import { Button } from '../../../components/ui/button';
import { controlClass } from '../../../components/ui/form/input';
import { useToast } from '../../../components/ui/toast';
import { formatPrice } from '../../../i18n/he/format';
import { num } from '../../../lib/form-number';
import { useBoardAction } from '../api/manage-boards';
import { errorText } from '../lib/error-texts';
import { manageTextsFor } from '../lib/manage-texts';
import { listingBase, type TOwnListing } from '../../../lib/queries/my-listings';

/**
 * The seller's offer to everyone who liked the board (issue 55), or a listing of any kind (issue
 * 53): one price, at least 5% under the current one (10% under is offered first), sent to each
 * liker in a thread of their own.
 */
export function LikersOfferForm({
  board,
  onBack,
  onDone,
}: {
  board: TOwnListing;
  onBack: () => void;
  onDone: () => void;
}) {
  const { likersOffer: t, manage } = manageTextsFor(board);
  const back = manage.back;
  const max = likersOfferMax(board.price);
  const [text, setText] = useState(String(Math.floor(board.price * 0.9)));
  const toast = useToast();
  const action = useBoardAction();
  const amount = num(text);
  const valid = amount !== null && Number.isInteger(amount) && amount >= 1 && amount <= max;
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!valid) return;
        action
          .mutateAsync({ type: 'offerToLikers', id: board._id, amount, base: listingBase(board) })
          .then((result) => {
            const { sent } = result as TLikersOfferResult;
            toast.success(sent > 0 ? t.sent(sent) : t.noneSent);
            onDone();
          })
          .catch((err: unknown) => toast.error(t.error + errorText(err)));
      }}
    >
      <h3 className="font-semibold text-slate-900">{t.title}</h3>
      <p className="text-slate-700">{t.text}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor="likers-offer-amount" className="font-medium text-slate-800">
          {t.amount}
        </label>
        <input
          id="likers-offer-amount"
          value={text}
          onChange={(e) => setText(e.target.value)}
          inputMode="numeric"
          dir="ltr"
          aria-invalid={!valid}
          aria-describedby="likers-offer-hint"
          className={controlClass}
        />
        <p id="likers-offer-hint" className="text-sm text-slate-600">
          {t.hint(formatPrice(max))}
        </p>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onBack}>
          {back}
        </Button>
        <Button type="submit" disabled={action.isPending || !valid}>
          {action.isPending ? manage.working : t.send}
        </Button>
      </div>
    </form>
  );
}
