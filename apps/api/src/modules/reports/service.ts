import type { Language } from '@galim/shared/i18n/languages';
import type { z } from 'zod';
import type { TErrorCode } from '@galim/shared/common/errors';
import {
  REPORTS_TO_HOLD,
  type TReport,
  type TReportTarget,
  type ZReportRequest,
} from '@galim/shared/reports/schemas';
import { findSpotInfo } from '@galim/shared/forecast/spot-list';
import type { Db } from '../../db/client';
import { canSee } from '../../lib/access';
import { apiError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { logActivity } from '../activity/service';
import { activityLine, activityTextsFor } from '../activity/lines';
import { beachReportTargets } from '../beach-reports/service';
import { messageInThread } from '../conversations/moderation-service';
import { reviewReportTargets } from '../seller-reviews/service';
import { findBoardRow } from '../surfboards/repo';
import { holdReportedBoard } from '../surfboards/moderation-service';
import { canSeeBoard } from '../surfboards/visibility';
import * as repo from './repo';

const NOT_FOUND = {
  surfboard: 'BOARD_NOT_FOUND',
  service: 'SERVICE_NOT_FOUND',
  seller_review: 'REVIEW_NOT_FOUND',
  message: 'MESSAGE_NOT_FOUND',
  beach_report: 'BEACH_REPORT_NOT_FOUND',
} as const satisfies Record<TReportTarget, TErrorCode>;

const excerpt = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

type ReportRow = Awaited<ReturnType<typeof repo.listReports>>[number];

/** A report's fields besides what it is about. */
function common(r: ReportRow['report'], reporter: ReportRow['reporter']) {
  return {
    _id: r.id,
    targetType: r.targetType,
    targetId: r.targetId,
    reason: r.reason,
    text: r.text,
    status: r.status,
    reporter: reporter
      ? { _id: reporter.id, name: reporter.displayName, email: reporter.email }
      : null,
    resolvedAt: r.resolvedAt ? r.resolvedAt.toISOString() : null,
    createdAt: r.createdAt.toISOString(),
  };
}

export function createReportsService(db: Db) {
  async function canSeeTarget(type: TReportTarget, id: string, viewer: AuthUser | null) {
    if (type === 'message') {
      // Only its recipient reports a message: the other participant of its thread.
      const found = viewer ? await messageInThread(db, id) : null;
      if (!found || !viewer || found.message.senderId === viewer.id) return false;
      return found.thread.buyerId === viewer.id || found.thread.sellerId === viewer.id;
    }
    if (type === 'seller_review') {
      // Reviews of sellers are public until a moderator removes them.
      const [review] = await reviewReportTargets(db, [id]);
      return Boolean(review && !review.removedAt);
    }
    if (type === 'beach_report') {
      // Reports from the beach are public until a moderator removes them.
      const [report] = await beachReportTargets(db, [id]);
      return Boolean(report && !report.removedAt);
    }
    if (type === 'surfboard') {
      const row = await findBoardRow(db, id);
      return Boolean(row && canSeeBoard(row, viewer));
    }
    const service = await repo.findService(db, id);
    if (!service) return false;
    return canSee(viewer, { ownerId: service.providerId, isPublic: service.status === 'approved' });
  }

  /**
   * Reports from REPORTS_TO_HOLD different signed-in users hold the board: a `reports` hold, and
   * an approved board leaves public view (pending) until a moderator decides. Anonymous reports
   * are read but not counted: one visitor could file them from many addresses.
   */
  async function holdIfReportedEnough(boardId: string): Promise<boolean> {
    const reporters = await repo.openBoardReporters(db, boardId);
    if (reporters < REPORTS_TO_HOLD) return false;
    return holdReportedBoard(db, boardId, reporters);
  }

  return {
    /**
     * Anyone may report a board or service they can see (others are 404, as on their pages);
     * signed-in reporters are remembered. The same reporter repeating an open report gets that
     * report back (`duplicate: true`) instead of a second one. `hidden` tells that this report
     * took a public board out of view (the public reads must forget it).
     */
    async file(
      input: z.output<typeof ZReportRequest>,
      reporter: AuthUser | null,
      reporterKey: string,
    ): Promise<{ _id: string; duplicate: boolean; hidden: boolean }> {
      if (!(await canSeeTarget(input.targetType, input.targetId, reporter))) {
        throw apiError(NOT_FOUND[input.targetType]);
      }
      const repeat = { ...input, reporterKey };
      const row = await repo.insertReport(db, { ...repeat, reporterId: reporter?.id ?? null });
      if (!row) {
        const existing = await repo.findOpenRepeat(db, repeat);
        if (existing) return { _id: existing.id, duplicate: true, hidden: false };
        throw apiError('REPORT_NOT_FOUND'); // resolved in between: vanishingly rare
      }
      await logActivity(
        db,
        'report_filed',
        reporter?.id ?? null,
        activityLine('reportFiled', input.targetType, input.reason),
      );
      const hidden =
        input.targetType === 'surfboard' && (await holdIfReportedEnough(input.targetId));
      return { _id: row.id, duplicate: false, hidden };
    },

    async list(status: 'open' | 'resolved' | 'all', language: Language = 'he') {
      const [rows, counts] = await Promise.all([
        repo.listReports(db, status),
        repo.countByStatus(db),
      ]);
      const ids = (type: TReportTarget) =>
        rows.filter((r) => r.report.targetType === type).map((r) => r.report.targetId);
      const [titles, reviews, beach] = await Promise.all([
        repo.targetTitles(db, ids('surfboard'), ids('service')),
        reviewReportTargets(db, ids('seller_review')),
        beachReportTargets(db, ids('beach_report')),
      ]);
      const beachById = new Map(beach.map((b) => [b.id, b]));
      const boardById = new Map(titles.boards.map((b) => [b.id, b]));
      const serviceById = new Map(titles.services.map((s) => [s.id, s]));
      const reviewById = new Map(reviews.map((r) => [r.id, r]));
      const threads = new Map(
        await Promise.all(
          ids('message').map(async (id) => [id, await messageInThread(db, id)] as const),
        ),
      );
      const reports: TReport[] = rows.map(({ report: r, reporter }) => {
        const board = r.targetType === 'surfboard' ? boardById.get(r.targetId) : undefined;
        const service = r.targetType === 'service' ? serviceById.get(r.targetId) : undefined;
        const review = r.targetType === 'seller_review' ? reviewById.get(r.targetId) : undefined;
        const thread = r.targetType === 'message' ? threads.get(r.targetId) : undefined;
        const beachReport = r.targetType === 'beach_report' ? beachById.get(r.targetId) : undefined;
        if (beachReport) {
          // Named by its spot and its words, opened on the spot's forecast; a removed one has
          // neither.
          const shown = !beachReport.removedAt;
          const spot = findSpotInfo(beachReport.spotId);
          return {
            ...common(r, reporter),
            targetTitle: shown
              ? excerpt(
                  activityTextsFor(language).beachReport(
                    (language === 'he' ? spot?.nameHe : spot?.name) ?? beachReport.spotId,
                    beachReport.size,
                    beachReport.surface,
                    beachReport.text,
                  ),
                )
              : null,
            targetPath: shown
              ? `/forecast/${encodeURIComponent(beachReport.spotId)}#reports`
              : null,
          };
        }
        if (review) {
          // A review is named by the start of its text, and opened on the seller's profile;
          // a removed one has neither.
          const shown = !review.removedAt;
          return {
            ...common(r, reporter),
            targetTitle: shown ? excerpt(review.body) : null,
            targetPath: shown && review.sellerSlug ? `/u/${review.sellerSlug}#reviews` : null,
          };
        }
        return {
          ...common(r, reporter),
          targetTitle: board?.title ?? service?.title ?? thread?.boardTitle ?? null,
          targetPath: board
            ? `/surfboards/${board.id}`
            : service
              ? `/services/${service.type}/${service.id}`
              : thread
                ? `/admin/conversations/${thread.thread.id}?message=${r.targetId}`
                : null,
        };
      });
      return { reports, counts };
    },

    async setStatus(id: string, status: 'open' | 'resolved', adminId: string) {
      const row = await repo.setStatus(db, id, status, adminId);
      if (!row) throw apiError('REPORT_NOT_FOUND');
      if (status === 'resolved') {
        await logActivity(
          db,
          'report_resolved',
          adminId,
          activityLine('reportResolved', row.targetType, row.reason),
        );
      }
      return { _id: row.id, status: row.status };
    },
  };
}
