import {
  findBestWindows,
  type BestWindow,
  type WindowRule,
} from '@galim/shared/alerts/best-window';
import type { SurfSpot } from '@galim/shared/forecast/spots';
import { israelDate, israelTime } from '@galim/shared/israel-time';
import type { Db } from '../../db/client';
import type { NotificationTexts } from '../../i18n/he/notifications';
import type { Jobs } from '../../plugins/jobs/queue';
import type { LivePublisher } from '../../plugins/live/plugin';
import type { ForecastService } from '../forecast/service';
import { notify } from './notify';
import { watchedSpotForecasts } from './spot-forecasts';
import { allSurfAlerts, markWindowTold, type SurfAlertRow } from './watches-repo';

// The best-windows job (issue 54, item 5; decision 061): each best-window alert is matched with
// its spot's forecast (shared best-window.ts). Instant alerts tell the next window unless it
// was told already, at most one notice a day per surfer across their alerts (the Israel day); digest
// alerts are gathered into one notice per surfer in the morning run (from 06:00 Israel time).
// Pushes keep the quiet hours as every notice does (notify.ts).

/** Digests go out in the first run from this hour (Israel time) and before noon. */
export const DIGEST_HOUR = 6;
const DIGEST_UNTIL_HOUR = 12;

/** The local time in Israel, `YYYY-MM-DDTHH:mm` (every spot is in Israel). */
export const israelLocal = (at: Date) => `${israelDate(at)}T${israelTime(at)}`;

/** The instant of a local Israel time `YYYY-MM-DDTHH:mm` (daylight saving included). */
export function fromIsraelLocal(local: string): Date {
  const guess = Date.parse(`${local}:00Z`);
  const offset = Date.parse(`${israelLocal(new Date(guess))}:00Z`) - guess;
  return new Date(guess - offset);
}

const ruleOf = (a: SurfAlertRow): WindowRule => ({
  minHours: a.minHours ?? 2,
  minStars: a.minStars,
  daylightOnly: a.daylightOnly,
  wind: a.wind === 'light' || a.wind === 'offshore' ? a.wind : null,
  minHeightM: a.minHeightM,
  maxHeightM: a.maxHeightM,
  minPeriodS: a.minPeriodS,
  maxPeriodS: a.maxPeriodS,
});

/** The window told last is this one (its start falls inside it). */
function alreadyTold(a: SurfAlertRow, w: BestWindow): boolean {
  if (!a.windowToldStart) return false;
  const told = israelLocal(a.windowToldStart);
  return told >= w.start && told < w.end;
}

const clock = (local: string) => local.slice(11, 16);

function dayOffset(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 864e5);
}

/** "מחר 07:00–10:00, 3 שעות: ★★★★ 1.2 מ׳ 10 שנ׳" (the `when` is the day, or the spot). */
export function windowLine(w: BestWindow, when: string, t: NotificationTexts): string {
  const period = w.best.period === null ? '' : ` ${t.seconds(w.best.period)}`;
  const best = `${'★'.repeat(w.best.stars)} ${t.metres(w.best.waveHeight)}${period}`;
  return t.windowLine(when, clock(w.from), clock(w.end), w.hours, best);
}

interface Found {
  alert: SurfAlertRow;
  spot: SurfSpot;
  windows: BestWindow[];
}

export async function evaluateBestWindows(
  db: Db,
  jobs: Jobs,
  forecast: ForecastService,
  live?: LivePublisher,
  now = new Date(),
) {
  const alerts = (await allSurfAlerts(db)).filter((a) => a.minHours !== null);
  const today = israelDate(now);
  const localNow = israelLocal(now);
  const hour = Number(localNow.slice(11, 13));
  const { spots, spotsFailed, read } = await watchedSpotForecasts(forecast, alerts);
  const found: Found[] = read.flatMap(({ spot, forecast: f, alerts: list }) =>
    list.map((alert) => ({ alert, spot, windows: findBestWindows(f, ruleOf(alert), localNow) })),
  );
  const toldToday = (a: SurfAlertRow) =>
    a.windowToldAt !== null && israelDate(a.windowToldAt) === today;
  // Once a day per surfer: any instant alert of theirs told today holds the others to tomorrow.
  const heardToday = new Set(
    alerts.filter((a) => a.delivery !== 'digest' && toldToday(a)).map((a) => a.userId),
  );
  let notified = 0;
  for (const { alert, spot, windows } of found) {
    if (alert.delivery === 'digest' || heardToday.has(alert.userId)) continue;
    // Only the next window: a later one waits until this one is over.
    const next = windows[0];
    if (!next || alreadyTold(alert, next)) continue;
    const created = await notify(
      db,
      jobs,
      {
        userId: alert.userId,
        type: 'surf-alert',
        words: (t) => ({
          title: t.bestWindow(t.spot(spot)),
          body: `${windowLine(next, t.day(dayOffset(today, next.start.slice(0, 10)), next.start.slice(0, 10)), t)}\n${t.windowStop}`,
        }),
        url: windowUrl(spot.id, alert.id),
        dedupeKey: `window:${alert.id}:${next.start}`,
      },
      live,
    );
    await markWindowTold(db, alert.id, fromIsraelLocal(next.start), now);
    heardToday.add(alert.userId);
    if (created) notified += 1;
  }
  // The morning digest: today's windows of each surfer's digest alerts, in one notice.
  const digests = new Map<string, Found[]>();
  if (hour >= DIGEST_HOUR && hour < DIGEST_UNTIL_HOUR) {
    for (const f of found) {
      if (f.alert.delivery !== 'digest' || toldToday(f.alert)) continue;
      const windows = f.windows.filter((w) => w.from.startsWith(today));
      if (windows.length)
        digests.set(f.alert.userId, [...(digests.get(f.alert.userId) ?? []), { ...f, windows }]);
    }
  }
  for (const [userId, list] of digests) {
    const first = list[0]!;
    const created = await notify(
      db,
      jobs,
      {
        userId,
        type: 'surf-alert',
        words: (t) => ({
          title: t.windowDigest,
          body: [
            ...list.flatMap((f) => f.windows.map((w) => windowLine(w, t.spot(f.spot), t))),
            t.windowStop,
          ].join('\n'),
        }),
        url: windowUrl(first.spot.id, first.alert.id),
        dedupeKey: `window-digest:${today}`,
      },
      live,
    );
    for (const f of list)
      await markWindowTold(db, f.alert.id, fromIsraelLocal(f.windows[0]!.start), now);
    if (created) notified += 1;
  }
  return { alerts: alerts.length, spots, notified, spotsFailed };
}

/** The spot's forecast page, where the alert is turned off in one tap. */
export const windowUrl = (spotId: string, alertId: string) =>
  `/forecast/${encodeURIComponent(spotId)}?window-alert=${alertId}`;
