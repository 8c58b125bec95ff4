import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

// Rows of a prepared select, mapped by a mapper built once per statement instead of Drizzle's
// generic mapResultRow, which on every row and field tests what kind of field it is (`is`),
// walks the path and looks keys up. Same result: the same nested objects, keys in the same
// order, each value through the same decoder (a timestamp becomes a Date as Drizzle makes it),
// and a left-joined object whose first column is null becomes null, as Drizzle does. For the
// hot reads of boards (decision 050); compiled-rows.test.ts holds it to Drizzle's mapping.

/** What a prepared query of drizzle-orm 0.45 (node-postgres and PGlite) keeps of its select. */
interface PreparedInternals {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** An SQL field's decoder (internal to Drizzle, as its own mapResultRow reads it). */
const decoderOfSql = (s: SQL) => (s as unknown as { decoder: Decoder }).decoder;

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql((field as unknown as { _: { sql: SQL } })._.sql);
  return decoderOfSql((field as { sql: SQL }).sql);
}

type Build = (row: unknown[]) => unknown;
interface Node {
  keys: string[];
  children: (Node | number)[];
}

/** A builder of `node` from a row: leaves are column indexes. */
function builder(node: Node, decoders: Decoder[], nullWhen: Map<Node, number>): Build {
  const keys = node.keys;
  const parts = node.children.map((child) => {
    if (typeof child !== 'number') return builder(child, decoders, nullWhen);
    const decoder = decoders[child]!;
    return (row: unknown[]) => {
      const raw = row[child];
      return raw === null ? null : decoder.mapFromDriverValue(raw);
    };
  });
  const n = keys.length;
  const nullIf = nullWhen.get(node);
  return (row) => {
    if (nullIf !== undefined && row[nullIf] === null) return null;
    const out: Record<string, unknown> = {};
    for (let i = 0; i < n; i++) out[keys[i]!] = parts[i]!(row);
    return out;
  };
}

/**
 * Gives a prepared select (`.prepare(name)`) a mapper compiled from its fields. A statement
 * whose internals are not as expected is left to Drizzle's own mapping.
 */
export function withCompiledRows<T extends object>(statement: T): T {
  const prepared = statement as unknown as PreparedInternals;
  const fields = prepared.fields;
  if (!Array.isArray(fields) || prepared.customResultMapper) return statement;
  const root: Node = { keys: [], children: [] };
  // Nested objects Drizzle turns to null: first column null, one table, left-joined.
  const tables = new Map<Node, { table: string | false; first: number }>();
  fields.forEach(({ path, field }, index) => {
    let node = root;
    for (const [depth, key] of path.entries()) {
      const at = node.keys.indexOf(key);
      if (depth === path.length - 1) {
        node.keys.push(key);
        node.children.push(index);
      } else if (at >= 0) {
        node = node.children[at] as Node;
      } else {
        const child: Node = { keys: [], children: [] };
        node.keys.push(key);
        node.children.push(child);
        node = child;
      }
    }
    if (path.length === 2 && is(field, Column)) {
      const table = getTableName(field.table);
      const seen = tables.get(node);
      if (!seen) tables.set(node, { table, first: index });
      else if (seen.table !== table) seen.table = false;
    }
  });
  const nullWhen = new Map<Node, number>();
  const notNullable = prepared.joinsNotNullableMap;
  if (notNullable) {
    for (const [node, { table, first }] of tables) {
      if (table !== false && !notNullable[table]) nullWhen.set(node, first);
    }
  }
  const build = builder(
    root,
    fields.map(({ field }) => decoderOf(field)),
    nullWhen,
  );
  prepared.customResultMapper = (rows) => rows.map(build);
  return statement;
}
