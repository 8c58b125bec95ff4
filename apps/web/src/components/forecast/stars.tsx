import { forecastSummaryTexts } from '../../i18n/he/forecast-summary';

/** 1..5 stars with the count for screen readers. */
export function Stars({ value, className = '' }: { value: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={forecastSummaryTexts.stars(value)}
      className={`inline-flex gap-px whitespace-nowrap ${className}`}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <svg
          key={n}
          viewBox="0 0 20 20"
          aria-hidden="true"
          className={`size-4 ${n <= value ? 'fill-amber-400' : 'fill-slate-200'}`}
        >
          <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z" />
        </svg>
      ))}
    </span>
  );
}
