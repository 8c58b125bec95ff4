import type { SurfSpot } from '@galim/shared/forecast/spots';
import { sunDay } from '@galim/shared/forecast/sun';
import {
  WAVE_MODELS,
  WIND_MODELS,
  type WaveModelId,
  type WaveVariable,
  type WindModelId,
  type WindVariable,
} from '@galim/shared/forecast/models';
import type { MarineResponse, WeatherResponse } from './client';
import { MODELS_FORECAST_DAYS, type ModelResult } from './models-client';

// Bundled sample responses for FORECAST_DEMO (the offline `npm start` and the e2e server).
// They are Open-Meteo-shaped JSON, generated deterministically for each spot and anchored to
// today in Israel so that "now", today's best time and the 7-day chart always make sense. They
// go through the same merge and scoring as real data. The interface labels them as sample data.
//
// The model is a typical Israeli week: a west-north-west swell peaking on day 3 and a smaller
// westerly one on day 6, which arrives on days 5 to 7 as a secondary swell under the fading
// primary one (days 1 to 4 have none: the model gives null, as Open-Meteo does), a sea breeze from the west-north-west in the afternoon and a light
// easterly land breeze at night and in the morning, a ~35 cm semi-diurnal tide, and monthly
// sea and air temperatures, sunrise and sunset for the coast's latitude, and the UV index.

const TIMEZONE = 'Asia/Jerusalem';
const SEA_TEMP = [18, 17.5, 17.5, 18.5, 21, 25, 28, 29.5, 28.5, 26.5, 23.5, 20];
const AIR_TEMP = [14, 15, 16.5, 19.5, 22.5, 25.5, 27.5, 28.5, 27.5, 24.5, 20, 16];
/** How strong each day's afternoon sea breeze is (0..1). */
const BREEZE_BY_DAY = [0.4, 1, 0.8, 0.3, 0.9, 0.6, 0.5];
const UV_MAX = [3, 4, 6, 8, 9.5, 10.5, 10.5, 10, 8.5, 6, 4, 3];

/** A stable pseudo-random number 0..1 per spot and salt (FNV-1a). */
function hash01(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0) / 4294967295;
}

/** Israel's UTC offset (seconds) at `ms`, from the platform's time-zone data. */
function israelOffsetSeconds(ms: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: TIMEZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(ms));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((asUtc - Math.floor(ms / 60000) * 60000) / 1000);
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoLocal = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;

const r2 = (v: number) => Math.round(v * 100) / 100;

