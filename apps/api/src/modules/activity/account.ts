import { activityLog, pageViews } from '../../db/schema';
import type { AccountPart } from '../../plugins/account-parts';
import { activityLine, wordActivity } from './lines';
import * as repo from './repo';

/**
 * The activity module's part of an account: its lines in the admins' feed, which stay but lose
 * the account, and its page views (their user goes by the foreign key: set null).
 */
export const activityAccount: AccountPart = {
  module: 'activity',
  tables: [activityLog, pageViews],
  sections: {
    pageViews: { order: 80, read: repo.pageViewsOf },
    // The lines the API wrote, in words (they are stored as a key and values).
    activity: {
      order: 90,
      read: async (db, userId) =>
        (await repo.activityOf(db, userId)).map((a) => ({
          ...a,
          details: wordActivity(a.details, 'he'),
        })),
    },
  },
  erase: (tx, userId) => repo.anonymiseActivity(tx, userId, activityLine('deletedAccount')),
};
