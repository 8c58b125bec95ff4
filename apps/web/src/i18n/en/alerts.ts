// The alerts (issue 16) in English: notification centre, saved searches, surf alerts, push,
// the notification settings and the admin's background jobs.

import type * as he from '../he/alerts';
import type { Translation } from '@galim/shared/i18n/translation';

const ago = (n: number, unit: string) => (n === 1 ? `1 ${unit} ago` : `${n} ${unit}s ago`);

/** "5 min ago" */
export const timeAgo: typeof he.timeAgo = (iso, now = Date.now()) => {
  const s = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (s < 60) return 'Just now';
  if (s < 3600) return `${Math.floor(s / 60)} min ago`;
  if (s < 86400) return ago(Math.floor(s / 3600), 'hour');
  const days = Math.floor(s / 86400);
  return days === 1 ? 'Yesterday' : ago(days, 'day');
};

/** A count's forms; `two` is part of the shape, and English says it as `other`. */
const forms = (one: string, other: string) => ({ one, two: other, other });

export const alertsTexts: Translation<typeof he.alertsTexts> = {
  centre: {
    title: 'Notifications',
    empty: 'No notifications yet',
    emptyText:
      'Boards that match your saved searches, price drops, good waves and updates on your listings will show up here.',
    markAll: 'Mark all as read',
    markRead: 'Mark as read',
    unread: 'Unread',
    loadMore: 'Load more',
    error: 'We could not load your notifications',
    badge: (n: number) => (n === 1 ? '1 unread notification' : `${n} unread notifications`),
  },
  types: {
    'saved-search-match': 'A listing for your saved search',
    'price-drop': 'Price drop',
    'board-approved': 'Listing approved',
    'board-rejected': 'Listing not approved',
    'service-approved': 'Service approved',
    'service-rejected': 'Service not approved',
    'new-review': 'New review',
    'surf-alert': 'Surf alert',
    'report-acted': 'Report handled',
    'board-question': 'A question about your listing',
    'question-answered': 'An answer to your question',
    message: 'Messages about listings',
    'listing-expiring': 'A listing about to expire',
  },
  settings: {
    title: 'Notifications',
    text: 'Choose which notifications appear in the notification centre and which are also sent to your device.',
    type: 'Type',
    inApp: 'In the app',
    push: 'On device',
    quietTitle: 'Quiet hours',
    quietEnabled: 'Do not send notifications to my device during quiet hours (Israel time)',
    quietFrom: 'From',
    quietTo: 'To',
    quietNote:
      'During quiet hours, device notifications wait until the morning. They still appear in the notification centre straight away.',
    save: 'Save settings',
    saved: 'Settings saved',
    error: 'We could not save your settings',
    devicesTitle: 'Devices with notifications',
    devicesEmpty: 'Device notifications are not turned on for any device.',
    thisDevice: 'This device',
    removeDevice: 'Remove',
    since: (date: string) => `Since ${date}`,
  },
  jobs: {
    title: 'Background jobs',
    name: 'Job',
    lastRun: 'Last run',
    result: 'Result',
    failures: 'Failures',
    runs: 'Runs',
    never: 'Not run yet',
    ok: 'Succeeded',
    failed: 'Failed',
    runNow: 'Run now',
    running: 'Running...',
    ran: {
      completed: 'The job finished successfully',
      failed: 'The job failed',
      retry: 'The job failed and will run again by itself in a few seconds',
      cancelled: 'The job was cancelled',
      timeout: 'The job is still running. The result will appear here when it finishes',
    },
    details: 'Details',
    outcome: {
      notified: {
        zero: 'No notifications sent',
        ...forms('1 notification sent', '# notifications sent'),
      },
      alertsChecked: forms('1 surf alert checked', '# surf alerts checked'),
      spotsFailed: forms('No forecast received for 1 spot', 'No forecast received for # spots'),
      searchesSkipped: forms('1 saved search skipped', '# saved searches skipped'),
      sent: {
        zero: 'No messages sent to devices',
        ...forms('1 message sent to a device', '# messages sent to devices'),
      },
      removed: forms('1 expired subscription removed', '# expired subscriptions removed'),
      pushFailed: forms('1 send failed', '# sends failed'),
      reminded: {
        zero: 'No listing ends this week without its reminder',
        ...forms('1 "still for sale?" reminder sent', '# "still for sale?" reminders sent'),
      },
      hashed: {
        zero: 'All photos already have a fingerprint',
        ...forms('Fingerprint added to 1 photo', 'Fingerprints added to # photos'),
      },
      flat: forms('1 photo too plain to compare', '# photos too plain to compare'),
      missingFiles: forms(
        'The file of 1 photo is missing from storage',
        'The files of # photos are missing from storage',
      ),
      reasons: {
        'not public': 'The listing is not published',
        'changed or hidden': 'The price changed again or the listing was hidden',
        'push disabled': 'Sending notifications to devices is turned off',
        gone: 'The alert no longer exists',
      },
      failed: (why: string) => `Failed: ${why}`,
      errors: {
        DB_UNAVAILABLE: 'The database was unavailable',
        DB_ERROR: 'Database error',
        JOB_TIMEOUT: 'The job did not finish in time',
      },
    },
    names: {
      'surf-alerts': 'Surf alerts',
      'saved-search-matches': 'Saved search matches',
      'price-drop': 'Price drops',
      push: 'Sending notifications to devices',
      'photo-hashes': 'Fingerprints for older photos (copy detection)',
      'live-events-prune': 'Deleting live updates older than a day',
      'listing-expiry': '"Still for sale?" reminders for listings ending this week',
      'board-search-text':
        'Updating board search after a brand, model, category or technology is renamed',
      'search-text-rebuild': 'Updating search for every board and service after a new release',
    },
  },
};
