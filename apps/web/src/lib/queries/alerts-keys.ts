// The signed-in user's alerts data in the cache, apart from the queries (lib/queries/alerts.ts):
// a page that only refreshes the notifications (answering a question) loads the keys, not the
// alerts queries with them.
export const alertsKeys = {
  notifications: ['me', 'notifications'] as const,
  savedSearches: ['me', 'saved-searches'] as const,
  surfAlerts: ['me', 'surf-alerts'] as const,
  devices: ['me', 'push-devices'] as const,
  settings: ['me', 'notification-settings'] as const,
};
