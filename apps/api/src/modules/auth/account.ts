import { sessions } from '../../db/schema';
import type { AccountPart } from '../../plugins/account-parts';
import { deleteSessionsOf, sessionsForExport } from './sessions-repo';

/** The auth module's part of an account: its sessions, exported without their secrets. */
export const authAccount: AccountPart = {
  module: 'auth',
  tables: [sessions],
  sections: { sessions: { order: 60, read: sessionsForExport } },
  erase: deleteSessionsOf,
};
