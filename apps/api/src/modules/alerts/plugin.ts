import type { TOfferMessageKind } from '@galim/shared/conversations/limits';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { matchSavedSearches, notifyPriceDrop } from './board-events';
import { notify, type NewNotification } from './notify';
import * as repo from './repo';
import { deliverPush, loadVapidKeys, type VapidKeys } from './push';
import { evaluateSurfAlerts } from './surf-alerts';
import { alertsAccount } from './account';
import type { ReviewPosted } from '../seller-reviews/service';
import {
  isGoodBeachReport,
  type TBeachReportSize,
  type TBeachReportSurface,
} from '@galim/shared/beach-reports/options';
import { findSpotInfo } from '@galim/shared/forecast/spot-list';

/** What other modules tell the alerts module; each call is cheap (a queued job or one insert). */
export interface AlertEvents {
  /** A board may just have become public (approved, restored from archive or sale). */
  boardMaybePublic(boardId: string): Promise<void>;
  boardPriceChanged(boardId: string, oldPrice: number, newPrice: number): Promise<void>;
  boardModerated(
    boardId: string,
    action: 'approve' | 'reject' | 'flag',
    notes?: string,
  ): Promise<void>;
  /** A moderator decided on a reported board: its signed-in reporters hear of it. */
  boardReportsActedOn(
    boardId: string,
    action: 'approve' | 'reject',
    reporterIds: string[],
  ): Promise<void>;
  serviceModerated(
    serviceId: string,
    status: 'approved' | 'rejected',
    notes?: string,
  ): Promise<void>;
  reviewPosted(serviceId: string, reviewId: string, rating: number): Promise<void>;
  /** A buyer reviewed the seller of a board they bought (issue 43): the seller hears of it. */
  sellerReviewed(r: ReviewPosted): Promise<void>;
  /** A report from the beach: a good one is pushed to the spot's watchers who asked for it. */
  beachReportPosted(r: BeachReportNotice): Promise<void>;
  /** The forecast was fetched anew: surf alerts are evaluated soon (at most every 5 minutes). */
  forecastRefreshed(): Promise<void>;
  /** A message in a conversation: the other participant hears of it (once a thread a window). */
  messageSent(m: MessageNotice): Promise<void>;
  /** The user opened the thread: its message notices are read. */
  conversationSeen(userId: string, conversationId: string): Promise<void>;
}

/** A report from the beach as its push tells it. */
export interface BeachReportNotice {
  reportId: string;
  userId: string;
  spotId: string;
  size: TBeachReportSize;
  surface: TBeachReportSurface;
  crowd: string;
  onBeach: boolean;
}

/** An offer's message as its notice words it: what happened, at what price. */
export interface OfferLine {
  kind: TOfferMessageKind;
  amount: number;
}

/** A message as its notice names it: who hears of it, the thread, the board, the text. */
export interface MessageNotice {
  conversationId: string;
  userId: string;
  /** Whether the one told is the board's seller (the title says who wrote). */
  toSeller: boolean;
  /** Null when the board was deleted. */
  boardTitle: string | null;
  text: string;
  /** An offer or its answer: worded in the reader's language, not quoted from the text. */
  offer?: OfferLine;
  /** The time window the message falls in: one notice a thread a window. */
  window: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    alerts: AlertEvents;
    vapid: VapidKeys | null;
  }
}

/** Surf alerts run at least this often (and after forecast refreshes): every 3 hours. */
const SURF_ALERTS_EVERY_SECONDS = 3 * 60 * 60;

