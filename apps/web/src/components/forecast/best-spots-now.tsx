import { Link } from 'react-router';
import { israelDate } from '@galim/shared/israel-time';
import { spotImage } from '@galim/shared/forecast/spot-images';
import { formatHeight } from '@galim/shared/forecast/units';
import type { TRankingEntry } from '@galim/shared/forecast/schemas';
import { forecastSummaryTexts } from '../../i18n/he/forecast-summary';
import { BestSpotsFrame, BestSpotsSkeleton } from './best-spots-frame';
import { useHeightUnit } from './height-unit';
import { useForecastRanking } from '../../lib/queries/forecast';
import { Stars } from './stars';
import { spotTexts } from '../../i18n/he/spots';

const t = forecastSummaryTexts.best;

/**
 * "Best spot now": the first `limit` of the spots ranked by today's best surf score, with each
 * spot's best time window (GET /api/forecast/ranking). Shown on the home page and the forecast
 * page.
 */
export function BestSpotsNow({
  limit = 10,
  selectedSpotId,
  showForecastLink = false,
  listShown = true,
}: {
  limit?: number;
  /** On the forecast page: marks the spot being shown. */
  selectedSpotId?: string;
  showForecastLink?: boolean;
  /**
   * False while the section is far below the fold (home page): the ranking is fetched, but its
   * cards wait to be drawn, as if still loading.
   */
  listShown?: boolean;
}) {
  const ranking = useForecastRanking();
  const [unit] = useHeightUnit();
  // Israel's date, by hand: an Intl formatter here was the forecast page's first, and loaded
  // ICU's data during its first screen.
  const today = israelDate();

  return (
    <BestSpotsFrame demo={ranking.data?.demo} showForecastLink={showForecastLink}>
      {ranking.isPending || !listShown ? (
        <BestSpotsSkeleton count={Math.min(limit, 5)} />
      ) : ranking.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
          {t.error}
        </p>
      ) : (
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {ranking.data.spots.slice(0, limit).map((entry, i) => (
            <li key={entry.spot.id}>
              <SpotRankCard
                entry={entry}
                rank={i + 1}
                unitLabel={
                  unit === 'ft'
                    ? forecastSummaryTexts.units.ftShort
                    : forecastSummaryTexts.units.mShort
                }
                height={entry.waveHeight == null ? null : formatHeight(entry.waveHeight, unit)}
                selected={entry.spot.id === selectedSpotId}
                today={today}
              />
            </li>
          ))}
        </ol>
      )}
    </BestSpotsFrame>
  );
}

function SpotRankCard({
  entry,
  rank,
  height,
  unitLabel,
  selected,
  today,
}: {
  entry: TRankingEntry;
  rank: number;
  height: string | null;
  unitLabel: string;
  selected: boolean;
  /** Today's date in Israel, YYYY-MM-DD. */
  today: string;
}) {
  const isTomorrow = entry.date != null && entry.date > today;
  let detail: string;
  if (entry.status === 'no-marine-data') detail = t.noMarine;
  else if (entry.status === 'error') detail = t.unavailable;
  else if (!entry.window) detail = t.flat;
  else {
    detail = t.window(entry.window.start.slice(11, 16), entry.window.end.slice(11, 16));
    if (isTomorrow) detail = `${t.tomorrow} ${detail}`;
  }
  return (
    <Link
      to={`/forecast/${entry.spot.id}`}
      aria-current={selected ? 'true' : undefined}
      className={`flex h-full items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 hover:ring-sky-400 lg:flex-col lg:items-stretch ${
        selected ? 'ring-2 ring-sky-600' : 'ring-slate-200'
      }`}
    >
      <span className="relative shrink-0">
        <img
          src={spotImage(entry.spot.id, 160)}
          alt=""
          width={64}
          height={48}
          className="h-12 w-16 rounded-lg object-cover"
        />
        <span
          aria-label={t.rank(rank)}
          className="absolute -top-2 -start-2 grid size-6 place-items-center rounded-full bg-sky-800 text-xs font-bold text-white"
        >
          {rank}
        </span>
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold text-slate-900">
          {spotTexts.name(entry.spot)}
        </span>
        {entry.stars != null && entry.status === 'ok' && (
          <span className="mt-0.5 flex items-center gap-2">
            <Stars value={entry.stars} />
            {height && (
              <span className="whitespace-nowrap text-sm text-slate-600">
                {height} {unitLabel}
              </span>
            )}
          </span>
        )}
        <span className="mt-0.5 block text-sm text-slate-600">{detail}</span>
      </span>
    </Link>
  );
}
