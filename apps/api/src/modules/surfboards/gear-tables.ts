import { attributeOf, attributesOf } from '@galim/shared/listings/gear';
import type { TListingKind } from '@galim/shared/listings/kinds';
import { COUNT_CAP } from './list-totals';
import type { GearListQuery } from './listing-conditions';

// The tables the mirror of public gear keeps (gear-mirror.ts, decision 068): each kind's public
// listings in typed columns by slot, its two walks, and the walk that answers a list as the
// statement of gear-repo.ts does.

/** A kind's filterable attribute, as its lists check it: one column of numbers by slot. */
type Column =
  /** A number as `(attributes->>key)::real` reads it; NaN when none. */
  | { type: 'real'; values: Float64Array }
  /** One of the options (or yes/no) as `->>` writes it: its place among them plus one; 0 none. */
  | { type: 'code'; values: Int32Array; options: readonly string[] }
  /** Several of the options, as `jsonb_exists_any` finds them: a bit for each option held. */
  | { type: 'mask'; values: Uint32Array; options: readonly string[] };

/**
 * A kind's public listings, one slot each, in columns of what its lists read (typed arrays: a
 * walk reads a few numbers of each listing, and the garbage collector has no objects to trace),
 * with its two walks: slots newest first and cheapest first, the id breaking ties both ways.
 */
export interface KindTable {
  kind: TListingKind;
  /** Slots in use or freed; the columns hold `price.length`. */
  size: number;
  free: number[];
  slots: Map<string, number>;
  ids: string[];
  price: Float64Array;
  /** Listed at, in microseconds since 1970: PostgreSQL's own precision, so ties order as there. */
  at: Float64Array;
  /** The term's end, in ms since 1970; NaN when none. */
  expires: Float64Array;
  /** The condition's and the maker's codes (`codes`), 0 when none. */
  condition: Int32Array;
  brand: Int32Array;
  columns: Map<string, Column>;
  newest: number[];
  cheapest: number[];
}

/** What a list of gear reads of a listing, as the database answers it. */
export type FactRow = {
  id: string;
  kind: TListingKind;
  price: number;
  at: number | string;
  expires: number | string | null;
  condition: string | null;
  brand: string | null;
  attributes: Record<string, unknown> | null;
};

/** `->>` of a JSON value: its text as PostgreSQL writes it, or null. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

/** A number attribute as `(attributes->>key)::real` reads it, or NaN. */
function asReal(value: unknown): number {
  if (typeof value === 'number') return Math.fround(value);
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Math.fround(Number(value));
  }
  return Number.NaN;
}

/** The strings `jsonb_exists_any` finds in a value: an array's strings, an object's keys. */
function heldStrings(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((e): e is string => typeof e === 'string');
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.keys(value);
  return [];
}

const YES_NO = ['true', 'false'] as const;

/** The columns of a kind's filterable attributes (a text, never filtered, has none). */
function columnsOf(kind: TListingKind, capacity: number): Map<string, Column> {
  const columns = new Map<string, Column>();
  for (const a of attributesOf(kind)) {
    if (!a.filter) continue;
    if (a.type === 'number')
      columns.set(a.key, { type: 'real', values: new Float64Array(capacity) });
    else if (a.type === 'one' || a.type === 'yesno') {
      const options = a.type === 'one' ? a.options : YES_NO;
      columns.set(a.key, { type: 'code', values: new Int32Array(capacity), options });
    } else if (a.type === 'many' && a.options.length <= 32) {
      columns.set(a.key, { type: 'mask', values: new Uint32Array(capacity), options: a.options });
    }
  }
  return columns;
}

function grown<T extends Float64Array | Int32Array | Uint32Array>(values: T, capacity: number): T {
  const next = new (values.constructor as new (n: number) => T)(capacity);
  next.set(values);
  return next;
}

function emptyTable(kind: TListingKind, capacity = 64): KindTable {
  return {
    kind,
    size: 0,
    free: [],
    slots: new Map(),
    ids: [],
    price: new Float64Array(capacity),
    at: new Float64Array(capacity),
    expires: new Float64Array(capacity),
    condition: new Int32Array(capacity),
    brand: new Int32Array(capacity),
    columns: columnsOf(kind, capacity),
    newest: [],
    cheapest: [],
  };
}

/** A free slot of the table, its columns grown when they are full. */
function freeSlot(t: KindTable): number {
  const reused = t.free.pop();
  if (reused !== undefined) return reused;
  if (t.size === t.price.length) {
    const capacity = t.size * 2;
    t.price = grown(t.price, capacity);
    t.at = grown(t.at, capacity);
    t.expires = grown(t.expires, capacity);
    t.condition = grown(t.condition, capacity);
    t.brand = grown(t.brand, capacity);
    for (const column of t.columns.values()) column.values = grown(column.values, capacity);
  }
  return t.size++;
}

