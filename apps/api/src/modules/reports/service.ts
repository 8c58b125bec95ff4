import type { Language } from '@galim/shared/i18n/languages';
import type { z } from 'zod';
import type { TReport, ZReportRequest } from '@galim/shared/reports/schemas';
import type { Db } from '../../db/client';
import { apiError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { ReportTargetName, ReportTargets } from '../../plugins/report-targets';
import { logActivity } from '../activity/service';
import { activityLine } from '../activity/lines';
import * as repo from './repo';

// What a report can be about is each owning module's (app.reportTargets): who may report it,
// how the inbox names it, what a report does to it. This module files, lists and resolves.

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

export function createReportsService(db: Db, targets: ReportTargets) {
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
      const target = targets.get(input.targetType);
      if (!(await target.canReport(db, input.targetId, reporter))) {
        throw apiError(target.notFound);
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
      // Signed-in reporters only: one visitor could file anonymous reports from many addresses.
      const hidden = target.reported
        ? await target.reported(
            db,
            input.targetId,
            await repo.openReporters(db, input.targetType, input.targetId),
          )
        : false;
      return { _id: row.id, duplicate: false, hidden };
    },

    async list(status: 'open' | 'resolved' | 'all', language: Language = 'he') {
      const [rows, counts] = await Promise.all([
        repo.listReports(db, status),
        repo.countByStatus(db),
      ]);
      // Each kind's targets named at once by the module that owns them.
      const kinds = [...new Set(rows.map((r) => r.report.targetType))];
      const named = new Map(
        await Promise.all(
          kinds.map(async (kind) => {
            const ids = rows
              .filter((r) => r.report.targetType === kind)
              .map((r) => r.report.targetId);
            return [kind, await targets.get(kind).names(db, ids, language)] as const;
          }),
        ),
      );
      const reports: TReport[] = rows.map(({ report: r, reporter }) => {
        const name: ReportTargetName | undefined = named.get(r.targetType)?.get(r.targetId);
        return {
          ...common(r, reporter),
          targetTitle: name?.title ?? null,
          targetPath: name?.path ?? null,
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
