import { useState } from 'react';
import { fitWeightsFor } from '@galim/shared/surfboards/fit';
import { priceVerdict } from '@galim/shared/surfboards/price-verdict';
import type { TPriceEstimate } from '@galim/shared/surfboards/price-estimate';
import type { TSurfboard } from '@galim/shared/surfboards/schemas';
import { boardInsights } from '../../../i18n/he/board-insights';
import { usePriceEstimate } from '../api/price-estimate';

/**
 * A calm word on a board's price next to it: "מחיר טוב" well below what comparable boards cost,
 * "מעל טווח השוק" well above; the range on tap. Nothing without enough comparables.
 */
export function PriceBadge({ board }: { board: TSurfboard }) {
  const estimate = usePriceEstimate(
    board.category
      ? {
          category: board.category,
          brand: board.brand ?? undefined,
          model: board.model ?? undefined,
          technology: board.technology ?? undefined,
          condition: board.condition,
          volume: board.volume ?? undefined,
          length: board.length ?? undefined,
          exclude: board._id,
        }
      : null,
  );
  return (
    <PriceVerdictBadge
      price={board.price}
      estimate={estimate.data}
      range={boardInsights.price.range}
    />
  );
}

/**
 * The word on a price against an estimate of comparable items (a board's, or gear's of its kind),
 * with `range` saying what they sold for on tap; nothing without a verdict.
 */
export function PriceVerdictBadge({
  price,
  estimate: data,
  range,
}: {
  price: number;
  estimate: TPriceEstimate | undefined;
  range: (low: number, high: number, basedOn: number) => string;
}) {
  const [open, setOpen] = useState(false);
  if (!data || data.low === null || data.high === null) return null;
  const verdict = priceVerdict(price, data);
  if (!verdict) return null;
  const tone =
    verdict === 'good'
      ? 'bg-emerald-50 text-emerald-900 ring-emerald-200'
      : 'bg-slate-100 text-slate-800 ring-slate-200';
  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        aria-expanded={open}
        aria-label={`${boardInsights.price[verdict]} – ${boardInsights.price.showRange}`}
        onClick={() => setOpen((o) => !o)}
        className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ${tone}`}
      >
        {boardInsights.price[verdict]}
      </button>
      {open && <p className="text-sm text-slate-700">{range(data.low, data.high, data.basedOn)}</p>}
    </div>
  );
}

/** "מתאים לגולשים של 65–80 ק״ג ברמת ביניים": the riders this board's volume suits. */
export function FitNote({ board }: { board: TSurfboard }) {
  const level = board.skillLevel ?? 'intermediate';
  const weights = fitWeightsFor(board.volume, level);
  if (!weights) return null;
  return (
    <p className="text-sm font-medium text-slate-700">
      {boardInsights.fit.board(weights.min, weights.max, level)}
    </p>
  );
}
