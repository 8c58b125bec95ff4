import { useState } from 'react';
import type { TForecast } from '@galim/shared/forecast/schemas';
import {
  formatHeight,
  waveHeightColour,
  windColour,
  type HeightUnit,
} from '@galim/shared/forecast/units';
import { DirectionArrow } from '../../../components/forecast/direction-arrow';
import { Stars } from '../../../components/forecast/stars';
import { heForecast } from '../../../i18n/forecast';
import { clock, compassName, dayLabel, shortDayLabel, WIND_COLOUR_CLASSES } from '../lib/format';

const t = heForecast.table;
/** Hours 6 to 21 every 3 hours (spec-2 §2.7). */
export const TABLE_HOURS = ['06', '09', '12', '15', '18', '21'];

/** Per-day tables; a row of day buttons chooses which day's table shows. */
export function DayTables({ forecast, unit }: { forecast: TForecast; unit: HeightUnit }) {
  const today = forecast.localNow.slice(0, 10);
  const [chosen, setChosen] = useState<string | null>(null);
  const days = forecast.days.map((d) => d.date);
  const selected = chosen && days.includes(chosen) ? chosen : (days[0] ?? today);
  const slots = forecast.slots.filter(
    (s) => s.time.startsWith(selected) && TABLE_HOURS.includes(s.time.slice(11, 13)),
  );
  const best = forecast.days.find((d) => d.date === selected)?.best;
  const unitLabel = unit === 'ft' ? heForecast.units.ftShort : heForecast.units.mShort;

  return (
    <section aria-labelledby="tables-title" className="drawn-when-near mt-8 [--near-size:32rem]">
      <h2 id="tables-title" className="mb-3 text-xl font-bold text-slate-900">
        {t.title}
      </h2>
      <div
        role="group"
        aria-label={t.daysLabel}
        className="-mx-1 mb-3 flex gap-2 overflow-x-auto px-1 pb-1"
      >
        {days.map((date) => (
          <button
            key={date}
            type="button"
            aria-pressed={date === selected}
            onClick={() => setChosen(date)}
            className={`shrink-0 rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ${
              date === selected
                ? 'bg-sky-700 text-white ring-sky-700'
                : 'bg-white text-slate-700 ring-slate-300 hover:ring-sky-500'
            }`}
          >
            {date === today ? heForecast.today : shortDayLabel(date)}
          </button>
        ))}
      </div>
      {/* Focusable so keyboard users can scroll the table sideways on a narrow screen. */}
      <div
        role="region"
        aria-labelledby="tables-title"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
        className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-sky-700"
      >
        <table className="w-full min-w-[36rem] text-sm">
          <caption className="px-4 pt-3 text-start font-semibold text-slate-800">
            {t.caption(dayLabel(selected, { today }))}
          </caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {t.hour}
              </th>
              {/* The rating right after the hour: on a phone it shows without scrolling sideways. */}
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {t.rating}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {t.waveHeight}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {t.period}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {t.waveDirection}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {t.wind}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {t.tide}
              </th>
            </tr>
          </thead>
          <tbody>
            {slots.length === 0 ? (
              <tr>
                <td colSpan={7} className="px-3 py-6 text-center text-slate-600">
                  {t.noData}
                </td>
              </tr>
            ) : (
              slots.map((s) => (
                <tr key={s.time} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="px-3 py-2 text-start font-semibold text-slate-900">
                    {clock(s.time)}
                    {best?.time === s.time && best.score > 0 && (
                      <span className="ms-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                        {t.best}
                      </span>
                    )}
                  </th>
                  <td className="px-3 py-2">
                    <Stars value={s.stars} />
                  </td>
                  <td className="px-3 py-2">
                    <span className="inline-flex items-center gap-1.5">
                      <span
                        aria-hidden="true"
                        className="size-2.5 rounded-full"
                        style={{ background: waveHeightColour(s.waveHeight) }}
                      />
                      {formatHeight(s.waveHeight, unit)} {unitLabel}
                    </span>
                  </td>
                  <td className="px-3 py-2">
                    {s.period == null ? '—' : heForecast.cards.seconds(s.period.toFixed(0))}
                  </td>
                  <td className="px-3 py-2">
                    {s.waveDirection == null ? (
                      '—'
                    ) : (
                      <span className="inline-flex items-center gap-1">
                        <DirectionArrow from={s.waveDirection} className="size-4 text-sky-700" />
                        {compassName(s.waveDirection)}
                      </span>
                    )}
                  </td>
                  <td className="px-3 py-2">
                    {s.windSpeed == null || s.windDirection == null ? (
                      '—'
                    ) : (
                      <span className="inline-flex flex-wrap items-center gap-1">
                        <span
                          className={`rounded-md px-1.5 font-semibold ${WIND_COLOUR_CLASSES[windColour(s.windSpeed)]}`}
                        >
                          {s.windSpeed.toFixed(0)}
                        </span>
                        <DirectionArrow from={s.windDirection} className="size-4 text-slate-700" />
                        <span className="text-slate-600">
                          {s.windRelation
                            ? heForecast.windRelation[s.windRelation]
                            : compassName(s.windDirection)}
                        </span>
                      </span>
                    )}
                  </td>
                  <td className="px-3 py-2 text-slate-700">
                    {s.tide ? heForecast.tide[s.tide] : '—'}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
