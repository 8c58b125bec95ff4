import { Link } from 'react-router';
import { findSpotInfo } from '@galim/shared/forecast/spot-list';
import { formatDate } from '../../../i18n/he/format';
import { israelTime } from '@galim/shared/israel-time';
import { beachReportsTexts } from '../../../i18n/he/beach-reports';
import { useMyBeachReports } from '../../../lib/queries/beach-reports';
import { spotTexts } from '../../../i18n/he/spots';

const t = beachReportsTexts;

/**
 * The reporter's history of reports from the beach (decision 048): every spot, newest first.
 * Reports older than three hours have left the spot's page; they stay here.
 */
export function MyBeachReportsCard({ className }: { className?: string }) {
  const list = useMyBeachReports();
  const reports = list.data?.reports ?? [];
  return (
    <section id="beach-reports" aria-labelledby="my-beach-reports" className={className}>
      <h3 id="my-beach-reports" className="text-lg font-semibold text-slate-900">
        {t.history.title}
      </h3>
      {list.isError && (
        <p role="alert" className="mt-1 text-red-800">
          {t.loadError}
        </p>
      )}
      {list.data && reports.length === 0 && <p className="mt-1 text-slate-600">{t.history.none}</p>}
      <ul className="mt-2 flex flex-col gap-2">
        {reports.map((r) => {
          const spot = findSpotInfo(r.spotId);
          const at = new Date(r.seenAt);
          return (
            <li key={r._id} className="rounded-lg bg-slate-50 px-3 py-2">
              <div className="flex flex-wrap items-center gap-2">
                <Link
                  to={`/forecast/${encodeURIComponent(r.spotId)}#reports`}
                  className="font-semibold text-sky-800 underline"
                >
                  {spot ? spotTexts.name(spot) : r.spotId}
                </Link>
                <time dateTime={r.seenAt} className="text-sm text-slate-600">
                  {formatDate(r.seenAt)} {israelTime(at)}
                </time>
                {r.onBeach && (
                  <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                    {t.onBeach}
                  </span>
                )}
              </div>
              <p className="text-slate-800">
                {t.sizes[r.size]} · {t.surfaces[r.surface]} · {t.crowds[r.crowd]}
                {r.thanks > 0 && ` · 🤙 ${t.history.thanks(r.thanks)}`}
              </p>
              {r.text && (
                <p dir="auto" className="text-sm text-slate-700 text-match-parent">
                  {r.text}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
