import type { TForecast } from '@galim/shared/forecast/schemas';
import { metresToFeet, type HeightUnit } from '@galim/shared/forecast/units';
import { shortDayLabel } from './format';

/** The chart's three daily slots; a day needs all three to appear. */
export const CHART_HOURS = ['08', '12', '18'] as const;

export interface ChartDay {
  date: string;
  /** dd/mm on the axis (fits a phone); the weekday too in the tooltip and table. */
  tick: string;
  label: string;
  '08': number;
  '12': number;
  '18': number;
}

export function chartDays(forecast: TForecast, unit: HeightUnit): ChartDay[] {
  const convert = (m: number) => Math.round((unit === 'ft' ? metresToFeet(m) : m) * 10) / 10;
  const out: ChartDay[] = [];
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
    });
  }
  return out;
}
