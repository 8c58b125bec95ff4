import { createHash, randomBytes } from 'node:crypto';

export const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;

/** 256 random bits, URL-safe. Only its hash is stored, so a database leak exposes no session. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
