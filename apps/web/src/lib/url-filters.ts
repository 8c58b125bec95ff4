import { useEffect, useState } from 'react';

type Parser<T> = (params: URLSearchParams) => T;
const loaded = new Map<() => Promise<Parser<unknown>>, Parser<unknown>>();

/**
 * The filters of the URL query, read by a parser that checks them with the API's schema
 * (lib/search-params.ts). The schema library is a third of a list page's script, so the parser
 * is loaded only when the URL has one of `keys`: a plain /surfboards or /services needs none,
 * and gets `empty` at once. Otherwise this is undefined until the parser has arrived (draw a
 * placeholder, not an unfiltered list); a parser that cannot load is thrown to the route's
 * error screen.
 */
export function useUrlFilters<T>(
  params: URLSearchParams,
  keys: readonly string[],
  load: () => Promise<Parser<T>>,
  empty: T,
): T | undefined {
  const needed = keys.some((key) => params.get(key)?.trim());
  const parse = loaded.get(load) as Parser<T> | undefined;
  const [, setReady] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (!needed || parse) return;
    let live = true;
    load().then(
      (parser) => {
        loaded.set(load, parser as Parser<unknown>);
        if (live) setReady((n) => n + 1);
      },
      (error: unknown) => live && setFailure(error),
    );
    return () => {
      live = false;
    };
  }, [needed, parse, load]);
  if (failure) throw failure;
  if (!needed) return empty;
  return parse?.(params);
}
