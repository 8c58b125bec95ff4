import {
  WAVE_MODELS,
  WIND_MODELS,
  type WaveVariable,
  type WindVariable,
} from '@galim/shared/forecast/models';
import {
  dayConfidence,
  hourlyConfidence,
  median,
  type HourConfidence,
} from '@galim/shared/forecast/confidence';
import type { TForecast, TForecastModel } from '@galim/shared/forecast/schemas';
import type { SurfSpot } from '@galim/shared/forecast/spots';
import { sunDay } from '@galim/shared/forecast/sun';
import { msToKph } from '@galim/shared/forecast/units';
import type { Language } from '@galim/shared/i18n/languages';
import { forecastModelWords as englishWords } from '@galim/shared/i18n/en/forecast-models';
import { forecastModelWords as hebrewWords } from '@galim/shared/i18n/he/forecast-models';
import { utcHourMs } from './kept';
import { daylightHours, localTime } from './merge';
import type { ModelResult } from './models-client';
import type { SpotModels } from './models';

// A spot's models as the forecast answers them (issue 54, decision 056): every model's series on
// one list of local hours, Galim's own line, and how sure each hour and day is. Pure.

const WORDS = { he: hebrewWords, en: englishWords } satisfies Record<Language, unknown>;

export type ModelsPart = Pick<
  TForecast,
  'modelHours' | 'models' | 'confidence' | 'confidenceDays' | 'line'
>;

export interface ModelsAnswer extends ModelsPart {
  /** Galim's line's height at a local hour (null where no wave model reaches it). */
  heightAt(time: string): number | null;
}

const round = (v: number | null | undefined, digits: number): number | null =>
  v == null || !Number.isFinite(v) ? null : Math.round(v * 10 ** digits) / 10 ** digits;

type Variable = WaveVariable | WindVariable;
type Ok = Extract<ModelResult, { status: 'ok' }>;

/** The median of what is there, or null. */
const medianOf = (values: readonly (number | null | undefined)[]) => {
  const there = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  return there.length ? median(there) : null;
};

export function modelsAnswer(
  spot: Pick<SurfSpot, 'lat' | 'lng'>,
  spotModels: SpotModels | null,
  utcOffsetSeconds: number,
  language: Language,
): ModelsAnswer {
  const results = spotModels?.results ?? {};
  const ok = (id: string): Ok | null => {
    const r = results[id];
    return r?.status === 'ok' ? r : null;
  };
  // One list of hours: the longest any model answered (they share Open-Meteo's, as asked).
  const utcHours = Object.values(results)
    .filter((r): r is Ok => r.status === 'ok')
    .reduce<string[]>((longest, r) => (r.time.length > longest.length ? r.time : longest), []);
  const modelHours = utcHours.map((t) => localTime(utcHourMs(t), utcOffsetSeconds));
  const hourIndex = new Map(modelHours.map((t, i) => [t, i]));

  /** A model's raw series of a variable on the hours' list, or undefined when it has none. */
  const raw = (id: string, variable: Variable): (number | null)[] | undefined => {
    const r = ok(id);
    const values = r?.hourly[variable];
    if (!r || !values) return undefined;
    if (r.time === utcHours) return values;
    const at = new Map(r.time.map((t, i) => [t, values[i] ?? null]));
    return utcHours.map((t) => at.get(t) ?? null);
  };
  const series = (
    id: string,
    variable: Variable,
    digits: number,
    scale = 1,
  ): (number | null)[] | undefined =>
    raw(id, variable)?.map((v) => round(v === null ? null : v * scale, digits));

  const words = WORDS[language];
  const status = (id: string): TForecastModel['status'] => results[id]?.status ?? 'failed';
  const entry = (m: (typeof WAVE_MODELS)[number] | (typeof WIND_MODELS)[number]) => ({
    id: m.id,
    name: `${m.name} (${words.providers[m.provider]})`,
    shortName: m.name,
    reachDays: m.reachDays,
    status: status(m.id),
  });
  const present = <T extends object>(values: T) =>
    Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as T;
  const models: TForecastModel[] = [
    ...WAVE_MODELS.map((m) => ({
      ...entry(m),
      kind: 'wave' as const,
      ...present({
        height: series(m.id, 'wave_height', 2),
        period: series(m.id, 'wave_period', 1),
        direction: series(m.id, 'wave_direction', 0),
      }),
    })),
    ...WIND_MODELS.map((m) => ({
      ...entry(m),
      kind: 'wind' as const,
      ...present({
        wind: series(m.id, 'wind_speed_10m', 1, msToKph(1)),
        gusts: series(m.id, 'wind_gusts_10m', 1, msToKph(1)),
        direction: series(m.id, 'wind_direction_10m', 0),
      }),
    })),
  ];

  // Galim's line: the median of the wave models, or the model the spot leans on where it reaches.
  const waves = WAVE_MODELS.filter((m) => ok(m.id)).map((m) => ({
    model: m.id,
    heightM: raw(m.id, 'wave_height') ?? [],
    periodS: raw(m.id, 'wave_period') ?? [],
  }));
  const lean = waves.find((w) => w.model === spotModels?.lean) ?? null;
  const lineAt = (pick: (w: (typeof waves)[number]) => readonly (number | null)[], i: number) =>
    (lean ? pick(lean)[i] : null) ?? medianOf(waves.map((w) => pick(w)[i]));
  const line = {
    basis: lean ? lean.model : 'median',
    height: modelHours.map((_, i) =>
      round(
        lineAt((w) => w.heightM, i),
        2,
      ),
    ),
    period: modelHours.map((_, i) =>
      round(
        lineAt((w) => w.periodS, i),
        1,
      ),
    ),
  };

  const hours = hourlyConfidence(modelHours, waves);
  const confidence = hours.map((h, i) => ({
    time: modelHours[i]!,
    level: h.confidence,
    reason: h.reason,
    models: h.models,
    low: round(h.band?.minM, 2),
    high: round(h.band?.maxM, 2),
  }));

  // A day is as sure as its least sure daylight hour (from the hour of sunrise to that of sunset).
  const byDate = new Map<string, { light: [number, number]; hours: HourConfidence[] }>();
  modelHours.forEach((t, i) => {
    const date = t.slice(0, 10);
    let day = byDate.get(date);
    if (!day) {
      const light = daylightHours(sunDay(date, spot.lat, spot.lng, utcOffsetSeconds));
      byDate.set(date, (day = { light, hours: [] }));
    }
    const hour = Number(t.slice(11, 13));
    if (hour >= day.light[0] && hour <= day.light[1]) day.hours.push(hours[i]!);
  });
  const confidenceDays = [...byDate]
    .filter(([, day]) => day.hours.length > 0)
    .map(([date, day]) => {
      const sure = dayConfidence(day.hours);
      return { date, level: sure.confidence, reason: sure.reason };
    });

  return {
    modelHours,
    models,
    confidence,
    confidenceDays,
    line,
    heightAt: (time) => {
      const i = hourIndex.get(time);
      return i === undefined ? null : line.height[i]!;
    },
  };
}
