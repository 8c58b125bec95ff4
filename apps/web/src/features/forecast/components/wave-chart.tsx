import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { TForecast } from '@galim/shared/forecast/schemas';
import type { HeightUnit } from '@galim/shared/forecast/units';
import { he } from '../../../i18n/he';
import { CHART_HOURS, chartDays } from '../lib/chart-days';

// Recharts lives only here, in a chunk the forecast page loads lazily.

const COLOURS = { '08': '#7dd3fc', '12': '#0284c7', '18': '#0c4a6e' } as const;

export default function WaveChart({ forecast, unit }: { forecast: TForecast; unit: HeightUnit }) {
  const data = chartDays(forecast, unit);
  const unitLabel = unit === 'ft' ? he.forecast.units.ftShort : he.forecast.units.mShort;
  if (!data.length) return <p className="text-slate-600">{he.forecast.chart.empty}</p>;
  return (
    <>
      {/* The bars are drawn for sighted users; the same numbers are in this table and below. */}
      <div aria-hidden="true" dir="ltr" className="h-64 w-full sm:h-72" data-testid="wave-chart">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            margin={{ top: 8, right: -16, bottom: 0, left: 8 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
            {/* Days run right to left, like the day buttons above the tables (decision 013). */}
            <XAxis dataKey="tick" tick={{ fontSize: 12, fill: '#475569' }} interval={0} reversed />
            <YAxis
              tick={{ fontSize: 12, fill: '#475569' }}
              unit={` ${unitLabel}`}
              width={56}
              orientation="right"
            />
            <Tooltip
              formatter={(v) => `${v} ${unitLabel}`}
              labelFormatter={(_, items) => items?.[0]?.payload?.label ?? ''}
            />
            <Legend />
            {CHART_HOURS.map((h) => (
              <Bar
                key={h}
                dataKey={h}
                name={`${h}:00`}
                fill={COLOURS[h]}
                radius={[4, 4, 0, 0]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>{he.forecast.chart.title}</caption>
        <thead>
          <tr>
            <th scope="col">{he.forecast.chart.day}</th>
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
                <td key={h}>{`${d[h]} ${unitLabel}`}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
