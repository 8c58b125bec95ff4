import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The plan the database chooses for a statement (EXPLAIN, without running it), as text, one node
 * a line: what the plan tests read to tell an index-only walk from a scan of the table.
 */
export async function planText(db: Pick<Db, 'execute'>, statement: SQLWrapper): Promise<string> {
  const res = await db.execute(sql`explain ${statement}`);
  return (res as unknown as { rows: Record<string, string>[] }).rows
    .map((r) => Object.values(r)[0])
    .join('\n');
}