export function demoResponses(
  spot: SurfSpot,
  nowMs: number,
): { marine: MarineResponse; weather: WeatherResponse } {
  const offset = israelOffsetSeconds(nowMs);
  const localNow = new Date(nowMs + offset * 1000);
  const midnight = Date.UTC(
    localNow.getUTCFullYear(),
    localNow.getUTCMonth(),
    localNow.getUTCDate(),
  );
  const month = localNow.getUTCMonth();
  const size = 0.85 + 0.3 * hash01(`${spot.id}:size`);
  const phase = hash01(`${spot.id}:tide`) * 0.6;
  const facing = spot.tuning.coastlineAngle;
  // The afternoon breeze blows from a little north of each beach's facing, more at some spots.
  const breezeVeer = 15 + 45 * hash01(`${spot.id}:veer`);

  const time: string[] = [];
  const h: Record<string, (number | null)[]> = {
    wave_height: [],
    wave_period: [],
    wave_direction: [],
    sea_surface_temperature: [],
    swell_wave_height: [],
    swell_wave_period: [],
    swell_wave_direction: [],
    secondary_swell_wave_height: [],
    secondary_swell_wave_period: [],
    secondary_swell_wave_direction: [],
    wind_wave_height: [],
    wind_wave_period: [],
    wind_wave_direction: [],
    sea_level_height_msl: [],
    temperature_2m: [],
    wind_speed_10m: [],
    wind_direction_10m: [],
    wind_gusts_10m: [],
  };
  for (let t = 0; t < 7 * 24; t++) {
    const at = new Date(midnight + t * 3600000);
    const hour = at.getUTCHours();
    time.push(isoLocal(at));
    const main = Math.exp(-(((t - 62) / 20) ** 2));
    const second = Math.exp(-(((t - 140) / 16) ** 2));
    const ripple = 0.05 * Math.sin(t / 5 + hash01(spot.id) * 6);
    const swell = size * (0.35 + 1.35 * main + 0.7 * second) + ripple;
    const breezeToday =
      BREEZE_BY_DAY[Math.floor(t / 24)]! * (0.8 + 0.4 * hash01(`${spot.id}:breeze`));
    const seaBreeze = breezeToday * Math.max(0, Math.sin(((hour - 9) / 10) * Math.PI)); // 09..19
    const windSea = 0.12 + 0.25 * seaBreeze + 0.2 * main;
    const swellDir = 272 + 26 * main - 8 * second + 4 * Math.sin(t / 9);
    // The day-6 swell shows apart from the primary from day 5 (t >= 96) as the secondary one;
    // the whole sea's height holds every part, the primary only its own.
    const hasSecondary = t >= 96 && second > 0.05;
    const secondary = hasSecondary ? size * 0.7 * second : 0;
    h.swell_wave_height!.push(r2(Math.sqrt(Math.max(0.01, swell ** 2 - secondary ** 2))));
    h.swell_wave_period!.push(r2(5.5 + 5 * main + 3 * second + 0.3 * Math.sin(t / 7)));
    h.swell_wave_direction!.push(Math.round(swellDir));
    h.wave_height!.push(r2(Math.sqrt(swell ** 2 + windSea ** 2)));
    h.secondary_swell_wave_height!.push(hasSecondary ? r2(secondary) : null);
    h.secondary_swell_wave_period!.push(hasSecondary ? r2(8 + 2 * second) : null);
    h.secondary_swell_wave_direction!.push(hasSecondary ? Math.round(262 + 6 * second) : null);
    h.wind_wave_height!.push(r2(windSea));
    h.wind_wave_period!.push(r2(2.5 + 2 * seaBreeze + 1.5 * main));
    h.wind_wave_direction!.push(Math.round(facing + breezeVeer * seaBreeze));
    h.wave_period!.push(r2(5 + 4.5 * main + 2.5 * second + 0.3 * Math.sin(t / 7)));
    h.wave_direction!.push(Math.round(swellDir + 4));
    h.sea_surface_temperature!.push(
      r2(SEA_TEMP[month]! + 0.3 * Math.sin(((hour - 9) / 24) * 2 * Math.PI)),
    );
    h.sea_level_height_msl!.push(
      r2(
        0.15 * Math.sin((2 * Math.PI * t) / 12.42 + phase * 2 * Math.PI) +
          0.04 * Math.sin((2 * Math.PI * t) / 24),
      ),
    );
    h.temperature_2m!.push(
      r2(AIR_TEMP[month]! + 4 * Math.sin(((hour - 8) / 24) * 2 * Math.PI) - 1.5 * main),
    );
    // m/s, as requested with wind_speed_unit=ms. Night and morning: land breeze from the east
    // (offshore); afternoon: sea breeze from just north of the beach's facing; the storm that
    // brings the main swell blows from the west-south-west, and the day after it peaks the wind
    // turns offshore (the clean-up day surfers wait for).
    const stormBuild = t < 62 ? main : 0;
    const cleanUp = t >= 62 ? main : 0;
    const landBreeze = 1.2 + 1.2 * (1 - seaBreeze);
    const onshoreBreeze = seaBreeze > 0.12 && cleanUp < 0.5;
    const speed = onshoreBreeze ? 1.5 + 4.5 * seaBreeze : landBreeze;
    const dir = onshoreBreeze ? facing + breezeVeer : facing - 180 + 20 * Math.sin(t / 6);
    h.wind_speed_10m!.push(r2(speed + 7 * stormBuild));
    h.wind_gusts_10m!.push(r2((speed + 7 * stormBuild) * (1.35 + 0.15 * seaBreeze)));
    h.wind_direction_10m!.push(Math.round((((stormBuild > 0.5 ? 250 : dir) % 360) + 360) % 360));
  }

  const dates: string[] = [];
  const sunrise: string[] = [];
  const sunset: string[] = [];
  const uv: number[] = [];
  for (let d = 0; d < 7; d++) {
    const day = new Date(midnight + d * 86400000);
    const date = isoLocal(day).slice(0, 10);
    const sun = sunDay(date, spot.lat, spot.lng, offset);
    dates.push(date);
    sunrise.push(sun.sunrise!);
    sunset.push(sun.sunset!);
    uv.push(r2(UV_MAX[month]! - (d === 2 || d === 3 ? 2 : 0)));
  }

  const common = { utc_offset_seconds: offset, timezone: TIMEZONE };
  return {
    marine: {
      ...common,
      hourly: {
        time,
        wave_height: h.wave_height!,
        wave_period: h.wave_period!,
        wave_direction: h.wave_direction!,
        sea_surface_temperature: h.sea_surface_temperature!,
        swell_wave_height: h.swell_wave_height!,
        swell_wave_period: h.swell_wave_period!,
        swell_wave_direction: h.swell_wave_direction!,
        secondary_swell_wave_height: h.secondary_swell_wave_height!,
        secondary_swell_wave_period: h.secondary_swell_wave_period!,
        secondary_swell_wave_direction: h.secondary_swell_wave_direction!,
        wind_wave_height: h.wind_wave_height!,
        wind_wave_period: h.wind_wave_period!,
        wind_wave_direction: h.wind_wave_direction!,
        sea_level_height_msl: h.sea_level_height_msl!,
      },
    },
    weather: {
      ...common,
      hourly_units: { wind_speed_10m: 'm/s' },
      hourly: {
        time,
        temperature_2m: h.temperature_2m!,
        wind_speed_10m: h.wind_speed_10m!,
        wind_direction_10m: h.wind_direction_10m!,
        wind_gusts_10m: h.wind_gusts_10m!,
      },
      daily: { time: dates, sunrise, sunset, uv_index_max: uv },
    },
  };
}

