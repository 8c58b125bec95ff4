import { randomBytes } from 'node:crypto';

/**
 * 24-character lowercase hex ids: 4 bytes of seconds since the epoch, then 8 random bytes.
 * They sort roughly by creation time, like the MongoDB ObjectIds the spec's clients expect.
 */
export function newId(now = Date.now()): string {
  const seconds = Math.floor(now / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}
