import { reports } from '../../db/schema';
import type { AccountPart } from '../../plugins/account-parts';
import { reportsBy } from './repo';

/**
 * The reports module's part of an account: the reports it filed, exported; they stay for the
 * admins without it, as do those it resolved (set null).
 */
export const reportsAccount: AccountPart = {
  module: 'reports',
  tables: [reports],
  sections: { reports: { order: 70, read: reportsBy } },
};
