import {
  ACCURACY_LIMITS,
  accuracyByModel,
  bestModel,
  type CheckedReport,
  type KeptForecast,
} from '@galim/shared/forecast/accuracy';
import { WAVE_MODELS } from '@galim/shared/forecast/models';
import type { TForecastAccuracy, TModelAccuracy } from '@galim/shared/forecast/schemas';
import type { Language } from '@galim/shared/i18n/languages';
import { forecastModelWords as englishWords } from '@galim/shared/i18n/en/forecast-models';
import { forecastModelWords as hebrewWords } from '@galim/shared/i18n/he/forecast-models';
import { median } from '@galim/shared/forecast/confidence';
import { BEACH_REPORT_SIZES } from '@galim/shared/beach-reports/options';
import type { Db } from '../../db/client';
import { keptAt, reportsSeen, type KeptForecastRow } from './repo';

// Beach reports set beside the kept forecasts (decision 056): each report at the hour it was
// seen in (06:40 is checked against the 06:00 forecast), with every kept issue of every wave
// model for that spot and hour, and Galim's own line as one more model, `galim`: the median of
// the models of each issue.

export const GALIM_LINE = 'galim';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The longest window the figures are given for. */
export const LONGEST_WINDOW_DAYS = 90;

/** Galim's line at each issue kept for one hour: the median of the models of that issue. */
function galimForecasts(rows: readonly KeptForecastRow[], targetMs: number): KeptForecast[] {
  const byIssue = new Map<number, number[]>();
  for (const r of rows) {
    if (r.height === null) continue;
    const issued = r.issuedAt.getTime();
    byIssue.set(issued, [...(byIssue.get(issued) ?? []), r.height]);
  }
  return [...byIssue].map(([issued, heights]) => ({
    model: GALIM_LINE,
    heightM: median(heights),
    leadHours: (targetMs - issued) / HOUR_MS,
  }));
}

/** The reports seen at these spots in the last `days` before `nowMs`, with their forecasts. */
export async function checkedReports(
  db: Db,
  spotIds: readonly string[],
  nowMs: number,
  days = LONGEST_WINDOW_DAYS,
): Promise<CheckedReport[]> {
  if (spotIds.length === 0) return [];
  const reports = (
    await reportsSeen(db, spotIds, new Date(nowMs - days * DAY_MS), new Date(nowMs))
  ).filter((r) => (BEACH_REPORT_SIZES as readonly string[]).includes(r.size));
  if (reports.length === 0) return [];
  const hourOf = (d: Date) => Math.floor(d.getTime() / HOUR_MS) * HOUR_MS;
  const kept = await keptAt(
    db,
    spotIds,
    reports.map((r) => new Date(hourOf(r.seenAt))),
  );
  const bySpotHour = new Map<string, KeptForecastRow[]>();
  for (const row of kept) {
    const key = `${row.spotId} ${row.targetAt.getTime()}`;
    bySpotHour.set(key, [...(bySpotHour.get(key) ?? []), row]);
  }
  return reports.map((r) => {
    const targetMs = hourOf(r.seenAt);
    const rows = bySpotHour.get(`${r.spotId} ${targetMs}`) ?? [];
    const forecasts: KeptForecast[] = rows.map((row) => ({
      model: row.model,
      heightM: row.height,
      leadHours: (targetMs - row.issuedAt.getTime()) / HOUR_MS,
    }));
    return {
      spotId: r.spotId,
      at: r.seenAt.toISOString(),
      reported: r.size as CheckedReport['reported'],
      forecasts: [...forecasts, ...galimForecasts(rows, targetMs)],
    };
  });
}

/** The ids the accuracy page answers for: Galim's line, then every wave model. */
export const ACCURACY_MODELS = [GALIM_LINE, ...WAVE_MODELS.map((m) => m.id)] as const;

const WORDS = { he: hebrewWords, en: englishWords } satisfies Record<Language, unknown>;

function modelName(id: string, language: Language): string {
  const words = WORDS[language];
  if (id === GALIM_LINE) return words.galim;
  const m = WAVE_MODELS.find((w) => w.id === id)!;
  return `${m.name} (${words.providers[m.provider]})`;
}

/**
 * A spot's accuracy page (decision 056): per model, Galim's line first, over the last 30 and 90
 * days, from its reports and their kept forecasts; a model with nothing checked has zeros and
 * says too few. `only`: just that model's figures.
 */
export function accuracyAnswer(
  reports: readonly CheckedReport[],
  spotId: string,
  nowMs: number,
  language: Language,
  only?: string,
): TForecastAccuracy {
  const windows = ACCURACY_LIMITS.windowsDays.map((days) => {
    const figures = accuracyByModel(reports, { nowMs, windowDays: days, spotId });
    const from = nowMs - days * DAY_MS;
    const models: TModelAccuracy[] = ACCURACY_MODELS.filter((id) => !only || id === only).map(
      (id) => {
        const f = figures.find((x) => x.model === id);
        const { model: _m, ...counts } = f ?? {
          model: id,
          checked: 0,
          matched: 0,
          matchedShare: 0,
          bias: 0,
          tooBigShare: 0,
          tooSmallShare: 0,
          tooFew: true,
          enoughToLean: false,
        };
        return { model: id, name: modelName(id, language), ...counts };
      },
    );
    const seen = reports.filter((r) => {
      const t = Date.parse(r.at);
      return r.spotId === spotId && t > from && t <= nowMs;
    }).length;
    return { days, reports: seen, models };
  });
  const longest = accuracyByModel(reports, { nowMs, windowDays: LONGEST_WINDOW_DAYS, spotId });
  const best = bestModel(longest);
  return {
    spotId,
    at: new Date(nowMs).toISOString(),
    minShown: ACCURACY_LIMITS.minShown,
    minLean: ACCURACY_LIMITS.minLean,
    lean: best === GALIM_LINE ? null : best,
    windows,
  };
}

/**
 * The model each spot's line leans on now: bestModel over the last 90 days, Galim's median
 * line among the contenders (when the median wins, or nobody clearly does, null).
 */
export async function leansAt(
  db: Db,
  spotIds: readonly string[],
  nowMs: number,
): Promise<Record<string, string | null>> {
  const reports = await checkedReports(db, spotIds, nowMs);
  return Object.fromEntries(
    spotIds.map((spotId) => {
      const best = bestModel(
        accuracyByModel(reports, { nowMs, windowDays: LONGEST_WINDOW_DAYS, spotId }),
      );
      return [spotId, best === GALIM_LINE ? null : best];
    }),
  );
}
