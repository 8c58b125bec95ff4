import type { TForecast, TForecastSlot } from '../forecast/schemas';

// Best windows (issue 54, item 5; decision 061): runs of consecutive forecast hours that each
// meet a surfer's idea of a good session, at least `minHours` long, every hour at least medium
// confidence. Pure: the surf-alerts job and its tests hand it a forecast and the local time.

export const WIND_CHOICES = ['light', 'offshore'] as const;
export type TWindChoice = (typeof WIND_CHOICES)[number];

export const WINDOW_DELIVERIES = ['instant', 'digest'] as const;
export type TWindowDelivery = (typeof WINDOW_DELIVERIES)[number];

/** The shortest and longest run of hours a surfer may ask for. */
export const WINDOW_HOURS = { min: 2, max: 12 } as const;

/**
 * Light wind: the score's own classes, glassy or light, i.e. at most 12 km/h once rounded
 * (forecast/wind-score.ts). Offshore: the wind blows from the land at the spot's coast
 * orientation, or there is none (glassy), or the spot is sheltered from it.
 */
export const LIGHT_WIND_KMH = 12;

export interface WindowRule {
  minHours: number;
  minStars: number;
  daylightOnly: boolean;
  wind: TWindChoice | null;
  minHeightM: number | null;
  maxHeightM: number | null;
  minPeriodS: number | null;
  maxPeriodS: number | null;
}

export interface BestWindow {
  /** Local hours `YYYY-MM-DDTHH:mm`: the first hour of the run and the hour after its last. */
  start: string;
  end: string;
  /** The first hour still ahead (the start, unless the window is under way). */
  from: string;
  /** Hours from `from` to `end`. */
  hours: number;
  /** The best hour still ahead (highest score). */
  best: TForecastSlot;
}

type WindowForecast = Pick<TForecast, 'slots' | 'days' | 'confidence'>;

const HOUR_MS = 3_600_000;
const msOf = (local: string) => Date.parse(`${local.slice(0, 16)}:00Z`);
const localOf = (ms: number) => new Date(ms).toISOString().slice(0, 16);

function windOk(s: TForecastSlot, wind: TWindChoice | null): boolean {
  if (wind === null) return true;
  if (wind === 'light') return s.windClass === 'glassy' || s.windClass === 'light';
  return s.windRelation === 'offshore' || s.windClass === 'glassy' || s.sheltered;
}

const within = (v: number | null, min: number | null, max: number | null) =>
  (min === null && max === null) ||
  (v !== null && (min === null || v >= min) && (max === null || v <= max));

/** Whether one hour is a good hour for the rule (its confidence and daylight aside). */
export function hourMeetsRule(s: TForecastSlot, rule: WindowRule): boolean {
  return (
    s.stars >= rule.minStars &&
    within(s.waveHeight, rule.minHeightM, rule.maxHeightM) &&
    within(s.period, rule.minPeriodS, rule.maxPeriodS) &&
    windOk(s, rule.wind)
  );
}

/**
 * Every window of the forecast that still has `minHours` good hours ahead of `localNow`
 * (`YYYY-MM-DDTHH:mm` at the spot), earliest first. A window under way keeps its start (so it
 * is known as the one already told) and is counted from the hour now.
 */
export function findBestWindows(
  forecast: WindowForecast,
  rule: WindowRule,
  localNow: string,
): BestWindow[] {
  const sure = new Map(forecast.confidence.map((c) => [c.time.slice(0, 13), c.level]));
  const light = new Map(forecast.days.map((d) => [d.date, d]));
  const nowMs = msOf(`${localNow.slice(0, 13)}:00`);
  const good = (s: TForecastSlot) => {
    const level = sure.get(s.time.slice(0, 13));
    if (level !== 'high' && level !== 'medium') return false;
    if (rule.daylightOnly) {
      const day = light.get(s.time.slice(0, 10));
      if (!day?.firstLight || !day.lastLight) return false;
      if (s.time < day.firstLight || s.time >= day.lastLight) return false;
    }
    return hourMeetsRule(s, rule);
  };
  const slots = [...forecast.slots].sort((a, b) => (a.time < b.time ? -1 : 1));
  const out: BestWindow[] = [];
  let run: TForecastSlot[] = [];
  const close = () => {
    const ahead = run.filter((s) => msOf(s.time) >= nowMs);
    if (ahead.length >= rule.minHours) {
      out.push({
        start: run[0]!.time.slice(0, 16),
        end: localOf(msOf(run.at(-1)!.time) + HOUR_MS),
        from: ahead[0]!.time.slice(0, 16),
        hours: ahead.length,
        best: ahead.reduce((a, b) => (b.score > a.score ? b : a)),
      });
    }
    run = [];
  };
  for (const s of slots) {
    const follows = run.length > 0 && msOf(s.time) - msOf(run.at(-1)!.time) === HOUR_MS;
    if (!follows) close();
    if (good(s)) run.push(s);
    else close();
  }
  close();
  return out;
}
