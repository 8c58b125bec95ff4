import { createHash } from 'node:crypto';

/**
 * An anonymous visitor's key for counting: a hash of address and browser, salted with the day,
 * so the IP is never stored and a visitor cannot be followed from one day to the next.
 */
export function visitorHash(ip: string, userAgent: string, day: string): string {
  return createHash('sha256').update(`${day}|${ip}|${userAgent}`).digest('hex').slice(0, 32);
}
