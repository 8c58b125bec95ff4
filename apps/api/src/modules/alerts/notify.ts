import {
  DEFAULT_NOTIFICATION_SETTINGS,
  ZStoredNotificationSettings,
  type TNotificationSettings,
  type TNotificationType,
} from '@galim/shared/alerts/schemas';
import type { Db } from '../../db/client';
import type { Jobs } from '../../plugins/jobs/queue';
import type { LivePublisher } from '../../plugins/live/plugin';
import * as notificationsRepo from './notifications-repo';
import type { NotificationTexts } from '../../i18n/he/notifications';
import { notificationTextsFor } from './texts';

export interface NewNotification {
  userId: string;
  type: TNotificationType;
  /** Its title and body, worded in the language the user chose (issue 46). */
  words: (t: NotificationTexts) => { title: string; body: string };
  url: string;
  /** With user and type, identifies the event: the same event never notifies twice. */
  dedupeKey: string;
}

export async function loadSettings(db: Db, userId: string): Promise<TNotificationSettings> {
  const stored = await notificationsRepo.storedSettings(db, userId);
  const parsed = stored === null ? null : ZStoredNotificationSettings.safeParse(stored);
  return parsed?.success ? parsed.data : structuredClone(DEFAULT_NOTIFICATION_SETTINGS);
}

export function saveSettings(db: Db, userId: string, settings: TNotificationSettings) {
  return notificationsRepo.storeSettings(db, userId, settings);
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Minutes past midnight in Israel (Asia/Jerusalem, DST included). */
function israelMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Jerusalem',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  return get('hour') * 60 + get('minute');
}

/**
 * When a push may go out: now, or the end of the quiet hours (Israel time) when now is inside
 * them. The notification centre is never held back.
 */
export function pushTime(quiet: TNotificationSettings['quietHours'], now = new Date()): Date {
  if (!quiet.enabled) return now;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  const m = israelMinutes(now);
  const inside = start <= end ? m >= start && m < end : m >= start || m < end;
  if (!inside) return now;
  const wait = (end - m + 24 * 60) % (24 * 60);
  return new Date(now.getTime() + wait * 60_000 - now.getSeconds() * 1000);
}

/**
 * Stores a notification once (the unique key drops repeats), tells the user's open apps at once
 * (a live `notification` event, in the same transaction, when it shows in the centre) and queues
 * its push for the user's devices, after the quiet hours; a message's push only when the user
 * has no app open. Returns whether it was new.
 */
export async function notify(
  db: Db,
  jobs: Jobs,
  n: NewNotification,
  live?: LivePublisher,
): Promise<boolean> {
  const settings = await loadSettings(db, n.userId);
  const channel = settings.channels[n.type] ?? { inApp: true, push: true };
  if (!channel.inApp && !channel.push) return false;
  const heard = channel.inApp && live ? live : null;
  const { title, body } = n.words(
    notificationTextsFor(await notificationsRepo.userLanguage(db, n.userId)),
  );
  const row = await db.transaction(async (tx) => {
    const stored = await notificationsRepo.insertNotification(tx, {
      userId: n.userId,
      type: n.type,
      title,
      body,
      url: n.url,
      dedupeKey: n.dedupeKey,
      inApp: channel.inApp,
    });
    if (stored && heard) {
      await heard.record(tx, n.userId, 'notification', {
        _id: stored.id,
        type: n.type,
        title,
        body,
        url: n.url,
        createdAt: stored.createdAt.toISOString(),
        readAt: null,
      });
    }
    return stored;
  });
  if (!row) return false;
  heard?.announce(n.userId);
  // A message reaches an open app live (its thread, the badge): a push would say it twice.
  const seenLive = n.type === 'message' && heard ? await heard.isOnline(n.userId) : false;
  if (channel.push && !seenLive) {
    const at = pushTime(settings.quietHours);
    await jobs.send(
      'push',
      { notificationId: row.id },
      at.getTime() > Date.now() + 1000 ? { startAfter: at } : {},
    );
  }
  return true;
}
