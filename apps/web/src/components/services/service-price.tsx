import { formatPrice } from '@galim/shared/format';
import { hasPrice, priceUnit } from '@galim/shared/services/price';
import type { TService } from '@galim/shared/services/schemas';
import { heServices } from '../../i18n/services';

const t = heServices;

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
  const full = Math.round(rating);
  return (
    <span aria-hidden="true" className={`text-amber-500 ${className}`}>
      {'★'.repeat(full)}
      <span className="text-slate-300">{'★'.repeat(5 - full)}</span>
    </span>
  );
}
