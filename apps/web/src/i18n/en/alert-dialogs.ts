// The buttons and dialogs that set up alerts (saved searches, surf alerts, push), in English.

import type * as he from '../he/alert-dialogs';
import type { Translation } from '@galim/shared/i18n/translation';

export const alertDialogsTexts: Translation<typeof he.alertDialogsTexts> = {
  savedSearch: {
    button: 'Save search and get alerts',
    dialogTitle: 'Save search and get alerts',
    nameLabel: 'Name this search (optional)',
    explain: "We'll let you know when a new board matching these filters is listed.",
    saved: "Search saved. We'll let you know about new boards that match.",
    error: "We couldn't save the search",
    limit: 'You can save up to 20 searches',
    listTitle: 'Saved searches',
    listEmpty: 'No saved searches yet. You can save one from the boards page.',
    remove: (name: string) => `Remove the saved search ${name}`,
    open: 'See results',
  },
  surfAlert: {
    button: 'Surf alert',
    dialogTitle: (spot: string) => `Surf alert: ${spot}`,
    minStars: 'Minimum stars',
    days: 'Which days',
    dayNames: ['Today', 'Tomorrow', 'The day after tomorrow', 'In 3 days'],
    window: 'Hours',
    anyTime: 'All day (05:00–20:00)',
    windows: {
      dawn: 'Dawn (05:00–09:00)',
      morning: 'Morning (09:00–12:00)',
      afternoon: 'Afternoon (12:00–17:00)',
      evening: 'Evening (17:00–20:00)',
    },
    saved: "Alert saved. We'll let you know when the waves arrive.",
    error: "We couldn't save the alert",
    limit: 'You can save up to 10 surf alerts',
    listTitle: 'Surf alerts',
    listEmpty: 'No surf alerts yet. You can set one up from the forecast page.',
    describe: (spot: string, stars: number) => `${spot}: ${'★'.repeat(stars)} or better`,
    remove: (spot: string) => `Remove the surf alert for ${spot}`,
  },
  push: {
    promptTitle: 'Get alerts even when the app is closed?',
    promptText:
      "We'll send an alert to this device when the waves arrive or when a board you searched for is listed.",
    enable: 'Turn on alerts on this device',
    notNow: 'Not now',
    enabled: 'Alerts are on for this device',
    denied: 'Your browser is blocking alerts from this site. You can change this in its settings.',
    unsupported: "This browser doesn't support push notifications.",
    error: "We couldn't turn on alerts",
  },
};
