import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { findSpotInfo } from '@galim/shared/forecast/spot-list';
import { Button } from '../ui/button';
import { alertDialogsTexts } from '../../i18n/he/alert-dialogs';
import {
  useDeleteSavedSearch,
  useDeleteSurfAlert,
  useSavedSearches,
  useSurfAlerts,
} from '../../lib/queries/alerts';
import { useSetSurfAlertPush } from '../../lib/queries/beach-reports';
import { beachReportsTexts } from '../../i18n/he/beach-reports';
import { spotTexts } from '../../i18n/he/spots';
import { numberRange } from '@galim/shared/format-number';
import type { TSavedSearch, TSurfAlert } from '@galim/shared/alerts/schemas';
import { listingKindsQuery } from '../../lib/queries/listings';
import { describeGearSearch, gearKindOf, gearSearchPath } from '../../lib/alerts/gear-saved-search';

const range = (from: number | null, to: number | null, unit: string) =>
  from === null && to === null ? null : `${numberRange(from ?? 0, to ?? '∞')} ${unit}`;

/** A best window's line: "חלון של 3 שעות לפחות · באור יום · רוח קלה · 1–2 מ׳ · …". */
function windowParts(x: TSurfAlert): string[] {
  const b = alertDialogsTexts.bestWindow;
  const a = alertDialogsTexts.surfAlert;
  if (x.minHours === null) return [];
  const ranged = [
    range(x.minHeightM, x.maxHeightM, a.metres),
    range(x.minPeriodS, x.maxPeriodS, a.seconds),
  ].filter((p): p is string => p !== null);
  return [
    b.describe(b.hours(x.minHours)),
    ...(x.daylightOnly ? [b.daylight] : []),
    ...(x.wind ? [b.windShort[x.wind]] : []),
    ...ranged,
    ...(x.delivery === 'digest' ? [b.digestShort] : []),
  ];
}

/**
 * A saved search, opening its list: a board search by its name at /surfboards; a search of gear
 * (issue 53) at its kind's list, in words ("חליפות · M · 4/3 מ״מ · עד 600 ₪") under its name.
 */
function SavedSearchLink({ search }: { search: TSavedSearch }) {
  const kind = gearKindOf(search.filters);
  // The kinds' words come with the first search of gear (cached an hour, as the lists have them).
  const kinds = useQuery({ ...listingKindsQuery(), enabled: kind !== null });
  if (!kind) {
    return (
      <Link
        className="text-sky-800 underline"
        to={`/surfboards?${new URLSearchParams(
          Object.entries(search.filters).map(([k, v]) => [k, String(v)]),
        ).toString()}`}
      >
        {search.name}
      </Link>
    );
  }
  const info = kinds.data?.kinds.find((k) => k.kind === kind);
  const words = describeGearSearch(kind, info, search.filters);
  return (
    <span className="flex flex-col">
      {search.name !== words && (
        <span dir="auto" className="text-sm text-slate-600">
          {search.name}
        </span>
      )}
      <Link className="text-sky-800 underline" to={gearSearchPath(kind, search.filters)}>
        <bdi>{words}</bdi>
      </Link>
    </span>
  );
}

/** The saved searches and surf alerts of the signed-in user, each removable. */
export function SavedAlertsCard({ className }: { className?: string }) {
  const s = alertDialogsTexts.savedSearch;
  const a = alertDialogsTexts.surfAlert;
  const searches = useSavedSearches();
  const alerts = useSurfAlerts();
  const removeSearch = useDeleteSavedSearch();
  const removeAlert = useDeleteSurfAlert();
  const setPush = useSetSurfAlertPush();
  return (
    <div className={className}>
      <h3 className="text-lg font-semibold text-slate-900">{s.listTitle}</h3>
      {searches.data?.length === 0 && <p className="mt-1 text-slate-600">{s.listEmpty}</p>}
      <ul className="mt-2 flex flex-col gap-2">
        {searches.data?.map((x) => (
          <li
            key={x._id}
            className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2"
          >
            <SavedSearchLink search={x} />
            <Button
              variant="ghost"
              size="sm"
              aria-label={s.remove(x.name)}
              onClick={() => removeSearch.mutate(x._id)}
            >
              ✕
            </Button>
          </li>
        ))}
      </ul>
      <h3 className="mt-6 text-lg font-semibold text-slate-900">{a.listTitle}</h3>
      {alerts.data?.length === 0 && <p className="mt-1 text-slate-600">{a.listEmpty}</p>}
      <ul className="mt-2 flex flex-col gap-2">
        {alerts.data?.map((x) => {
          const info = findSpotInfo(x.spotId);
          const spot = info ? spotTexts.name(info) : x.spotId;
          return (
            <li
              key={x._id}
              className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2"
            >
              <span className="flex flex-col gap-1 text-slate-800">
                {x.minHours === null ? (
                  <span>
                    {a.describe(spot, x.minStars)} ·{' '}
                    {x.daysAhead.map((d) => a.dayNames[d]).join(', ')}
                    {x.window ? ` · ${a.windows[x.window]}` : ''}
                  </span>
                ) : (
                  <span>
                    {[x.minStars > 1 ? a.describe(spot, x.minStars) : spot, ...windowParts(x)].join(
                      ' · ',
                    )}
                  </span>
                )}
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={x.pushOnReport}
                    disabled={setPush.isPending}
                    onChange={(e) => setPush.mutate({ id: x._id, pushOnReport: e.target.checked })}
                  />
                  {beachReportsTexts.pushOnReport}
                </label>
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={a.remove(spot)}
                onClick={() => removeAlert.mutate(x._id)}
              >
                ✕
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
