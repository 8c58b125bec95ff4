import { isWaveModelId } from '@galim/shared/forecast/models';
import { sunDay } from '@galim/shared/forecast/sun';
import type { ModelsForecast } from './models-client';

// Which of a models refresh's hours are kept as forecast (decision 056): the wave models'
// height and period for the daylight hours ahead, at three leads per hour. Pure: the refresh
// passes its answer and its time, repo.ts writes what this returns.
//
// A refresh runs every MODELS_REFRESH_HOURS, and its rows are issued at the start of its period
// (UTC 00:00, 03:00, …), not at the minute it ran: leads are then whole hours, each hour is
// forecast once per period, and a refresh run again in the same period (a retry, an admin's run)
// writes the same primary keys and only updates their values. For each hour and model, kept:
//   - the latest issue: every refresh writes the hours under LATEST_UNDER_HOURS ahead and the
//     earlier issue under that lead goes (repo.ts), so what stays is the last before the hour;
//   - the day ahead and three days ahead: the one issue whose lead falls in [24, 27) h and in
//     [72, 75) h; with a refresh every 3 hours exactly one period's lead falls in each.
// Only daylight hours (from the hour of first light to that of last light, civil twilight at the
// spot): reports come by day. Only values the model gave: a null is not kept as 0 or at all.

export const MODELS_REFRESH_HOURS = 3;
export const MODELS_REFRESH_MS = MODELS_REFRESH_HOURS * 3_600_000;
/** Rows are deleted this long after their hour: the 90-day window and a margin. */
export const KEEP_DAYS = 100;
/** Under this lead a newer issue replaces an older one. */
export const LATEST_UNDER_HOURS = 24;
/** The other leads kept, [from, to) in hours: one refresh period wide each. */
export const KEPT_LEADS = [
  { from: 24, to: 24 + MODELS_REFRESH_HOURS },
  { from: 72, to: 72 + MODELS_REFRESH_HOURS },
] as const;

const HOUR_MS = 3_600_000;

export interface KeptRow {
  spotId: string;
  model: string;
  targetAt: Date;
  issuedAt: Date;
  height: number;
  period: number | null;
}

/** The start of the refresh period `nowMs` falls in: the issue time of its rows. */
export function issuePeriod(nowMs: number): number {
  return Math.floor(nowMs / MODELS_REFRESH_MS) * MODELS_REFRESH_MS;
}

/** Whether a forecast this many hours ahead of its issue is kept. */
export function keptLead(leadHours: number): boolean {
  if (leadHours <= 0) return false;
  if (leadHours < LATEST_UNDER_HOURS) return true;
  return KEPT_LEADS.some((l) => leadHours >= l.from && leadHours < l.to);
}

/** An Open-Meteo hour asked for in UTC (`YYYY-MM-DDTHH:mm`), in ms. */
export const utcHourMs = (time: string) => Date.parse(`${time.slice(0, 16)}:00Z`);

/** The UTC hours of a date at a place from the hour of first light to that of last light. */
function daylightUtcHours(date: string, lat: number, lng: number): [number, number] | null {
  const sun = sunDay(date, lat, lng, 0);
  if (!sun.firstLight || !sun.lastLight) return null;
  return [Number(sun.firstLight.slice(11, 13)), Number(sun.lastLight.slice(11, 13))];
}

/**
 * The rows a refresh made at `nowMs` keeps: wave models that answered, daylight hours after
 * `nowMs` at a kept lead, with a height.
 */
export function keptRows(
  forecast: ModelsForecast,
  places: readonly { id: string; lat: number; lng: number }[],
  nowMs: number,
): KeptRow[] {
  const issuedMs = issuePeriod(nowMs);
  const issuedAt = new Date(issuedMs);
  const rows: KeptRow[] = [];
  for (const place of places) {
    const daylight = new Map<string, [number, number] | null>();
    for (const [model, result] of Object.entries(forecast.spots[place.id] ?? {})) {
      if (!isWaveModelId(model) || result.status !== 'ok') continue;
      const heights = result.hourly.wave_height;
      if (!heights) continue;
      const periods = result.hourly.wave_period;
      result.time.forEach((time, i) => {
        const height = heights[i];
        if (height == null) return;
        const targetMs = utcHourMs(time);
        if (!(targetMs > nowMs) || !keptLead((targetMs - issuedMs) / HOUR_MS)) return;
        const date = time.slice(0, 10);
        if (!daylight.has(date)) daylight.set(date, daylightUtcHours(date, place.lat, place.lng));
        const light = daylight.get(date);
        const hour = Number(time.slice(11, 13));
        if (!light || hour < light[0] || hour > light[1]) return;
        rows.push({
          spotId: place.id,
          model,
          targetAt: new Date(targetMs),
          issuedAt,
          height,
          period: periods?.[i] ?? null,
        });
      });
    }
  }
  return rows;
}
