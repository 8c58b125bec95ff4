import type { SurfSpot } from '@galim/shared/forecast/spots';
import { slotConditions, slotScore, tideState } from '@galim/shared/forecast/score';
import { msToKph } from '@galim/shared/forecast/units';
import { sunDay } from '@galim/shared/forecast/sun';
import { tideExtremes } from '@galim/shared/forecast/tide';
import { wetsuitFor } from '@galim/shared/forecast/wetsuit';
import type { TForecastDay, TForecastSlot, TSeaPart } from '@galim/shared/forecast/schemas';
import type { MarineResponse, WeatherResponse } from './client';

// Joins the marine and weather series on their local hour ("YYYY-MM-DDTHH:mm") and scores each
// hour. The two APIs usually return the same 168 hours, but nothing guarantees it: an hour
// missing from the weather series keeps its waves with null wind; an hour without a wave height
// is dropped (a score needs one).

/**
 * Surfable hours that count for "best time of the day" and the ranking: from the hour of sunrise
 * to the hour of sunset, or 06:00..20:00 when the upstream gave no sun times.
 */
export const FIRST_DAY_HOUR = 6;
export const LAST_DAY_HOUR = 20;

export function daylightHours(
  day: Pick<TForecastDay, 'sunrise' | 'sunset'> | undefined,
): [number, number] {
  const hourOf = (t: string | null | undefined) => (t ? Number(t.slice(11, 13)) : NaN);
  const first = hourOf(day?.sunrise);
  const last = hourOf(day?.sunset);
  return [
    Number.isFinite(first) ? first : FIRST_DAY_HOUR,
    Number.isFinite(last) ? last : LAST_DAY_HOUR,
  ];
}

const round = (v: number | null | undefined, digits = 1): number | null =>
  v == null || !Number.isFinite(v) ? null : Math.round(v * 10 ** digits) / 10 ** digits;

/** Open-Meteo's wind unit label -> factor to km/h. */
function kphFactor(unit: string | undefined): number {
  switch (unit) {
    case undefined: // we always ask for m/s; a stand-in that leaves the units out meant m/s
    case 'm/s':
      return msToKph(1);
    case 'km/h':
      return 1;
    case 'mp/h':
      return 1.609344;
    case 'kn':
      return 1.852;
    default:
      return msToKph(1);
  }
}

export interface MergedForecast {
  timezone: string;
  utcOffsetSeconds: number;
  slots: TForecastSlot[];
  days: TForecastDay[];
}

export function mergeForecast(
  spot: SurfSpot,
  marine: MarineResponse,
  weather: WeatherResponse,
): MergedForecast {
  const m = marine.hourly;
  const w = weather.hourly;
  const windFactor = kphFactor(weather.hourly_units?.wind_speed_10m);
  const weatherIndex = new Map(w.time.map((t, i) => [t, i]));
  const level = m.sea_level_height_msl;
  const at = <T>(arr: (T | null)[] | undefined, k: number | undefined) =>
    arr && k !== undefined ? (arr[k] ?? null) : null;
  /** A part of the sea at hour i: null when the model gives no height for it. */
  const part = (
    height: (number | null)[] | undefined,
    period: (number | null)[] | undefined,
    direction: (number | null)[] | undefined,
    i: number,
  ): TSeaPart | null => {
    const h = round(at(height, i), 2);
    if (h == null) return null;
    return { height: h, period: round(at(period, i)), direction: round(at(direction, i), 0) };
  };

  const slots: TForecastSlot[] = [];
  m.time.forEach((time, i) => {
    const height = m.wave_height[i];
    if (height == null) return;
    const j = weatherIndex.get(time);
    const windRaw = at(w.wind_speed_10m, j);
    const windKph = windRaw == null ? null : windRaw * windFactor;
    const windDirection = at(w.wind_direction_10m, j);
    const period = at(m.wave_period, i);
    // The sea's direction, or the swell's when the model leaves it out (the score reads the
    // swell's own first: slotConditions).
    const swellDirection = at(m.swell_wave_direction, i) ?? at(m.wave_direction, i);
    const tide = level ? tideState(level[i - 1], level[i], level[i + 1]) : null;
    const swell = part(m.swell_wave_height, m.swell_wave_period, m.swell_wave_direction, i);
    const secondarySwell = part(
      m.secondary_swell_wave_height,
      m.secondary_swell_wave_period,
      m.secondary_swell_wave_direction,
      i,
    );
    const windWaves = part(m.wind_wave_height, m.wind_wave_period, m.wind_wave_direction, i);
    const gustRaw = at(w.wind_gusts_10m, j);
    const hour = {
      time,
      waveHeight: round(height, 2)!,
      period: round(period),
      waveDirection: round(at(m.wave_direction, i) ?? swellDirection, 0),
      swellHeight: round(at(m.swell_wave_height, i), 2),
      seaTemp: round(at(m.sea_surface_temperature, i)),
      airTemp: round(at(w.temperature_2m, j)),
      windSpeed: round(windKph),
      windDirection: round(windDirection, 0),
      windGusts: round(gustRaw == null ? null : gustRaw * windFactor),
      swell,
      secondarySwell,
      windWaves,
      seaLevel: round(at(level, i), 3),
      tide,
    };
    slots.push(scoredSlot(spot, hour));
  });

  const dates = weather.daily?.time ?? [...new Set(slots.map((s) => s.time.slice(0, 10)))];
  const extremes = level ? tideExtremes(m.time, level) : [];
  const days: TForecastDay[] = dates.map((date, k) => {
    // First and last light are computed (NOAA's formulas); sunrise and sunset are Open-Meteo's.
    const sun = sunDay(date, spot.lat, spot.lng, marine.utc_offset_seconds);
    const sunrise = weather.daily?.sunrise?.[k] ?? null;
    const sunset = weather.daily?.sunset?.[k] ?? null;
    const temps = slots.flatMap((s) =>
      s.time.startsWith(date) && s.seaTemp != null ? [s.seaTemp] : [],
    );
    const seaTemp = temps.length ? round(temps.reduce((a, b) => a + b, 0) / temps.length) : null;
    const best = dayBest({ date, sunrise, sunset }, slots);
    return {
      date,
      sunrise,
      sunset,
      uvIndexMax: round(weather.daily?.uv_index_max?.[k]),
      firstLight: sun.firstLight,
      lastLight: sun.lastLight,
      seaTemp,
      wetsuit: seaTemp == null ? null : wetsuitFor(seaTemp),
      tideExtremes: extremes.filter((e) => e.time.startsWith(date)),
      best,
    };
  });

  return {
    timezone: marine.timezone || weather.timezone,
    utcOffsetSeconds: marine.utc_offset_seconds,
    slots,
    days,
  };
}

