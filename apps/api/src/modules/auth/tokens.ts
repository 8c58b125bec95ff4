import { createHash, randomBytes } from 'node:crypto';

/** A token's own life: refresh rotates it before then (and up to the idle timeout after). */
export const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;
/** A sign-in unused this long is over, even through refresh (ASVS 7.3.1). */
export const SESSION_IDLE_TIMEOUT_MS = 14 * 24 * 3600 * 1000;
/** A sign-in is over this long after it began, however often it was refreshed (ASVS 7.3.2). */
export const SESSION_ABSOLUTE_LIFETIME_MS = 60 * 24 * 3600 * 1000;
/**
 * A token rotated out this recently is a lost race between two requests of the same client
 * (two tabs refreshing at once), not a stolen token: it gets 409 and the family survives.
 */
export const ROTATION_GRACE_MS = 10_000;
/** lastUsedAt is written at most this often per session (one write, not one per request). */
export const LAST_USED_GRANULARITY_MS = 60_000;

/** 256 random bits, URL-safe. Only its hash is stored, so a database leak exposes no session. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
