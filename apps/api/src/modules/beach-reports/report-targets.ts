import { findSpotInfo } from '@galim/shared/forecast/spot-list';
import { reportExcerpt, type ReportTarget } from '../../plugins/report-targets';
import { activityTextsFor } from '../activity/lines';
import { beachReportTargets } from './service';

/**
 * A report from the beach, as a report's target: public until a moderator removes it. The inbox
 * names it by its spot and its words and opens the spot's forecast; a removed one has neither.
 */
export const beachReportReportTarget: ReportTarget = {
  kind: 'beach_report',
  notFound: 'BEACH_REPORT_NOT_FOUND',
  async canReport(db, id) {
    const [report] = await beachReportTargets(db, [id]);
    return Boolean(report && !report.removedAt);
  },
  async names(db, ids, language) {
    const reports = await beachReportTargets(db, ids);
    return new Map(
      reports.map((report) => {
        const shown = !report.removedAt;
        const spot = findSpotInfo(report.spotId);
        const spotName = (language === 'he' ? spot?.nameHe : spot?.name) ?? report.spotId;
        return [
          report.id,
          {
            title: shown
              ? reportExcerpt(
                  activityTextsFor(language).beachReport(
                    spotName,
                    report.size,
                    report.surface,
                    report.text,
                  ),
                )
              : null,
            path: shown ? `/forecast/${encodeURIComponent(report.spotId)}#reports` : null,
          },
        ];
      }),
    );
  },
};