type SlotValues = Omit<
  TForecastSlot,
  'windClass' | 'windRelation' | 'sheltered' | 'score' | 'stars'
>;

/**
 * An hour scored from the values it is sent with, so that the web's explanation of a score
 * (slotScoreExplained of the same hour) always gives the same figure.
 */
function scoredSlot(spot: SurfSpot, hour: SlotValues): TForecastSlot {
  const scored = slotScore(slotConditions(hour), spot.tuning);
  return {
    ...hour,
    windClass: scored.windClass,
    windRelation: scored.windRelation,
    sheltered: scored.sheltered,
    score: scored.score,
    stars: scored.stars,
  };
}

/** A day's best daylight hour (from the hour of sunrise to that of sunset). */
function dayBest(
  day: Pick<TForecastDay, 'date' | 'sunrise' | 'sunset'>,
  slots: TForecastSlot[],
): TForecastDay['best'] {
  const [first, last] = daylightHours(day);
  const best = bestOf(
    slots.filter((s) => {
      const hour = Number(s.time.slice(11, 13));
      return s.time.startsWith(day.date) && hour >= first && hour <= last;
    }),
  );
  return best ? { time: best.time, score: best.score, stars: best.stars } : null;
}

/**
 * The forecast with Galim's own line (decision 056): each hour the line reaches takes its
 * height and is scored again, and each day's best hour follows. Hours the line does not reach
 * keep the default model's height.
 */
export function withLine(
  spot: SurfSpot,
  merged: MergedForecast,
  heightAt: (time: string) => number | null,
): MergedForecast {
  let changed = false;
  const slots = merged.slots.map((s) => {
    const height = heightAt(s.time);
    if (height === null || height === s.waveHeight) return s;
    changed = true;
    const { windClass: _c, windRelation: _r, sheltered: _s, score: _sc, stars: _st, ...hour } = s;
    return scoredSlot(spot, { ...hour, waveHeight: height });
  });
  if (!changed) return merged;
  return { ...merged, slots, days: merged.days.map((d) => ({ ...d, best: dayBest(d, slots) })) };
}

/** The highest-scoring slot; the earliest wins a tie. */
export function bestOf(slots: TForecastSlot[]): TForecastSlot | null {
  let best: TForecastSlot | null = null;
  for (const s of slots) if (!best || s.score > best.score) best = s;
  return best;
}

/** Local wall-clock time at the spot, `YYYY-MM-DDTHH:mm`, from a UTC offset. */
export function localTime(nowMs: number, utcOffsetSeconds: number): string {
  return new Date(nowMs + utcOffsetSeconds * 1000).toISOString().slice(0, 16);
}