/**
 * Each model's bias in the sample data, as a multiple of a disagreement that grows with the lead
 * (issue 54): chosen so that the wave models' median is the sample forecast above on the seven
 * days it covers (five models, then four), so the sample line and its scores stay as they were.
 */
const DEMO_WAVE_BIAS: Record<WaveModelId, number> = {
  meteofrance_wave: 0.3,
  ecmwf_wam025: 1,
  ncep_gfswave025: -1,
  ewam: 0,
  gwam: -0.3,
};
const DEMO_WIND_BIAS: Record<WindModelId, number> = {
  icon_seamless: 0,
  gfs_seamless: 0.12,
  ecmwf_ifs025: -0.1,
  meteofrance_seamless: 0.05,
};

/**
 * Sample answers of every model for `spot` (FORECAST_DEMO), as the models client parses the real
 * ones: UTC hours from today's UTC midnight for 16 days (the sample week repeated), each model
 * with only its variables and nulls past its reach.
 */
export function demoModelResults(spot: SurfSpot, nowMs: number): Record<string, ModelResult> {
  const start = Math.floor(nowMs / 86_400_000) * 86_400_000;
  const hours = MODELS_FORECAST_DAYS * 24;
  const byUtc = new Map<number, number>();
  const weeks = [0, 1, 2].map((w) => demoResponses(spot, nowMs + w * 7 * 86_400_000));
  weeks.forEach((week, w) => {
    const offsetMs = week.marine.utc_offset_seconds * 1000;
    week.marine.hourly.time.forEach((t, k) => {
      const ms = Date.parse(`${t}:00Z`) - offsetMs;
      if (!byUtc.has(ms)) byUtc.set(ms, w * 10_000 + k);
    });
  });
  const pick = (
    source: (w: (typeof weeks)[number]) => Record<string, unknown>,
    variable: string,
    t: number,
  ): number | null => {
    const at = byUtc.get(start + t * 3_600_000);
    if (at === undefined) return null;
    const series = source(weeks[Math.floor(at / 10_000)]!)[variable] as (number | null)[];
    return series?.[at % 10_000] ?? null;
  };
  const time = Array.from({ length: hours }, (_, t) =>
    new Date(start + t * 3_600_000).toISOString().slice(0, 16),
  );
  const results: Record<string, ModelResult> = {};
  for (const model of WAVE_MODELS) {
    const hourly: Partial<Record<WaveVariable, (number | null)[]>> = {};
    for (const v of model.variables) {
      hourly[v] = time.map((_, t) => {
        if (t >= model.reachDays * 24) return null;
        const base = pick((w) => w.marine.hourly, v, t);
        if (base === null) return null;
        const spread = 0.04 + (0.25 * t) / hours;
        const bias = DEMO_WAVE_BIAS[model.id];
        if (v.endsWith('_height')) return base * (1 + bias * spread);
        if (v.endsWith('_period')) return base + bias * 0.5;
        return base + bias * 6;
      });
    }
    results[model.id] = { status: 'ok', time, hourly };
  }
  for (const model of WIND_MODELS) {
    const hourly: Partial<Record<WindVariable, (number | null)[]>> = {};
    for (const v of model.variables) {
      hourly[v] = time.map((_, t) => {
        if (t >= model.reachDays * 24) return null;
        const base = pick((w) => w.weather.hourly, v, t);
        if (base === null) return null;
        const bias = DEMO_WIND_BIAS[model.id];
        return v === 'wind_direction_10m' ? (base + bias * 40 + 360) % 360 : base * (1 + bias);
      });
    }
    results[model.id] = { status: 'ok', time, hourly };
  }
  return results;
}
