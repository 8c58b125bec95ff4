import { lazy, Suspense } from 'react';
import type { TForecastDay, TForecastSlot } from '@galim/shared/forecast/schemas';
import { forecastTexts } from '../../../i18n/he/forecast';
import { useShownWhenNear } from '../../../lib/use-shown-when-near';
import { clock } from '../lib/format';

const TideCurve = lazy(() => import('./on-demand').then((m) => ({ default: m.TideCurve })));

const d = forecastTexts.day;
const tc = forecastTexts.tideCurve;

/**
 * A day's water (temperature and what to wear) and its light: first light, sunrise, sunset,
 * last light. Fields may be missing from an answer cached offline before they existed.
 */
export function DayConditions({ day }: { day: Partial<TForecastDay> }) {
  const light = [
    [d.firstLight, day.firstLight],
    [d.sunrise, day.sunrise],
    [d.sunset, day.sunset],
    [d.lastLight, day.lastLight],
  ] as const;
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 px-4 pt-3 text-sm text-slate-700">
      {day.seaTemp != null && (
        <div className="flex gap-1">
          <dt className="font-semibold text-slate-800">{d.seaTemp}</dt>
          <dd>
            {forecastTexts.cards.celsius(day.seaTemp)}
            {day.wetsuit && ` · ${forecastTexts.wetsuit[day.wetsuit]}`}
          </dd>
        </div>
      )}
      {light.map(([label, time]) =>
        time ? (
          <div key={label} className="flex gap-1">
            <dt className="font-semibold text-slate-800">{label}</dt>
            <dd>{clock(time)}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

/** The day's tide: the model's curve (drawn when scrolled to), its highs and lows, one note. */
export function DayTide({
  day,
  slots,
  dayName,
}: {
  day: Partial<TForecastDay> & { date: string };
  slots: (Pick<TForecastSlot, 'time'> & Partial<Pick<TForecastSlot, 'seaLevel'>>)[];
  dayName: string;
}) {
  const [ref, near] = useShownWhenNear<HTMLDivElement>();
  const extremes = day.tideExtremes ?? [];
  const points = slots.flatMap((s) =>
    s.seaLevel == null ? [] : [{ time: s.time, level: s.seaLevel }],
  );
  if (!points.length && !extremes.length) return null;
  return (
    <div ref={ref} className="border-t border-slate-100 px-4 py-3">
      <h4 className="text-sm font-semibold text-slate-800">{tc.title}</h4>
      {points.length > 1 && (
        <div className="h-14">
          {near && (
            <Suspense fallback={null}>
              <TideCurve points={points} extremes={extremes} label={tc.curveLabel(dayName)} />
            </Suspense>
          )}
        </div>
      )}
      {extremes.length > 0 && (
        <ul className="flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-slate-700">
          {extremes.map((e) => (
            <li key={e.time}>
              <span className="font-semibold">{e.kind === 'high' ? tc.high : tc.low}</span>{' '}
              {clock(e.time)} ({tc.cm(Math.round(e.height * 100))})
            </li>
          ))}
        </ul>
      )}
      <p className="mt-1 text-xs text-slate-600">{tc.note}</p>
    </div>
  );
}
