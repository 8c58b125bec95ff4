import { DEFAULT_NOTIFICATION_SETTINGS } from '@galim/shared/alerts/schemas';
import {
  notificationSettings,
  notifications,
  pushSubscriptions,
  savedSearches,
  surfAlerts,
} from '../../db/schema';
import type { AccountPart } from '../../plugins/account-parts';
import * as repo from './account-repo';
import { storedSettings } from './notifications-repo';

/** The alerts module's part of an account: searches, surf alerts, devices, settings, notices. */
export const alertsAccount: AccountPart = {
  module: 'alerts',
  tables: [savedSearches, surfAlerts, pushSubscriptions, notificationSettings, notifications],
  sections: {
    savedSearches: { order: 100, read: repo.savedSearchRowsOf },
    surfAlerts: { order: 110, read: repo.surfAlertRowsOf },
    pushDevices: { order: 120, read: repo.pushDevicesOf },
    // Never saved: the defaults are what applies to them (quiet hours included).
    notificationSettings: {
      order: 130,
      read: async (db, userId) =>
        (await storedSettings(db, userId)) ?? DEFAULT_NOTIFICATION_SETTINGS,
    },
    notifications: { order: 140, read: repo.notificationRowsOf },
  },
  erase: repo.deleteAlertsOf,
};
