// How sure the forecast is, hour by hour, from how far the wave models spread (issue 54, part 3).
// The rule is decision 056's; tests hold it to hand-made examples.
//
// For each hour, over the wave models that have a height for it (a model past its reach, or one
// that failed, is absent, never 0):
//   spread = max − min of the heights; median = their median (Galim's own line, decision 056)
//   high    spread ≤ max(0.2 m, 20% of the median)
//   medium  spread ≤ max(0.4 m, 40% of the median)
//   low     otherwise
// One more rule lowers the level by one step, never raising it: the models' periods spread by
// more than 3 s (one sees a groundswell, another wind chop: the same height surfs differently),
// when at least two of them give a period. And a floor: fewer than two models for the hour is low, reason 'oneModel' (past day 10 only
// GFS-Wave reaches), none at all is low, reason 'noModel'.

export type Confidence = 'high' | 'medium' | 'low';
export const CONFIDENCE_LEVELS = ['high', 'medium', 'low'] as const satisfies readonly Confidence[];

/** Why an hour has its confidence; the web shows a word for the last three. */
export type ConfidenceReason = 'agree' | 'spread' | 'periods' | 'oneModel' | 'noModel';

export const CONFIDENCE_RULE = {
  high: { minM: 0.2, shareOfMedian: 0.2 },
  medium: { minM: 0.4, shareOfMedian: 0.4 },
  /** Periods spread beyond this (s) lower the level by one step. */
  periodSpreadS: 3,
  /** Fewer models than this for an hour: low, 'oneModel'. */
  minModels: 2,
} as const;

/** One model's values for one hour; null or undefined is "this model has nothing here". */
export interface ModelHour {
  model: string;
  heightM: number | null | undefined;
  periodS?: number | null | undefined;
}

export interface HourConfidence {
  confidence: Confidence;
  reason: ConfidenceReason;
  /** How many models gave a height for the hour. */
  models: number;
  /** The chart's band: the lowest and highest height of the models (null without any). */
  band: { minM: number; maxM: number } | null;
  /** The median of the models' heights (null without any). */
  medianM: number | null;
  /** max − min of the heights, to the centimetre (null without any). */
  spreadM: number | null;
}

const present = (v: number | null | undefined): v is number =>
  typeof v === 'number' && Number.isFinite(v);

/** Heights are given to the centimetre: compare spreads as such, free of float dust. */
const toCm = (m: number) => Math.round(m * 100) / 100;

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('the median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const lower = (c: Confidence): Confidence => (c === 'high' ? 'medium' : 'low');

/** The confidence of one hour from the models' values for it. */
export function hourConfidence(hour: readonly ModelHour[]): HourConfidence {
  const heights = hour.map((h) => h.heightM).filter(present);
  if (heights.length === 0) {
    return {
      confidence: 'low',
      reason: 'noModel',
      models: 0,
      band: null,
      medianM: null,
      spreadM: null,
    };
  }
  const minM = Math.min(...heights);
  const maxM = Math.max(...heights);
  const medianM = median(heights);
  const spreadM = toCm(maxM - minM);
  const base = { models: heights.length, band: { minM, maxM }, medianM, spreadM };
  if (heights.length < CONFIDENCE_RULE.minModels) {
    return { ...base, confidence: 'low', reason: 'oneModel' };
  }
  const limit = (r: { minM: number; shareOfMedian: number }) =>
    toCm(Math.max(r.minM, r.shareOfMedian * medianM));
  let confidence: Confidence =
    spreadM <= limit(CONFIDENCE_RULE.high)
      ? 'high'
      : spreadM <= limit(CONFIDENCE_RULE.medium)
        ? 'medium'
        : 'low';
  let reason: ConfidenceReason = confidence === 'high' ? 'agree' : 'spread';
  const periods = hour
    .filter((h) => present(h.heightM))
    .map((h) => h.periodS)
    .filter(present);
  if (
    periods.length >= 2 &&
    Math.max(...periods) - Math.min(...periods) > CONFIDENCE_RULE.periodSpreadS &&
    confidence !== 'low'
  ) {
    confidence = lower(confidence);
    reason = 'periods';
  }
  return { ...base, confidence, reason };
}

/** Each model's hourly series, aligned with one list of hours (null past its reach). */
export interface ModelSeries {
  model: string;
  heightM: readonly (number | null | undefined)[];
  periodS?: readonly (number | null | undefined)[];
}

/** The confidence of every hour of `hours`, from series aligned with it. */
export function hourlyConfidence(
  hours: readonly string[],
  series: readonly ModelSeries[],
): HourConfidence[] {
  return hours.map((_, i) =>
    hourConfidence(
      series.map((s) => ({ model: s.model, heightM: s.heightM[i], periodS: s.periodS?.[i] })),
    ),
  );
}

export interface DayConfidence {
  confidence: Confidence;
  /** The least sure hour's reason; 'oneModel' when any hour had one model or none. */
  reason: ConfidenceReason;
}

const rank = (c: Confidence) => CONFIDENCE_LEVELS.indexOf(c);

/**
 * A day is as sure as its least sure hour (the caller passes the hours that count, the
 * daylight ones). A day that only one model reaches says so: 'oneModel'.
 */
export function dayConfidence(hours: readonly HourConfidence[]): DayConfidence {
  if (hours.length === 0) return { confidence: 'low', reason: 'noModel' };
  if (hours.some((h) => h.reason === 'oneModel' || h.reason === 'noModel')) {
    return { confidence: 'low', reason: 'oneModel' };
  }
  const worst = hours.reduce((a, b) => (rank(b.confidence) > rank(a.confidence) ? b : a));
  return { confidence: worst.confidence, reason: worst.reason };
}
