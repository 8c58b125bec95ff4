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

/**
 * One value per hour of `modelHours`: null where the model has nothing (past its reach, or an
 * hour it left out), never 0.
 */
export const ZModelValues = z.array(z.number().nullable());

/**
 * One forecast model's hourly series (issue 54, decision 056). A wave model has `height` (m),
 * `period` (s) and `direction` (degrees, where the sea comes from), each only when the model
 * gives it; a wind model has `wind` and `gusts` (km/h) and `direction` (degrees, where the wind
 * comes from). A model that failed or answered nothing has its status and no series.
 */
export const ZForecastModel = z.object({
  /** Open-Meteo's id, e.g. `ecmwf_wam025`. */
  id: z.string(),
  kind: z.enum(['wave', 'wind']),
  /** The model's name and its provider's, in the request's language. */
  name: z.string(),
  /** The model's own short name (a proper name, the same in every language). */
  shortName: z.string(),
  /** Days ahead the model reaches, as its makers say. */
  reachDays: z.number().int(),
  status: z.enum(['ok', 'missing', 'failed']),
  height: ZModelValues.optional(),
  period: ZModelValues.optional(),
  direction: ZModelValues.optional(),
  wind: ZModelValues.optional(),
  gusts: ZModelValues.optional(),
});
export type TForecastModel = z.infer<typeof ZForecastModel>;

export const ZConfidenceLevel = z.enum(['high', 'medium', 'low']);
export type TConfidenceLevel = z.infer<typeof ZConfidenceLevel>;
export const ZConfidenceReason = z.enum(['agree', 'spread', 'periods', 'oneModel', 'noModel']);

/** How sure an hour is, from how far the wave models spread (shared confidence.ts). */
export const ZHourConfidence = z.object({
  /** Local time at the spot, `YYYY-MM-DDTHH:mm` (the same as `modelHours`). */
  time: z.string(),
  level: ZConfidenceLevel,
  reason: ZConfidenceReason,
  /** How many wave models gave a height. */
  models: z.number().int(),
  /** The band of the chart: the lowest and highest height of the models (m). */
  low: z.number().nullable(),
  high: z.number().nullable(),
});
export type THourConfidence = z.infer<typeof ZHourConfidence>;

/** A day is as sure as its least sure daylight hour; `oneModel` when one model reaches it. */
export const ZDayConfidence = z.object({
  date: z.string(),
  level: ZConfidenceLevel,
  reason: ZConfidenceReason,
});
export type TDayConfidence = z.infer<typeof ZDayConfidence>;

/**
 * Galim's own line (decision 056): each hour the median of the wave models that reach it, or
 * the model that has proved itself at the spot (`basis`) for the hours it reaches. Its height
 * is the one the slots are scored with.
 */
export const ZGalimLine = z.object({
  basis: z.string(),
  height: ZModelValues,
  period: ZModelValues,
});
export type TGalimLine = z.infer<typeof ZGalimLine>;

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
  /** Local hours, `YYYY-MM-DDTHH:mm`, of every model's series: up to 16 days. */
  modelHours: z.array(z.string()),
  /** Every model of the catalogue (shared models.ts), wave models first. */
  models: z.array(ZForecastModel),
  /** One per hour of `modelHours`. */
  confidence: z.array(ZHourConfidence),
  /** One per local date of `modelHours`, from its daylight hours. */
  confidenceDays: z.array(ZDayConfidence),
  line: ZGalimLine,
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

/** GET /forecast/{spotId}/accuracy: optionally one model's figures (a wave model or `galim`). */
export const ZAccuracyQuery = z.object({
  model: z.string().max(40).optional(),
});
export type TAccuracyQuery = z.infer<typeof ZAccuracyQuery>;

/** How one model did against the spot's beach reports over a window (shared accuracy.ts). */
export const ZModelAccuracy = z.object({
  /** A wave model's id, or `galim` for Galim's own line (the models' median). */
  model: z.string(),
  /** Its name in the request's language. */
  name: z.string(),
  /** Reports it had a kept forecast for. */
  checked: z.number().int(),
  matched: z.number().int(),
  /** Shares of `checked`, 0..1 (0 with nothing checked). */
  matchedShare: z.number(),
  tooBigShare: z.number(),
  tooSmallShare: z.number(),
  /** The mean of forecast size class minus reported class: + too big, − too small. */
  bias: z.number(),
  /** Fewer checked reports than `minShown`: the page says so instead of its shares. */
  tooFew: z.boolean(),
  /** Enough checked reports for Galim's line to lean on it (`minLean`). */
  enoughToLean: z.boolean(),
});
export type TModelAccuracy = z.infer<typeof ZModelAccuracy>;

export const ZForecastAccuracy = z.object({
  spotId: z.string(),
  /** When the figures were counted (ISO). */
  at: z.string(),
  minShown: z.number().int(),
  minLean: z.number().int(),
  /** The model Galim's line leans on at the spot now, or null: the median. */
  lean: z.string().nullable(),
  windows: z.array(
    z.object({
      days: z.number().int(),
      /** Beach reports seen at the spot in the window (checked or not). */
      reports: z.number().int(),
      /** Galim's line first, then the wave models. */
      models: z.array(ZModelAccuracy),
    }),
  ),
});
export type TForecastAccuracy = z.infer<typeof ZForecastAccuracy>;
