import fp from 'fastify-plugin';
import { listingPath } from '@galim/shared/listings/kinds';
import type { FastifyInstance } from 'fastify';
import { matchSavedSearches, notifyPriceDrop } from './board-events';
import { notify, type NewNotification } from './notify';
import * as notificationsRepo from './notifications-repo';
import * as watchesRepo from './watches-repo';
import * as subjectsRepo from './notice-subjects-repo';
import { deliverPush, loadVapidKeys, type VapidKeys } from './push';
import { evaluateSurfAlerts } from './surf-alerts';
import { evaluateBestWindows } from './best-windows';
import { alertsAccount } from './account';
import { createAlertsService } from './service';
import { isGoodBeachReport } from '@galim/shared/beach-reports/options';
import { findSpotInfo } from '@galim/shared/forecast/spot-list';
import { daysLeft, stillForSalePath } from '@galim/shared/surfboards/expiry';

declare module 'fastify' {
  interface FastifyInstance {
    vapid: VapidKeys | null;
    /**
     * A user's own alerts data, built once (modules/alerts/plugin.ts): the notification centre,
     * saved searches, surf alerts, push devices and notification settings.
     */
    alerts: ReturnType<typeof createAlertsService>;
  }
}

/** Surf alerts run at least this often (and after forecast refreshes): every 3 hours. */
const SURF_ALERTS_EVERY_SECONDS = 3 * 60 * 60;
/** Best windows every hour: a morning digest goes out in the run from 06:00 Israel time. */
const BEST_WINDOWS_EVERY_SECONDS = 60 * 60;

