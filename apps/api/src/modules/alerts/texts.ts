import type { Language } from '@galim/shared/i18n/languages';
import { enNotificationTexts } from '../../i18n/en/notifications';
import { notificationTexts, type NotificationTexts } from '../../i18n/he/notifications';

// The words of a notification in its reader's language: the tables are in
// i18n/he/notifications.ts and i18n/en/notifications.ts.

/** The notification texts in `language`. */
export function notificationTextsFor(language: Language): NotificationTexts {
  return language === 'en' ? enNotificationTexts : notificationTexts;
}
