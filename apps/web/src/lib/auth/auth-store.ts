import type { TSessionUser } from '@galim/shared/users/session';
import { readJson, readStorage, STORAGE_KEYS, writeStorage } from '../storage';
import { forgetWrites } from '../offline-writes-signal';
import { forgetUserCache } from '../user-cache';

// The session as the browser keeps it: token, expiry and the cached user.
// A token past its expiry is cleared on read.

export const TOKEN_LIFETIME_MS = 7 * 24 * 3600 * 1000;

export interface StoredSession {
  token: string;
  expiresAt: number;
  user: TSessionUser | null;
}

export function loadSession(now = Date.now()): StoredSession | null {
  const token = readStorage(STORAGE_KEYS.token);
  if (!token) return null;
  const expiresAt = Number(readStorage(STORAGE_KEYS.tokenExpiry));
  if (!Number.isFinite(expiresAt) || expiresAt <= now) {
    clearSession();
    return null;
  }
  return { token, expiresAt, user: readJson<TSessionUser>(STORAGE_KEYS.user) };
}

export function saveSession(token: string, user: TSessionUser, expiresAt?: string | number): void {
  const expiry =
    typeof expiresAt === 'string'
      ? Date.parse(expiresAt)
      : (expiresAt ?? Date.now() + TOKEN_LIFETIME_MS);
  writeStorage(STORAGE_KEYS.token, token);
  writeStorage(STORAGE_KEYS.tokenExpiry, String(expiry));
  writeStorage(STORAGE_KEYS.user, JSON.stringify(user));
}

export function saveUser(user: TSessionUser): void {
  writeStorage(STORAGE_KEYS.user, JSON.stringify(user));
}

/** Forgets the session, what the service worker kept of its answers, and its waiting writes. */
export function clearSession(): void {
  void forgetUserCache({ ended: true });
  forgetWrites();
  writeStorage(STORAGE_KEYS.token, null);
  writeStorage(STORAGE_KEYS.tokenExpiry, null);
  writeStorage(STORAGE_KEYS.user, null);
}
