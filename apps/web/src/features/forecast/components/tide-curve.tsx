import type { TForecastDay } from '@galim/shared/forecast/schemas';

// A day's tide as a small curve: the model's hourly sea level with its highs and lows marked.
// Plain SVG (decision 031), in its own chunk: it loads when the day's tide is scrolled to. Time
// runs right to left, midnight at the right (decision 013).

const W = 240;
const H = 56;
const PAD = 6;

const minutesOf = (time: string) => Number(time.slice(11, 13)) * 60 + Number(time.slice(14, 16));

export default function TideCurve({
  points,
  extremes,
  label,
}: {
  /** The day's hours with a sea level, in metres. */
  points: { time: string; level: number }[];
  extremes: TForecastDay['tideExtremes'];
  label: string;
}) {
  // Symmetric around mean sea level, at least ±10 cm, so a calm day looks calm.
  const span = Math.max(
    0.1,
    ...points.map((p) => Math.abs(p.level)),
    ...extremes.map((e) => Math.abs(e.height)),
  );
  const x = (time: string) => W - PAD - ((W - 2 * PAD) * minutesOf(time)) / (24 * 60);
  const y = (level: number) => H / 2 - ((H / 2 - PAD) * level) / span;
  const path = points
    .map((p, i) => `${i ? 'L' : 'M'}${x(p.time).toFixed(1)} ${y(p.level).toFixed(1)}`)
    .join('');
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} className="h-14 w-full">
      <line
        x1={PAD}
        x2={W - PAD}
        y1={H / 2}
        y2={H / 2}
        className="stroke-slate-200"
        strokeWidth="1"
      />
      <path
        d={path}
        fill="none"
        className="stroke-sky-600"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      {extremes.map((e) => (
        <circle
          key={e.time}
          cx={x(e.time)}
          cy={y(e.height)}
          r="3"
          className={e.kind === 'high' ? 'fill-sky-800' : 'fill-amber-600'}
        />
      ))}
    </svg>
  );
}
