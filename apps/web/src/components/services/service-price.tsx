import { formatPrice } from '../../i18n/he/format';
import { hasPrice, priceUnit } from '@galim/shared/services/price';
import type { TService } from '@galim/shared/services/schemas';
import { servicesTexts } from '../../i18n/he/services';

const t = servicesTexts;

/** '₪250 לשעה', 'price on request' when there is none. */
export function priceText(s: Pick<TService, 'price' | 'priceType' | 'serviceType'>): string {
  if (!hasPrice(s.price)) return t.priceOnRequest;
  const unit = priceUnit(s.priceType, s.serviceType);
  return unit ? `${formatPrice(s.price)} ${t.units[unit]}` : formatPrice(s.price);
}

export function ServicePrice({
  service,
  className = '',
}: {
  service: Pick<TService, 'price' | 'priceType' | 'serviceType'>;
  className?: string;
}) {
  return <span className={className}>{priceText(service)}</span>;
}

export function StatusBadge({ status }: { status: TService['status'] }) {
  const styles = {
    pending: 'bg-amber-100 text-amber-900',
    approved: 'bg-emerald-100 text-emerald-900',
    rejected: 'bg-red-100 text-red-900',
  }[status];
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${styles}`}>
      {t.statusBadge[status]}
    </span>
  );
}

export function Stars({ rating, className = '' }: { rating: number; className?: string }) {
  // To the nearest half: 4.5 is four full stars and a half one, not five.
  const halves = Math.round(rating * 2);
  return (
    <span aria-hidden="true" className={`inline-flex text-amber-500 ${className}`}>
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = halves >= 2 * i + 2 ? 'full' : halves === 2 * i + 1 ? 'half' : 'empty';
        return (
          <span key={i} data-fill={fill} className="relative inline-block">
            <span className={fill === 'full' ? '' : 'text-slate-300'}>★</span>
            {fill === 'half' && (
              // The filled half is on the side a row of stars starts from (the right in Hebrew).
              <span className="absolute inset-y-0 start-0 w-1/2 overflow-hidden">★</span>
            )}
          </span>
        );
      })}
    </span>
  );
}