export const alertsPlugin = fp(async (app: FastifyInstance) => {
  app.accountParts.register(alertsAccount);
  const db = app.db;
  const jobs = app.jobs;
  // Every notification of the centre is also a live event for the user's open apps.
  const live = app.live;
  const vapid = loadVapidKeys(app.config);
  app.decorate('vapid', vapid);
  app.decorate(
    'alerts',
    createAlertsService(db, { vapid, allowedOrigins: app.config.push.allowedOrigins }),
  );

  // The alerts' jobs, on the job runner (plugins/jobs): surf alerts also on the server's schedule.
  jobs.define('surf-alerts', () => evaluateSurfAlerts(db, jobs, app.forecast, live), {
    runnable: true,
    retryLimit: 2,
    every: SURF_ALERTS_EVERY_SECONDS,
  });
  jobs.define('best-windows', () => evaluateBestWindows(db, jobs, app.forecast, live), {
    runnable: true,
    retryLimit: 2,
    every: BEST_WINDOWS_EVERY_SECONDS,
  });
  jobs.define<{ boardId: string }>('saved-search-matches', (d) =>
    matchSavedSearches(db, jobs, d.boardId, live),
  );
  jobs.define<{ boardId: string; oldPrice: number; newPrice: number; at?: string }>(
    'price-drop',
    (d) => notifyPriceDrop(db, jobs, d, live),
  );
  jobs.define<{ notificationId: string }>('push', (d) => deliverPush(db, vapid, d.notificationId));

  // Every notice goes out the one way: stored, pushed, and a live event (decision 044).
  const tell = (n: NewNotification) => notify(db, jobs, n, live);

  // What the alerts module hears (plugins/events/catalog.ts). Each handler runs after the write
  // that published it committed; a failure is logged and the delivery tried again later, never
  // turning the user's successful action into an error. Each is idempotent: a notice has its
  // dedupe key, a matching job its once per user and board.
  const on = app.events.subscriber('alerts').on;

  on('listing.maybePublic', ({ boardId }) => jobs.send('saved-search-matches', { boardId }));

  on('listing.priceLowered', ({ boardId, oldPrice, newPrice, at }) =>
    newPrice < oldPrice
      ? jobs.send('price-drop', { boardId, oldPrice, newPrice, at: at ?? new Date().toISOString() })
      : Promise.resolve(),
  );

  // The seller hears of the decision; an approved board is matched against saved searches; the
  // signed-in reporters whose reports it resolved hear what became of the board.
  on('listing.moderated', async ({ boardId, action, notes, reporterIds }) => {
    if (action === 'flag') return;
    const b = await subjectsRepo.boardForNotice(db, boardId);
    if (!b) return;
    const approved = action === 'approve';
    await tell({
      userId: b.sellerId,
      type: approved ? 'board-approved' : 'board-rejected',
      words: (t) => ({
        title: approved ? t.boardApproved(b.kind) : t.boardRejected(b.kind),
        body: approved ? b.title : `${b.title}: ${notes ?? ''}`.trim(),
      }),
      url: approved ? listingPath(b.kind, boardId) : '/profile/my-surfboards',
      dedupeKey: `${boardId}:${b.at?.toISOString() ?? ''}`,
    });
    if (approved) await jobs.send('saved-search-matches', { boardId });
    const removed = action === 'reject';
    for (const userId of reporterIds) {
      await tell({
        userId,
        type: 'report-acted',
        words: (t) => ({
          title: t.reportActed,
          body: removed ? t.reportRemoved(b.title) : t.reportKept(b.title),
        }),
        // A removed listing's reporters go back to the market of its kind.
        url: removed ? listingPath(b.kind) : listingPath(b.kind, boardId),
        dedupeKey: `${boardId}:${b.at?.toISOString() ?? ''}`,
      });
    }
  });

  // "Still for sale?": the seller of a listing whose term ends soon, once a term (the job marks
  // the board in the event's transaction; the term's end keys the notice, so a retry adds none).
  on('listing.expiring', async ({ boardId, expiresAt }) => {
    const b = await subjectsRepo.boardForNotice(db, boardId);
    if (!b) return;
    await tell({
      userId: b.sellerId,
      type: 'listing-expiring',
      words: (t) => ({
        title: t.stillForSale,
        body: t.stillForSaleBody(b.title, daysLeft(expiresAt)),
      }),
      url: stillForSalePath(boardId),
      dedupeKey: `${boardId}:${expiresAt}`,
    });
  });

  on('service.moderated', async ({ serviceId, status, notes }) => {
    const s = await subjectsRepo.serviceForNotice(db, serviceId);
    if (!s) return;
    const approved = status === 'approved';
    await tell({
      userId: s.providerId,
      type: approved ? 'service-approved' : 'service-rejected',
      words: (t) => ({
        title: approved ? t.serviceApproved : t.serviceRejected,
        body: approved ? s.title : `${s.title}: ${notes ?? ''}`.trim(),
      }),
      url: `/services/${s.type}/${serviceId}`,
      dedupeKey: `${serviceId}:${s.at?.toISOString() ?? ''}`,
    });
  });

  on('service.reviewed', async ({ serviceId, reviewId, rating }) => {
    const s = await subjectsRepo.serviceForNotice(db, serviceId);
    if (!s) return;
    // The reviewer is not named: a notification never carries another user's details.
    await tell({
      userId: s.providerId,
      type: 'new-review',
      words: (t) => ({ title: t.newReview, body: `${'★'.repeat(rating)} ${s.title}` }),
      url: `/services/${s.type}/${serviceId}`,
      dedupeKey: reviewId,
    });
  });

  on('seller.reviewed', (r) =>
    tell({
      userId: r.sellerId,
      type: 'new-review',
      words: (t) => ({
        // An event written before listings had kinds was about a board.
        title: t.newSellerReview(r.boardKind ?? 'board'),
        body: `${'★'.repeat(r.rating)} ${r.boardTitle}`,
      }),
      url: r.sellerSlug ? `/u/${r.sellerSlug}#reviews` : '/profile',
      dedupeKey: r.reviewId,
    }),
  );

  // Head-high or more and clean, to whoever watches the spot and asked, but its reporter.
  on('beachReport.posted', async (r) => {
    if (!isGoodBeachReport(r)) return;
    const spot = findSpotInfo(r.spotId);
    if (!spot) return;
    for (const userId of await watchesRepo.beachReportWatchers(db, r.spotId)) {
      if (userId === r.userId) continue;
      await tell({
        userId,
        type: 'surf-alert',
        words: (t) => ({
          title: t.beachReport(t.spot(spot)),
          body: t.beachReportBody(r),
        }),
        url: `/forecast/${encodeURIComponent(r.spotId)}#reports`,
        dedupeKey: `beach-report:${r.reportId}`,
      });
    }
  });

  // The sender is not named in the notice: the thread shows who wrote.
  on('message.sent', (m) =>
    tell({
      userId: m.userId,
      type: 'message',
      words: (t) => ({
        title: m.toSeller ? t.messageToSeller(m.boardKind ?? 'board') : t.messageToBuyer,
        body: t.quote(
          m.boardTitle ?? t.deletedBoard,
          m.offer
            ? t.offerLine(m.offer.kind, m.offer.amount)
            : m.meeting
              ? t.meetingLine(m.meeting.kind, m.meeting.place, new Date(m.meeting.at))
              : m.text,
        ),
      }),
      url: `/profile/messages/${m.conversationId}`,
      dedupeKey: `${m.conversationId}:${m.window}`,
    }),
  );

  // The user opened the thread: its message notices are read.
  on('conversation.seen', ({ userId, conversationId }) =>
    notificationsRepo.markNotificationsReadByKey(db, userId, 'message', `${conversationId}:`),
  );

  // A fresh forecast: surf alerts are evaluated soon (at most every 5 minutes).
  on('forecast.refreshed', () =>
    jobs.send('surf-alerts', {}, { singletonKey: 'after-refresh', singletonSeconds: 300 }),
  );
});
