import type { ReactNode } from 'react';
import type { TForecast, TForecastSlot } from '@galim/shared/forecast/schemas';
import {
  formatHeight,
  waveHeightColour,
  windColour,
  type HeightUnit,
} from '@galim/shared/forecast/units';
import { DirectionArrow } from '../../../components/forecast/direction-arrow';
import { Stars } from '../../../components/forecast/stars';
import { forecastTexts } from '../../../i18n/he/forecast';
import { clock, compassName, WIND_COLOUR_CLASSES } from '../lib/format';

const t = forecastTexts.cards;

function Card({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-1 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <span className="text-sm text-slate-600">{label}</span>
      <span className="text-xl font-bold text-slate-900">{children}</span>
    </li>
  );
}

/** The ten info cards: the current hour's conditions and today's sun, UV and best time. */
export function InfoCards({
  forecast,
  slot,
  unit,
}: {
  forecast: TForecast;
  slot: TForecastSlot;
  unit: HeightUnit;
}) {
  const today =
    forecast.days.find((d) => d.date === forecast.localNow.slice(0, 10)) ?? forecast.days[0];
  const unitLabel = unit === 'ft' ? forecastTexts.units.ftShort : forecastTexts.units.mShort;
  return (
    <section aria-labelledby="now-title" className="mt-8">
      <h2 id="now-title" className="mb-3 text-xl font-bold text-slate-900">
        {t.title} <span className="text-base font-normal text-slate-600">({clock(slot.time)})</span>
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <Card label={t.waveHeight}>
          <span className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-3 rounded-full"
              style={{ background: waveHeightColour(slot.waveHeight) }}
            />
            {formatHeight(slot.waveHeight, unit)} {unitLabel}
          </span>
        </Card>
        <Card label={t.period}>
          {slot.period == null ? '—' : t.seconds(slot.period.toFixed(1))}
        </Card>
        <Card label={t.waveDirection}>
          {slot.waveDirection == null ? (
            '—'
          ) : (
            <span className="flex items-center gap-2">
              <DirectionArrow from={slot.waveDirection} className="size-6 text-sky-700" />
              <span>
                {t.fromDirection(compassName(slot.waveDirection))}{' '}
                <span className="text-sm font-normal text-slate-600">
                  {t.degrees(slot.waveDirection)}
                </span>
              </span>
            </span>
          )}
        </Card>
        <Card label={t.seaTemp}>
          {slot.seaTemp == null ? '—' : t.celsius(slot.seaTemp)}
          {today?.wetsuit && (
            <span className="block text-sm font-normal text-slate-700">
              {t.wear(forecastTexts.wetsuit[today.wetsuit])}
            </span>
          )}
        </Card>
        <Card label={t.airTemp}>{slot.airTemp == null ? '—' : t.celsius(slot.airTemp)}</Card>
        <Card label={t.wind}>
          {slot.windSpeed == null || slot.windDirection == null ? (
            '—'
          ) : (
            <span className="flex flex-wrap items-center gap-2">
              <span
                className={`rounded-lg px-2 py-0.5 ${WIND_COLOUR_CLASSES[windColour(slot.windSpeed)]}`}
              >
                {forecastTexts.kph(slot.windSpeed.toFixed(0))}
              </span>
              <DirectionArrow from={slot.windDirection} className="size-5 text-slate-700" />
              <span className="text-sm font-normal text-slate-700">
                {t.fromDirection(compassName(slot.windDirection))}
                {slot.windRelation && ` · ${forecastTexts.windRelation[slot.windRelation]}`}
                {slot.windGusts != null &&
                  ` · ${forecastTexts.table.gusts(slot.windGusts.toFixed(0))}`}
              </span>
            </span>
          )}
        </Card>
        <Card label={t.sunrise}>
          {clock(today?.sunrise)}
          {today?.firstLight && (
            <span className="block text-sm font-normal text-slate-700">
              {t.firstLight(clock(today.firstLight))}
            </span>
          )}
        </Card>
        <Card label={t.sunset}>
          {clock(today?.sunset)}
          {today?.lastLight && (
            <span className="block text-sm font-normal text-slate-700">
              {t.lastLight(clock(today.lastLight))}
            </span>
          )}
        </Card>
        <Card label={t.uv}>{today?.uvIndexMax ?? '—'}</Card>
        <Card label={t.bestToday}>
          {today?.best && today.best.score > 0 ? (
            <span className="flex flex-wrap items-center gap-2">
              {clock(today.best.time)}
              <Stars value={today.best.stars} />
            </span>
          ) : (
            <span className="text-base font-normal">{t.noBestToday}</span>
          )}
        </Card>
      </ul>
    </section>
  );
}
