import { z } from 'zod';

// Request and response shapes of /api/forecast/*.

export const ZSpotId = z.string().regex(/^[a-z0-9-]{2,40}$/, 'Invalid spot id');
export const ZSpotParams = z.object({ spotId: ZSpotId });

export const ZSpotSummary = z.object({
  id: z.string(),
  name: z.string(),
  nameHe: z.string(),
  lat: z.number(),
  lng: z.number(),
  image: z.string(),
  optimalConditionsHe: z.string(),
  tuning: z.object({
    spotId: z.string(),
    coastlineAngle: z.number(),
    optimalSwellMin: z.number(),
    optimalSwellMax: z.number(),
    swellModifiers: z.array(z.object({ from: z.number(), to: z.number(), multiplier: z.number() })),
    windProtection: z
      .object({ shelteringDirection: z.number(), maxWindKph: z.number() })
      .optional(),
  }),
});

/**
 * One part of the sea at an hour: the primary swell, the secondary swell or the wind waves.
 * Null (the whole part) when the model does not give its height; never made up as 0.
 */
export const ZSeaPart = z.object({
  /** Metres. */
  height: z.number(),
  /** Seconds. */
  period: z.number().nullable(),
  /** Degrees, where it comes from. */
  direction: z.number().nullable(),
});
export type TSeaPart = z.infer<typeof ZSeaPart>;

export const ZForecastSlot = z.object({
  /** Local time at the spot, `YYYY-MM-DDTHH:mm`. */
  time: z.string(),
  /** Metres. */
  waveHeight: z.number(),
  /** Seconds (null when the upstream left it out; the score then uses 8 s). */
  period: z.number().nullable(),
  waveDirection: z.number().nullable(),
  swellHeight: z.number().nullable(),
  seaTemp: z.number().nullable(),
  airTemp: z.number().nullable(),
  /** km/h (requested in m/s and converted with the factor 3.6). */
  windSpeed: z.number().nullable(),
  windDirection: z.number().nullable(),
  /** km/h, the strongest gusts at 10 m in the hour. */
  windGusts: z.number().nullable(),
  swell: ZSeaPart.nullable(),
  secondarySwell: ZSeaPart.nullable(),
  windWaves: ZSeaPart.nullable(),
  /** The model's sea level against mean sea level, metres (the tide curve). */
  seaLevel: z.number().nullable(),
  windClass: z.enum(['glassy', 'light', 'moderate', 'strong']).nullable(),
  windRelation: z.enum(['offshore', 'cross', 'onshore']).nullable(),
  sheltered: z.boolean(),
  tide: z.enum(['rising', 'falling', 'slack']).nullable(),
  score: z.number().int().min(0).max(100),
  stars: z.number().int().min(1).max(5),
});
export type TForecastSlot = z.infer<typeof ZForecastSlot>;

export const ZBestTime = z.object({
  time: z.string(),
  score: z.number().int(),
  stars: z.number().int(),
});

export const ZForecastDay = z.object({
  /** YYYY-MM-DD */
  date: z.string(),
  sunrise: z.string().nullable(),
  sunset: z.string().nullable(),
  uvIndexMax: z.number().nullable(),
  /** Civil twilight (sun 6° below the horizon), computed: `YYYY-MM-DDTHH:mm`. */
  firstLight: z.string().nullable(),
  lastLight: z.string().nullable(),
  /** The day's mean sea surface temperature, °C. */
  seaTemp: z.number().nullable(),
  wetsuit: z.enum(['boardshorts', '2mm', '3/2', '4/3']).nullable(),
  /** The model's highs and lows of the day, from the hourly sea level. */
  tideExtremes: z.array(
    z.object({ time: z.string(), height: z.number(), kind: z.enum(['high', 'low']) }),
  ),
  /** The best daylight hour of the day (06:00..20:00), null without any slot that day. */
  best: ZBestTime.nullable(),
});
export type TForecastDay = z.infer<typeof ZForecastDay>;

export const ZForecast = z.object({
  spot: ZSpotSummary,
  timezone: z.string(),
  /** Local time at the spot when the data was fetched, `YYYY-MM-DDTHH:mm`. */
  localNow: z.string(),
  fetchedAt: z.string(),
  /** True when the upstream failed and an older cached copy is served. */
  stale: z.boolean(),
  /** True when the data is bundled sample data (FORECAST_DEMO). */
  demo: z.boolean(),
  slots: z.array(ZForecastSlot),
  days: z.array(ZForecastDay),
});
export type TForecast = z.infer<typeof ZForecast>;

export const ZRankingEntry = z.object({
  spot: z.object({ id: z.string(), name: z.string(), nameHe: z.string(), image: z.string() }),
  status: z.enum(['ok', 'no-marine-data', 'error']),
  /** The day ranked: the rest of today's daylight, or tomorrow once today's is over. */
  date: z.string().nullable(),
  bestScore: z.number().int().nullable(),
  stars: z.number().int().nullable(),
  bestTime: z.string().nullable(),
  /** Consecutive hours around the best one scoring at least 85% of it; `end` is exclusive. */
  window: z.object({ start: z.string(), end: z.string() }).nullable(),
  waveHeight: z.number().nullable(),
  windSpeed: z.number().nullable(),
});
export type TRankingEntry = z.infer<typeof ZRankingEntry>;

export const ZRanking = z.object({
  demo: z.boolean(),
  stale: z.boolean(),
  spots: z.array(ZRankingEntry),
});
export type TRanking = z.infer<typeof ZRanking>;

/** GET /forecast/spots: every spot, and the one to show when none is chosen. */
export const ZSpotList = z.object({
  spots: z.array(ZSpotSummary),
  fallbackSpotId: z.string(),
});
export type TSpotList = z.infer<typeof ZSpotList>;
