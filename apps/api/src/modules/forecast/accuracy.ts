import {
  accuracyByModel,
  bestModel,
  type CheckedReport,
  type KeptForecast,
} from '@galim/shared/forecast/accuracy';
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
