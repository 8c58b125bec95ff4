import type { App } from '../app';
import { beachReports } from '../db/schema';

// Reports from the beach for API tests, re-exported by factories.ts (kept apart to keep that file
// within the 450 lines of source-size.test.ts).

type BeachReportValues = typeof beachReports.$inferInsert;

/**
 * A report from the beach straight in the database: head high, glassy and few out, seen now,
 * unless the values say otherwise (no 30-minute rule, no push to the spot's watchers).
 */
export async function createBeachReport(
  app: App,
  values: Pick<BeachReportValues, 'spotId' | 'userId'> & Partial<BeachReportValues>,
): Promise<typeof beachReports.$inferSelect> {
  const [row] = await createBeachReports(app, [values]);
  return row!;
}

/** Several reports from the beach in one statement (see createBeachReport). */
export async function createBeachReports(
  app: App,
  values: (Pick<BeachReportValues, 'spotId' | 'userId'> & Partial<BeachReportValues>)[],
): Promise<(typeof beachReports.$inferSelect)[]> {
  return app.db
    .insert(beachReports)
    .values(
      values.map((v) => ({
        size: 'head',
        surface: 'glassy',
        crowd: 'few',
        seenAt: new Date(),
        ...v,
      })),
    )
    .returning();
}
