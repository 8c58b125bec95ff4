// A small per-key cache for upstream data: fresh for `freshMs`, then refetched; when the refetch
// fails with an outage (`canServeStale(err)`), a copy up to `staleMs` old is served and marked
// stale. Concurrent misses for one key share a single load (single-flight).

export interface CacheResult<T> {
  value: T;
  fetchedAt: number;
  stale: boolean;
}

export interface StaleCacheOptions {
  freshMs: number;
  staleMs: number;
  now?: () => number;
  canServeStale?: (err: unknown) => boolean;
}

export function createStaleCache<T>(opts: StaleCacheOptions) {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { value: T; fetchedAt: number }>();
  const inflight = new Map<string, Promise<CacheResult<T>>>();

  async function get(key: string, load: () => Promise<T>): Promise<CacheResult<T>> {
    const entry = entries.get(key);
    if (entry && now() - entry.fetchedAt < opts.freshMs) {
      return { ...entry, stale: false };
    }
    const pending = inflight.get(key);
    if (pending) return pending;

    const promise = (async () => {
      try {
        const value = await load();
        const fresh = { value, fetchedAt: now() };
        entries.set(key, fresh);
        return { ...fresh, stale: false };
      } catch (err) {
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

  return { get, clear: () => entries.clear() };
}
