import { useId, useState, type ReactNode } from 'react';
import type { TForecast, TForecastModel } from '@galim/shared/forecast/schemas';
import { formatHeight, type HeightUnit } from '@galim/shared/forecast/units';
import { DirectionArrow } from '../../../components/forecast/direction-arrow';
import { forecastTexts } from '../../../i18n/he/forecast';
import { forecastModelsTexts } from '../../../i18n/he/forecast-models';
import { dayLabel } from '../lib/format';
import { TABLE_HOURS } from './day-tables';

// The models side by side (issue 54, decision 056), as a Windguru reader knows them: a row per
// model, a column per hour (every three hours of a chosen day, up to 16 days ahead), Galim's own
// line and the hour's confidence on top. The first column stays put while a phone scrolls the
// hours sideways. Loaded when the visitor gets near it (model-rows-slot.tsx).

const t = forecastModelsTexts.rows;

const LEVEL_CLASSES = {
  high: 'text-emerald-800',
  medium: 'text-amber-900',
  low: 'text-slate-700',
} as const;

const one = (v: number) => (Math.round(v * 10) / 10).toString();

export default function ModelRows({ forecast, unit }: { forecast: TForecast; unit: HeightUnit }) {
  const selectId = useId();
  const dates = forecast.confidenceDays.map((d) => d.date);
  const today = forecast.localNow.slice(0, 10);
  const [date, setDate] = useState(() => dates.find((d) => d >= today) ?? dates[0]);
  if (!date || forecast.modelHours.length === 0) return null;

  const unitLabel = unit === 'ft' ? forecastTexts.units.ftShort : forecastTexts.units.mShort;
  const at = TABLE_HOURS.map((h) => forecast.modelHours.indexOf(`${date}T${h}:00`));
  const height = (m: number | null | undefined) =>
    m == null ? null : `${formatHeight(m, unit)} ${unitLabel}`;
  const waves = forecast.models.filter((m) => m.kind === 'wave');
  const winds = forecast.models.filter((m) => m.kind === 'wind');
  const lean = forecast.models.find((m) => m.id === forecast.line.basis);
  const cell = 'whitespace-nowrap px-2 py-1.5 text-center tabular-nums';
  const rowHead =
    'sticky start-0 z-10 whitespace-nowrap bg-white px-3 py-1.5 text-start font-semibold text-slate-900';

  /** A model's row: its status across the day, or each hour's values. */
  const modelRow = (m: TForecastModel, value: (i: number) => ReactNode) => (
    <tr key={m.id} className="border-t border-slate-100">
      <th scope="row" className={rowHead} title={m.name}>
        {m.shortName}
      </th>
      {m.status === 'ok' ? (
        at.map((i, k) => (
          <td key={TABLE_HOURS[k]} className={cell}>
            {i < 0 ? t.beyond : (value(i) ?? t.beyond)}
          </td>
        ))
      ) : (
        <td colSpan={TABLE_HOURS.length} className={`${cell} text-slate-600`}>
          {m.status === 'failed' ? t.failed : t.missing}
        </td>
      )}
    </tr>
  );

  const groupRow = (label: string) => (
    <tr className="border-t border-slate-200 bg-slate-50">
      <th
        scope="colgroup"
        colSpan={TABLE_HOURS.length + 1}
        className="px-3 py-1 text-start text-sm font-semibold text-slate-700"
      >
        {label}
      </th>
    </tr>
  );

  return (
    <section
      aria-labelledby="models-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="models-title" className="text-xl font-bold text-slate-900">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t.description}</p>
      <label htmlFor={selectId} className="mt-3 flex items-center gap-2 text-sm text-slate-800">
        {t.day}
        <select
          id={selectId}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-2"
        >
          {forecast.confidenceDays.map((d) => (
            <option key={d.date} value={d.date}>
              {`${dayLabel(d.date, { today })} · ${forecastTexts.confidence[d.reason === 'oneModel' ? 'oneModel' : d.level]}`}
            </option>
          ))}
        </select>
      </label>
      {/* Focusable so keyboard users can scroll the rows sideways on a narrow screen. */}
      <div
        role="region"
        aria-labelledby="models-caption"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
        className="mt-3 overflow-x-auto focus-visible:outline-2 focus-visible:outline-sky-700"
      >
        <table className="w-full border-collapse text-sm">
          <caption id="models-caption" className="sr-only">
            {t.caption(dayLabel(date, { today }))}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={`${rowHead} text-slate-600`}>
                {t.model}
              </th>
              {TABLE_HOURS.map((h) => (
                <th key={h} scope="col" className={`${cell} font-semibold text-slate-600`}>
                  {`${h}:00`}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="border-t border-slate-200 bg-sky-50">
              <th scope="row" className={`${rowHead} bg-sky-50`}>
                {lean ? t.galimLean(lean.shortName) : t.galim}
              </th>
              {at.map((i, k) => {
                const h = i < 0 ? null : height(forecast.line.height[i]);
                const p = i < 0 ? null : forecast.line.period[i];
                return (
                  <td key={TABLE_HOURS[k]} className={`${cell} font-semibold`}>
                    {h === null ? t.beyond : p == null ? h : `${h} · ${t.seconds(one(p))}`}
                  </td>
                );
              })}
            </tr>
            <tr className="border-t border-slate-100">
              <th scope="row" className={rowHead}>
                {t.confidence}
              </th>
              {at.map((i, k) => {
                const c = i < 0 ? undefined : forecast.confidence[i];
                return (
                  <td key={TABLE_HOURS[k]} className={`${cell} ${c ? LEVEL_CLASSES[c.level] : ''}`}>
                    {!c ? t.beyond : c.reason === 'oneModel' ? t.oneModel : t.level[c.level]}
                  </td>
                );
              })}
            </tr>
            {groupRow(t.waves)}
            {waves.map((m) =>
              modelRow(m, (i) => {
                const h = height(m.height?.[i]);
                if (h === null) return null;
                const p = m.period?.[i];
                const d = m.direction?.[i];
                return (
                  <span className="inline-flex items-center gap-1">
                    {p == null ? h : `${h} · ${t.seconds(one(p))}`}
                    {d != null && <DirectionArrow from={d} className="size-4 text-slate-500" />}
                  </span>
                );
              }),
            )}
            {groupRow(t.wind)}
            {winds.map((m) =>
              modelRow(m, (i) => {
                const w = m.wind?.[i];
                if (w == null) return null;
                const g = m.gusts?.[i];
                const d = m.direction?.[i];
                return (
                  <span className="inline-flex items-center gap-1">
                    {t.kph(String(Math.round(w)), g == null ? null : String(Math.round(g)))}
                    {d != null && <DirectionArrow from={d} className="size-4 text-slate-500" />}
                  </span>
                );
              }),
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
