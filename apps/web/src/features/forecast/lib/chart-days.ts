import type { TConfidenceLevel, TForecast } from '@galim/shared/forecast/schemas';
import { metresToFeet, type HeightUnit } from '@galim/shared/forecast/units';
import { shortDayLabel } from './format';

/** The chart's three daily slots; a day needs all three to appear. */
export const CHART_HOURS = ['08', '12', '18'] as const;

/** The models' spread at a bar's hour (the chart's band) and how sure that hour is. */
export interface ChartSpread {
  low: number;
  high: number;
  level: TConfidenceLevel;
}

export interface ChartDay {
  date: string;
  /** dd/mm on the axis (fits a phone); the weekday too in the tooltip and table. */
  tick: string;
  label: string;
  '08': number;
  '12': number;
  '18': number;
  /** Per hour, when at least two wave models gave a height there. */
  spread: Partial<Record<(typeof CHART_HOURS)[number], ChartSpread>>;
}

export function chartDays(forecast: TForecast, unit: HeightUnit): ChartDay[] {
  const convert = (m: number) => Math.round((unit === 'ft' ? metresToFeet(m) : m) * 10) / 10;
  const out: ChartDay[] = [];
  const sure = new Map((forecast.confidence ?? []).map((c) => [c.time, c]));
  const spreadAt = (time: string): ChartSpread | undefined => {
    const c = sure.get(time);
    if (!c || c.models < 2 || c.low === null || c.high === null) return undefined;
    return { low: convert(c.low), high: convert(c.high), level: c.level };
  };
  for (const day of forecast.days) {
    const at = (h: string) => forecast.slots.find((s) => s.time === `${day.date}T${h}:00`);
    const found = CHART_HOURS.map(at);
    if (found.some((s) => !s)) continue;
    out.push({
      date: day.date,
      tick: `${day.date.slice(8, 10)}/${day.date.slice(5, 7)}`,
      label: shortDayLabel(day.date),
      '08': convert(found[0]!.waveHeight),
      '12': convert(found[1]!.waveHeight),
      '18': convert(found[2]!.waveHeight),
      spread: Object.fromEntries(
        CHART_HOURS.flatMap((h) => {
          const spread = spreadAt(`${day.date}T${h}:00`);
          return spread ? [[h, spread]] : [];
        }),
      ),
    });
  }
  return out;
}
