// How much of the alerts one user may keep, and the notification centre's page. No imports:
// the error list (common/errors.ts) words its limit messages with these numbers.

export const ALERT_LIMITS = {
  savedSearches: 20,
  surfAlerts: 10,
  /** Notifications per page of the centre. */
  pageSize: 20,
} as const;
