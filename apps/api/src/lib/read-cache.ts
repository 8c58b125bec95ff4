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
   * `load` is given the generation it fills under (for byIds).
   */
  get<T>(scope: ReadScope, key: string, load: (gen?: string) => Promise<T>): Promise<T>;
  /**
   * Replaces a cached value by `change(value)` (a view counted after it was cached), if present:
   * a new value, so the JSON made of the old one (sharedJson) is not served again.
   */
  update<T>(key: string, change: (value: T) => T): void;
  /**
   * Values of `scope` by id (board rows), in no order: those kept under `gen` (the scope's
   * generation read before the caller's own reads; read here when not given) and younger than
   * the lifetime, the rest read by one `load(missing)` and kept for the next caller. Rows are
   * kept apart from the entries above, bounded by `maxRows` and `maxRowBytes` (estimated).
   */
  byIds<T>(
    scope: ReadScope,
    ids: readonly string[],
    idOf: (value: T) => string,
    load: (missing: string[]) => Promise<T[]>,
    gen?: string | null,
  ): Promise<T[]>;
  /** Outdates every entry of these scopes, here and in the other processes (after a write). */
  bump(scopes: readonly ReadScope[]): Promise<void>;
  readonly stats: { hits: number; misses: number; bypassed: number };
  /** Rows taken from the row cache (byIds) and rows read for it. */
  readonly rowStats: { hits: number; misses: number };
  /** The rows byIds keeps now, and their estimated size. */
  rowSize(): { rows: number; bytes: number };
}

export interface ReadCacheOptions {
  /** How long an entry may be served; 0 turns the cache off. */
  ttlMs: number;
  /** Entries kept; the oldest go first. */
  maxEntries: number;
  /** Rows kept by byIds (0: none); the oldest go first. */
  maxRows?: number;
  /** The rows' estimated size (approxBytes) kept at most. */
  maxRowBytes?: number;
  generation: WriteGeneration;
  now?: () => number;
}

export function createReadCache(opts: ReadCacheOptions): ReadCache {
  const { ttlMs, maxEntries, generation } = opts;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry<unknown>>();
  const loading = new Map<string, Promise<unknown>>();
  const stats = { hits: 0, misses: 0, bypassed: 0 };
  const rows = rowStore(opts.maxRows ?? 0, opts.maxRowBytes ?? 0);

  return {
    stats,
    rowStats: rows.stats,
    rowSize: () => rows.size,
    async byIds<T>(
      scope: ReadScope,
      ids: readonly string[],
      idOf: (value: T) => string,
      load: (missing: string[]) => Promise<T[]>,
      gen?: string | null,
    ): Promise<T[]> {
      if (ttlMs <= 0 || !rows.enabled || !ids.length) return load([...ids]);
      const current = gen === undefined ? await generation.current(scope) : gen;
      if (current === null) return load([...ids]);
      const at = now();
      const found: T[] = [];
      const missing: string[] = [];
      for (const id of ids) {
        const value = rows.get(scope, id, current, at - ttlMs);
        if (value === undefined) missing.push(id);
        else found.push(value as T);
      }
      rows.stats.hits += found.length;
      if (!missing.length) return found;
      rows.stats.misses += missing.length;
      const loaded = await load(missing);
      for (const value of loaded) rows.set(scope, idOf(value), value, current, at);
      return found.concat(loaded);
    },
    async get<T>(scope: ReadScope, key: string, load: (gen?: string) => Promise<T>): Promise<T> {
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
      const promise = load(gen).then((value) => {
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

interface RowEntry {
  value: unknown;
  generation: string;
  at: number;
  bytes: number;
}

/**
 * The rows of byIds, oldest first. A row of an older generation is never served (byIds asks
 * for the generation it reads under); it stays until newer rows push it out or replace it.
 */
function rowStore(maxRows: number, maxBytes: number) {
  const entries = new Map<string, RowEntry>();
  let bytes = 0;
  const stats = { hits: 0, misses: 0 };
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  return {
    stats,
    enabled: maxRows > 0 && maxBytes > 0,
    get(scope: ReadScope, id: string, gen: string, since: number): unknown {
      const entry = entries.get(`${scope}\u0000${id}`);
      if (!entry || entry.generation !== gen || entry.at <= since) return undefined;
      return entry.value;
    },
    set(scope: ReadScope, id: string, value: unknown, gen: string, at: number) {
      const key = `${scope}\u0000${id}`;
      drop(key);
      const size = approxBytes(value);
      if (size > maxBytes) return;
      entries.set(key, { value, generation: gen, at, bytes: size });
      bytes += size;
      while (entries.size > maxRows || bytes > maxBytes) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        drop(oldest);
      }
    },
    get size() {
      return { rows: entries.size, bytes };
    },
  };
}

/** A rough size in memory of a row: its text twice over, 8 bytes a number, 16 an object. */
export function approxBytes(value: unknown): number {
  if (typeof value === 'string') return 16 + value.length * 2;
  if (value === null || typeof value !== 'object') return 8;
  if (value instanceof Date) return 32;
  let n = 16;
  if (Array.isArray(value)) {
    for (const item of value) n += 8 + approxBytes(item);
    return n;
  }
  for (const key in value) {
    n += 8 + approxBytes((value as Record<string, unknown>)[key]);
  }
  return n;
}

/** A cache that never keeps anything (tests, and services built without one). */
export const noReadCache: ReadCache = createReadCache({
  ttlMs: 0,
  maxEntries: 0,
  generation: writeGeneration(null),
});

const madeJson = new WeakMap<object, Map<string, Promise<string | Buffer>>>();

/**
 * The JSON visitors get of a value from the cache (cache.get): made by `make` once per cached
 * value (the route's serializer, with its zod check) and then the same bytes for every visitor
 * while that value is served. A write or a counted view brings a new value, so new JSON: one
 * entry serves signed-in users their rows and visitors their JSON, with one generation read.
 * `make` may read only the value, what its cache key says and the `variant` it is made for: the
 * language of the answer (one value holds every language's names; each language gets its own
 * JSON, decision 051). Only for answers that do not depend on who asks.
 */
export function sharedJson<T extends object, J extends string | Buffer = string>(
  value: T,
  make: (value: T) => J | Promise<J>,
  variant = '',
): Promise<J> {
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
  return json as Promise<J>;
}

/**
 * Sends JSON text, or its UTF-8 bytes, as it is (made by routeJson: the route's serializer
 * already checked it).
 */
export function sendJson(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json as never);
}

/** The route's response serializer (zod-checked JSON): always text with ours. */
export function routeJson(reply: FastifyReply, payload: unknown): string {
  const out = reply.serialize(payload);
  return typeof out === 'string' ? out : Buffer.from(out as Uint8Array).toString('utf8');
}