export const alertsPlugin = fp(async (app: FastifyInstance) => {
  app.accountParts.register(alertsAccount);
  const db = app.db;
  const jobs = app.jobs;
  // Every notification of the centre is also a live event for the user's open apps.
  const live = app.live;
  const vapid = loadVapidKeys(app.config);
  app.decorate('vapid', vapid);

  // The alerts' jobs, on the job runner (plugins/jobs): surf alerts also on the server's schedule.
  jobs.define('surf-alerts', () => evaluateSurfAlerts(db, jobs, app.forecast, live), {
    runnable: true,
    retryLimit: 2,
    every: SURF_ALERTS_EVERY_SECONDS,
  });
  jobs.define<{ boardId: string }>('saved-search-matches', (d) =>
    matchSavedSearches(db, jobs, d.boardId, live),
  );
  jobs.define<{ boardId: string; oldPrice: number; newPrice: number }>('price-drop', (d) =>
    notifyPriceDrop(db, jobs, d, live),
  );
  jobs.define<{ notificationId: string }>('push', (d) => deliverPush(db, vapid, d.notificationId));

  // Fire-and-forget from a request's point of view: a failure to queue is logged, never turns
  // the user's successful action into an error.
  // Every notice goes out the one way: stored, pushed, and a live event (decision 044).
  const tell = (n: NewNotification) => notify(db, jobs, n, live);

  const safely = async (what: string, fn: () => Promise<unknown>) => {
    try {
      await fn();
    } catch (err) {
      app.log.error({ err }, `alerts: ${what} failed`);
    }
  };

  const events: AlertEvents = {
    boardMaybePublic: (boardId) =>
      safely('board public', () => jobs.send('saved-search-matches', { boardId })),
    boardPriceChanged: (boardId, oldPrice, newPrice) =>
      newPrice < oldPrice
        ? safely('price drop', () => jobs.send('price-drop', { boardId, oldPrice, newPrice }))
        : Promise.resolve(),
    boardModerated: (boardId, action, notes) =>
      safely('board moderated', async () => {
        if (action === 'flag') return;
        const b = await repo.boardForNotice(db, boardId);
        if (!b) return;
        const approved = action === 'approve';
        await tell({
          userId: b.sellerId,
          type: approved ? 'board-approved' : 'board-rejected',
          words: (t) => ({
            title: approved ? t.boardApproved : t.boardRejected,
            body: approved ? b.title : `${b.title}: ${notes ?? ''}`.trim(),
          }),
          url: approved ? `/surfboards/${boardId}` : '/profile/my-surfboards',
          dedupeKey: `${boardId}:${b.at?.toISOString() ?? ''}`,
        });
        if (approved) await jobs.send('saved-search-matches', { boardId });
      }),
    boardReportsActedOn: (boardId, action, reporterIds) =>
      safely('board reports acted on', async () => {
        if (!reporterIds.length) return;
        const b = await repo.boardForNotice(db, boardId);
        if (!b) return;
        const removed = action === 'reject';
        for (const userId of reporterIds) {
          await tell({
            userId,
            type: 'report-acted',
            words: (t) => ({
              title: t.reportActed,
              body: removed ? t.reportRemoved(b.title) : t.reportKept(b.title),
            }),
            url: removed ? '/surfboards' : `/surfboards/${boardId}`,
            dedupeKey: `${boardId}:${b.at?.toISOString() ?? ''}`,
          });
        }
      }),
    serviceModerated: (serviceId, status, notes) =>
      safely('service moderated', async () => {
        const s = await repo.serviceForNotice(db, serviceId);
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
      }),
    reviewPosted: (serviceId, reviewId, rating) =>
      safely('review posted', async () => {
        const s = await repo.serviceForNotice(db, serviceId);
        if (!s) return;
        // The reviewer is not named: a notification never carries another user's details.
        await tell({
          userId: s.providerId,
          type: 'new-review',
          words: (t) => ({ title: t.newReview, body: `${'★'.repeat(rating)} ${s.title}` }),
          url: `/services/${s.type}/${serviceId}`,
          dedupeKey: reviewId,
        });
      }),
    sellerReviewed: (r) =>
      safely('seller reviewed', () =>
        tell({
          userId: r.sellerId,
          type: 'new-review',
          words: (t) => ({
            title: t.newSellerReview,
            body: `${'★'.repeat(r.rating)} ${r.boardTitle}`,
          }),
          url: r.sellerSlug ? `/u/${r.sellerSlug}#reviews` : '/profile',
          dedupeKey: r.reviewId,
        }),
      ),
    // Head-high or more and clean, to whoever watches the spot and asked, but its reporter.
    beachReportPosted: (r) =>
      isGoodBeachReport(r)
        ? safely('beach report', async () => {
            const spot = findSpotInfo(r.spotId);
            if (!spot) return;
            for (const userId of await repo.beachReportWatchers(db, r.spotId)) {
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
          })
        : Promise.resolve(),
    // The sender is not named in the notice: the thread shows who wrote.
    messageSent: (m) =>
      safely('message sent', () =>
        tell({
          userId: m.userId,
          type: 'message',
          words: (t) => ({
            title: m.toSeller ? t.messageToSeller : t.messageToBuyer,
            body: t.quote(
              m.boardTitle ?? t.deletedBoard,
              m.offer ? t.offerLine(m.offer.kind, m.offer.amount) : m.text,
            ),
          }),
          url: `/profile/messages/${m.conversationId}`,
          dedupeKey: `${m.conversationId}:${m.window}`,
        }),
      ),
    conversationSeen: (userId, conversationId) =>
      safely('conversation seen', () =>
        repo.markNotificationsReadByKey(db, userId, 'message', `${conversationId}:`),
      ),
    forecastRefreshed: () =>
      safely('forecast refreshed', () =>
        jobs.send('surf-alerts', {}, { singletonKey: 'after-refresh', singletonSeconds: 300 }),
      ),
  };
  app.decorate('alerts', events);
});
