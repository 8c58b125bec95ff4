import { beachReportThanks, beachReports } from '../../db/schema';
import type { AccountPart } from '../../plugins/account-parts';
import { beachReportPhotosOf, beachReportsForExport } from './service';

/**
 * The beach reports' part of an account: its reports and thanks go with the account row
 * (cascade), their photos are released after it. Reports removed by them as a moderator lose
 * them (set null).
 */
export const beachReportsAccount: AccountPart = {
  module: 'beach-reports',
  tables: [beachReports, beachReportThanks],
  sections: { beachReports: { order: 180, read: beachReportsForExport } },
  erase: beachReportPhotosOf,
};
