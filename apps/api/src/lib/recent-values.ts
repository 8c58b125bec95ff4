/**
 * Values kept by key, at most `max` of them, the least recently used going first when there are
 * more: `get` answers a key's kept value, or makes it with `make` and keeps it. For work that is
 * asked for again and again with the same key (a list's statement per shape, a search's reading).
 */
export function recentValues<K, V>(max: number) {
  const values = new Map<K, V>();
  return {
    get(key: K, make: () => V): V {
      let value: V;
      if (values.has(key)) {
        value = values.get(key) as V;
        // Most recently used last, so the oldest goes first when there are too many.
        values.delete(key);
      } else {
        value = make();
        if (values.size >= max) values.delete(values.keys().next().value as K);
      }
      values.set(key, value);
      return value;
    },
    get size() {
      return values.size;
    },
  };
}

export type RecentValues<K, V> = ReturnType<typeof recentValues<K, V>>;
