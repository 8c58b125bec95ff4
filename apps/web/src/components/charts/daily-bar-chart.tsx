/**
 * A light bar chart for counts per day (views, listings): plain SVG, no chart library, with the
 * same numbers in a visually hidden table for screen readers.
 */
import { chartsTexts } from '../../i18n/he/charts';

export interface DailyPoint {
  /** YYYY-MM-DD */
  day: string;
  value: number;
}

export function DailyBarChart({
  title,
  points,
  valueLabel,
  color = '#0369a1',
  height = 160,
}: {
  title: string;
  points: DailyPoint[];
  valueLabel: string;
  color?: string;
  height?: number;
}) {
  const max = Math.max(1, ...points.map((p) => p.value));
  const barWidth = 100 / Math.max(points.length, 1);
  const label = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
  return (
    <figure className="w-full">
      <figcaption className="mb-2 font-semibold text-slate-800">{title}</figcaption>
      <svg
        viewBox={`0 0 100 ${height}`}
        preserveAspectRatio="none"
        className="h-40 w-full"
        aria-hidden="true"
      >
        <line
          x1="0"
          y1={height - 0.5}
          x2="100"
          y2={height - 0.5}
          stroke="#cbd5e1"
          strokeWidth="1"
        />
        {points.map((p, i) => {
          const h = (p.value / max) * (height - 4);
          // Time runs right to left, as the page reads (decision 013): the oldest day at the right.
          const slot = points.length - 1 - i;
          return (
            <rect
              key={p.day}
              x={slot * barWidth + barWidth * 0.15}
              y={height - h}
              width={barWidth * 0.7}
              height={h}
              rx="0.6"
              fill={color}
            >
              <title>{`${label(p.day)}: ${p.value}`}</title>
            </rect>
          );
        })}
      </svg>
      {points.length > 0 && (
        <div className="mt-1 flex justify-between text-xs text-slate-500" aria-hidden="true">
          <span>{label(points[0]!.day)}</span>
          <span>{label(points[points.length - 1]!.day)}</span>
        </div>
      )}
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{chartsTexts.date}</th>
            <th scope="col">{valueLabel}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.day}>
              <td>{label(p.day)}</td>
              <td>{p.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** The last `days` calendar days (UTC) ending today, with zeros where there is no data. */
export function fillDays(data: DailyPoint[], days = 30, today = new Date()): DailyPoint[] {
  const byDay = new Map(data.map((d) => [d.day, d.value]));
  const out: DailyPoint[] = [];
  for (let i = days - 1; i >= 0; i--) {
    const d = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - i),
    );
    const day = d.toISOString().slice(0, 10);
    out.push({ day, value: byDay.get(day) ?? 0 });
  }
  return out;
}
