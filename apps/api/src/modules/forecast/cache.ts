// A small per-key cache for upstream data: fresh for `freshMs`, then refetched; when the refetch
// fails with an outage (`canServeStale(err)`), a copy up to `staleMs` old is served and marked
// stale. Concurrent misses for one key share a single load (single-flight). With a shared store
// (Redis, when several API processes run) the entry and the single flight hold across
// processes: one process loads while the others wait for its answer; if the store is down each
// process falls back to its own copy.

export interface CacheResult<T> {
  value: T;
  fetchedAt: number;
  stale: boolean;
}

export interface CacheEntry<T> {
  value: T;
  fetchedAt: number;
}

/** A store that several processes share. Every call may fail; the cache then goes local. */
export interface SharedStore<T> {
  read(key: string): Promise<CacheEntry<T> | null>;
  write(key: string, entry: CacheEntry<T>, ttlMs: number): Promise<void>;
  /** True when this process may load the key now (nobody else is loading it). */
  claim(key: string, ttlMs: number): Promise<boolean>;
  release(key: string): Promise<void>;
}

export interface StaleCacheOptions<T> {
  freshMs: number;
  staleMs: number;
  /** False when a copy, however young, no longer answers (a forecast that began yesterday). */
  isCurrent?: (value: T) => boolean;
  now?: () => number;
  canServeStale?: (err: unknown) => boolean;
  shared?: SharedStore<T>;
  /** How long a process waits for another one's load before loading itself. */
  sharedWaitMs?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function createStaleCache<T>(opts: StaleCacheOptions<T>) {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, CacheEntry<T>>();
  const shared = opts.shared;
  const isFresh = (e: CacheEntry<T> | null | undefined): e is CacheEntry<T> =>
    Boolean(e && now() - e.fetchedAt < opts.freshMs && (opts.isCurrent?.(e.value) ?? true));

  /** Another process's fresh copy, waiting for its load when it holds the claim. */
  async function fromShared(key: string): Promise<CacheEntry<T> | 'load'> {
    if (!shared) return 'load';
    try {
      const found = await shared.read(key);
      if (isFresh(found)) return found;
      if (await shared.claim(key, opts.sharedWaitMs ?? 10_000)) return 'load';
      const until = Date.now() + (opts.sharedWaitMs ?? 10_000);
      while (Date.now() < until) {
        await sleep(100);
        const again = await shared.read(key);
        if (isFresh(again)) return again;
      }
    } catch {
      // The store is unreachable: this process loads on its own.
    }
    return 'load';
  }
  const inflight = new Map<string, Promise<CacheResult<T>>>();

  async function get(key: string, load: () => Promise<T>): Promise<CacheResult<T>> {
    const entry = entries.get(key);
    if (isFresh(entry)) {
      return { ...entry, stale: false };
    }
    const pending = inflight.get(key);
    if (pending) return pending;

    const promise = (async () => {
      try {
        const other = await fromShared(key);
        if (other !== 'load') {
          entries.set(key, other);
          return { ...other, stale: false };
        }
        const value = await load();
        const fresh = { value, fetchedAt: now() };
        entries.set(key, fresh);
        if (shared) {
          await shared.write(key, fresh, opts.staleMs).catch(() => {});
          await shared.release(key).catch(() => {});
        }
        return { ...fresh, stale: false };
      } catch (err) {
        await shared?.release(key).catch(() => {});
        const old = entries.get(key);
        if (old && now() - old.fetchedAt < opts.staleMs && (opts.canServeStale?.(err) ?? true)) {
          return { ...old, stale: true };
        }
        throw err;
      } finally {
        inflight.delete(key);
      }
    })();
    inflight.set(key, promise);
    return promise;
  }

  /** Stores a value loaded elsewhere (a refresh of every key at once) as fresh. */
  async function put(key: string, value: T): Promise<void> {
    const fresh = { value, fetchedAt: now() };
    entries.set(key, fresh);
    await shared?.write(key, fresh, opts.staleMs).catch(() => {});
  }

  return { get, put, clear: () => entries.clear() };
}
