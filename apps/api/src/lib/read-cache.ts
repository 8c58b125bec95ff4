import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * A short-lived cache for the public reads everyone shares (board and service lists, board
 * rows), so that the busiest pages do not query the database on every request.
 *
 * Every entry belongs to a scope: the part of the public data it shows (boards, services).
 * Freshness comes from a write generation per scope, not only from the clock: a successful
 * write request bumps the generations of the scopes its route declares (`config.writes`, see
 * lib/write-scopes.ts), and an entry filled under an older generation of its scope is never
 * served. A write that changes no
 * public read (a contact message, an inquiry, a report) ends nothing, so nobody can keep the
 * cache cold by writing. With Redis each generation is one counter for all processes (INCR on
 * a write, GET before a read), so a board published on one server is listed by the next
 * request on any other. The generation is read before the database, so a write that lands
 * while an entry is being filled leaves that entry already outdated. Writes that do not come
 * through the API (a script on the database) show after at most the entry's lifetime.
 *
 * Redis is never needed to answer: while it does not answer, the cache is bypassed (another
 * process's write could not be heard) and every read goes to the database.
 */
export const READ_SCOPES = ['boards', 'services'] as const;
export type ReadScope = (typeof READ_SCOPES)[number];

export interface WriteGeneration {
  /** The scope's current generation; null when it cannot be known (Redis away): do not cache. */
  current(scope: ReadScope): Promise<string | null>;
  /** Marks every entry of these scopes filled so far as outdated, in every process. */
  bump(scopes: readonly ReadScope[]): Promise<void>;
}

const generationKey = (scope: ReadScope) => `galim:read-cache:generation:${scope}`;

export function writeGeneration(redis: Redis | null): WriteGeneration {
  // This process's own writes count at once, even when Redis did not hear of them.
  const local: Record<ReadScope, number> = { boards: 0, services: 0 };
  return {
    async current(scope) {
      if (!redis) return String(local[scope]);
      if (redis.status !== 'ready') return null;
      try {
        return `${(await redis.get(generationKey(scope))) ?? '0'}:${local[scope]}`;
      } catch {
        return null;
      }
    },
    async bump(scopes) {
      for (const scope of scopes) local[scope] += 1;
      if (!scopes.length || !redis || redis.status !== 'ready') return;
      const multi = redis.multi();
      for (const scope of scopes) multi.incr(generationKey(scope));
      await multi.exec().catch(() => {
        // Other processes bypass their caches while Redis fails their reads.
      });
    },
  };
}

interface Entry<T> {
  value: T;
  generation: string;
  at: number;
}

export interface ReadCache {
  /**
   * The value for `key`, an answer of `scope`: a fresh entry of the scope's current
   * generation, or `load()`'s answer (one load per key and generation at a time; concurrent
   * requests wait for it).
   */
  get<T>(scope: ReadScope, key: string, load: () => Promise<T>): Promise<T>;
  /**
   * Replaces a cached value by `change(value)` (a view counted after it was cached), if present:
   * a new value, so the JSON made of the old one (sharedJson) is not served again.
   */
  update<T>(key: string, change: (value: T) => T): void;
  /** Outdates every entry of these scopes, here and in the other processes (after a write). */
  bump(scopes: readonly ReadScope[]): Promise<void>;
  readonly stats: { hits: number; misses: number; bypassed: number };
}

export interface ReadCacheOptions {
  /** How long an entry may be served; 0 turns the cache off. */
  ttlMs: number;
  /** Entries kept; the oldest go first. */
  maxEntries: number;
  generation: WriteGeneration;
  now?: () => number;
}

export function createReadCache(opts: ReadCacheOptions): ReadCache {
  const { ttlMs, maxEntries, generation } = opts;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry<unknown>>();
  const loading = new Map<string, Promise<unknown>>();
  const stats = { hits: 0, misses: 0, bypassed: 0 };

  return {
    stats,
    async get<T>(scope: ReadScope, key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const gen = await generation.current(scope);
      if (gen === null) {
        stats.bypassed += 1;
        return load();
      }
      const entry = entries.get(key);
      if (entry && entry.generation === gen && now() - entry.at < ttlMs) {
        stats.hits += 1;
        return entry.value as T;
      }
      const flightKey = `${gen}\u0000${key}`;
      const inFlight = loading.get(flightKey);
      if (inFlight) {
        stats.hits += 1;
        return inFlight as Promise<T>;
      }
      stats.misses += 1;
      const started = now();
      const promise = load().then((value) => {
        entries.delete(key);
        entries.set(key, { value, generation: gen, at: started });
        if (entries.size > maxEntries) {
          const oldest = entries.keys().next().value;
          if (oldest !== undefined) entries.delete(oldest);
        }
        return value;
      });
      loading.set(flightKey, promise);
      const forget = () => loading.delete(flightKey);
      promise.then(forget, forget);
      return promise;
    },
    bump: (scopes) => generation.bump(scopes),
    update<T>(key: string, change: (value: T) => T) {
      const entry = entries.get(key);
      if (entry) entry.value = change(entry.value as T);
    },
  };
}

/** A cache that never keeps anything (tests, and services built without one). */
export const noReadCache: ReadCache = createReadCache({
  ttlMs: 0,
  maxEntries: 0,
  generation: writeGeneration(null),
});

const madeJson = new WeakMap<object, Map<string, Promise<string>>>();

/**
 * The JSON visitors get of a value from the cache (cache.get): made by `make` once per cached
 * value (the route's serializer, with its zod check) and then the same bytes for every visitor
 * while that value is served. A write or a counted view brings a new value, so new JSON: one
 * entry serves signed-in users their rows and visitors their JSON, with one generation read.
 * `make` may read only the value, what its cache key says and the `variant` it is made for: the
 * language of the answer (one value holds every language's names; each language gets its own
 * JSON, decision 051). Only for answers that do not depend on who asks.
 */
export function sharedJson<T extends object>(
  value: T,
  make: (value: T) => string | Promise<string>,
  variant = '',
): Promise<string> {
  let byVariant = madeJson.get(value);
  if (!byVariant) {
    byVariant = new Map();
    madeJson.set(value, byVariant);
  }
  let json = byVariant.get(variant);
  if (!json) {
    const made = (async () => make(value))();
    byVariant.set(variant, made);
    made.catch(() => byVariant.delete(variant));
    json = made;
  }
  return json;
}

/** Sends JSON text as it is (made by routeJson: the route's serializer already checked it). */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json as never);
}

/** The route's response serializer (zod-checked JSON): always text with ours. */
export function routeJson(reply: FastifyReply, payload: unknown): string {
  const out = reply.serialize(payload);
  return typeof out === 'string' ? out : Buffer.from(out as Uint8Array).toString('utf8');
}
