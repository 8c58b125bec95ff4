import { and, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listingChanges, surfboards } from '../../db/schema';
import { dropRow, putRow, tablesOf, walk, type FactRow, type Tables } from './gear-tables';
import type { GearListQuery } from './listing-conditions';
import { isListedListing } from './visibility';

// The public gear in the API's memory (decision 068): a list of one kind of gear by its filters
// and prices, without words or "fits me", is counted and paged here, in the same order and with
// the same checks as the statement of gear-repo.ts, so PostgreSQL is asked only for the page's
// rows the read cache lacks. At a million listings a filtered list asked for the first time cost
// PostgreSQL 2.6-3 ms of walking index entries (decision 065); here it is a walk of an array.
//
// It stays true by the log of listings' changes (`listing_changes`, migration 0045), which
// triggers write whatever changed a listing: before a list is answered under a newer write
// generation of the read cache, the mirror reads the ids changed since its last read and reads
// those listings again. Without a generation (no cache, or Redis away) it reads the log first.

/** Whether the mirror can answer a list: one kind of gear, no words, no "fits me". */
export const mirrorAnswers = (q: GearListQuery): boolean =>
  q.kind !== null && q.kind !== 'board' && !q.words && !q.fit;

const factColumns = {
  id: surfboards.id,
  kind: surfboards.kind,
  price: surfboards.price,
  at: sql<number>`(extract(epoch from ${surfboards.listedAt}) * 1000000)::float8`,
  expires: sql<number | null>`(extract(epoch from ${surfboards.expiresAt}) * 1000)::float8`,
  condition: surfboards.condition,
  brand: surfboards.brandId,
  attributes: surfboards.attributes,
};

/** Public gear (but for the clock), all of it or these ids. */
function readFacts(db: Db, ids?: string[]): Promise<FactRow[]> {
  const where: SQL[] = [isListedListing, ne(surfboards.kind, 'board')];
  if (ids) where.push(inArray(surfboards.id, ids));
  return db
    .select(factColumns)
    .from(surfboards)
    .where(and(...where)) as unknown as Promise<FactRow[]>;
}

async function firstRow<T>(db: Db, query: SQL): Promise<T> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows[0]!;
}

/** The oldest transaction still running: every change the reads missed is from it or later. */
const XMIN = sql`pg_snapshot_xmin(pg_current_snapshot())::text as xmin`;
const snapshotXmin = (db: Db) => firstRow<{ xmin: string }>(db, sql`select ${XMIN}`);

/**
 * How long a mirror trusts its last read of the log under one generation: a write that did not
 * come through the API (a script on the database) shows within it, as in the read cache.
 */
const TRUSTED_MS = 5_000;
/** More listings changed than this at once (a seller with many blocked): built again instead. */
const MOST_READ_BY_ID = 5_000;
/** A mirror not read for this long rebuilds: the log keeps an hour. */
const REBUILD_AFTER_MS = 30 * 60_000;
/** How often a mirror prunes the log, and what it keeps. */
const PRUNE_EVERY_MS = 10 * 60_000;

interface State {
  tables: Tables;
  /** The snapshot xmin the next read of the log starts from. */
  since: string;
  /** The read cache's write generation last read under, or null: read the log first. */
  generation: string | null;
  /** When the log was last read (the clock's ms). */
  readAt: number;
}

export interface GearMirror {
  /**
   * A list's capped count and page of ids, or null when the mirror cannot answer it (another
   * kind of list, not built yet): the statement answers. `generation` is the read cache's write
   * generation the list is read under; without one (no cache, Redis away) the log is read first.
   */
  countAndIds(
    q: GearListQuery,
    generation: string | undefined,
  ): Promise<{ n: number; ids: string[] } | null>;
  /** Builds the mirror now, if it is not built (a bench measures the lists, not the build). */
  warm(): Promise<void>;
}

/**
 * The public gear of one database, in memory: built on the first list it could answer (in the
 * background; the statement answers meanwhile), then kept by the log of changes. `db` is read
 * (a replica, when there is one); `writeDb` prunes the log.
 */
export function createGearMirror(
  db: Db,
  { writeDb = db, clock = Date.now }: { writeDb?: Db; clock?: () => number } = {},
): GearMirror {
  let state: State | null = null;
  let building: Promise<void> | null = null;
  /** The read of the log under way; reads are numbered, one at a time. */
  let reading: Promise<void> | null = null;
  let readsStarted = 0;
  let readsDone = 0;
  let prunedAt = 0;

  async function build(): Promise<void> {
    const { xmin } = await snapshotXmin(db);
    const tables = tablesOf(await readFacts(db));
    state = { tables, since: xmin, generation: null, readAt: clock() };
  }

  /** Reads the listings changed since the last read, under `generation`. */
  async function readChanges(s: State, generation: string | null): Promise<void> {
    const { xmin, ids } = await firstRow<{ xmin: string; ids: string[] | null }>(
      db,
      sql`select ${XMIN},
                 array(select distinct ${listingChanges.listingId} from ${listingChanges}
                       where ${listingChanges.xid} >= ${s.since}::xid8) as ids`,
    );
    const changed = ids ?? [];
    if (changed.length > MOST_READ_BY_ID) {
      state = null;
      return;
    }
    if (changed.length > 0) {
      const rows = await readFacts(db, changed);
      for (const id of changed) dropRow(s.tables, id);
      for (const r of rows) putRow(s.tables, r);
    }
    s.since = xmin;
    s.generation = generation;
    s.readAt = clock();
    if (s.readAt - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = s.readAt;
      // On the primary: `db` may be a replica.
      await writeDb
        .delete(listingChanges)
        .where(sql`${listingChanges.at} < now() - interval '1 hour'`)
        .catch(() => {
          // Pruned at the next turn: the log only grows a little longer.
        });
    }
  }

  /** Starts building the state, or joins the build under way. */
  function startBuild(): Promise<void> {
    building ??= build()
      .catch(() => {
        // The statement answers; the next list tries again.
      })
      .finally(() => {
        building = null;
      });
    return building;
  }

  /**
   * The state, with every change that committed before this call read: under a write generation
   * already read (the read cache's), a read of the log younger than TRUSTED_MS counts; without
   * one, a read that started after this call. Null while it is being built or cannot be read.
   */
  async function current(generation: string | undefined): Promise<State | null> {
    if (state && clock() - state.readAt > REBUILD_AFTER_MS) state = null;
    if (!state) {
      void startBuild();
      return null;
    }
    const after = readsStarted;
    for (;;) {
      const s: State | null = state;
      if (!s) return null;
      if (generation === undefined ? readsDone > after : !reading && s.generation === generation) {
        if (generation === undefined || clock() - s.readAt < TRUSTED_MS) return s;
      }
      if (!reading) {
        const n = ++readsStarted;
        reading = readChanges(s, generation ?? null)
          .then(() => {
            readsDone = n;
          })
          .finally(() => {
            reading = null;
          });
      }
      try {
        await reading;
      } catch {
        return null;
      }
    }
  }

  return {
    async countAndIds(q, generation) {
      if (!mirrorAnswers(q)) return null;
      const s = await current(generation);
      if (!s) return null;
      const t = s.tables.byKind.get(q.kind!);
      return t ? walk(t, s.tables.codes, q, clock()) : { n: 0, ids: [] };
    },
    async warm() {
      if (!state) await startBuild();
    },
  };
}
