import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { forecastSummaryTexts } from '../../i18n/he/forecast-summary';
import { Skeleton } from '../ui/skeleton';

const t = forecastSummaryTexts.best;

// The "best spot now" section's frame: its heading and, while the list is not drawn, its
// placeholder. Apart from the list (best-spots-now.tsx) so that the home page, where the
// section is below a phone's first screen, loads the list's code only when it comes near.

export function BestSpotsFrame({
  demo = false,
  showForecastLink = false,
  children,
}: {
  demo?: boolean;
  showForecastLink?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="best-spots-title"
      className="drawn-when-near mt-10 [--near-size:36rem]"
    >
      <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="best-spots-title" className="text-2xl font-bold text-slate-900">
            {t.title}
            {demo && (
              <span className="ms-2 inline-block whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 align-middle text-xs font-semibold text-amber-900">
                {t.demo}
              </span>
            )}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t.text}</p>
        </div>
        {showForecastLink && (
          <Link
            to="/forecast"
            className="font-semibold text-sky-700 underline-offset-2 hover:underline"
          >
            {t.toForecast}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/** Cards still loading (or not drawn yet). */
export function BestSpotsSkeleton({ count }: { count: number }) {
  return (
    <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Skeleton className="h-28" />
        </li>
      ))}
    </ol>
  );
}

/** The section as it starts: the frame with five placeholder cards. */
export function BestSpotsPlaceholder() {
  return (
    <BestSpotsFrame>
      <BestSpotsSkeleton count={5} />
    </BestSpotsFrame>
  );
}
