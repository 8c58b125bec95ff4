import { lazy, Suspense, useState } from 'react';
import type {
  TDayConfidence,
  TForecast,
  TForecastDay,
  TForecastSlot,
} from '@galim/shared/forecast/schemas';
import type { SpotTuning } from '@galim/shared/forecast/spots';
import {
  formatHeight,
  waveHeightColour,
  windColour,
  type HeightUnit,
} from '@galim/shared/forecast/units';
import { DirectionArrow } from '../../../components/forecast/direction-arrow';
import { Stars } from '../../../components/forecast/stars';
import { forecastTexts } from '../../../i18n/he/forecast';
import { clock, compassName, dayLabel, WIND_COLOUR_CLASSES } from '../lib/format';
import { DayConditions, DayTide } from './day-details';
import { SeaParts } from './sea-parts';
import { ARROWS } from '../../../components/ui/arrows';

// Loaded when a surfer first asks why an hour has its stars.
const ScoreExplanation = lazy(() =>
  import('./on-demand').then((m) => ({ default: m.ScoreExplanation })),
);

const t = forecastTexts.table;
/** Hours 6 to 21 every 3 hours. */
export const TABLE_HOURS = ['06', '09', '12', '15', '18', '21'];

/**
 * The hours of every day: a row per day (its best rating and wave range) that opens to the
 * day's hourly table. Today's is open at first; any other day opens the same view.
 */
