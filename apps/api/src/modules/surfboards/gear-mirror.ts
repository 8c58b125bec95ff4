import { and, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { attributeOf } from '@galim/shared/listings/gear';
import type { TListingKind } from '@galim/shared/listings/kinds';
import type { Db } from '../../db/client';
import { listingChanges, surfboards } from '../../db/schema';
import { COUNT_CAP } from './list-totals';
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

/** What a list of gear reads of a listing. */
interface Fact {
  id: string;
  kind: TListingKind;
  price: number;
  /** Listed at, in microseconds since 1970: PostgreSQL's own precision, so ties order as there. */
  at: number;
  /** The term's end, in ms since 1970; NaN when none. */
  expires: number;
  condition: string | null;
  brand: string | null;
  attributes: Record<string, unknown>;
}

/** A kind's public listings, newest first and cheapest first, the id breaking ties both ways. */
interface KindWalks {
  newest: Fact[];
  cheapest: Fact[];
}

const byNewest = (a: Fact, b: Fact) =>
  a.at !== b.at ? b.at - a.at : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
const byCheapest = (a: Fact, b: Fact) =>
  a.price !== b.price ? a.price - b.price : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** Where `fact` goes in `list`, kept in `order` (the first place not before it). */
function placeOf(list: Fact[], fact: Fact, order: (a: Fact, b: Fact) => number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (order(list[mid]!, fact) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first place in the cheapest-first walk whose price `before` does not hold for. */
function firstPast(list: Fact[], before: (price: number) => boolean): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(list[mid]!.price)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** `->>` of a JSON value: its text as PostgreSQL writes it, or null. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

/** A number attribute as `(attributes->>key)::real` reads it, or null. */
function asReal(value: unknown): number | null {
  if (typeof value === 'number') return Math.fround(value);
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Math.fround(Number(value));
  }
  return null;
}

/**
 * A list's checks of one listing, as listingConditions writes them for gear: the term, the
 * condition, the maker, the price range and each attribute filter.
 */
function matcherOf(q: GearListQuery, kind: TListingKind, now: number): (f: Fact) => boolean {
  const checks: ((f: Fact) => boolean)[] = [];
  for (const [key, value] of Object.entries(q.filters)) {
    const attribute = attributeOf(kind, key);
    if (!attribute) continue;
    if (value === true || Array.isArray(value)) {
      const asked = new Set(value === true ? ['true'] : value);
      if (attribute.type === 'many') {
        // jsonb_exists_any: a string of the array, a key of an object, or the string itself.
        checks.push((f) => {
          const v = f.attributes[key];
          if (Array.isArray(v)) return v.some((e) => typeof e === 'string' && asked.has(e));
          if (typeof v === 'string') return asked.has(v);
          if (v && typeof v === 'object') return Object.keys(v).some((k) => asked.has(k));
          return false;
        });
      } else {
        checks.push((f) => {
          const text = asText(f.attributes[key]);
          return text !== null && asked.has(text);
        });
      }
    } else {
      const min = Math.fround(value.min);
      const max = Math.fround(value.max);
      checks.push((f) => {
        const n = asReal(f.attributes[key]);
        return n !== null && n >= min && n <= max;
      });
    }
  }
  // The term, the price, the condition and the maker first and written out: they are most of
  // what a walk asks of each listing.
  const { condition, brand } = q;
  const min = q.minPrice ?? -Infinity;
  const max = q.maxPrice ?? Infinity;
  return (f) =>
    f.expires > now &&
    f.price >= min &&
    f.price <= max &&
    (!condition || f.condition === condition) &&
    (!brand || f.brand === brand) &&
    checks.every((check) => check(f));
}

/** Whether the mirror can answer a list: one kind of gear, no words, no "fits me". */
export const mirrorAnswers = (q: GearListQuery): boolean =>
  q.kind !== null && q.kind !== 'board' && !q.words && !q.fit;

/** A kind's capped count and the page's ids, walked as the statement of gear-repo.ts walks. */
function walk(kinds: Map<TListingKind, KindWalks>, q: GearListQuery, now: number) {
  const kind = q.kind!;
  const walks = kinds.get(kind) ?? { newest: [], cheapest: [] };
  const matches = matcherOf(q, kind, now);
  const priced = q.minPrice !== undefined || q.maxPrice !== undefined;
  const { minPrice, maxPrice } = q;
  const from = minPrice !== undefined ? firstPast(walks.cheapest, (p) => p < minPrice) : 0;
  const to =
    maxPrice !== undefined
      ? firstPast(walks.cheapest, (p) => p <= maxPrice)
      : walks.cheapest.length;

  // The count: the price range's entries when the list has one, else the kind's; at most the cap.
  let n = 0;
  if (priced) {
    for (let i = from; i < to && n <= COUNT_CAP; i++) if (matches(walks.cheapest[i]!)) n++;
  } else {
    for (const f of walks.newest) if (matches(f) && ++n > COUNT_CAP) break;
  }

  const skip = (q.page - 1) * q.limit;
  const ids: string[] = [];
  let skipped = 0;
  const take = (f: Fact): boolean => {
    if (!matches(f)) return false;
    if (skipped < skip) skipped++;
    else ids.push(f.id);
    return ids.length >= q.limit;
  };
  if (q.sort === 'price-asc') {
    for (let i = from; i < to; i++) if (take(walks.cheapest[i]!)) break;
  } else if (q.sort === 'price-desc') {
    for (let i = to - 1; i >= from; i--) if (take(walks.cheapest[i]!)) break;
  } else {
    for (const f of walks.newest) if (take(f)) break;
  }
  return { n, ids };
}

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

type FactRow = {
  id: string;
  kind: TListingKind;
  price: number;
  at: number | string;
  expires: number | string | null;
  condition: string | null;
  brand: string | null;
  attributes: Record<string, unknown> | null;
};

const factOf = (r: FactRow): Fact => ({
  id: r.id,
  kind: r.kind,
  price: Number(r.price),
  at: Number(r.at),
  expires: r.expires === null ? Number.NaN : Number(r.expires),
  condition: r.condition,
  brand: r.brand,
  attributes: r.attributes ?? {},
});

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
const snapshotXmin = (db: Db) =>
  firstRow<{ xmin: string }>(db, sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`);

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
  kinds: Map<TListingKind, KindWalks>;
  byId: Map<string, Fact>;
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

  const put = (s: State, fact: Fact) => {
    let walks = s.kinds.get(fact.kind);
    if (!walks) s.kinds.set(fact.kind, (walks = { newest: [], cheapest: [] }));
    walks.newest.splice(placeOf(walks.newest, fact, byNewest), 0, fact);
    walks.cheapest.splice(placeOf(walks.cheapest, fact, byCheapest), 0, fact);
    s.byId.set(fact.id, fact);
  };
  const drop = (s: State, id: string) => {
    const fact = s.byId.get(id);
    if (!fact) return;
    const walks = s.kinds.get(fact.kind)!;
    walks.newest.splice(placeOf(walks.newest, fact, byNewest), 1);
    walks.cheapest.splice(placeOf(walks.cheapest, fact, byCheapest), 1);
    s.byId.delete(id);
  };

  async function build(): Promise<void> {
    const { xmin } = await snapshotXmin(db);
    const facts = (await readFacts(db)).map(factOf);
    const kinds = new Map<TListingKind, KindWalks>();
    for (const f of facts) {
      let walks = kinds.get(f.kind);
      if (!walks) kinds.set(f.kind, (walks = { newest: [], cheapest: [] }));
      walks.newest.push(f);
      walks.cheapest.push(f);
    }
    for (const walks of kinds.values()) {
      walks.newest.sort(byNewest);
      walks.cheapest.sort(byCheapest);
    }
    state = {
      kinds,
      byId: new Map(facts.map((f) => [f.id, f])),
      since: xmin,
      generation: null,
      readAt: clock(),
    };
  }

  /** Reads the listings changed since the last read, under `generation`. */
  async function readChanges(s: State, generation: string | null): Promise<void> {
    const { xmin, ids } = await firstRow<{ xmin: string; ids: string[] | null }>(
      db,
      sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
                 array(select distinct ${listingChanges.listingId} from ${listingChanges}
                       where ${listingChanges.xid} >= ${s.since}::xid8) as ids`,
    );
    const changed = ids ?? [];
    if (changed.length > MOST_READ_BY_ID) {
      state = null;
      return;
    }
    if (changed.length > 0) {
      const facts = (await readFacts(db, changed)).map(factOf);
      for (const id of changed) drop(s, id);
      for (const f of facts) put(s, f);
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
      return s ? walk(s.kinds, q, clock()) : null;
    },
    async warm() {
      if (!state) await startBuild();
    },
  };
}
