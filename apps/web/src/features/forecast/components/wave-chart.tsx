import type { TForecast } from '@galim/shared/forecast/schemas';
import type { HeightUnit } from '@galim/shared/forecast/units';
import { forecastTexts } from '../../../i18n/he/forecast';
import { DIRECTION } from '../../../i18n/he/locale';
import { CHART_HOURS, chartDays, type ChartDay } from '../lib/chart-days';

// Plain SVG: seven days of three bars need no chart library (Recharts, with d3 and
// redux-toolkit, was 106 KiB gzipped of the forecast's first visit; decision 031).

const COLOURS = { '08': '#7dd3fc', '12': '#0284c7', '18': '#0c4a6e' } as const;
/** The drawing's own units; the SVG stretches to its box, text stays HTML around it. */
const WIDTH = 700;
const HEIGHT = 240;
/** Inside a day's slot, the bars take this share of the width; the rest is the gap. */
const GROUP = 0.72;

/** A round step for the value axis: about four gridlines up to the highest bar. */
export function axisTicks(max: number): number[] {
  const rough = Math.max(max, 0.1) / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough)!;
  const ticks: number[] = [];
  for (let i = 0; i * step < max + step; i++) ticks.push(Math.round(i * step * 100) / 100);
  return ticks;
}

/** Time runs the way the page reads: right to left in Hebrew, left to right in English. */
const RTL = DIRECTION === 'rtl';

/** Where each bar goes: the first day at the start and, inside a day, 08:00 at the start (the
 * right in Hebrew, like the day buttons above the tables; decision 013; the left in English). */
function bars(data: ChartDay[], top: number) {
  const slot = WIDTH / data.length;
  const barWidth = (slot * GROUP) / CHART_HOURS.length;
  return data.flatMap((d, day) =>
    CHART_HOURS.map((hour, i) => {
      const fromStart = day * slot + (slot * (1 - GROUP)) / 2 + i * barWidth;
      const x = RTL ? WIDTH - fromStart - barWidth : fromStart;
      const height = (d[hour] / top) * HEIGHT;
      return { key: `${d.date}-${hour}`, d, hour, x, width: barWidth, height };
    }),
  );
}

export default function WaveChart({ forecast, unit }: { forecast: TForecast; unit: HeightUnit }) {
  const data = chartDays(forecast, unit);
  const unitLabel = unit === 'ft' ? forecastTexts.units.ftShort : forecastTexts.units.mShort;
  if (!data.length) return <p className="text-slate-600">{forecastTexts.chart.empty}</p>;
  const ticks = axisTicks(
    Math.max(
      ...data.flatMap((d) => CHART_HOURS.map((h) => Math.max(d[h], d.spread[h]?.high ?? 0))),
    ),
  );
  const { band, faint, range } = forecastTexts.chart;
  const withBand = data.some((d) => Object.keys(d.spread).length > 0);
  const top = ticks[ticks.length - 1]!;
  return (
    <>
      {/* The bars are drawn for sighted users; the same numbers are in this table and below. */}
      <div
        aria-hidden="true"
        dir="ltr"
        className="w-full text-xs text-slate-600"
        data-testid="wave-chart"
      >
        {/* The value axis at the start, beside the first day. */}
        <div className={`flex h-56 sm:h-64 ${RTL ? '' : 'flex-row-reverse'}`}>
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="h-full min-w-0 flex-1 overflow-visible"
          >
            {ticks.map((t) => (
              <line
                key={t}
                x1="0"
                x2={WIDTH}
                y1={HEIGHT - (t / top) * HEIGHT}
                y2={HEIGHT - (t / top) * HEIGHT}
                stroke={t === 0 ? '#94a3b8' : '#e2e8f0'}
                strokeDasharray={t === 0 ? undefined : '3 3'}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {bars(data, top).map((b) => {
              const spread = b.d.spread[b.hour];
              // The models' band: a whisker from the lowest to the highest model at that hour.
              const mid = b.x + (b.width * 0.9) / 2;
              const y = (v: number) => HEIGHT - (v / top) * HEIGHT;
              return (
                <g key={b.key}>
                  <rect
                    data-hour={b.hour}
                    data-confidence={spread?.level}
                    x={b.x}
                    y={HEIGHT - b.height}
                    width={b.width * 0.9}
                    height={b.height}
                    fill={COLOURS[b.hour]}
                    // A low-confidence hour is drawn faint: the models disagree there.
                    fillOpacity={spread?.level === 'low' ? 0.4 : 1}
                  >
                    <title>{`${b.d.label} ${b.hour}:00: ${b.d[b.hour]} ${unitLabel}${
                      spread ? ` ${range(spread.low, spread.high)}` : ''
                    }`}</title>
                  </rect>
                  {spread && (
                    <path
                      data-band={b.hour}
                      d={`M${mid} ${y(spread.low)}V${y(spread.high)}M${mid - b.width * 0.2} ${y(
                        spread.low,
                      )}h${b.width * 0.4}M${mid - b.width * 0.2} ${y(spread.high)}h${b.width * 0.4}`}
                      stroke="#334155"
                      strokeWidth={1.5}
                      vectorEffect="non-scaling-stroke"
                    />
                  )}
                </g>
              );
            })}
          </svg>
          <div className="relative w-14 shrink-0">
            {ticks.map((t) => (
              <span
                key={t}
                className={`absolute -translate-y-1/2 whitespace-nowrap ${RTL ? 'start-1.5' : 'end-1.5'}`}
                style={{ top: `${100 - (t / top) * 100}%` }}
              >
                {`${t} ${unitLabel}`}
              </span>
            ))}
          </div>
        </div>
        <div className={`mt-1 flex ${RTL ? 'me-14 flex-row-reverse' : 'ms-14'}`}>
          {data.map((d) => (
            <span key={d.date} className="flex-1 text-center">
              {d.tick}
            </span>
          ))}
        </div>
        <ul className={`mt-2 flex justify-center gap-4 text-sm ${RTL ? 'flex-row-reverse' : ''}`}>
          {CHART_HOURS.map((h) => (
            <li key={h} className="flex items-center gap-1.5">
              <span className="size-3 rounded-sm" style={{ background: COLOURS[h] }} />
              {`${h}:00`}
            </li>
          ))}
          {withBand && (
            <>
              <li className="flex items-center gap-1.5">
                <span className="h-3 w-0.5 bg-slate-700" />
                {band}
              </li>
              <li className="flex items-center gap-1.5">
                <span className="size-3 rounded-sm bg-sky-600/40" />
                {faint}
              </li>
            </>
          )}
        </ul>
      </div>
      <table className="sr-only">
        <caption>{forecastTexts.chart.title}</caption>
        <thead>
          <tr>
            <th scope="col">{forecastTexts.chart.day}</th>
            {CHART_HOURS.map((h) => (
              <th key={h} scope="col">{`${h}:00`}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.date}>
              <th scope="row">{d.label}</th>
              {CHART_HOURS.map((h) => (
                <td key={h}>{`${d[h]} ${unitLabel}${
                  d.spread[h] ? ` ${range(d.spread[h].low, d.spread[h].high)}` : ''
                }`}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
