import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Distance } from '../../../components/near/distance';
import { mapTexts } from '../../../i18n/he/map';
import type { MapPoint } from '../api/map-points';

const t = mapTexts;

/**
 * The map's places as a list: what a keyboard or a screen reader reaches without the map, in
 * the order the list answered (nearest first with a place). The one chosen on the map is marked
 * and brought into view.
 */
export function PlaceList({
  points,
  chosen,
}: {
  points: readonly MapPoint[];
  chosen: string | null;
}) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (!chosen) return;
    const item = list.current?.querySelector<HTMLElement>(`[data-place="${CSS.escape(chosen)}"]`);
    item?.scrollIntoView({ block: 'nearest' });
  }, [chosen]);

  return (
    <ol
      ref={list}
      aria-label={t.listHeading}
      className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200"
    >
      {points.map((p) => {
        const on = p.id === chosen;
        return (
          <li
            key={p.id}
            data-place={p.id}
            aria-current={on || undefined}
            className={`flex items-start justify-between gap-3 p-3 ${on ? 'bg-sky-50' : ''}`}
          >
            <div className="min-w-0">
              {p.to ? (
                <Link
                  to={p.to}
                  dir="auto"
                  className="font-semibold text-sky-800 underline-offset-2 hover:underline"
                >
                  {p.title}
                </Link>
              ) : (
                <span dir="auto" className="font-semibold text-slate-900">
                  {p.title}
                </span>
              )}
              {/* Titles and places are the users' words, in their own direction. */}
              <p dir="auto" className="text-sm text-slate-600">
                <span aria-hidden={p.detailSpoken ? true : undefined}>{p.detail}</span>
                {p.detailSpoken && <span className="sr-only">{p.detailSpoken}</span>}
              </p>
            </div>
            {p.distanceKm !== undefined && <Distance km={p.distanceKm} />}
            {on && <span className="sr-only">{t.chosen}</span>}
          </li>
        );
      })}
    </ol>
  );
}
