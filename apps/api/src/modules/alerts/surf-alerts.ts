import { notificationTexts, type NotificationTexts } from '../../i18n/he/notifications';
import { ALL_DAY, SURF_WINDOWS, type TSurfWindow } from '@galim/shared/alerts/schemas';
import type { TForecast, TForecastSlot } from '@galim/shared/forecast/schemas';
import type { Db } from '../../db/client';
import type { ForecastService } from '../forecast/service';
import type { Jobs } from '../../plugins/jobs/queue';
import type { LivePublisher } from '../../plugins/live/plugin';
import { notify } from './notify';
import { watchedSpotForecasts } from './spot-forecasts';
import { allSurfAlerts } from './watches-repo';

// The surf-alerts job: for each spot someone watches, the forecast (refreshed through the
// forecast service's cache), then for each alert and each of its days the best slot inside its
// window. Reaching the stars makes one notification per alert, spot and day, never repeated.

/** Consecutive hours around the best one scoring at least this share of it (as the ranking). */
const WINDOW_SHARE = 0.85;

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const hourOf = (s: TForecastSlot) => Number(s.time.slice(11, 13));
const clock = (h: number) => `${String(h).padStart(2, '0')}:00`;

export interface SurfMatch {
  date: string;
  offset: number;
  best: TForecastSlot;
  from: number;
  to: number;
}

/** The best slot of each requested day inside the window, when it reaches minStars. */
export function findSurf(
  forecast: Pick<TForecast, 'slots' | 'localNow'>,
  alert: { minStars: number; daysAhead: number[]; window: string | null },
): SurfMatch[] {
  const today = forecast.localNow.slice(0, 10);
  const nowHour = forecast.localNow.slice(0, 13);
  const [start, end] = alert.window ? SURF_WINDOWS[alert.window as TSurfWindow] : ALL_DAY;
  const out: SurfMatch[] = [];
  for (const offset of alert.daysAhead) {
    const date = addDays(today, offset);
    const slots = forecast.slots.filter(
      (s) =>
        s.time.startsWith(date) &&
        hourOf(s) >= start &&
        hourOf(s) < end &&
        // Hours already past today do not count.
        s.time.slice(0, 13) >= nowHour,
    );
    if (!slots.length) continue;
    const best = slots.reduce((a, b) => (b.score > a.score ? b : a));
    if (best.stars < alert.minStars) continue;
    let i = slots.indexOf(best);
    let j = i;
    const near = (k: number) => slots[k]!.score >= best.score * WINDOW_SHARE;
    while (i > 0 && hourOf(slots[i - 1]!) === hourOf(slots[i]!) - 1 && near(i - 1)) i -= 1;
    while (j < slots.length - 1 && hourOf(slots[j + 1]!) === hourOf(slots[j]!) + 1 && near(j + 1))
      j += 1;
    out.push({ date, offset, best, from: hourOf(slots[i]!), to: hourOf(slots[j]!) + 1 });
  }
  return out;
}

/** "הילטון מחר 07:00–10:00: ★★★★ 1.2 מ׳ 10 שנ׳" */
export function surfAlertText(
  spotName: string,
  m: SurfMatch,
  t: NotificationTexts = notificationTexts,
): string {
  const period = m.best.period === null ? '' : ` ${t.seconds(m.best.period)}`;
  const stars = '★'.repeat(m.best.stars);
  return `${spotName} ${t.day(m.offset, m.date)} ${clock(m.from)}–${clock(m.to)}: ${stars} ${t.metres(m.best.waveHeight)}${period}`;
}

export async function evaluateSurfAlerts(
  db: Db,
  jobs: Jobs,
  forecast: ForecastService,
  live?: LivePublisher,
) {
  // Best-window alerts (a minimum of hours) are the best-windows job's (best-windows.ts).
  const alerts = (await allSurfAlerts(db)).filter((a) => a.minHours === null);
  const { spots, spotsFailed, read } = await watchedSpotForecasts(forecast, alerts);
  let notified = 0;
  for (const { spot, forecast: f, alerts: list } of read) {
    for (const alert of list) {
      for (const m of findSurf(f, alert)) {
        const created = await notify(
          db,
          jobs,
          {
            userId: alert.userId,
            type: 'surf-alert',
            words: (t) => ({
              title: t.surfAlert(t.spot(spot)),
              body: surfAlertText(t.spot(spot), m, t),
            }),
            url: `/forecast/${encodeURIComponent(spot.id)}`,
            dedupeKey: `${alert.id}:${m.date}`,
          },
          live,
        );
        if (created) notified += 1;
      }
    }
  }
  return { alerts: alerts.length, spots, notified, spotsFailed };
}