/** Texts of conditions and makers as numbers, 0 for none: one list compares numbers, not ids. */
export class Codes {
  private readonly byText = new Map<string, number>();
  of(text: string | null): number {
    if (text === null) return 0;
    let code = this.byText.get(text);
    if (code === undefined) this.byText.set(text, (code = this.byText.size + 1));
    return code;
  }
  /** A text's code, or -1 when no listing holds it (so that nothing matches). */
  find(text: string): number {
    return this.byText.get(text) ?? -1;
  }
}

/** Writes a listing into a slot of its kind's columns. */
function fill(t: KindTable, slot: number, r: FactRow, codes: Codes) {
  t.ids[slot] = r.id;
  t.slots.set(r.id, slot);
  t.price[slot] = Number(r.price);
  t.at[slot] = Number(r.at);
  t.expires[slot] = r.expires === null ? Number.NaN : Number(r.expires);
  t.condition[slot] = codes.of(r.condition);
  t.brand[slot] = codes.of(r.brand);
  const attributes = r.attributes ?? {};
  for (const [key, column] of t.columns) {
    const value = attributes[key];
    if (column.type === 'real') column.values[slot] = asReal(value);
    else if (column.type === 'code') {
      const text = asText(value);
      column.values[slot] = text === null ? 0 : column.options.indexOf(text) + 1;
    } else {
      let mask = 0;
      for (const held of heldStrings(value)) {
        const at = column.options.indexOf(held);
        if (at >= 0) mask |= 1 << at;
      }
      column.values[slot] = mask >>> 0;
    }
  }
}

/** The first place in `list` whose slot `before` does not hold for (`list` is ordered by it). */
function firstWhere(list: number[], before: (slot: number) => boolean): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(list[mid]!)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Newest first, the id breaking ties, as the statement's `order by listed_at desc, id desc`. */
const isNewer = (at: number, id: string, thanAt: number, thanId: string) =>
  at !== thanAt ? at > thanAt : id > thanId;

/** Whether slot `a` comes before slot `b` newest first, or cheapest first. */
const newerThan = (t: KindTable, a: number, b: number) =>
  isNewer(t.at[a]!, t.ids[a]!, t.at[b]!, t.ids[b]!);
const cheaperThan = (t: KindTable, a: number, b: number) =>
  t.price[a] !== t.price[b] ? t.price[a]! < t.price[b]! : t.ids[a]! < t.ids[b]!;

/** Where a slot is, or goes, in each walk. */
const newestPlace = (t: KindTable, slot: number) =>
  firstWhere(t.newest, (s) => newerThan(t, s, slot));
const cheapestPlace = (t: KindTable, slot: number) =>
  firstWhere(t.cheapest, (s) => cheaperThan(t, s, slot));

/** Puts a slot into both walks, in order. */
function enter(t: KindTable, slot: number) {
  t.newest.splice(newestPlace(t, slot), 0, slot);
  t.cheapest.splice(cheapestPlace(t, slot), 0, slot);
}

/** Takes a listing out of its table, if it is there. */
function leave(t: KindTable, id: string): boolean {
  const slot = t.slots.get(id);
  if (slot === undefined) return false;
  t.newest.splice(newestPlace(t, slot), 1);
  t.cheapest.splice(cheapestPlace(t, slot), 1);
  t.slots.delete(id);
  t.ids[slot] = '';
  t.expires[slot] = Number.NaN;
  t.free.push(slot);
  return true;
}

/**
 * A list's checks of one listing, as listingConditions writes them for gear: the term, the
 * condition, the maker, the price range and each attribute filter. Null when a filter asks what
 * the columns cannot tell (an option no declaration has, a range over options): the statement
 * answers that list.
 */
function matcherOf(
  q: GearListQuery,
  t: KindTable,
  codes: Codes,
  now: number,
): ((slot: number) => boolean) | null {
  const checks: ((slot: number) => boolean)[] = [];
  for (const [key, value] of Object.entries(q.filters)) {
    if (!attributeOf(t.kind, key)) continue;
    const column = t.columns.get(key);
    if (!column) return null;
    if (value === true || Array.isArray(value)) {
      if (column.type === 'real') return null;
      const texts = value === true ? ['true'] : value;
      const places = texts.map((text) => column.options.indexOf(text));
      if (places.some((at) => at < 0)) return null;
      if (column.type === 'code') {
        const asked = new Uint8Array(column.options.length + 1);
        for (const at of places) asked[at + 1] = 1;
        const values = column.values;
        checks.push((s) => asked[values[s]!] === 1);
      } else {
        const asked = places.reduce((m, at) => m | (1 << at), 0);
        const values = column.values;
        checks.push((s) => (values[s]! & asked) !== 0);
      }
    } else {
      if (column.type !== 'real') return null;
      const min = Math.fround(value.min);
      const max = Math.fround(value.max);
      const values = column.values;
      checks.push((s) => values[s]! >= min && values[s]! <= max);
    }
  }
  const { price, expires, condition, brand } = t;
  const conditionCode = q.condition ? codes.find(q.condition) : 0;
  const brandCode = q.brand ? codes.find(q.brand) : 0;
  const min = q.minPrice ?? -Infinity;
  const max = q.maxPrice ?? Infinity;
  // NaN (no term) is never later than now, as in SQL, where null is never greater.
  let matches = (s: number) =>
    expires[s]! > now &&
    price[s]! >= min &&
    price[s]! <= max &&
    (conditionCode === 0 || condition[s] === conditionCode) &&
    (brandCode === 0 || brand[s] === brandCode);
  // Each check a closure of its own, chained: a walk calls one function that V8 inlines whole.
  for (const check of checks) {
    const before = matches;
    matches = (s) => before(s) && check(s);
  }
  return matches;
}

