import { useEffect, useRef } from 'react';
import type { TBoardBuyer } from '@galim/shared/conversations/schemas';
import { formatPrice } from '../../../i18n/he/format';
import type { TListingBase } from '../../../lib/queries/my-listings';
import { useBoardBuyers } from '../api/manage-boards';
import { manageTextsAt } from '../lib/manage-texts';

/**
 * "למי נמכר?": one of the buyers who wrote about the board in Galim (their accepted offer beside
 * them), or someone outside Galim (the value ''). Choosing a buyer with an accepted offer lets
 * the dialog take its amount as the price. While the board is reserved, its buyer is chosen as
 * the list loads and no one else may be (the API refuses): the seller releases it first.
 */
export function SoldToChoice({
  boardId,
  base,
  value,
  onChange,
}: {
  boardId: string;
  /** Where the listing's lifecycle is: a board's, or gear's (/api/listings, worded any item's). */
  base?: TListingBase;
  value: string;
  onChange: (buyerId: string, buyer: TBoardBuyer | null) => void;
}) {
  const t = manageTextsAt(base).soldTo;
  const buyers = useBoardBuyers(boardId, base);
  const items = buyers.data?.items ?? [];
  const reserved = items.find((b) => b.reserved) ?? null;
  const preselected = useRef(false);
  useEffect(() => {
    if (!reserved || preselected.current) return;
    preselected.current = true;
    onChange(reserved._id, reserved);
  }, [reserved, onChange]);
  const option = (id: string, label: string, note: string | null, buyer: TBoardBuyer | null) => (
    <label
      key={id || 'outside'}
      className="flex cursor-pointer items-start gap-2 rounded-xl p-2 ring-1 ring-slate-200 has-[:checked]:bg-sky-50 has-[:checked]:ring-sky-400 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
    >
      <input
        type="radio"
        name="sold-to"
        value={id}
        checked={value === id}
        onChange={() => onChange(id, buyer)}
        disabled={reserved !== null && id !== reserved._id}
        className="mt-1"
      />
      <span className="flex flex-col">
        <span className="font-medium text-slate-900">
          <bdi>{label}</bdi>
        </span>
        {note && <span className="text-sm text-slate-600">{note}</span>}
      </span>
    </label>
  );
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium text-slate-800">{t.question}</legend>
      {buyers.isPending && (
        <p role="status" className="text-sm text-slate-600">
          {t.loading}
        </p>
      )}
      {buyers.isSuccess && items.length === 0 && (
        <p className="text-sm text-slate-600">{t.noBuyers}</p>
      )}
      {items.map((b) =>
        option(
          b._id,
          b.name,
          [
            b.acceptedOfferAmount !== null ? t.offer(formatPrice(b.acceptedOfferAmount)) : null,
            b.reserved ? t.reserved : null,
          ]
            .filter(Boolean)
            .join(' · ') || null,
          b,
        ),
      )}
      {/* Outside Galim once the list is known, so a reserved board never opens on it. */}
      {!buyers.isPending && option('', t.outside, null, null)}
      {reserved && <p className="text-sm text-slate-700">{t.onlyReserved}</p>}
    </fieldset>
  );
}
