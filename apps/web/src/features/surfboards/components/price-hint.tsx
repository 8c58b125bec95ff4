import { ZPriceEstimateQuery } from '@galim/shared/surfboards/price-estimate';
import { parseInches, parseLength } from '@galim/shared/surfboards/sizes';
import { boardInsights } from '../../../i18n/he/board-insights';
import { useDebounced } from '../../../lib/use-debounced';
import { usePriceEstimate } from '../api/price-estimate';

const t = boardInsights.price;

/**
 * Under the price field of the publish/edit form: what similar boards sold for, from the fields
 * filled so far (asked again half a second after the seller stops typing).
 */
export function PriceHint({
  values,
  exclude,
}: {
  /** The board being edited: its own price does not count. */
  exclude?: string;
  values: {
    category?: string;
    brand?: string;
    model?: string;
    technology?: string;
    condition?: string;
    /** As typed ("32.5", "5'8"), or a number. */
    volume?: string | number | null;
    length?: string | number | null;
  };
}) {
  // What is not (yet) a size is left out of the question.
  const known = (n: number | null) => (n === null || Number.isNaN(n) ? undefined : n);
  const settled = useDebounced(
    {
      category: values.category,
      brand: values.brand,
      model: values.model,
      technology: values.technology,
      condition: values.condition,
      volume: known(parseInches(values.volume)),
      length: known(parseLength(values.length)),
      exclude,
    },
    500,
  );
  const parsed = settled.category ? ZPriceEstimateQuery.safeParse(settled) : null;
  const estimate = usePriceEstimate(parsed?.success ? parsed.data : null);
  if (!settled.category) return null;
  const data = estimate.data;
  let text: string | null = null;
  if (data && data.low !== null && data.high !== null) {
    text = t.range(data.low, data.high, data.basedOn);
  } else if (data) {
    text = t.notEnough(data.basedOn);
  } else if (estimate.isPending) {
    text = t.loading;
  }
  return (
    <p
      aria-live="polite"
      data-testid="price-hint"
      className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900 sm:col-span-2"
    >
      {text}
    </p>
  );
}
