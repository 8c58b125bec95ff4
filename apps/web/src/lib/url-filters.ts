import { useEffect, useState } from 'react';

type Parser<T> = (params: URLSearchParams) => T;
const loaded = new Map<() => Promise<Parser<unknown>>, Parser<unknown>>();

/**
 * The filters of the URL query, read by a parser that checks them with the API's schema
 * (lib/search-params.ts). The schema library is a third of a list page's script, so the parser
 * is loaded only when the URL has one of `keys`: a plain /surfboards or /services needs none,
 * and gets `empty` at once. A URL opened with filters gives undefined until the parser has
 * arrived (draw a placeholder, not an unfiltered list). A filter chosen on the page keeps the
 * filters shown so far until then, so the page (an open filter panel, a typed search) stays as
 * it is. A parser that cannot load is thrown to the route's error screen.
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
  const value = !needed ? empty : parse ? parse(params) : undefined;
  // Drawn at once, the page was drawn without filters (or the parser was there already, and
  // then it always is): while a filter chosen on it waits for the parser, keep that.
  const [drawnAtOnce] = useState(value !== undefined);
  if (failure) throw failure;
  return value ?? (drawnAtOnce ? empty : undefined);
}
