import type { Db } from '../../db/client';

// The statements of lists kept by shape (which filters, how each is checked, the order): built
// once per process and database handle, then only given each request's values (decisions 050
// and 065). Board lists (list-statement.ts) and gear lists (gear-repo.ts) keep theirs here.

/**
 * A store of statements by shape, per database handle, the most recently used last: `of` builds
 * a shape's statement the first time it is asked for, and the least recently used goes when
 * more than `max` shapes are kept.
 */
export function shapeStatements<T>(max: number) {
  const byDb = new WeakMap<Db, Map<string, T>>();
  return {
    of(db: Db, shape: string, build: () => T): T {
      let byShape = byDb.get(db);
      if (!byShape) byDb.set(db, (byShape = new Map()));
      let statement = byShape.get(shape);
      if (statement !== undefined) {
        byShape.delete(shape);
      } else {
        statement = build();
        if (byShape.size >= max) byShape.delete(byShape.keys().next().value!);
      }
      byShape.set(shape, statement);
      return statement;
    },
  };
}
