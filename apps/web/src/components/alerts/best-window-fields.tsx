import { useState } from 'react';
import type { TWindChoice, TWindowDelivery } from '@galim/shared/alerts/best-window';
import { alertDialogsTexts } from '../../i18n/he/alert-dialogs';

// The best-window part of the surf-alert dialog (issue 54, item 5; decision 061): how many good
// hours in a row, daylight, wind, stars or a height and period range, and when to be told.

const HOUR_CHOICES = [2, 3, 4, 5, 6] as const;

type Bound = '' | string;

const num = (v: Bound) => (v.trim() === '' ? undefined : Number(v));
const upsideDown = (from: Bound, to: Bound) => {
  const [a, b] = [num(from), num(to)];
  return a !== undefined && b !== undefined && a > b;
};

/** The fields' state, and the alert's part they make. */
export function useBestWindowForm() {
  const [on, setOn] = useState(false);
  const [minHours, setMinHours] = useState(2);
  const [daylightOnly, setDaylightOnly] = useState(true);
  const [wind, setWind] = useState<TWindChoice | ''>('');
  const [measure, setMeasure] = useState<'stars' | 'range'>('stars');
  const [height, setHeight] = useState<[Bound, Bound]>(['', '']);
  const [period, setPeriod] = useState<[Bound, Bound]>(['', '']);
  const [delivery, setDelivery] = useState<TWindowDelivery>('instant');
  const byRange = on && measure === 'range';
  const badRange = byRange && (upsideDown(...height) || upsideDown(...period));
  return {
    on,
    setOn,
    minHours,
    setMinHours,
    daylightOnly,
    setDaylightOnly,
    wind,
    setWind,
    measure,
    setMeasure,
    height,
    setHeight,
    period,
    setPeriod,
    delivery,
    setDelivery,
    badRange,
    /** Whether the stars choose (an ordinary alert, or a window by stars). */
    byStars: !byRange,
    /** The window's part of the alert sent (nothing while the option is off). */
    input: () =>
      on
        ? {
            minHours,
            daylightOnly,
            wind: wind || null,
            delivery,
            ...(byRange
              ? {
                  minHeightM: num(height[0]),
                  maxHeightM: num(height[1]),
                  minPeriodS: num(period[0]),
                  maxPeriodS: num(period[1]),
                }
              : {}),
          }
        : {},
  };
}

export type BestWindowForm = ReturnType<typeof useBestWindowForm>;

const box = 'w-24 rounded-lg border border-slate-300 px-2 py-1 font-normal';

function BoundInput({
  label,
  value,
  onChange,
  max,
}: {
  label: string;
  value: Bound;
  onChange: (v: Bound) => void;
  max: number;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm text-slate-800">
      {label}
      <input
        type="number"
        inputMode="decimal"
        min={0}
        max={max}
        step={0.1}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={box}
      />
    </label>
  );
}

/** The option and, once chosen, its fields. */
export function BestWindowFields({ form }: { form: BestWindowForm }) {
  const t = alertDialogsTexts.bestWindow;
  const f = form;
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
      <label className="flex items-center gap-2 font-semibold text-slate-800">
        <input type="checkbox" checked={f.on} onChange={(e) => f.setOn(e.target.checked)} />
        {t.toggle}
      </label>
      {f.on && (
        <>
          <p className="text-sm text-slate-600">{t.explain}</p>
          <label className="flex items-center gap-2 text-slate-800">
            {t.minHours}
            <select
              value={f.minHours}
              onChange={(e) => f.setMinHours(Number(e.target.value))}
              className="rounded-lg border border-slate-300 px-2 py-1"
            >
              {HOUR_CHOICES.map((n) => (
                <option key={n} value={n}>
                  {t.hours(n)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-2 text-slate-800">
            <input
              type="checkbox"
              checked={f.daylightOnly}
              onChange={(e) => f.setDaylightOnly(e.target.checked)}
            />
            {t.daylightOnly}
          </label>
          <fieldset>
            <legend className="mb-1 font-semibold text-slate-800">{t.wind}</legend>
            <div className="flex flex-wrap gap-3">
              {(['', 'light', 'offshore'] as const).map((w) => (
                <label key={w || 'any'} className="flex items-center gap-1">
                  <input
                    type="radio"
                    name="wind"
                    checked={f.wind === w}
                    onChange={() => f.setWind(w)}
                  />
                  {t.winds[w || 'any']}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="mb-1 font-semibold text-slate-800">{t.measure}</legend>
            <div className="flex flex-wrap gap-3">
              {(['stars', 'range'] as const).map((m) => (
                <label key={m} className="flex items-center gap-1">
                  <input
                    type="radio"
                    name="measure"
                    checked={f.measure === m}
                    onChange={() => f.setMeasure(m)}
                  />
                  {m === 'stars' ? t.byStars : t.byRange}
                </label>
              ))}
            </div>
          </fieldset>
          {f.measure === 'range' && (
            <div className="flex flex-wrap gap-3">
              <BoundInput
                label={t.heightFrom}
                value={f.height[0]}
                onChange={(v) => f.setHeight([v, f.height[1]])}
                max={10}
              />
              <BoundInput
                label={t.heightTo}
                value={f.height[1]}
                onChange={(v) => f.setHeight([f.height[0], v])}
                max={10}
              />
              <BoundInput
                label={t.periodFrom}
                value={f.period[0]}
                onChange={(v) => f.setPeriod([v, f.period[1]])}
                max={30}
              />
              <BoundInput
                label={t.periodTo}
                value={f.period[1]}
                onChange={(v) => f.setPeriod([f.period[0], v])}
                max={30}
              />
              {f.badRange && (
                <p role="alert" className="w-full text-sm text-red-700">
                  {t.rangeOrder}
                </p>
              )}
            </div>
          )}
          <fieldset>
            <legend className="mb-1 font-semibold text-slate-800">{t.delivery}</legend>
            <div className="flex flex-wrap gap-3">
              {(['instant', 'digest'] as const).map((d) => (
                <label key={d} className="flex items-center gap-1">
                  <input
                    type="radio"
                    name="delivery"
                    checked={f.delivery === d}
                    onChange={() => f.setDelivery(d)}
                  />
                  {t[d]}
                </label>
              ))}
            </div>
          </fieldset>
        </>
      )}
    </fieldset>
  );
}
