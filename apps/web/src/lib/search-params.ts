import type { z } from 'zod';

/**
 * The filters of a URL query, read with the API's own query schema: each field the schema
 * declares and accepts is kept as the (trimmed) string it is; unknown keys, empty values and
 * values the API would refuse (an unknown option, a malformed id, a number out of range) are
 * dropped, so a hand-edited URL shows the list without that filter instead of an error.
 */
export function filtersFromSearch<K extends string>(
  shape: { readonly [key in K]: z.ZodType },
  params: URLSearchParams,
  keys: readonly K[] = Object.keys(shape) as K[],
): Partial<Record<K, string>> {
  const filters: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = params.get(key)?.trim();
    if (value && shape[key].safeParse(value).success) filters[key] = value;
  }
  return filters;
}
