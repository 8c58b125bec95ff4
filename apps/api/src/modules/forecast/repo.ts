import { and, eq, gt, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { beachReports, keptForecasts, users } from '../../db/schema';
import { LATEST_UNDER_HOURS, type KeptRow } from './kept';

// The forecast module's queries: the kept forecasts it writes and prunes, and the beach reports
// it reads to check them (decision 056). Nothing else.

/** Rows per insert statement (six parameters each). */
const INSERT_CHUNK = 1000;

/**
 * Writes a refresh's kept rows in one transaction: an issue already kept (the same period) gets
 * the new values, and an earlier issue under LATEST_UNDER_HOURS ahead of an hour this refresh
 * kept goes (the latest issue replaces it). Returns how many rows were written and replaced.
 */
export async function keep(
  db: Db,
  rows: readonly KeptRow[],
  issuedAt: Date,
): Promise<{ written: number; replaced: number }> {
  if (rows.length === 0) return { written: 0, replaced: 0 };
  return db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await tx
        .insert(keptForecasts)
        .values(rows.slice(i, i + INSERT_CHUNK))
        .onConflictDoUpdate({
          target: [
            keptForecasts.spotId,
            keptForecasts.model,
            keptForecasts.targetAt,
            keptForecasts.issuedAt,
          ],
          set: { height: sql`excluded.height`, period: sql`excluded.period` },
        });
    }
    const replaced = await tx
      .delete(keptForecasts)
      .where(
        and(
          lt(keptForecasts.issuedAt, issuedAt),
          gt(keptForecasts.targetAt, issuedAt),
          sql`${keptForecasts.targetAt} - ${keptForecasts.issuedAt} < ${sql.raw(`interval '${LATEST_UNDER_HOURS} hours'`)}`,
          sql`exists (select 1 from ${keptForecasts} as newer where newer.spot_id = ${keptForecasts.spotId} and newer.model = ${keptForecasts.model} and newer.target_at = ${keptForecasts.targetAt} and newer.issued_at = ${issuedAt.toISOString()}::timestamptz)`,
        ),
      )
      .returning({ spotId: keptForecasts.spotId });
    return { written: rows.length, replaced: replaced.length };
  });
}

/** Deletes the rows whose hour is before `before`; returns how many. */
export async function prune(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(keptForecasts)
    .where(lt(keptForecasts.targetAt, before))
    .returning({ spotId: keptForecasts.spotId });
  return gone.length;
}

export interface ReportRow {
  spotId: string;
  size: string;
  seenAt: Date;
}

/**
 * The beach reports seen in [from, to] at these spots: not removed by a moderator, their
 * authors not blocked (as the spot's page shows them).
 */
export function reportsSeen(db: Db, spotIds: readonly string[], from: Date, to: Date) {
  return db
    .select({ spotId: beachReports.spotId, size: beachReports.size, seenAt: beachReports.seenAt })
    .from(beachReports)
    .innerJoin(users, eq(users.id, beachReports.userId))
    .where(
      and(
        inArray(beachReports.spotId, [...spotIds]),
        gte(beachReports.seenAt, from),
        lte(beachReports.seenAt, to),
        isNull(beachReports.removedAt),
        isNull(users.blockedAt),
      ),
    );
}

export type KeptForecastRow = typeof keptForecasts.$inferSelect;

/** The kept forecasts for these spots at these hours (the hours of the reports to check). */
export async function keptAt(
  db: Db,
  spotIds: readonly string[],
  hours: readonly Date[],
): Promise<KeptForecastRow[]> {
  const unique = [...new Set(hours.map((h) => h.getTime()))].map((ms) => new Date(ms));
  const rows: KeptForecastRow[] = [];
  for (let i = 0; i < unique.length; i += INSERT_CHUNK) {
    rows.push(
      ...(await db
        .select()
        .from(keptForecasts)
        .where(
          and(
            inArray(keptForecasts.spotId, [...spotIds]),
            inArray(keptForecasts.targetAt, unique.slice(i, i + INSERT_CHUNK)),
          ),
        )),
    );
  }
  return rows;
}
