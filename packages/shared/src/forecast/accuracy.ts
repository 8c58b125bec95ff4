import { compareToReport, sizeClassOf, type SizeClass } from './size-class';

// How well each model forecast a spot, checked against the beach reports (issue 54, part 4).
// Every report is set beside what each model had said for that spot and hour, as it was issued
// and kept (with its lead time); the figures per model over a window (30 or 90 days back from a
// `now` passed in) are the spot's accuracy page, and bestModel says which model Galim's line may
// lean on there (decision 056).

export const ACCURACY_LIMITS = {
  /** Under this many checked reports a model's figures are shown as "too few". */
  minShown: 10,
  /** At least this many before Galim's line may lean on a model. */
  minLean: 30,
  /** The best model must beat every other checked one by this share of matches. */
  leanMargin: 0.1,
  /** The windows of the accuracy page, in days. */
  windowsDays: [30, 90],
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What one model had forecast for a report's spot and hour, as issued. */
export interface KeptForecast {
  model: string;
  /** The forecast height (m); null when the model did not reach that hour. */
  heightM: number | null;
  /** Hours from the forecast's issue to the hour it was for. */
  leadHours: number;
}

/** A beach report with the kept forecasts for its spot and hour. */
export interface CheckedReport {
  spotId: string;
  /** The hour the report speaks of (ISO, UTC). */
  at: string;
  reported: SizeClass;
  forecasts: readonly KeptForecast[];
}

export interface ModelAccuracy {
  model: string;
  /** Reports this model had a forecast for, in the window. */
  checked: number;
  matched: number;
  /** matched / checked (0 with nothing checked). */
  matchedShare: number;
  /** The mean of forecast class minus reported class: + too big, − too small. */
  bias: number;
  tooBigShare: number;
  tooSmallShare: number;
  /** Fewer than `minShown` checked: the page says so instead of a share. */
  tooFew: boolean;
  /** At least `minLean` checked: Galim's line may lean on it if it is clearly the best. */
  enoughToLean: boolean;
}

export interface AccuracyOptions {
  nowMs: number;
  windowDays: number;
  /** Only this spot's reports (all given when absent). */
  spotId?: string;
  /** Only forecasts issued at most this many hours ahead (e.g. 24 for "the day before"). */
  maxLeadHours?: number;
  minShown?: number;
  minLean?: number;
}

/**
 * Of a model's kept forecasts for one report, the one to judge: the latest issued (the
 * smallest lead time), which is the last the surfer could have read before going.
 */
function judged(forecasts: readonly KeptForecast[], model: string, maxLead: number) {
  let best: KeptForecast | undefined;
  for (const f of forecasts) {
    if (f.model !== model || f.heightM === null || !Number.isFinite(f.heightM)) continue;
    if (f.leadHours < 0 || f.leadHours > maxLead) continue;
    if (!best || f.leadHours < best.leadHours) best = f;
  }
  return best;
}

/** Each model's figures over the window, in the order the models first appear. */
export function accuracyByModel(
  reports: readonly CheckedReport[],
  opts: AccuracyOptions,
): ModelAccuracy[] {
  const from = opts.nowMs - opts.windowDays * DAY_MS;
  const maxLead = opts.maxLeadHours ?? Infinity;
  const minShown = opts.minShown ?? ACCURACY_LIMITS.minShown;
  const minLean = opts.minLean ?? ACCURACY_LIMITS.minLean;
  const inWindow = reports.filter((r) => {
    const t = Date.parse(r.at);
    return t > from && t <= opts.nowMs && (opts.spotId === undefined || r.spotId === opts.spotId);
  });
  const models = [...new Set(inWindow.flatMap((r) => r.forecasts.map((f) => f.model)))];
  return models.map((model) => {
    let checked = 0;
    let matched = 0;
    let tooBig = 0;
    let tooSmall = 0;
    let classSum = 0;
    for (const r of inWindow) {
      const f = judged(r.forecasts, model, maxLead);
      if (!f) continue;
      const { verdict, classes } = compareToReport(sizeClassOf(f.heightM!), r.reported);
      checked += 1;
      classSum += classes;
      if (verdict === 'match') matched += 1;
      else if (verdict === 'tooBig') tooBig += 1;
      else tooSmall += 1;
    }
    const share = (n: number) => (checked === 0 ? 0 : n / checked);
    return {
      model,
      checked,
      matched,
      matchedShare: share(matched),
      bias: share(classSum),
      tooBigShare: share(tooBig),
      tooSmallShare: share(tooSmall),
      tooFew: checked < minShown,
      enoughToLean: checked >= minLean,
    };
  });
}

/** The accuracy page's two windows for one spot. */
export function spotAccuracy(
  reports: readonly CheckedReport[],
  spotId: string,
  nowMs: number,
): { windowDays: number; models: ModelAccuracy[] }[] {
  return ACCURACY_LIMITS.windowsDays.map((windowDays) => ({
    windowDays,
    models: accuracyByModel(reports, { nowMs, windowDays, spotId }),
  }));
}

/**
 * The model Galim's line may lean on at a spot: the one with the highest matched share among
 * those with at least `minReports` checked, and only when it beats every other such model
 * (Galim's own line too, when the figures include it) by `margin`. Null otherwise: the line
 * stays the models' median.
 */
export function bestModel(
  figures: readonly ModelAccuracy[],
  minReports: number = ACCURACY_LIMITS.minLean,
  margin: number = ACCURACY_LIMITS.leanMargin,
): string | null {
  const qualified = figures
    .filter((f) => f.checked >= minReports)
    .sort((a, b) => b.matchedShare - a.matchedShare);
  const [first, second] = qualified;
  if (!first) return null;
  if (second && first.matchedShare - second.matchedShare < margin - 1e-9) return null;
  return first.model;
}
