import type { Db } from '../../db/client';
import { recentValues, type RecentValues } from '../../lib/recent-values';

// The statements of lists kept by shape (which filters, how each is checked, the order): built
// once per process and database handle, then only given each request's values (decisions 050
// and 065). Board lists (list-statement.ts) and gear lists (gear-repo.ts) keep theirs here.

/**
 * A store of statements by shape, per database handle: `of` builds a shape's statement the first
 * time it is asked for, and the least recently used goes when more than `max` shapes are kept.
 */
export function shapeStatements<T>(max: number) {
  const byDb = new WeakMap<Db, RecentValues<string, T>>();
  return {
    of(db: Db, shape: string, build: () => T): T {
      let byShape = byDb.get(db);
      if (!byShape) byDb.set(db, (byShape = recentValues<string, T>(max)));
      return byShape.get(shape, build);
    },
  };
}
