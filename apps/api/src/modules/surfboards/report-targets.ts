import { listingPath } from '@galim/shared/listings/kinds';
import { REPORTS_TO_HOLD } from '@galim/shared/reports/schemas';
import type { ReportTarget } from '../../plugins/report-targets';
import { holdReportedBoard } from './moderation-service';
import { findBoardRecords, findBoardRow } from './repo';
import { canSeeBoard } from './visibility';

/**
 * A listing of any kind (the target keeps its first name, 'surfboard'), as a report's target:
 * whoever sees it may report it; the inbox names it by its title and opens its kind's page.
 * Open reports from REPORTS_TO_HOLD different signed-in users hold it.
 */
export const boardReportTarget: ReportTarget = {
  kind: 'surfboard',
  notFound: 'BOARD_NOT_FOUND',
  async canReport(db, id, viewer) {
    const row = await findBoardRow(db, id, 'listing');
    return Boolean(row && canSeeBoard(row, viewer));
  },
  async names(db, ids) {
    const boards = await findBoardRecords(db, ids, 'listing');
    return new Map(boards.map((b) => [b.id, { title: b.title, path: listingPath(b.kind, b.id) }]));
  },
  async reported(db, id, openReporters) {
    if (openReporters < REPORTS_TO_HOLD) return false;
    return holdReportedBoard(db, id, openReporters);
  },
};
