import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { TPushSubscriptionInput } from '@galim/shared/alerts/schemas';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import * as notificationsRepo from './notifications-repo';
import * as devicesRepo from './devices-repo';

// Web Push (RFC 8030/8291/8292) through the web-push package: VAPID-signed, aes128gcm-encrypted
// messages with a TTL. The server only ever POSTs to https endpoints of the known browser push
// services, or to origins listed in WEB_PUSH_ALLOWED_ENDPOINTS (tests): a subscription is a
// URL chosen by the client, and must never turn the API into a proxy to internal addresses.

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^[a-z0-9.-]+\.push\.services\.mozilla\.com$/,
  /^web\.push\.apple\.com$/,
  /^[a-z0-9.-]+\.push\.apple\.com$/,
  /^[a-z0-9.-]+\.notify\.windows\.com$/,
];

/** A message waits at the push service this long for an offline device (seconds). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

export function checkEndpoint(endpoint: string, allowedOrigins: string[]): void {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw badRequest('Invalid push endpoint');
  }
  if (allowedOrigins.includes(url.origin)) return;
  const known =
    url.protocol === 'https:' &&
    !url.username &&
    !url.password &&
    (url.port === '' || url.port === '443') &&
    PUSH_SERVICE_HOSTS.some((h) => h.test(url.hostname));
  if (!known) throw badRequest('Push endpoint must be a known push service');
}

/**
 * The VAPID keys: from the environment, else (outside production) generated once and kept in
 * DATA_DIR/vapid.json so that subscriptions survive restarts; in memory for ':memory:'.
 * Production without keys: push is off.
 */
export function loadVapidKeys(config: Config): VapidKeys | null {
  const subject = config.push.subject ?? `mailto:${config.contact.email}`;
  if (config.push.publicKey && config.push.privateKey) {
    return { publicKey: config.push.publicKey, privateKey: config.push.privateKey, subject };
  }
  if (config.env === 'production') return null;
  if (config.dataDir === ':memory:') return { ...webpush.generateVAPIDKeys(), subject };
  const file = path.join(config.dataDir, 'vapid.json');
  try {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys;
    if (saved.publicKey && saved.privateKey) return { ...saved, subject };
  } catch {
    // first start: generated below
  }
  const keys = webpush.generateVAPIDKeys();
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return { ...keys, subject };
}

export async function saveSubscription(
  db: Db,
  userId: string,
  sub: TPushSubscriptionInput,
  userAgent: string | null,
) {
  await devicesRepo.storeDevice(db, {
    userId,
    endpoint: sub.endpoint,
    p256dh: sub.keys.p256dh,
    auth: sub.keys.auth,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
}

class PushError extends Error {
  constructor(readonly statusCode: number) {
    super(`push service answered ${statusCode}`);
  }
}

/**
 * One message: web-push encrypts (aes128gcm) and signs (VAPID); the POST itself is ours, so
 * that it never follows a redirect and is bounded in time (web-push's own sender speaks only
 * https, and the test receiver is plain http on loopback).
 */
async function sendOne(
  sub: webpush.PushSubscription,
  payload: string,
  options: webpush.RequestOptions,
): Promise<void> {
  const req = webpush.generateRequestDetails(sub, payload, options);
  const res = await fetch(req.endpoint, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: req.body ?? undefined,
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  });
  await res.body?.cancel();
  if (res.status < 200 || res.status > 299) throw new PushError(res.status);
}

/** Sends a stored notification to every device of its user; gone devices are forgotten. */
export async function deliverPush(db: Db, vapid: VapidKeys | null, notificationId: string) {
  if (!vapid) return { sent: 0, reason: 'push disabled' };
  const n = await notificationsRepo.findNotification(db, notificationId);
  if (!n) return { sent: 0, reason: 'gone' };
  const subs = await devicesRepo.devicesOf(db, n.userId);
  const payload = JSON.stringify({
    title: n.title,
    body: n.body,
    url: n.url,
    tag: `${n.type}:${n.id}`,
  });
  let sent = 0;
  let removed = 0;
  const failures: string[] = [];
  for (const s of subs) {
    try {
      await sendOne({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, payload, {
        TTL: PUSH_TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: n.type === 'surf-alert' ? 'high' : 'normal',
        vapidDetails: vapid,
      });
      sent += 1;
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) {
        await devicesRepo.deleteDevice(db, n.userId, { id: s.id });
        removed += 1;
      } else {
        failures.push(`${new URL(s.endpoint).host}: ${status ?? (err as Error).message}`);
      }
    }
  }
  // Retried with backoff by the queue; devices that already got it show it once (same tag).
  if (failures.length && sent === 0) throw new Error(`push failed: ${failures.join('; ')}`);
  return { sent, removed, failed: failures.length };
}
