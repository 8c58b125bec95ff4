import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { CacheEntry, SharedStore } from './cache';

// Deletes the claim only when this process still holds it (it may have expired and been
// taken by another process meanwhile).
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;

/**
 * The shape of the cached forecast. Raise it whenever MergedForecast changes: keys carry it, so a
 * process never reads an entry of an older shape (it would lack fields the reader expects), and
 * old entries simply expire. 2: the sea's parts, gusts, sea level, light, water and tide extremes.
 * 3: hours scored from the values they are sent with (slotConditions), so the web's explanation
 * of a score agrees with it.
 */
export const FORECAST_CACHE_VERSION = 3;

/**
 * The forecast cache shared by every API process through Redis. Keys carry the cache version
 * and a hash of the upstream URLs, so processes pointed at another Open-Meteo host never read
 * each other's data.
 */
export function createRedisStore<T>(
  redis: Redis,
  upstream: string,
  /** What is cached: the forecast (its shape's version) or the several models' series. */
  kind = `forecast:v${FORECAST_CACHE_VERSION}`,
): SharedStore<T> {
  const prefix = `galim:${kind}:${createHash('sha256').update(upstream).digest('hex').slice(0, 12)}:`;
  const owner = randomBytes(8).toString('hex');
  return {
    async read(key) {
      const raw = await redis.get(prefix + key);
      return raw ? (JSON.parse(raw) as CacheEntry<T>) : null;
    },
    async write(key, entry, ttlMs) {
      await redis.set(prefix + key, JSON.stringify(entry), 'PX', ttlMs);
    },
    async claim(key, ttlMs) {
      return (await redis.set(`${prefix}loading:${key}`, owner, 'PX', ttlMs, 'NX')) === 'OK';
    },
    async release(key) {
      await redis.eval(RELEASE, 1, `${prefix}loading:${key}`, owner);
    },
  };
}