export function DayTables({ forecast, unit }: { forecast: TForecast; unit: HeightUnit }) {
  const today = forecast.localNow.slice(0, 10);
  const days = forecast.days.map((d) => d.date);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(days.slice(0, 1)));
  const unitLabel = unit === 'ft' ? forecastTexts.units.ftShort : forecastTexts.units.mShort;
  const toggle = (date: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(date)) next.add(date);
      return next;
    });

  return (
    <section aria-labelledby="tables-title" className="drawn-when-near mt-8 [--near-size:32rem]">
      <h2 id="tables-title" className="mb-3 text-xl font-bold text-slate-900">
        {t.title}
      </h2>
      <ul className="flex flex-col gap-2">
        {forecast.days.map((day) => {
          const date = day.date;
          const daySlots = forecast.slots.filter((s) => s.time.startsWith(date));
          const slots = daySlots.filter((s) => TABLE_HOURS.includes(s.time.slice(11, 13)));
          const heights = slots.flatMap((s) => (s.waveHeight == null ? [] : [s.waveHeight]));
          const isOpen = open.has(date);
          const panelId = `day-${date}`;
          return (
            <li key={date} className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
              <h3>
                <button
                  type="button"
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => toggle(date)}
                  className="flex min-h-12 w-full flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl px-4 py-2 text-start focus-visible:outline-2 focus-visible:outline-sky-700"
                >
                  <span className="font-semibold text-slate-900">
                    {date === today ? forecastTexts.today : dayLabel(date)}
                  </span>
                  {day.best && day.best.score > 0 && <Stars value={day.best.stars} />}
                  {/* An answer cached before the models came has no confidence. */}
                  <ConfidenceWord day={forecast.confidenceDays?.find((c) => c.date === date)} />
                  {heights.length > 0 && (
                    <span className="text-sm text-slate-600">
                      {t.waveRange(
                        formatHeight(Math.min(...heights), unit),
                        formatHeight(Math.max(...heights), unit),
                        unitLabel,
                      )}
                    </span>
                  )}
                  <span aria-hidden="true" className="ms-auto text-slate-500">
                    {isOpen ? '▴' : '▾'}
                  </span>
                </button>
              </h3>
              {isOpen && (
                <div id={panelId} className="border-t border-slate-100">
                  <DayConditions day={day} />
                  <DayTable
                    id={`${panelId}-hours`}
                    date={date}
                    today={today}
                    slots={slots}
                    best={day.best}
                    tuning={forecast.spot.tuning}
                    unit={unit}
                    unitLabel={unitLabel}
                  />
                  <DayTide day={day} slots={daySlots} dayName={dayLabel(date, { today })} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const CONFIDENCE_CLASSES = {
  high: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  medium: 'bg-amber-50 text-amber-900 ring-amber-200',
  low: 'bg-slate-100 text-slate-700 ring-slate-300',
} as const;

/** How sure the day is (the models' agreement, decision 056), beside its stars. */
export function ConfidenceWord({ day }: { day: TDayConfidence | undefined }) {
  if (!day) return null;
  const words = forecastTexts.confidence;
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${CONFIDENCE_CLASSES[day.level]}`}
    >
      {day.reason === 'oneModel' ? words.oneModel : words[day.level]}
    </span>
  );
}

/** One day's hourly table, every 3 hours from 06:00 to 21:00. */
function DayTable({
  id,
  date,
  today,
  slots,
  best,
  tuning,
  unit,
  unitLabel,
}: {
  id: string;
  date: string;
  today: string;
  slots: TForecastSlot[];
  best: TForecastDay['best'];
  tuning: SpotTuning;
  unit: HeightUnit;
  unitLabel: string;
}) {
  const coastlineAngle = tuning.coastlineAngle;
  // The hour whose score is explained; kept after closing so the dialog can close (and give
  // focus back to its button) before it leaves.
  const [explained, setExplained] = useState<TForecastSlot | null>(null);
  const [explaining, setExplaining] = useState(false);
  const captionId = `${id}-caption`;
  const hintId = `${id}-hint`;
  return (
    // Focusable so keyboard users can scroll the table sideways on a narrow screen.
    <div
      id={id}
      role="region"
      aria-labelledby={`tables-title ${captionId}`}
      aria-describedby={hintId}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable)
      tabIndex={0}
      className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-sky-700"
    >
      {/* On a phone wind, direction and tide are off-screen to the side: say so. */}
      <p id={hintId} className="px-4 pt-2 text-xs text-slate-600 sm:hidden">
        <span aria-hidden="true">{ARROWS.scrollOn} </span>
        {t.scrollHint}
      </p>
      {/* Values keep to one line ("0.3 מ׳", "הכי טוב"); the region scrolls instead. */}
      <table className="w-full min-w-[36rem] text-sm whitespace-nowrap">
        <caption id={captionId} className="px-4 pt-3 text-start font-semibold text-slate-800">
          {t.caption(dayLabel(date, { today }))}
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            {/* The rating right after the hour: on a phone it shows without scrolling sideways. */}
            {[t.hour, t.rating, t.waveHeight, t.period, t.waveDirection, t.wind, t.tide].map(
              (label) => (
                <th key={label} scope="col" className="px-3 py-2 text-start font-medium">
                  {label}
                </th>
              ),
            )}
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
            slots.map((s) => [
              <tr
                key={s.time}
                className={
                  s.swell || s.secondarySwell || s.windWaves ? '' : 'border-b border-slate-100'
                }
              >
                <th scope="row" className="px-3 py-2 text-start font-semibold text-slate-900">
                  {clock(s.time)}
                  {best?.time === s.time && best.score > 0 && (
                    <span className="ms-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                      {t.best}
                    </span>
                  )}
                </th>
                <td className="px-3 py-1">
                  <button
                    type="button"
                    aria-haspopup="dialog"
                    onClick={() => {
                      setExplained(s);
                      setExplaining(true);
                    }}
                    className="inline-flex min-h-10 items-center gap-1 rounded-lg px-1 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-700"
                  >
                    {/* Named by its stars and the question, the stars staying an image. */}
                    <Stars value={s.stars} />{' '}
                    <span className="sr-only">{t.explain(clock(s.time))}</span>
                    <span aria-hidden="true" className="text-xs text-sky-700">
                      ?
                    </span>
                  </button>
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
                  {s.period == null ? '—' : forecastTexts.cards.seconds(s.period.toFixed(0))}
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
                    <span className="inline-flex items-center gap-1">
                      <span
                        className={`rounded-md px-1.5 font-semibold ${WIND_COLOUR_CLASSES[windColour(s.windSpeed)]}`}
                      >
                        {s.windSpeed.toFixed(0)}
                      </span>
                      <DirectionArrow from={s.windDirection} className="size-4 text-slate-700" />
                      <span className="text-slate-600">
                        {s.windRelation
                          ? forecastTexts.windRelation[s.windRelation]
                          : compassName(s.windDirection)}
                      </span>
                      {s.windGusts != null && (
                        <span className="text-xs text-slate-600">
                          {t.gusts(s.windGusts.toFixed(0))}
                        </span>
                      )}
                    </span>
                  )}
                </td>
                <td className="px-3 py-2 text-slate-700">
                  {s.tide ? forecastTexts.tide[s.tide] : '—'}
                </td>
              </tr>,
              // The hour's sea by its parts, on a second line that stays in view on a phone
              // while the row above scrolls sideways (none in an answer cached before them).
              (s.swell || s.secondarySwell || s.windWaves) && (
                <tr key={`${s.time}-parts`} className="border-b border-slate-100 last:border-0">
                  <td colSpan={7} className="px-3 pb-2">
                    <div className="sticky start-3 w-[min(calc(100vw-4rem),100%)] whitespace-normal">
                      <SeaParts
                        slot={s}
                        coastlineAngle={coastlineAngle}
                        unit={unit}
                        unitLabel={unitLabel}
                      />
                    </div>
                  </td>
                </tr>
              ),
            ])
          )}
        </tbody>
      </table>
      {explained && (
        <Suspense fallback={null}>
          <ScoreExplanation
            open={explaining}
            onClose={() => setExplaining(false)}
            slot={explained}
            tuning={tuning}
            unit={unit}
            unitLabel={unitLabel}
          />
        </Suspense>
      )}
    </div>
  );
}
