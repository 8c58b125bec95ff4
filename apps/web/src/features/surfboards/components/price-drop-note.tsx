import type { TPriceChange } from '@galim/shared/surfboards/schemas';
import { formatDate, formatPrice } from '../../../i18n/he/format';
import { boardDetailTexts } from '../../../i18n/he/board-detail';

/**
 * Under a board's price, once it has dropped (issue 55): "ירד מ-2,300 ₪ ל-1,900 ₪ לפני 3 ימים".
 * Only the last change, and only when it was a drop: a rise says nothing.
 */
export function PriceDropNote({
  history,
  now = new Date(),
}: {
  history: TPriceChange[] | undefined;
  now?: Date;
}) {
  const last = history?.[0];
  if (!last || last.to >= last.from) return null;
  return (
    <p className="text-sm font-medium text-emerald-800">
      {boardDetailTexts.priceDropped(
        formatPrice(last.from),
        formatPrice(last.to),
        formatDate(last.at, now),
      )}
    </p>
  );
}