/**
 * How many times dearer a listing read out of the columns' order is than one read in it (the
 * cheapest-first walk jumps about the columns; the slots are read one after another): a count
 * walks the price range's entries only when they are this many times fewer than the slots.
 */
const SCATTERED_READS = 4;

/**
 * A kind's capped count and the page's ids, walked as the statement of gear-repo.ts walks; null
 * when a filter is one the columns cannot check.
 */
export function walk(t: KindTable, codes: Codes, q: GearListQuery, now: number) {
  const matches = matcherOf(q, t, codes, now);
  if (!matches) return null;
  const { newest, cheapest, price } = t;
  const priced = q.minPrice !== undefined || q.maxPrice !== undefined;
  const { minPrice, maxPrice } = q;
  const from = minPrice !== undefined ? firstWhere(cheapest, (s) => price[s]! < minPrice) : 0;
  const to =
    maxPrice !== undefined ? firstWhere(cheapest, (s) => price[s]! <= maxPrice) : cheapest.length;

  // The count, at most the cap, in any order: the price range's entries when they are few, else
  // every slot in the order the columns hold them (a freed slot has no term, so never matches).
  // The range's entries are read here and there in the columns; the slots, one after another.
  let n = 0;
  if (priced && (to - from) * SCATTERED_READS < t.size) {
    for (let i = from; i < to && n <= COUNT_CAP; i++) if (matches(cheapest[i]!)) n++;
  } else {
    for (let s = 0; s < t.size && n <= COUNT_CAP; s++) if (matches(s)) n++;
  }

  const skip = (q.page - 1) * q.limit;
  const ids: string[] = [];
  let skipped = 0;
  const take = (s: number): boolean => {
    if (!matches(s)) return false;
    if (skipped < skip) skipped++;
    else ids.push(t.ids[s]!);
    return ids.length >= q.limit;
  };
  if (q.sort === 'price-asc') {
    for (let i = from; i < to; i++) if (take(cheapest[i]!)) break;
  } else if (q.sort === 'price-desc') {
    for (let i = to - 1; i >= from; i--) if (take(cheapest[i]!)) break;
  } else {
    for (let i = 0; i < newest.length; i++) if (take(newest[i]!)) break;
  }
  return { n, ids };
}

/** Tables of listings by kind, with the codes their columns share. */
export interface Tables {
  byKind: Map<TListingKind, KindTable>;
  codes: Codes;
}

/** `before` as a comparator, for a sort. */
const orderOf =
  <T>(before: (a: T, b: T) => boolean) =>
  (a: T, b: T) =>
    before(a, b) ? -1 : before(b, a) ? 1 : 0;

/** The tables of these listings, each kind's slots in its newest-first order. */
export function tablesOf(rows: FactRow[]): Tables {
  const byKind = new Map<TListingKind, FactRow[]>();
  for (const r of rows) {
    let list = byKind.get(r.kind);
    if (!list) byKind.set(r.kind, (list = []));
    list.push(r);
  }
  const codes = new Codes();
  const tables = new Map<TListingKind, KindTable>();
  for (const [kind, list] of byKind) {
    // Slots in the newest-first order, so that a walk newest first reads the columns in order.
    const at = list.map((r) => Number(r.at));
    const newest = list
      .map((_, i) => i)
      .sort(orderOf((i, j) => isNewer(at[i]!, list[i]!.id, at[j]!, list[j]!.id)));
    const t = emptyTable(kind, list.length + 64);
    for (const i of newest) fill(t, freeSlot(t), list[i]!, codes);
    t.newest = newest.map((_, slot) => slot);
    t.cheapest = t.newest.slice().sort(orderOf((a, b) => cheaperThan(t, a, b)));
    tables.set(kind, t);
  }
  return { byKind: tables, codes };
}

/** Puts a listing into its kind's table (read again after a change). */
export function putRow(tables: Tables, r: FactRow): void {
  let t = tables.byKind.get(r.kind);
  if (!t) tables.byKind.set(r.kind, (t = emptyTable(r.kind)));
  const slot = freeSlot(t);
  fill(t, slot, r, tables.codes);
  enter(t, slot);
}

/** Takes a listing out of whichever table holds it. */
export function dropRow(tables: Tables, id: string): void {
  for (const t of tables.byKind.values()) if (leave(t, id)) return;
}
