import { useId, useState } from 'react';
import { Link } from 'react-router';
import { spotImage } from '@galim/shared/forecast/spot-images';
import { searchSpots } from '@galim/shared/forecast/spot-list';
import { forecastTexts } from '../../../i18n/he/forecast';
import { controlClass } from '../../../components/ui/form/input';
import { spotTexts } from '../../../i18n/he/spots';

const t = forecastTexts.picker;

/** The state of a move made by picking a spot: its page focuses the spot's heading. */
export const SPOT_PICKED = { spotPicked: true } as const;

export function pickedSpot(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'spotPicked' in state;
}

/**
 * A search box over the Hebrew and Latin names and the names surfers use, and the matching spots
 * as links to their pages (/forecast/{spotId}). A picked spot's forecast opens where the eye is:
 * the link says so (`SPOT_PICKED`) and the page focuses the spot's heading, scrolled to (issue 51).
 */
export function SpotPicker({ selectedId }: { selectedId: string }) {
  const [query, setQuery] = useState('');
  // The other names surfers use ("זבולון", "Dado"), loaded when the search box is first used.
  const [aliases, setAliases] = useState<Readonly<Record<string, readonly string[]>>>({});
  const loadAliases = () => {
    void import('@galim/shared/forecast/spot-aliases').then((m) => setAliases(m.SPOT_ALIASES));
  };
  const inputId = useId();
  const matches = searchSpots(query, aliases);
  return (
    <fieldset className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <legend className="sr-only">{t.label}</legend>
      <label htmlFor={inputId} className="mb-1 block font-semibold text-slate-800">
        {t.search}
      </label>
      <input
        id={inputId}
        type="search"
        value={query}
        onFocus={loadAliases}
        onChange={(e) => {
          loadAliases();
          setQuery(e.target.value);
        }}
        placeholder={t.searchPlaceholder}
        autoComplete="off"
        className={controlClass}
      />
      <p className="sr-only" aria-live="polite">
        {matches.length === 0 ? t.noResults : ''}
      </p>
      {matches.length === 0 ? (
        <p className="mt-3 text-slate-600">{t.noResults}</p>
      ) : (
        <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
          {matches.map((spot) => {
            const selected = spot.id === selectedId;
            return (
              <li key={spot.id}>
                <Link
                  to={`/forecast/${spot.id}`}
                  preventScrollReset
                  state={SPOT_PICKED}
                  aria-current={selected ? 'page' : undefined}
                  className={`flex w-full items-center gap-2 rounded-xl p-1.5 text-start text-sm font-medium ring-1 transition hover:ring-sky-400 ${
                    selected
                      ? 'bg-sky-50 text-sky-900 ring-2 ring-sky-600'
                      : 'bg-white text-slate-800 ring-slate-200'
                  }`}
                >
                  <img
                    src={spotImage(spot.id, 160)}
                    alt=""
                    width={48}
                    height={36}
                    className="h-9 w-10 shrink-0 rounded-md object-cover sm:w-12"
                  />
                  <span className="min-w-0">
                    <span className="block leading-tight">{spotTexts.name(spot)}</span>
                    <span
                      className="block truncate text-xs text-slate-600"
                      lang={spotTexts.otherName(spot).lang}
                      dir="auto"
                    >
                      {spotTexts.otherName(spot).text}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
