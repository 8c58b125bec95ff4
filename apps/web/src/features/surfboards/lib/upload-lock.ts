import { readStorage, writeStorage } from '../../../lib/storage';

// Upload lock: at least 3 s between submits; after a 429 from the server the
// submit stays locked for 5 minutes, also across reloads.

export const MIN_SUBMIT_GAP_MS = 3000;
export const RATE_LIMIT_LOCK_MS = 5 * 60 * 1000;
const LOCK_KEY = 'galim.uploadLockedUntil';
let lastSubmitAt = 0;

export type UploadGate =
  | { ok: true }
  | { ok: false; reason: 'locked'; minutes: number }
  | { ok: false; reason: 'tooFast' };

/** Whether a submit may go now; records the attempt when it may. */
export function tryStartUpload(now = Date.now()): UploadGate {
  const lockedUntil = Number(readStorage(LOCK_KEY) ?? 0);
  if (lockedUntil > now) {
    return { ok: false, reason: 'locked', minutes: Math.ceil((lockedUntil - now) / 60_000) };
  }
  if (now - lastSubmitAt < MIN_SUBMIT_GAP_MS) return { ok: false, reason: 'tooFast' };
  lastSubmitAt = now;
  return { ok: true };
}

export function lockAfterRateLimit(now = Date.now()): void {
  writeStorage(LOCK_KEY, String(now + RATE_LIMIT_LOCK_MS));
}

/** For tests. */
export function resetUploadLock(): void {
  lastSubmitAt = 0;
  writeStorage(LOCK_KEY, null);
}
