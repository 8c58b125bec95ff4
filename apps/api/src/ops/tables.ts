import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

// Generic table work for backups and moves: every table of the `public` schema, found in the
// catalogue rather than listed by hand, so a table added by a later migration is never left
// behind.

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

const table = (name: string) => sql`${sql.identifier('public')}.${sql.identifier(name)}`;

/** The application's tables, each after the tables its foreign keys point at. */
export async function listTables(db: Db): Promise<string[]> {
  const found = await rows<{ name: string; references: string | null }>(
    db,
    sql`select c.relname::text as name, r.relname::text as references
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        left join pg_constraint k on k.conrelid = c.oid and k.contype = 'f'
        left join pg_class r on r.oid = k.confrelid
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition`,
  );
  const needs = new Map<string, Set<string>>();
  for (const { name } of found) needs.set(name, new Set());
  for (const { name, references } of found) {
    // A table that points at itself does not order against anything else.
    if (references && references !== name && needs.has(references)) {
      needs.get(name)!.add(references);
    }
  }
  const ordered: string[] = [];
  while (needs.size > 0) {
    const ready = [...needs.keys()].filter((t) => [...needs.get(t)!].every((r) => !needs.has(r)));
    if (ready.length === 0) {
      throw new Error(`Foreign keys form a cycle between: ${[...needs.keys()].join(', ')}`);
    }
    for (const t of ready.sort()) {
      ordered.push(t);
      needs.delete(t);
    }
  }
  return ordered;
}

/** Row counts of every application table. */
export async function countRows(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await listTables(db)) {
    const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ${table(name)}`);
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}

/** `order by` for a stable walk through a table: its primary key, else the whole row. */
async function orderBy(db: Db, name: string): Promise<SQL> {
  const keys = await rows<{ column: string }>(
    db,
    sql`select a.attname::text as column
        from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = ${`public.${quoteIdent(name)}`}::regclass and i.indisprimary
        order by array_position(i.indkey::int2[], a.attnum)`,
  );
  if (keys.length === 0) return sql`order by t::text`;
  return sql`order by ${sql.join(
    keys.map((k) => sql`t.${sql.identifier(k.column)}`),
    sql`, `,
  )}`;
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Every row of a table as JSON text, in primary-key order: what a comparison of two
 * databases needs (the same rows give the same text on PGlite and PostgreSQL).
 */
export async function tableAsJson(db: Db, name: string): Promise<string> {
  const [row] = await rows<{ json: string }>(
    db,
    sql`select coalesce(json_agg(row_to_json(t) ${await orderBy(db, name)}), '[]')::text as json
        from ${table(name)} t`,
  );
  return row?.json ?? '[]';
}

/**
 * Copies every row of every application table from one database into another with the same
 * schema, parents before children. Rows travel as JSON text (`row_to_json` on one side,
 * `json_populate_recordset` on the other) so jsonb, arrays, timestamps and numbers arrive
 * exactly as they left, whatever the driver would have made of them.
 */
export async function copyTables(
  source: Db,
  target: Db,
  opts: { batchSize?: number; onTable?: (name: string, rows: number) => void } = {},
): Promise<Record<string, number>> {
  const batchSize = opts.batchSize ?? 500;
  const copied: Record<string, number> = {};
  const names = await listTables(source);
  await target.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // The log of listings' changes (migration 0045) is copied as it is: its triggers write nothing.
    await t.execute(sql`select set_config('galim.copying', 'on', true)`);
    for (const name of names) {
      const columns = await rows<{ column: string }>(
        t,
        sql`select column_name::text as column from information_schema.columns
            where table_schema = 'public' and table_name = ${name} and is_generated = 'NEVER'
            order by ordinal_position`,
      );
      if (columns.length === 0) throw new Error(`Table ${name} is missing in the target`);
      const list = sql.join(
        columns.map((c) => sql.identifier(c.column)),
        sql`, `,
      );
      const order = await orderBy(source, name);
      let count = 0;
      for (let offset = 0; ; offset += batchSize) {
        const batch = await rows<{ row: string }>(
          source,
          sql`select row_to_json(t)::text as row from ${table(name)} t ${order}
              limit ${batchSize} offset ${offset}`,
        );
        if (batch.length === 0) break;
        await t.execute(
          sql`insert into ${table(name)} (${list}) overriding system value
              select ${list} from json_populate_recordset(null::${table(name)}, ${`[${batch
                .map((b) => b.row)
                .join(',')}]`}::json)`,
        );
        count += batch.length;
        if (batch.length < batchSize) break;
      }
      // Serial and identity columns continue after the copied rows, not from 1.
      const sequences = await rows<{ column: string; sequence: string }>(
        t,
        sql`select column_name::text as column,
                   pg_get_serial_sequence(${`public.${quoteIdent(name)}`}, column_name) as sequence
            from information_schema.columns
            where table_schema = 'public' and table_name = ${name}
              and pg_get_serial_sequence(${`public.${quoteIdent(name)}`}, column_name) is not null`,
      );
      for (const s of sequences) {
        await t.execute(
          sql`select setval(${s.sequence}::regclass,
                coalesce((select max(${sql.identifier(s.column)}) from ${table(name)}), 0) + 1,
                false)`,
        );
      }
      copied[name] = count;
      opts.onTable?.(name, count);
    }
  });
  return copied;
}
